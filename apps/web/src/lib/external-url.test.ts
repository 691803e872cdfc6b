import { expect, test } from 'vitest';
import { safeRedirectUrl } from './external-url.ts';

test('an http or https address is kept', () => {
  expect(safeRedirectUrl('https://www.sharjahart.org/')).toBe('https://www.sharjahart.org/');
  expect(safeRedirectUrl(' http://example.com/a?b=1 ')).toBe('http://example.com/a?b=1');
});

test('scripts, relative paths and blanks are refused', () => {
  expect(safeRedirectUrl('javascript:alert(1)')).toBeNull();
  expect(safeRedirectUrl('/p/something')).toBeNull();
  expect(safeRedirectUrl('')).toBeNull();
});
