import { addDays, calendarDateIn, instantOfDubaiTimestamp } from '../dates.ts';

/** A span of calendar days in Asia/Dubai, both ends included (YYYY-MM-DD). */
export type DaySpan = { from: string; to: string };

/** A period of the console's money figures and the same period before it. */
export type PeriodPair = { current: DaySpan; previous: DaySpan };

export type ConsolePeriods = {
  /** today in Dubai */
  today: string;
  /** today against yesterday */
  day: PeriodPair;
  /** this calendar week, Monday to Sunday, against last week */
  week: PeriodPair;
  /** this calendar month against last month */
  month: PeriodPair;
  /** the visits of the coming days: tomorrow to a week from today */
  coming: DaySpan;
};

/** 0 Monday … 6 Sunday: the weekday of a calendar date. */
function mondayBased(date: string): number {
  return (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
}

function monthOf(date: string, shift: number): DaySpan {
  const [year, month] = date.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month - 1 + shift, 1));
  const last = new Date(Date.UTC(year, month + shift, 0));
  return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) };
}

/**
 * The periods of the console's home for the instant `now`: calendar days, weeks (Monday–Sunday, as the
 * working week of the emirate starts on Monday) and months in Asia/Dubai, each with the whole period before.
 */
export function consolePeriods(now: Date): ConsolePeriods {
  const today = calendarDateIn(now);
  const monday = addDays(today, -mondayBased(today));
  return {
    today,
    day: { current: { from: today, to: today }, previous: { from: addDays(today, -1), to: addDays(today, -1) } },
    week: {
      current: { from: monday, to: addDays(monday, 6) },
      previous: { from: addDays(monday, -7), to: addDays(monday, -1) },
    },
    month: { current: monthOf(today, 0), previous: monthOf(today, -1) },
    coming: { from: addDays(today, 1), to: addDays(today, 7) },
  };
}

/** The instants a span of Dubai days covers: from its first midnight (included) to the midnight after its last (excluded). */
export function instantsOf(span: DaySpan): { start: Date; end: Date } {
  return {
    start: instantOfDubaiTimestamp(`${span.from} 00:00:00`),
    end: instantOfDubaiTimestamp(`${addDays(span.to, 1)} 00:00:00`),
  };
}
