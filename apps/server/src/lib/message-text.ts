/**
 * The words every message to a person shares, whichever area writes it (a booking's tickets, a store
 * order, a postcard, an operator's invitation, a review request): the reader's language, the greeting,
 * amounts and dates in that language.
 */
export type Language = 'en' | 'ae';

/** The language a user's messages are written in: Arabic for 'ae', English for anything else. */
export const readerLanguage = (stored: string | null): Language => (stored === 'ae' ? 'ae' : 'en');

/** The first line of every e-mail to a buyer, by first name when there is one. */
export function greeting(language: Language, name: string): string {
  if (language === 'ae') return name ? `مرحبًا ${name}،` : 'مرحبًا،';
  return name ? `Hello ${name},` : 'Hello,';
}

// docs/decisions/005: Arabic shows Latin digits
const locale = (language: Language) => (language === 'ae' ? 'ar-AE-u-nu-latn' : 'en-AE');

/** An amount in AED in the reader's language, Latin digits (docs/decisions/005). */
export const money = (language: Language, fils: number) =>
  new Intl.NumberFormat(locale(language), { style: 'currency', currency: 'AED', minimumFractionDigits: 2 }).format(fils / 100);

/** What separates the items of a list in a sentence. */
export const listSeparator = { en: ', ', ae: '، ' } as const;
