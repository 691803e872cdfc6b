/** The emirate's time zone; dates of events are calendar dates here, not instants (docs/architecture.md "The data path"). */
export const emirateTimeZone = 'Asia/Dubai';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, f);
  }
  return f;
}

/** Asia/Dubai keeps UTC+4 all year (no daylight saving), so its wall time is a fixed shift of UTC. */
export const dubaiOffsetMs = 4 * 60 * 60 * 1000;

/**
 * The calendar date (YYYY-MM-DD) that `now` falls on in the given time zone. The emirate's own zone is a
 * fixed shift: Intl's formatToParts cost about 0.4 ms of every priced booking item (decision 047).
 */
export function calendarDateIn(now: Date, timeZone: string = emirateTimeZone): string {
  if (timeZone === emirateTimeZone) return new Date(now.getTime() + dubaiOffsetMs).toISOString().slice(0, 10);
  const parts = formatterFor(timeZone).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** Adds whole days to a YYYY-MM-DD date, by the calendar (no time zone involved). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * The one form of every timestamp in the API's answers: the wall time in Asia/Dubai as
 * `YYYY-MM-DD HH:MM:SS` (spec part 1 §2 /invoics shows "the part before the space"; part 2 §3 postcard
 * orders: "date and time separated by a space"). docs/decisions/018-wire-protocol.md.
 */
export function dubaiTimestamp(instant: Date): string {
  return new Date(instant.getTime() + dubaiOffsetMs).toISOString().slice(0, 19).replace('T', ' ');
}

/** The instant a `dubaiTimestamp` names. */
export function instantOfDubaiTimestamp(timestamp: string): Date {
  return new Date(new Date(`${timestamp.replace(' ', 'T')}Z`).getTime() - dubaiOffsetMs);
}

/** The specification's date forms: `MM/DD/YYYY` (dateAvailabilityCheck) and `YYYY-MM-DD` (getPackagePrice). */
const usDate = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date in either of the specification's forms as YYYY-MM-DD, or null when it is neither or not in the calendar. */
export function parseCalendarDate(input: string): string | null {
  const us = usDate.exec(input);
  const value = us ? `${us[3]}-${us[1]}-${us[2]}` : input;
  if (!isoDate.test(value)) return null;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value ? value : null;
}
