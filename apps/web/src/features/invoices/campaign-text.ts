import type { Language } from '../../lib/language.ts';

/** A campaign text the console keeps in both languages: the Arabic when the page is Arabic and it was written, else the English. */
export function campaignText(text: { en: string; ae: string }, language: Language): string {
  return language === 'ae' && text.ae ? text.ae : text.en;
}

/** The campaign's name in the page's language (both are required by the console). */
export function campaignName(campaign: { name: string; arabic_name: string }, language: Language): string {
  return language === 'ae' ? campaign.arabic_name : campaign.name;
}
