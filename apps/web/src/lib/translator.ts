import { fillParams } from '@portal/contract/error-texts';

/**
 * The app's translation layer (docs/decisions/040-translation-layer.md): nested texts per language tag,
 * `{{name}}` interpolation with the contract's `fillParams` (the rule the server's failure texts follow),
 * and plural forms from the platform's `Intl.PluralRules`: `key_zero` when the count is 0 and such a text
 * exists, then `key_<form>` of the language (Arabic has zero, one, two, few, many, other), then `key`,
 * then `key_other`. A key with no text answers itself, so a missing text shows rather than vanishes.
 */

type Texts = { [key: string]: unknown };

export type TOptions = {
  /** picks the plural form and fills `{{count}}` */
  count?: number;
  /** the text when the key has none */
  defaultValue?: string;
  /** another language tag than the current one */
  lng?: string;
  [value: string]: string | number | undefined;
};

export type TFunction = (key: string, options?: TOptions) => string;

const pluralRules = new Map<string, Intl.PluralRules>();

function pluralFormOf(tag: string, count: number): string {
  let rules = pluralRules.get(tag);
  if (!rules) {
    rules = new Intl.PluralRules(tag);
    pluralRules.set(tag, rules);
  }
  return rules.select(count);
}

function nodeAt(texts: Texts | undefined, key: string): unknown {
  let node: unknown = texts;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Texts)[part];
  }
  return node;
}

function lookUp(texts: Texts | undefined, key: string): string | undefined {
  const node = nodeAt(texts, key);
  return typeof node === 'string' ? node : undefined;
}

function valuesOf(options: TOptions): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(options)) if (value !== undefined) values[name] = value;
  return values;
}

export class Translator {
  #texts = new Map<string, Texts>();
  #languageListeners = new Set<(tag: string) => void>();
  #changeListeners = new Set<() => void>();
  /** changes whenever what `t` answers may change (a language switch, texts added): a render's snapshot */
  #version = 0;
  language: string;
  readonly fallbackLanguage: string;

  constructor(language: string, fallbackLanguage: string) {
    this.language = language;
    this.fallbackLanguage = fallbackLanguage;
  }

  get version(): number {
    return this.#version;
  }

  /** Merges `texts` into those of `tag`, deeply; later texts win. */
  addTexts(tag: string, texts: Texts): void {
    this.#texts.set(tag, merge(this.#texts.get(tag) ?? {}, texts));
    this.#changed();
  }

  /** What `tag` holds at `key`: a text, a group of texts, or undefined. */
  getResource(tag: string, key: string): unknown {
    return nodeAt(this.#texts.get(tag), key);
  }

  #find(tag: string, key: string, count: number | undefined): string | undefined {
    const texts = this.#texts.get(tag);
    if (count === undefined) return lookUp(texts, key);
    const candidates = [`${key}_${pluralFormOf(tag, count)}`, key, `${key}_other`];
    if (count === 0) candidates.unshift(`${key}_zero`);
    for (const candidate of candidates) {
      const text = lookUp(texts, candidate);
      if (text !== undefined) return text;
    }
    return undefined;
  }

  /** Whether `key` has a text in the current language (or the fallback). */
  exists(key: string, options: { lng?: string } = {}): boolean {
    const tag = options.lng ?? this.language;
    return lookUp(this.#texts.get(tag), key) !== undefined || lookUp(this.#texts.get(this.fallbackLanguage), key) !== undefined;
  }

  t: TFunction = (key, options = {}) => {
    const tag = options.lng ?? this.language;
    const text =
      this.#find(tag, key, options.count) ??
      (tag === this.fallbackLanguage ? undefined : this.#find(this.fallbackLanguage, key, options.count)) ??
      options.defaultValue ??
      key;
    return fillParams(text, valuesOf(options));
  };

  /** `t` bound to one language, whatever the current one becomes. */
  getFixedT(tag: string): TFunction {
    return (key, options) => this.t(key, { ...options, lng: tag });
  }

  changeLanguage(tag: string): void {
    if (tag === this.language) return;
    this.language = tag;
    this.#changed();
    for (const listener of this.#languageListeners) listener(tag);
  }

  /** Calls `listener` with the new tag on every language switch; answers the unsubscribe. */
  onLanguageChanged(listener: (tag: string) => void): () => void {
    this.#languageListeners.add(listener);
    return () => this.#languageListeners.delete(listener);
  }

  /** Calls `listener` on anything that may change what `t` answers (useSyncExternalStore's subscribe). */
  subscribe = (listener: () => void): (() => void) => {
    this.#changeListeners.add(listener);
    return () => this.#changeListeners.delete(listener);
  };

  #changed(): void {
    this.#version++;
    for (const listener of this.#changeListeners) listener();
  }
}

function merge(into: Texts, from: Texts): Texts {
  const merged: Texts = { ...into };
  for (const [name, value] of Object.entries(from)) {
    const before = merged[name];
    merged[name] =
      value !== null && typeof value === 'object' && before !== null && typeof before === 'object'
        ? merge(before as Texts, value as Texts)
        : value;
  }
  return merged;
}
