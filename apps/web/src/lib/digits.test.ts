import { expect, test } from 'vitest';
import { toLatinDigits } from './digits.ts';

test('Arabic-Indic and Eastern Arabic-Indic digits become Latin digits', () => {
  expect(toLatinDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
  expect(toLatinDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
});

test('other text is left alone', () => {
  expect(toLatinDigits('+971 50-123 رقم')).toBe('+971 50-123 رقم');
});
