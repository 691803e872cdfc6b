import { calendarDateIn, instantOfDubaiTimestamp } from '@portal/domain/dates';
import { intlLocaleOf, type Language } from './language.ts';

/** Whole dirhams and fils (hundredths) of a non-negative amount, rounded half away from zero on its decimal form. */
function dirhamsAndFils(amount: number): [whole: number, fils: number] {
  // `${amount}e2` moves the decimal point in the number's shortest decimal form, so 1.005 is 100.5 (then 101),
  // as ICU rounds it, not 100.49999… as amount * 100 would be; exponent forms (1e-7) are scaled directly.
  // Exact up to 10^13 dirhams, far past any price here.
  const text = String(amount);
  const cents = Math.round(text.includes('e') ? amount * 100 : Number(`${text}e2`));
  return [Math.floor(cents / 100), cents % 100];
}

/**
 * AED amounts: whole dirhams without decimals, fils shown when present, exactly as `Intl.NumberFormat` writes
 * them for en-AE ("AED 1,234.5") and ar-AE with Latin digits ("‏1,234.5 د.إ.‏", marks included). Written out
 * because a page's first Intl number format costs 15–20 ms on a phone, a long task of its own as the app starts
 * (decision 042); format.test.ts holds the two equal. Wrap the result in <bdi>.
 */
export function formatAed(amount: number, language: Language): string {
  if (!Number.isFinite(amount)) return String(amount);
  const [whole, fils] = dirhamsAndFils(Math.abs(amount));
  const fraction = fils === 0 ? '' : `.${String(fils).padStart(2, '0').replace(/0$/, '')}`;
  const digits = `${String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${fraction}`;
  const negative = amount < 0;
  if (language === 'ae') return `\u200f${negative ? '\u200e-' : ''}${digits}\u00a0د.إ.\u200f`;
  return `${negative ? '-' : ''}AED\u00a0${digits}`;
}

const dateFormatters = new Map<string, Intl.DateTimeFormat>();

/** One Intl.DateTimeFormat per kind of date and language, made on first use (they are costly to build). */
function dateFormatter(kind: string, language: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${kind}:${language}`;
  let formatter = dateFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(intlLocaleOf(language), options);
    dateFormatters.set(key, formatter);
  }
  return formatter;
}

/** A YYYY-MM-DD calendar date as a Date at UTC midnight, or null: read as UTC, no time zone moves it a day. */
function calendarDate(date: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  return match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
}

/** The answers' timestamp form: Asia/Dubai wall time `YYYY-MM-DD HH:MM:SS` (packages/contract `timestamp`). */
const dubaiTimestampForm = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/** A Dubai timestamp of an answer, or an ISO moment, as a Date; null when it is neither. */
function moment(value: string): Date | null {
  const instant = dubaiTimestampForm.test(value) ? instantOfDubaiTimestamp(value) : new Date(value);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/**
 * A calendar date ("2027-02-20", Asia/Dubai) as month and day, e.g. "20 February" or "20 فبراير"
 * (spec part 1 §2: vouchers are 'Valid till' a month and day). Anything unreadable comes back as it was.
 */
export function formatMonthDay(date: string, language: Language): string {
  const day = calendarDate(date);
  if (!day) return date;
  // written out, as Intl writes it for en-AE and ar-AE (format.test.ts holds the two equal): the first Intl
  // date format costs about 20 ms on a phone, and the voucher cards of home show this as the app starts
  return `${day.getUTCDate()} ${monthNames[language][day.getUTCMonth()]}`;
}

const monthNames: Record<Language, readonly string[]> = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  ae: ['يناير', 'فبراير', 'مارس', 'أبريل', 'مايو', 'يونيو', 'يوليو', 'أغسطس', 'سبتمبر', 'أكتوبر', 'نوفمبر', 'ديسمبر'],
};

/**
 * An event's calendar date ("2026-12-05", already a day in Asia/Dubai) with its weekday, e.g.
 * "Saturday, 5 December 2026". Anything unreadable comes back as it was.
 */
export function formatEventDate(date: string, language: Language): string {
  const day = calendarDate(date);
  if (!day) return date;
  const options = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' } as const;
  return dateFormatter('event-date', language, options).format(day);
}

/** A timestamp ("2026-07-15 14:00:00", Dubai) or ISO moment as its calendar date in Asia/Dubai, e.g. "15 July 2026" or "15 يوليو 2026". */
export function formatDubaiDate(iso: string, language: Language): string {
  const value = moment(iso);
  if (!value) return iso;
  // written out, as Intl writes it for en-AE and ar-AE (format.test.ts holds the two equal): the package page's
  // reviews show it as the app starts, where the page's first Intl object cost 25 ms of its start (decision 047)
  const date = calendarDateIn(value);
  return `${formatMonthDay(date, language)} ${Number(date.slice(0, 4))}`;
}

/**
 * A moment as date and time of day in Asia/Dubai, e.g. "23 Nov 2026, 9:05 am": when a code was issued
 * or redeemed, which the person at the counter compares with the clock.
 */
export function formatDubaiMoment(iso: string, language: Language): string {
  const value = moment(iso);
  if (!value) return iso;
  const options = { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Dubai' } as const;
  return dateFormatter('dubai-moment', language, options).format(value);
}
