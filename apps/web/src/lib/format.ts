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

const monthDayFormatters = new Map<Language, Intl.DateTimeFormat>();

/**
 * A calendar date ("2027-02-20", Asia/Dubai) as month and day, e.g. "20 February" or "20 فبراير"
 * (spec part 1 §2: vouchers are 'Valid till' a month and day). The date is read as UTC so no time zone
 * can move it to the day before. Anything unreadable comes back as it was.
 */
export function formatMonthDay(date: string, language: Language): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return date;
  let formatter = monthDayFormatters.get(language);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(intlLocaleOf(language), { month: 'long', day: 'numeric', timeZone: 'UTC' });
    monthDayFormatters.set(language, formatter);
  }
  return formatter.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))));
}

const dubaiDateFormatters = new Map<Language, Intl.DateTimeFormat>();

/** A moment ("2026-07-15T10:00:00.000Z") as its calendar date in Asia/Dubai, e.g. "15 July 2026" or "15 يوليو 2026". */
export function formatDubaiDate(iso: string, language: Language): string {
  const moment = new Date(iso);
  if (Number.isNaN(moment.getTime())) return iso;
  let formatter = dubaiDateFormatters.get(language);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(intlLocaleOf(language), {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Asia/Dubai',
    });
    dubaiDateFormatters.set(language, formatter);
  }
  return formatter.format(moment);
}
