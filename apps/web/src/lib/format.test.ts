import { expect, test } from 'vitest';
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
