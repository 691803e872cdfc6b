import { intlLocaleOf, type Language } from '../../lib/language.ts';

const formatters = new Map<Language, Intl.DateTimeFormat>();

/**
 * A moment as date and time of day in Asia/Dubai, e.g. "23 Nov 2026, 9:05 am": when a code was issued
 * or redeemed, which the person at the counter compares with the clock.
 */
export function formatDubaiMoment(iso: string, language: Language): string {
  const moment = new Date(iso);
  if (Number.isNaN(moment.getTime())) return iso;
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(intlLocaleOf(language), {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Asia/Dubai',
    });
    formatters.set(language, formatter);
  }
  return formatter.format(moment);
}
