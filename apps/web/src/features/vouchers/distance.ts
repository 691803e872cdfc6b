import { intlLocaleOf, type Language } from '../../lib/language.ts';

const formatters = new Map<Language, Intl.NumberFormat>();

/** A distance in kilometres with at most one decimal, e.g. "3.2 km" or "3.2 كم". Wrap it in <bdi>. */
export function formatKm(km: number, language: Language): string {
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = new Intl.NumberFormat(intlLocaleOf(language), { style: 'unit', unit: 'kilometer', maximumFractionDigits: 1 });
    formatters.set(language, formatter);
  }
  return formatter.format(km);
}
