import { describe, expect, test } from 'vitest';
import { arabicErrorTexts } from './error-texts-ae.ts';
import { englishErrorTexts } from './error-texts-en.ts';
import { failureTitleOf, failureTitles, fillParams } from './error-texts.ts';
import { errorCatalogue, errorCodes } from './errors.ts';

describe('failure titles', () => {
  test('each HTTP status of the catalogue names its own kind of failure', () => {
    const titles = Object.fromEntries(
      errorCodes.map((code) => [errorCatalogue[code].status, failureTitleOf(errorCatalogue[code].status)]),
    );
    expect(titles).toEqual({
      400: 'invalid',
      401: 'login',
      403: 'forbidden',
      404: 'not_found',
      405: 'not_accepted',
      408: 'not_accepted',
      409: 'not_available',
      413: 'too_large',
      415: 'not_accepted',
      429: 'too_many',
      431: 'too_large',
      500: 'internal',
      503: 'unavailable',
    });
  });

  test('a status outside the table falls back to the nearest kind', () => {
    expect(failureTitleOf(418)).toBe('invalid');
    expect(failureTitleOf(502)).toBe('internal');
  });

  test.each(failureTitles)('the title %s reads in English and in Arabic', (title) => {
    expect(englishErrorTexts.titles[title]).toMatch(/^[A-Z]/);
    expect(arabicErrorTexts.titles[title]).toMatch(/[\u0600-\u06FF]/);
  });
});

describe('fillParams', () => {
  test('fills {{n}} in either language', () => {
    expect(fillParams(englishErrorTexts.messages.adult_min, { n: 2 })).toBe('Select Adult - Minimum 2');
    expect(fillParams(arabicErrorTexts.messages.coupon_min_cart, { n: 25 })).toBe(
      'أضف 25 درهم أخرى لتتمكن من استخدام هذه القسيمة.',
    );
  });

  test('leaves a placeholder it has no value for, and a text without placeholders, as they are', () => {
    expect(fillParams('Minimum {{n}}', { m: 1 })).toBe('Minimum {{n}}');
    expect(fillParams('Not found', { n: 1 })).toBe('Not found');
    expect(fillParams('Minimum {{n}}')).toBe('Minimum {{n}}');
  });
});
