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
