/** The month grid of a calendar (YYYY-MM months, Sunday-first weeks) and its keyboard moves: the booking calendar's and the console's. */
import { addDays } from '@portal/domain/dates';
import { weekdayOf } from '@portal/domain/booking/index';

/** YYYY-MM of a YYYY-MM-DD date. */
export const monthOf = (date: string): string => date.slice(0, 7);

/** The month `n` months after `month` (YYYY-MM). */
export function addMonths(month: string, n: number): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (m - 1) + n;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/**
 * The weeks of a month as rows of seven, Sunday first (the calendar's weekday numbering, sunday=0);
 * days of the neighbouring months are null.
 */
export function monthWeeks(month: string): (string | null)[][] {
  const first = `${month}-01`;
  const weeks: (string | null)[][] = [];
  let week: (string | null)[] = Array.from({ length: weekdayOf(first) }, () => null);
  for (let day = first; monthOf(day) === month; day = addDays(day, 1)) {
    week.push(day);
    if (week.length === 7) {
      weeks.push(week);
      week = [];
    }
  }
  if (week.length > 0) weeks.push([...week, ...Array.from({ length: 7 - week.length }, () => null)]);
  return weeks;
}

/**
 * Where a key moves the focused day of the month grid (the ARIA date-picker pattern): arrows by a day
 * or a week, Home and End to the week's start and end, Page Up and Page Down by a month. Left and right
 * follow the reading direction, so in Arabic the left arrow goes to the next day. Null for other keys.
 */
export function dayAfterKey(date: string, key: string, rtl: boolean): string | null {
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const back = rtl ? 'ArrowRight' : 'ArrowLeft';
  switch (key) {
    case forward:
      return addDays(date, 1);
    case back:
      return addDays(date, -1);
    case 'ArrowDown':
      return addDays(date, 7);
    case 'ArrowUp':
      return addDays(date, -7);
    case 'Home':
      return addDays(date, -weekdayOf(date));
    case 'End':
      return addDays(date, 6 - weekdayOf(date));
    case 'PageDown':
    case 'PageUp': {
      const month = addMonths(monthOf(date), key === 'PageDown' ? 1 : -1);
      const lastDay = addDays(`${addMonths(month, 1)}-01`, -1);
      const same = `${month}-${date.slice(8)}`;
      return same > lastDay ? lastDay : same;
    }
    default:
      return null;
  }
}
