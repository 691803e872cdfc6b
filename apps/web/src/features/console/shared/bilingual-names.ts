import type { Language } from '../../../lib/language.ts';

/** A name as one language writes it: the text, and the `lang` and `dir` its element carries. */
export type NameIn = { text: string; lang: 'en' | 'ar'; dir: 'ltr' | 'rtl' };

const english = (text: string): NameIn => ({ text, lang: 'en', dir: 'ltr' });
const arabic = (text: string): NameIn => ({ text, lang: 'ar', dir: 'rtl' });

/**
 * A record's two names in the operator's order: the current language's first, the other beside it. When one is
 * missing the other stands alone as the main name; the same text twice is shown once.
 */
export function namesInOrder(
  names: { en: string | null | undefined; ae: string | null | undefined },
  language: Language,
): { main: NameIn; other: NameIn | null } {
  const en = (names.en ?? '').trim();
  const ae = (names.ae ?? '').trim();
  const [mine, theirs] = language === 'ae' ? [ae && arabic(ae), en && english(en)] : [en && english(en), ae && arabic(ae)];
  const main = mine || theirs || english('');
  const other = mine && theirs && theirs.text !== mine.text ? theirs : null;
  return { main, other };
}
