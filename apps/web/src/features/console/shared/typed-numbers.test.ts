import { describe, expect, test } from 'vitest';
import { parsePrice, parseWhole, priceText } from './typed-numbers.ts';

describe('the price field', () => {
  test('shows whole dirhams bare and fils with two decimals', () => {
    expect(priceText(15)).toBe('15');
    expect(priceText(12.5)).toBe('12.50');
    expect(priceText(0.05)).toBe('0.05');
  });

  test('reads amounts with at most two decimals', () => {
    expect(parsePrice('15')).toBe(15);
    expect(parsePrice(' 12.5 ')).toBe(12.5);
    expect(parsePrice('0')).toBe(0);
    expect(parsePrice('999.99')).toBe(999.99);
  });

  test('reads Arabic-Indic digits and the Arabic decimal separator', () => {
    expect(parsePrice('١٢٫٥٠')).toBe(12.5);
    expect(parsePrice('۲۰')).toBe(20);
  });

  test('refuses what is not an amount', () => {
    for (const text of ['', 'abc', '12.345', '-3', '1e3', '12,50', '.5', '12.']) expect(parsePrice(text)).toBeNull();
  });
});

describe('a whole-number field', () => {
  test('reads Latin and Arabic-Indic digits, and nothing else', () => {
    expect(parseWhole(' 12 ')).toBe(12);
    expect(parseWhole('١٢')).toBe(12);
    for (const text of ['', '1.5', '-3', '12345678', 'abc']) expect(parseWhole(text)).toBeNull();
  });
});
