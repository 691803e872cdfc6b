import { dubaiTimestamp } from './dates.ts';

/**
 * How every date is written to a reader, on the pages, in e-mails and in PDFs (docs/decisions/059): one form
 * per kind of date.
 * - a day (a visit, a booking day, an expiry): `DD/MM/YYYY`, the specification's form;
 * - a moment (when something was ordered, checked in, sent): `DD/MM/YYYY HH:mm`, 24-hour clock, Asia/Dubai;
 * - a headline that needs its weekday: "Saturday, 5 December 2026" / "السبت، 5 ديسمبر 2026".
 * Arabic keeps the same order and Latin digits, as its prices and order numbers do (decision 005). Everything
 * is written out rather than asked of Intl: the same text on every engine, and no Intl object to build as a
 * page starts (decision 047). Anything unreadable comes back as it was.
 */

export type DateLanguage = 'en' | 'ae';

const calendarForm = /^(\d{4})-(\d{2})-(\d{2})$/;
const dubaiTimestampForm = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):\d{2}$/;

/** A value of an answer as the Asia/Dubai wall time `YYYY-MM-DD HH:MM:SS`: a Dubai timestamp as it is, an ISO moment moved to Dubai. */
function dubaiWallTime(value: string): string | null {
  if (dubaiTimestampForm.test(value)) return value;
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value)) return null;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? null : dubaiTimestamp(instant);
}

/** The Asia/Dubai calendar day (YYYY-MM-DD) a value names: a calendar date as it is, a timestamp or ISO moment its day in Dubai. */
function dayOf(value: string): string | null {
  if (calendarForm.test(value)) return value;
  const wall = dubaiWallTime(value);
  return wall ? wall.slice(0, 10) : null;
}

/** A day as `DD/MM/YYYY`: a calendar date ("2026-12-02"), or the Dubai day of a timestamp or ISO moment. */
export function formatDate(value: string): string {
  const day = dayOf(value);
  if (!day) return value;
  return `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
}

/** A moment as `DD/MM/YYYY HH:mm` in Asia/Dubai: a Dubai timestamp ("2026-12-02 02:42:10") or an ISO moment. */
export function formatDateTime(value: string): string {
  const wall = dubaiWallTime(value);
  if (!wall) return value;
  return `${formatDate(wall.slice(0, 10))} ${wall.slice(11, 16)}`;
}

const monthNames: Record<DateLanguage, readonly string[]> = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  ae: ['يناير', 'فبراير', 'مارس', 'أبريل', 'مايو', 'يونيو', 'يوليو', 'أغسطس', 'سبتمبر', 'أكتوبر', 'نوفمبر', 'ديسمبر'],
};

/** Weekday names from Sunday, in the widths the calendars use. */
const weekdayNames: Record<DateLanguage, Record<'long' | 'short' | 'narrow', readonly string[]>> = {
  en: {
    long: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
    short: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
    narrow: ['S', 'M', 'T', 'W', 'T', 'F', 'S'],
  },
  ae: {
    long: ['الأحد', 'الاثنين', 'الثلاثاء', 'الأربعاء', 'الخميس', 'الجمعة', 'السبت'],
    short: ['الأحد', 'الاثنين', 'الثلاثاء', 'الأربعاء', 'الخميس', 'الجمعة', 'السبت'],
    narrow: ['ح', 'ن', 'ث', 'ر', 'خ', 'ج', 'س'],
  },
};

const weekdayIndex = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

/** A day with its weekday, for a headline: "Saturday, 5 December 2026" / "السبت، 5 ديسمبر 2026". */
export function formatLongDate(value: string, language: DateLanguage): string {
  const day = dayOf(value);
  if (!day) return value;
  const separator = language === 'ae' ? '، ' : ', ';
  const weekday = weekdayNames[language].long[weekdayIndex(day)];
  return `${weekday}${separator}${Number(day.slice(8, 10))} ${monthNames[language][Number(day.slice(5, 7)) - 1]} ${day.slice(0, 4)}`;
}

/** A calendar's month heading: "December 2026" / "ديسمبر 2026". */
export function formatMonthYear(value: string, language: DateLanguage): string {
  const day = dayOf(value);
  if (!day) return value;
  return `${monthNames[language][Number(day.slice(5, 7)) - 1]} ${day.slice(0, 4)}`;
}

/** The weekday of a day, in a calendar's column width. */
export function formatWeekday(value: string, language: DateLanguage, width: 'long' | 'short' | 'narrow'): string {
  const day = dayOf(value);
  if (!day) return value;
  return weekdayNames[language][width][weekdayIndex(day)] ?? value;
}

/** The day of the month as a number's text, for a calendar's cell ("5"). */
export function formatDayOfMonth(value: string): string {
  const day = dayOf(value);
  return day ? String(Number(day.slice(8, 10))) : value;
}
