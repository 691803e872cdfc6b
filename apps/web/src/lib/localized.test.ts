import { describe, expect, test } from 'vitest';
import { localized } from './localized.ts';

const destination = { name: 'Al Noor Island', arabic_name: 'جزيرة النور', description: 'An island', arabic_description: '' };

describe('localized', () => {
  test('English shows the English field', () => {
    expect(localized(destination, 'name', 'en')).toBe('Al Noor Island');
  });

  test('Arabic shows the arabic_ twin', () => {
    expect(localized(destination, 'name', 'ae')).toBe('جزيرة النور');
  });

  test('an empty Arabic text falls back to English', () => {
    expect(localized(destination, 'description', 'ae')).toBe('An island');
  });

  test("a package's name pairs with arabic_name, a voucher's vendor with vendor_arabic_name", () => {
    expect(localized({ package_name: 'Desert Safari', arabic_name: 'رحلة السفاري' }, 'package_name', 'ae')).toBe('رحلة السفاري');
    expect(localized({ vendor_name: 'Cafe', vendor_arabic_name: 'مقهى' }, 'vendor_name', 'ae')).toBe('مقهى');
  });

  test("a store product's title and description pair with arabic_title and arabic_description", () => {
    const product = {
      product_title: 'Sadu Tote Bag',
      arabic_title: 'حقيبة يد من السدو',
      product_description: 'A tote',
      arabic_description: 'حقيبة',
    };
    expect(localized(product, 'product_title', 'ae')).toBe('حقيبة يد من السدو');
    expect(localized(product, 'product_description', 'ae')).toBe('حقيبة');
  });

  test('without a language it follows the current one, English by default', () => {
    expect(localized(destination, 'name')).toBe('Al Noor Island');
  });
});
