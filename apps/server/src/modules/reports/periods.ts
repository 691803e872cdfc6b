import type { ReportGrain, ReportRange } from '@portal/contract/console-reports';
import { addDays } from '@portal/domain/dates';

/** One period of a report: `key` is its calendar start (a Monday, a 1st), `from`/`to` its days within the range. */
export type ReportPeriod = { key: string; from: string; to: string };

const weekday = (date: string) => (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;

function startOf(date: string, grain: ReportGrain): string {
  if (grain === 'week') return addDays(date, -weekday(date));
  if (grain === 'month') return `${date.slice(0, 7)}-01`;
  return date;
}

function nextStart(start: string, grain: ReportGrain): string {
  if (grain === 'day') return addDays(start, 1);
  if (grain === 'week') return addDays(start, 7);
  const [year, month] = start.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10);
}

/**
 * Every period of a range, empty ones included, so a chart shows the days nothing happened. Weeks run Monday to
 * Sunday and months are calendar months (as the console home counts them, and as SQL's date_trunc buckets them);
 * the first and last periods are clipped to the range.
 */
export function periodsOf(range: ReportRange): ReportPeriod[] {
  const periods: ReportPeriod[] = [];
  for (let key = startOf(range.from, range.grain); key <= range.to; key = nextStart(key, range.grain)) {
    const last = addDays(nextStart(key, range.grain), -1);
    periods.push({ key, from: key < range.from ? range.from : key, to: last > range.to ? range.to : last });
  }
  return periods;
}
