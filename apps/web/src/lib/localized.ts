import { currentLanguage } from './i18n.ts';
import type { Language } from './language.ts';

/**
 * The Arabic twin of an English field. Most data pairs `x` with `arabic_x`; the specification's
 * entities also use `arabic_name` for `package_name` and `vendor_arabic_name`, `package_arabic_name`,
 * `destination_arabic_name` and `dest_arabic_name` (spec part 1 §3, part 2 §3); a store product pairs
 * `product_title` and `product_description` with `arabic_title` and `arabic_description`.
 */
const arabicTwins: Record<string, readonly string[]> = {
  package_name: ['arabic_name', 'package_arabic_name'],
  vendor_name: ['vendor_arabic_name'],
  destination_name: ['destination_arabic_name', 'dest_arabic_name'],
  product_title: ['arabic_title'],
  product_description: ['arabic_description'],
};

function text(value: unknown): string {
  return typeof value === 'string' ? value : value == null ? '' : String(value);
}

/** `localized(destination, 'name')`: the field in the current language; an empty Arabic value falls back to English. */
export function localized<T extends object>(item: T, field: keyof T & string, language: Language = currentLanguage()): string {
  const english = text(item[field]);
  if (language !== 'ae') return english;
  const record = item as Record<string, unknown>;
  for (const twin of [`arabic_${field}`, ...(arabicTwins[field] ?? [])]) {
    const arabic = text(record[twin]).trim();
    if (arabic) return arabic;
  }
  return english;
}
