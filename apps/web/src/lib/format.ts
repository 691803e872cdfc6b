import { instantOfDubaiTimestamp } from '@portal/domain/dates';
import { intlLocaleOf, type Language } from './language.ts';

const formatters = new Map<Language, Intl.NumberFormat>();

/** AED amounts: whole dirhams without decimals, fils shown when present. Wrap the result in <bdi>. */
export function formatAed(amount: number, language: Language): string {
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = new Intl.NumberFormat(intlLocaleOf(language), {
      style: 'currency',
      currency: 'AED',
      minimumFractionDigits: 0,
      maximumFractionDigits: 2,
    });
    formatters.set(language, formatter);
  }
  return formatter.format(amount);
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
  return dateFormatter('month-day', language, { month: 'long', day: 'numeric', timeZone: 'UTC' }).format(day);
}

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
  const options = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Dubai' } as const;
  return dateFormatter('dubai-date', language, options).format(value);
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
