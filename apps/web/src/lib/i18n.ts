import { englishErrorTexts } from '@portal/contract/error-texts-en';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import {
  defaultLanguage,
  directionOf,
  htmlLangOf,
  languages,
  languageFromQuery,
  languageStorageKey,
  toLanguage,
  type Language,
} from './language.ts';
import { readStorage, writeStorage } from './storage.ts';

type Resources = Record<Language, { translation: Record<string, unknown> }>;

/** src/locales/<language>/<file>.json becomes the `<file>.*` keys of that language, e.g. booking.json → `booking.<key>`. */
export function buildResources(files: Record<string, Record<string, unknown>>): Resources {
  const resources: Resources = { en: { translation: {} }, ae: { translation: {} } };
  for (const [path, content] of Object.entries(files)) {
    const match = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (!match) continue;
    const [, language, file] = match;
    if (language === 'en' || language === 'ae') resources[language].translation[file!] = content;
  }
  return resources;
}

// English comes with the app (it is also the fallback); Arabic is its own download (locales-ae.ts, loadLanguage)
const englishFiles = import.meta.glob<Record<string, unknown>>('../locales/en/*.json', { eager: true, import: 'default' });
// the `errors.<code>` texts are the contract's, the very texts the server answers with (packages/contract/src/error-texts-*.ts)
export const englishTexts = { ...buildResources(englishFiles).en.translation, errors: englishErrorTexts.messages };

export const i18n = i18next.createInstance();

/**
 * i18next works with the real language tags (`ar` for the specification's `ae`), so plural forms follow
 * Arabic's rules (zero, one, two, few, many, other); the rest of the app only sees `en` and `ae`.
 */
const tagOf = htmlLangOf;
const languageOfTag = (tag: string): Language => (tag === 'ar' || tag === 'ae' ? 'ae' : defaultLanguage);

void i18n.use(initReactI18next).init({
  resources: { [tagOf(defaultLanguage)]: { translation: englishTexts } },
  partialBundledLanguages: true,
  // a ?lang= in the address wins over the stored choice; startLanguage() then stores it
  lng: tagOf(languageFromQuery(globalThis.location?.search ?? '') ?? toLanguage(readStorage(languageStorageKey))),
  fallbackLng: tagOf(defaultLanguage),
  supportedLngs: languages.map(tagOf),
  load: 'currentOnly',
  initAsync: false,
  returnEmptyString: false,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});

export function currentLanguage(): Language {
  return languageOfTag(i18n.language);
}

/** Stores the language and sets `<html lang dir>`; runs at start-up and on every switch (spec part 1 §4). */
function applyLanguage(language: Language): void {
  if (readStorage(languageStorageKey) !== language) writeStorage(languageStorageKey, language);
  if (typeof document === 'undefined') return;
  document.documentElement.lang = htmlLangOf(language);
  document.documentElement.dir = directionOf(language);
}

/**
 * Makes the texts of `language` available: Arabic downloads on first use, so English visitors do not
 * load it (the home page's JavaScript budget, issue 3). Call before showing a language.
 */
export async function loadLanguage(language: Language): Promise<void> {
  const tag = tagOf(language);
  if (i18n.hasResourceBundle(tag, 'translation')) return;
  const { arabicTexts } = await import('./locales-ae.ts');
  i18n.addResourceBundle(tag, 'translation', arabicTexts, true, true);
}

export function startLanguage(): void {
  applyLanguage(currentLanguage());
  i18n.on('languageChanged', (tag: string) => applyLanguage(languageOfTag(tag)));
}

export function setLanguage(language: Language): void {
  void loadLanguage(language).then(() => i18n.changeLanguage(tagOf(language)));
}

/** The current language; components using it re-render on a switch. */
export function useLanguage(): Language {
  const { i18n: instance } = useTranslation();
  return languageOfTag(instance.language);
}
