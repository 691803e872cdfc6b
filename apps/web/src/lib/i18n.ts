import { fillParams } from '@portal/contract/error-texts';
import {
  cloneElement,
  createContext,
  createElement,
  Fragment,
  type ReactElement,
  type ReactNode,
  useContext,
  useSyncExternalStore,
} from 'react';
import {
  defaultLanguage,
  directionOf,
  htmlLangOf,
  languageFromQuery,
  languageStorageKey,
  toLanguage,
  type Language,
} from './language.ts';
import { readStorage, writeStorage } from './storage.ts';
import { type TFunction, type TOptions, Translator } from './translator.ts';

export type { TFunction, TOptions } from './translator.ts';

type Resources = Record<Language, Record<string, unknown>>;

/** src/locales/<language>/<file>.json becomes the `<file>.*` keys of that language, e.g. booking.json → `booking.<key>`. */
export function buildResources(files: Record<string, Record<string, unknown>>): Resources {
  const resources: Resources = { en: {}, ae: {} };
  for (const [path, content] of Object.entries(files)) {
    const match = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (!match) continue;
    const [, language, file] = match;
    if (language === 'en' || language === 'ae') resources[language][file!] = content;
  }
  return resources;
}

/**
 * The translator works with the real language tags (`ar` for the specification's `ae`), so plural forms follow
 * Arabic's rules (zero, one, two, few, many, other); the rest of the app only sees `en` and `ae`.
 */
const tagOf = htmlLangOf;
const languageOfTag = (tag: string): Language => (tag === 'ar' || tag === 'ae' ? 'ae' : defaultLanguage);

// no texts bundled: each language is its own download (locales-en.ts, locales-ae.ts), added by loadLanguage();
// a ?lang= in the address wins over the stored choice; startLanguage() then stores it
export const i18n = new Translator(
  tagOf(languageFromQuery(globalThis.location?.search ?? '') ?? toLanguage(readStorage(languageStorageKey))),
  tagOf(defaultLanguage),
);

export function currentLanguage(): Language {
  return languageOfTag(i18n.language);
}

/** Stores the language and sets `<html lang dir>`; runs at start-up and on every switch (spec part 1 §4). */
function applyLanguage(language: Language): void {
  if (readStorage(languageStorageKey) !== language) writeStorage(languageStorageKey, language);
  if (typeof document === 'undefined') return;
  // the same choice as a cookie, so the server writes the next page's first screen in it (server http/spa.ts):
  // a page written in English and then switched to Arabic by the app would jump as a whole
  document.cookie = `${languageStorageKey}=${language}; path=/; max-age=31536000; samesite=lax`;
  document.documentElement.lang = htmlLangOf(language);
  document.documentElement.dir = directionOf(language);
}

/**
 * Each language's texts come in three downloads: the first pages' (`site`; the server preloads the one of the
 * page it sends, spa.ts), the other public pages' (`more`) and the console's (`console`). A visitor downloads
 * only the language shown, and only the parts of the pages opened.
 */
type TextPart = 'site' | 'more' | 'console';

const textsOf: Record<TextPart, Record<Language, () => Promise<Record<string, unknown>>>> = {
  site: {
    en: () => import('./locales-en.ts').then((m) => m.englishTexts),
    ae: () => import('./locales-ae.ts').then((m) => m.arabicTexts),
  },
  more: {
    en: () => import('./locales-more-en.ts').then((m) => m.moreEnglishTexts),
    ae: () => import('./locales-more-ae.ts').then((m) => m.moreArabicTexts),
  },
  console: {
    en: () => import('./locales-console-en.ts').then((m) => m.consoleEnglishTexts),
    ae: () => import('./locales-console-ae.ts').then((m) => m.consoleArabicTexts),
  },
};

/** The parts of the texts added so far, per language; the parts past `site` once a page has asked for them. */
const added = new Set<string>();
const wanted = new Set<TextPart>(['site']);

async function addTexts(language: Language, part: TextPart): Promise<void> {
  const key = `${language}:${part}`;
  if (added.has(key)) return;
  const texts = await textsOf[part][language]();
  i18n.addTexts(tagOf(language), texts);
  added.add(key);
}

/**
 * Makes the texts of `language` available: each part downloads on first use, so a visitor loads only the
 * language shown (the home page's JavaScript budget, decision 031), and the other parts only once a page
 * that shows them has opened. Call before showing a language.
 */
export async function loadLanguage(language: Language): Promise<void> {
  await Promise.all([...wanted].map((part) => addTexts(language, part)));
}

/** Adds a part of the texts in the current language, and in any language switched to from now on. */
function loadPart(part: TextPart): Promise<void> {
  wanted.add(part);
  return loadLanguage(currentLanguage());
}

/** The texts of every public page past the first ones (booking, account, store, postcards, invoices, raffles, scratch). */
export const loadMoreTexts = (): Promise<void> => loadPart('more');

/** The console's texts, with the other pages' that console pages also show. */
export const loadConsoleTexts = (): Promise<void> => Promise.all([loadPart('more'), loadPart('console')]).then(() => undefined);

export function startLanguage(): void {
  applyLanguage(currentLanguage());
  i18n.onLanguageChanged((tag) => applyLanguage(languageOfTag(tag)));
}

export function setLanguage(language: Language): void {
  void loadLanguage(language).then(() => i18n.changeLanguage(tagOf(language)));
}

/** `t` of one state of the texts: a new function after each change, so components and memos that use it update. */
let bound: { version: number; t: TFunction } | undefined;
const tOfVersion = (version: number): TFunction => {
  if (bound?.version !== version) bound = { version, t: (key: string, options?: TOptions) => i18n.t(key, options) };
  return bound.t;
};

const currentVersion = () => i18n.version;

/** The state of the texts, given to the whole app by one subscription (TranslationProvider). */
const TextsVersion = createContext<number | null>(null);

/**
 * Subscribes once, for the app, to the texts' changes (a language switch, a part of the texts arriving) and
 * hands their state to every useTranslation below: a subscription in each of the hundreds of components that
 * show text cost three hooks and two effects apiece, a fifth of a card's render as the app starts on a phone
 * (docs/decisions/043-staged-start.md).
 */
export function TranslationProvider({ children }: { children: ReactNode }): ReactElement {
  const version = useSyncExternalStore(i18n.subscribe, currentVersion, currentVersion);
  return createElement(TextsVersion.Provider, { value: version }, children);
}

/**
 * The texts of the current language; components using it re-render when the language or the texts change
 * (under TranslationProvider; outside it, a component reads the texts as they are when it renders).
 */
export function useTranslation(): { t: TFunction; i18n: Translator } {
  const version = useContext(TextsVersion) ?? currentVersion();
  return { t: tOfVersion(version), i18n };
}

/** The current language; components using it re-render on a switch. */
export function useLanguage(): Language {
  useTranslation();
  return languageOfTag(i18n.language);
}

type TransProps = {
  i18nKey: string;
  values?: Record<string, string | number>;
  /** elements that wrap the text between `<name>` and `</name>` in the translated text */
  components: Record<string, ReactElement>;
};

/**
 * A text with marked parts, each put inside its element: `"Sent to <destination>{{destination}}</destination>."`
 * with `components={{ destination: <bdi /> }}`. Values are filled in as text, never read as markup.
 */
export function Trans({ i18nKey, values, components }: TransProps): ReactNode {
  const { t } = useTranslation();
  const text = t(i18nKey);
  const parts: ReactNode[] = [];
  const marked = /<(\w+)>(.*?)<\/\1>/g;
  let last = 0;
  const fill = (part: string) => fillParams(part, values);
  for (let match = marked.exec(text); match; match = marked.exec(text)) {
    parts.push(fill(text.slice(last, match.index)));
    const element = components[match[1]!];
    const inner = fill(match[2]!);
    parts.push(element ? cloneElement(element, { key: parts.length }, inner) : inner);
    last = match.index + match[0].length;
  }
  parts.push(fill(text.slice(last)));
  return createElement(Fragment, null, ...parts);
}
