import fs from 'node:fs';
import path from 'node:path';
import { clientFailureCodes } from '@portal/contract/error-texts';
import { errorCodes } from '@portal/contract/errors';
import { describe, expect, test } from 'vitest';
import { consoleArabicTexts } from '../lib/locales-console-ae.ts';
import { consoleEnglishTexts } from '../lib/locales-console-en.ts';
import { englishTexts } from '../lib/locales-en.ts';
import { arabicTexts } from '../lib/locales-ae.ts';
import { moreArabicTexts } from '../lib/locales-more-ae.ts';
import { moreEnglishTexts } from '../lib/locales-more-en.ts';

const localesDir = import.meta.dirname;

/** "file.key.sub" → value, for every leaf. */
function flatten(value: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      for (const [k, v] of flatten(child, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
    }
  } else {
    out.set(prefix, value);
  }
  return out;
}

// the texts as the app loads them: the locale files and the contract's error texts, the first pages', the other pages' and the console's
const en = flatten({ ...englishTexts, ...moreEnglishTexts, ...consoleEnglishTexts });
const ae = flatten({ ...arabicTexts, ...moreArabicTexts, ...consoleArabicTexts });
const placeholders = (text: unknown) => [...String(text).matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

/**
 * Plural forms (lib/translator.ts, CLDR's through Intl.PluralRules): English has `_one` and `_other`, Arabic also
 * `_zero`, `_two`, `_few` and `_many`. An Arabic form is expected when English has the `_other` form of the same key, and a form for
 * one or two may spell the number out instead of using {{count}}.
 */
const pluralForm = /_(zero|one|two|few|many|other)$/;
const pluralBase = (key: string) => key.replace(pluralForm, '');
const isPlural = (key: string) => pluralForm.test(key) && en.has(`${pluralBase(key)}_other`);
const withoutCount = (names: (string | undefined)[]) => names.filter((name) => name !== 'count');

describe('the locale files', () => {
  test('en and ae hold the same files', () => {
    const files = (language: string) => fs.readdirSync(path.join(localesDir, language)).sort();
    expect(files('ae')).toEqual(files('en'));
  });

  test('every English key has an Arabic translation', () => {
    expect([...en.keys()].filter((key) => !ae.has(key))).toEqual([]);
  });

  test('holds the account labels the specification names in its translations only (spec part 1 §1 and §2 /settings)', () => {
    for (const key of ['accounts.settings.help', 'accounts.settings.notifications', 'accounts.settings.change_password']) {
      expect([en.get(key), ae.get(key)], key).toEqual([expect.any(String), expect.any(String)]);
    }
  });

  test('every Arabic key exists in English', () => {
    expect([...ae.keys()].filter((key) => !en.has(key) && !isPlural(key))).toEqual([]);
  });

  test('every value is a non-empty text', () => {
    const bad = [...en, ...ae].filter(([, value]) => typeof value !== 'string' || value.trim() === '').map(([key]) => key);
    expect(bad).toEqual([]);
  });

  test('a translation uses the same {{placeholders}} as its English text', () => {
    const mismatched = [...en]
      .filter(([key, text]) =>
        isPlural(key)
          ? withoutCount(placeholders(text)).join() !== withoutCount(placeholders(ae.get(key))).join()
          : placeholders(text).join() !== placeholders(ae.get(key)).join(),
      )
      .map(([key]) => key);
    const arabicPluralsOff = [...ae]
      .filter(([key]) => isPlural(key) && !en.has(key))
      .filter(
        ([key, text]) =>
          withoutCount(placeholders(text)).join() !== withoutCount(placeholders(en.get(`${pluralBase(key)}_other`))).join(),
      )
      .map(([key]) => key);
    expect(arabicPluralsOff).toEqual([]);
    expect(mismatched).toEqual([]);
  });

  test('the Arabic texts are written in Arabic script', () => {
    const arabicLetters = /[\u0600-\u06FF]/;
    // keys whose Arabic value is meant to be Latin: the switch back names English, the e-mail example is an address
    const latinByDesign = new Set(['common.language_switch', 'common.footer.email_placeholder']);
    const untranslated = [...ae]
      .filter(([key, text]) => !latinByDesign.has(key) && !arabicLetters.test(String(text)))
      .map(([key]) => key);
    expect(untranslated).toEqual([]);
  });
});

describe('error messages', () => {
  test.each(errorCodes)('the contract code %s has an errors.<code> text in both languages', (code) => {
    expect(en.get(`errors.${code}`)).toEqual(expect.any(String));
    expect(ae.get(`errors.${code}`)).toEqual(expect.any(String));
  });

  test.each(clientFailureCodes)('the client failure %s has an errors.<code> text in both languages', (code) => {
    expect(en.get(`errors.${code}`)).toEqual(expect.any(String));
    expect(ae.get(`errors.${code}`)).toEqual(expect.any(String));
  });

  test('no locale file holds error texts of its own: they come from the contract, as the server sends them', () => {
    for (const language of ['en', 'ae'])
      expect(fs.existsSync(path.join(localesDir, language, 'errors.json')), language).toBe(false);
  });

  test('a timeout reads as the specification words it', () => {
    expect(en.get('errors.timeout')).toBe('Please try later our servers are not responding.');
  });
});

describe('the three downloads of each language', () => {
  test('every locale file is in exactly one of them, the console’s files only in the console’s, and both languages split alike', () => {
    const files = fs.readdirSync(path.join(localesDir, 'en')).map((file) => file.replace(/\.json$/, ''));
    const parts = [englishTexts, moreEnglishTexts, consoleEnglishTexts].map((texts) => new Set(Object.keys(texts)));
    const [site, more, consoleFiles] = parts as [Set<string>, Set<string>, Set<string>];
    expect(files.filter((file) => parts.filter((part) => part.has(file)).length !== 1)).toEqual([]);
    expect([...consoleFiles].every((file) => file.startsWith('console') || file === 'backoffice')).toBe(true);
    expect(Object.keys(arabicTexts).sort()).toEqual([...site].sort());
    expect(Object.keys(moreArabicTexts).sort()).toEqual([...more].sort());
    expect(Object.keys(consoleArabicTexts).sort()).toEqual([...consoleFiles].sort());
  });

  test('the first part holds what the home, destination and tag pages and their cards show, and no booking, store or account texts', () => {
    for (const file of ['common', 'home', 'discovery', 'destinations', 'search', 'calendar', 'reviews', 'errors'])
      expect(Object.keys(englishTexts), file).toContain(file);
    for (const file of ['booking', 'cart', 'store', 'accounts', 'postcards', 'invoices'])
      expect(Object.keys(moreEnglishTexts), file).toContain(file);
  });
});
