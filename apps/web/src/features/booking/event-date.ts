import { intlLocaleOf, type Language } from '../../lib/language.ts';

const formatters = new Map<Language, Intl.DateTimeFormat>();

/**
 * An event's calendar date ("2026-12-05", already a day in Asia/Dubai) with its weekday, e.g.
 * "Saturday, 5 December 2026". Read as UTC so no time zone moves it to the day before; anything
 * unreadable comes back as it was.
 */
export function formatEventDate(date: string, language: Language): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return date;
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(intlLocaleOf(language), {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    formatters.set(language, formatter);
  }
  return formatter.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))));
}
