/** The specification's language codes: `en` and `ae` (Arabic), stored in localStorage `user_language`. */
export const languages = ['en', 'ae'] as const;
export type Language = (typeof languages)[number];

export const defaultLanguage: Language = 'en';
export const languageStorageKey = 'user_language';

/** Anything stored that is not a known code falls back to English (spec part 1 §3: set to en if unset). */
export function toLanguage(value: unknown): Language {
  return value === 'ae' ? 'ae' : defaultLanguage;
}

/**
 * `?lang=en` or `?lang=ae` in the address opens the site in that language (the server advertises the
 * two as language alternates); anything else leaves the stored choice alone.
 */
export function languageFromQuery(search: string): Language | null {
  const value = new URLSearchParams(search).get('lang');
  return value === 'en' || value === 'ae' ? value : null;
}

/** `ae` is the specification's code; the document itself says `ar`, the real language tag. */
export function htmlLangOf(language: Language): 'en' | 'ar' {
  return language === 'ae' ? 'ar' : 'en';
}

export function directionOf(language: Language): 'ltr' | 'rtl' {
  return language === 'ae' ? 'rtl' : 'ltr';
}

/**
 * Locale for Intl formatting. Arabic uses Latin digits (`-u-nu-latn`), decided once for the whole app:
 * prices, order numbers and phone numbers then read the same in both languages and match what users type.
 */
export function intlLocaleOf(language: Language): string {
  return language === 'ae' ? 'ar-AE-u-nu-latn' : 'en-AE';
}
