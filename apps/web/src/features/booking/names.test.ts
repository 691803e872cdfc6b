import { describe, expect, test } from 'vitest';
import { nameIn } from './names.ts';

describe('an add-on name in the current language', () => {
  test('Arabic pages show the Arabic name, falling back to English when it is empty', () => {
    expect(nameIn('ae', 'Kids Meal Box', 'وجبة الأطفال')).toBe('وجبة الأطفال');
    expect(nameIn('ae', 'Kids Meal Box', '  ')).toBe('Kids Meal Box');
    expect(nameIn('ae', 'Kids Meal Box', null)).toBe('Kids Meal Box');
  });

  test('English pages show the English name', () => {
    expect(nameIn('en', 'Kids Meal Box', 'وجبة الأطفال')).toBe('Kids Meal Box');
  });
});
