import { addDays, calendarDateIn, dubaiOffsetMs, emirateTimeZone } from '../dates.ts';
import type { BookingFailure, BookingPackage, DateRemaining } from './types.ts';

type DateRules = Pick<
  BookingPackage,
  'startDate' | 'endDate' | 'eventDates' | 'disabledDates' | 'disabledWeeks' | 'disableBookingPrior'
>;

/** spec part 1 §5: the calendar lists dates up to one year ahead. */
export const calendarHorizonDays = 365;

/** Today's calendar date in Asia/Dubai. */
export function dubaiToday(now: Date): string {
  return calendarDateIn(now, emirateTimeZone);
}

/**
 * The hour (0–23) of `now` on the clock in Asia/Dubai, a fixed shift of UTC (dates.ts). Not Intl: a time-zone
 * format made when this module loads was the browser's first Intl object on the package page, whose set-up
 * (15–30 ms here) then ran inside the app's start (docs/decisions/047-fewer-scripts-first-intl.md).
 */
export function dubaiHour(now: Date): number {
  return new Date(now.getTime() + dubaiOffsetMs).getUTCHours();
}

/** sunday=0 … saturday=6 for a YYYY-MM-DD date (the `disabled_weeks` numbering). */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** A real YYYY-MM-DD calendar date (2026-02-30 is not). */
export function isCalendarDate(value: string): boolean {
  return isoDate.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;
}

/**
 * The first date that can be booked: the package's start_date, or today when that is earlier (spec
 * part 1 §5); with disable_booking_prior, today is never bookable and, from 01:00 Dubai time on,
 * tomorrow neither.
 */
export function minBookableDate(pkg: DateRules, now: Date): string {
  const today = dubaiToday(now);
  let first = today;
  if (pkg.disableBookingPrior === 1) first = addDays(today, dubaiHour(now) >= 1 ? 2 : 1);
  return pkg.startDate && pkg.startDate > first ? pkg.startDate : first;
}

/**
 * The last date that can be booked: end_date, else the last listed event date; never beyond one year
 * from today (spec part 1 §5 "the event date list covers one year ahead"). Null when the package gives
 * no end at all: the specification treats an empty maximum as 'Event is Completely Booked'.
 */
export function maxBookableDate(pkg: DateRules, now: Date): string | null {
  const horizon = addDays(dubaiToday(now), calendarHorizonDays);
  const listedEnd = [...pkg.eventDates].sort().at(-1) ?? null;
  const end = pkg.endDate ?? listedEnd;
  if (end === null) return null;
  return end < horizon ? end : horizon;
}

/** The day rules inside the window: not a disabled date or weekday, and one of the event dates when listed. */
function isOpenDay(pkg: DateRules, date: string): boolean {
  if (pkg.disabledDates.includes(date)) return false;
  if (pkg.disabledWeeks.includes(weekdayOf(date))) return false;
  return pkg.eventDates.length === 0 || pkg.eventDates.includes(date);
}

/**
 * Whether the calendar lets this date be picked (spec part 1 §5 Date): inside [min, max], not a
 * listed disabled date, not a disabled weekday, and, when the package lists event dates, one of them.
 */
export function isBookableDate(pkg: DateRules, date: string, now: Date): boolean {
  if (!isCalendarDate(date)) return false;
  const max = maxBookableDate(pkg, now);
  if (max === null || date < minBookableDate(pkg, now) || date > max) return false;
  return isOpenDay(pkg, date);
}

/** The bookable dates from `from` to `to` inclusive (YYYY-MM-DD), e.g. one month of the calendar. */
export function bookableDates(pkg: DateRules, from: string, to: string, now: Date): string[] {
  const min = minBookableDate(pkg, now);
  const max = maxBookableDate(pkg, now);
  if (max === null) return [];
  const dates: string[] = [];
  for (let d = from > min ? from : min; d <= to && d <= max; d = addDays(d, 1)) {
    if (isOpenDay(pkg, d)) dates.push(d);
  }
  return dates;
}

/** The bookable dates of one calendar month (`month` is YYYY-MM). */
export function bookableDatesInMonth(pkg: DateRules, month: string, now: Date): string[] {
  const first = `${month}-01`;
  const last = addDays(addDays(first, 31).slice(0, 7) + '-01', -1);
  return bookableDates(pkg, first, last, now);
}

/** The earliest date that can be booked (where the calendar opens), or null when none is left. */
export function firstBookableDate(pkg: DateRules, now: Date): string | null {
  const max = maxBookableDate(pkg, now);
  if (max === null) return null;
  if (pkg.eventDates.length > 0) {
    const min = minBookableDate(pkg, now);
    return [...pkg.eventDates].sort().find((d) => isCalendarDate(d) && d >= min && d <= max && isOpenDay(pkg, d)) ?? null;
  }
  for (let d = minBookableDate(pkg, now); d <= max; d = addDays(d, 1)) {
    if (isOpenDay(pkg, d)) return d;
  }
  return null;
}

/**
 * 'Event is Completely Booked' (spec part 1 §5): the maximum date is before today or empty. "Empty"
 * here means the package names no end (no end_date and no event dates) or no date of the window is
 * bookable any more (every listed event date passed, all remaining days disabled).
 */
export function isEventCompletelyBooked(pkg: DateRules, now: Date): boolean {
  return firstBookableDate(pkg, now) === null;
}

/**
 * The date step's failure, or null (spec part 1 §5 Date), checked in this order: the event has no
 * date left, no date chosen, a date the calendar would not offer, fewer tickets left on the date than
 * the chosen adults or children. `remaining` null = the date lists no limit.
 */
export function dateFailure(
  pkg: DateRules,
  date: string | null,
  remaining: DateRemaining | null | undefined,
  counts: { adults: number; children: number },
  now: Date,
): BookingFailure | null {
  if (isEventCompletelyBooked(pkg, now)) return { code: 'date_sold_out' };
  if (!date) return { code: 'date_required' };
  if (!isBookableDate(pkg, date, now)) return { code: 'date_not_bookable' };
  if (remaining && !hasTickets(remaining, counts)) return { code: 'date_fully_booked' };
  return null;
}

/** spec part 1 §5: unlimited (empty) tickets count as 9999. */
export const unlimitedTickets = 9999;

/** Whether the tickets left cover the chosen adults and children; null tickets = unlimited. */
export function hasTickets(
  remaining: { adultTickets: number | null; childTickets: number | null },
  counts: { adults: number; children: number },
): boolean {
  const adults = remaining.adultTickets ?? unlimitedTickets;
  const children = remaining.childTickets ?? unlimitedTickets;
  return adults >= counts.adults && children >= counts.children;
}

/** Tickets left from a capacity and the tickets taken; null capacity = unlimited (stays null). */
export function remainingTickets(capacity: number | null, taken: number): number | null {
  return capacity === null ? null : Math.max(0, capacity - taken);
}
