import { describe, expect, it, test } from 'vitest';
import { intlLocaleOf } from './language.ts';
import { formatAed } from './format.ts';

const digitsOf = (text: string) => text.replace(/[^\d.,]/g, '');

test('English prices read AED with grouped Latin digits', () => {
  const text = formatAed(1250.5, 'en');
  expect(text).toContain('AED');
  expect(digitsOf(text)).toBe('1,250.5');
});

test('Arabic prices keep Latin digits, as decided for the whole app', () => {
  const text = formatAed(1250, 'ae');
  expect(text).not.toMatch(/[\u0660-\u0669\u06F0-\u06F9]/);
  expect(text.replace(/\D/g, '')).toBe('1250');
});

test('whole dirhams show no decimals', () => {
  expect(digitsOf(formatAed(290, 'en'))).toBe('290');
});

describe('formatAed writes exactly what Intl.NumberFormat writes for AED', () => {
  const amounts = [
    0, 1, 5, 9.5, 10, 99.99, 99.999, 100, 465, 999.995, 1000, 1165, 1234.5, 1250.05, 12_345.678, 1_000_000, 1_234_567.891, 0.004,
    0.005, 0.01, 0.015, 1.005, 1.015, 2.675, 8.345, 1e-7, 9_999_999_999.99, -20, -1234.56, -0.5,
  ];
  // and a spread of prices with fils, the kind of sums a cart adds up
  for (let i = 1; i <= 400; i++) amounts.push(Math.round(i * 37.13 * 100) / 100, (i * 7919) / 64, i * 0.07);
  for (const language of ['en', 'ae'] as const) {
    it(`in ${language === 'en' ? 'English' : 'Arabic'}`, () => {
      const intl = new Intl.NumberFormat(intlLocaleOf(language), {
        style: 'currency',
        currency: 'AED',
        minimumFractionDigits: 0,
        maximumFractionDigits: 2,
      });
      const differing = amounts.filter((amount) => formatAed(amount, language) !== intl.format(amount));
      expect(differing.map((amount) => [amount, formatAed(amount, language), intl.format(amount)])).toEqual([]);
    });
  }
});
