import { describe, expect, test } from 'vitest';
import { namesInOrder } from './bilingual-names.ts';

describe('namesInOrder', () => {
  const names = { en: 'Date soap', ae: 'صابون التمر' };

  test('shows the Arabic name first in Arabic, the English one beside it', () => {
    expect(namesInOrder(names, 'ae')).toEqual({
      main: { text: 'صابون التمر', lang: 'ar', dir: 'rtl' },
      other: { text: 'Date soap', lang: 'en', dir: 'ltr' },
    });
  });

  test('shows the English name first in English, the Arabic one beside it', () => {
    expect(namesInOrder(names, 'en')).toEqual({
      main: { text: 'Date soap', lang: 'en', dir: 'ltr' },
      other: { text: 'صابون التمر', lang: 'ar', dir: 'rtl' },
    });
  });

  test('a missing name leaves the other alone as the main one, in its own language', () => {
    expect(namesInOrder({ en: 'Date soap', ae: '  ' }, 'ae')).toEqual({
      main: { text: 'Date soap', lang: 'en', dir: 'ltr' },
      other: null,
    });
    expect(namesInOrder({ en: null, ae: 'صابون' }, 'en')).toEqual({
      main: { text: 'صابون', lang: 'ar', dir: 'rtl' },
      other: null,
    });
  });

  test('the same name in both languages is shown once', () => {
    expect(namesInOrder({ en: 'SUMMER', ae: 'SUMMER' }, 'ae').other).toBeNull();
  });
});
