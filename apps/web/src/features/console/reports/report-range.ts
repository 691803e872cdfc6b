import {
  defaultReportRange,
  maxReportDays,
  reportGrains,
  type ReportGrain,
  type ReportRange,
} from '@portal/contract/console-reports';
import { calendarDateIn } from '@portal/domain/dates';

/** The reports a page is made for, in the order the index lists them. */
export const reportNames = ['sales', 'capacity', 'promotions', 'conversion'] as const;
export type ReportName = (typeof reportNames)[number];

export const isReportName = (name: string | undefined): name is ReportName =>
  (reportNames as readonly string[]).includes(name ?? '');

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The range of a report page from its address (?from=…&to=…&grain=…): the 30 days to today by day when a part
 * is missing or not a date. A range the server would refuse (reversed, too long) is kept as written, so the
 * page can show the server's refusal at the field.
 */
export function rangeOf(search: URLSearchParams, now: Date): ReportRange {
  const fallback = defaultReportRange(calendarDateIn(now));
  const from = search.get('from') ?? '';
  const to = search.get('to') ?? '';
  const grain = search.get('grain') ?? '';
  return {
    from: isoDate.test(from) ? from : fallback.from,
    to: isoDate.test(to) ? to : fallback.to,
    grain: (reportGrains as readonly string[]).includes(grain) ? (grain as ReportGrain) : fallback.grain,
  };
}

/** The address's query of a range. */
export function searchOf(range: ReportRange): URLSearchParams {
  return new URLSearchParams({ from: range.from, to: range.to, grain: range.grain });
}

export { maxReportDays };
