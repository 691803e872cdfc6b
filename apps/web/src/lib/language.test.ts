import { expect, test } from 'vitest';
import { directionOf, htmlLangOf, languageFromQuery, toLanguage } from './language.ts';

test('a stored value other than ae means English', () => {
  expect(toLanguage('ae')).toBe('ae');
  expect(toLanguage(null)).toBe('en');
  expect(toLanguage('ar')).toBe('en');
});

test('ae is Arabic, right to left, tagged ar in the document', () => {
  expect(htmlLangOf('ae')).toBe('ar');
  expect(directionOf('ae')).toBe('rtl');
  expect(htmlLangOf('en')).toBe('en');
  expect(directionOf('en')).toBe('ltr');
});

test('?lang=en or ?lang=ae in the address chooses the language; other values are ignored', () => {
  expect(languageFromQuery('?lang=ae')).toBe('ae');
  expect(languageFromQuery('?q=1&lang=en')).toBe('en');
  expect(languageFromQuery('?lang=ar')).toBeNull();
  expect(languageFromQuery('')).toBeNull();
});
