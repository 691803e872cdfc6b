import type { Language } from '../../lib/language.ts';

/** An add-on's name in the current language: its Arabic name when it has one, else the English. */
export function nameIn(language: Language, english: string, arabic: string | null | undefined): string {
  return language === 'ae' && arabic?.trim() ? arabic : english;
}
