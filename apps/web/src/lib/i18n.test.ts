import { fillParams } from '@portal/contract/error-texts';
import { arabicErrorTexts } from '@portal/contract/error-texts-ae';
import { englishErrorTexts } from '@portal/contract/error-texts-en';
import { errorCodes } from '@portal/contract/errors';
import { beforeAll, expect, test } from 'vitest';
import { buildResources, i18n, loadConsoleTexts, loadLanguage, loadMoreTexts, Trans } from './i18n.ts';

const consoleTextsIn = (tag: string) => i18n.getResource(tag, 'backoffice') !== undefined;
const moreTextsIn = (tag: string) => i18n.getResource(tag, 'booking') !== undefined;

beforeAll(async () => {
  await Promise.all([loadLanguage('en'), loadLanguage('ae')]);
  // the first pages' download holds neither the other pages' texts nor the console's
  expect([moreTextsIn('en'), moreTextsIn('ar'), consoleTextsIn('en'), consoleTextsIn('ar')]).toEqual([
    false,
    false,
    false,
    false,
  ]);
  expect(i18n.getResource('en', 'common.pagination.next')).toBe('Next page');
  await loadMoreTexts();
  expect([moreTextsIn('en'), moreTextsIn('ar'), consoleTextsIn('en')]).toEqual([true, false, false]);
  await loadConsoleTexts();
});

test('a console page adds the console texts of its language, and of every language switched to after it', async () => {
  expect(consoleTextsIn(i18n.language)).toBe(true);
  await Promise.all([loadLanguage('en'), loadLanguage('ae')]);
  expect([consoleTextsIn('en'), consoleTextsIn('ar')]).toEqual([true, true]);
  expect([moreTextsIn('en'), moreTextsIn('ar')]).toEqual([true, true]);
});

test('each locale file becomes the keys named after it', () => {
  const resources = buildResources({
    '../locales/en/errors.json': { not_found: 'Not found' },
    '../locales/ae/errors.json': { not_found: 'غير موجود' },
    '../locales/fr/errors.json': { not_found: 'Introuvable' },
  });
  expect(resources.en).toEqual({ errors: { not_found: 'Not found' } });
  expect(resources.ae).toEqual({ errors: { not_found: 'غير موجود' } });
});

test('the app starts in English and translates error codes in both languages', async () => {
  expect(i18n.language).toBe('en');
  expect(i18n.t('errors.login_required')).toBe('Login is required');
  expect(i18n.t('errors.login_required', { lng: 'ar' })).toBe('يجب تسجيل الدخول أولاً');
});

test('an error code reads in the browser exactly as the server words it, {{n}} filled, in both languages', () => {
  for (const code of errorCodes) {
    expect(i18n.t(`errors.${code}`, { n: 3 }), code).toBe(fillParams(englishErrorTexts.messages[code], { n: 3 }));
    expect(i18n.t(`errors.${code}`, { n: 3, lng: 'ar' }), code).toBe(fillParams(arabicErrorTexts.messages[code], { n: 3 }));
  }
  expect(i18n.t('errors.adult_min', { n: 2, lng: 'ar' })).toBe('اختر 2 من البالغين على الأقل');
});

test('Arabic texts take the Arabic plural forms', () => {
  const forms = [0, 1, 2, 5, 11, 100].map((count) => i18n.t('backoffice.queue', { lng: 'ar', count }));
  expect(forms).toEqual(['لا توجد فواتير', 'فاتورة واحدة', 'فاتورتان', '5 فواتير', '11 فاتورة', '100 فاتورة']);
  expect(i18n.t('backoffice.queue', { count: 1 })).toBe('1 invoice');
  // three to ten take the plural noun; eleven and more the singular
  const ratings = [2, 3, 10, 11].map((count) => i18n.t('calendar.rating', { lng: 'ar', rating: 4.5, count }));
  expect(ratings).toEqual([
    'التقييم 4.5 من 5 بناءً على مراجعتين',
    'التقييم 4.5 من 5 بناءً على 3 مراجعات',
    'التقييم 4.5 من 5 بناءً على 10 مراجعات',
    'التقييم 4.5 من 5 بناءً على 11 مراجعة',
  ]);
});

test('Trans puts each marked part of a text in its element and fills values as text, never as markup', async () => {
  const { createElement } = await import('react');
  const { renderToStaticMarkup } = await import('react-dom/server');
  const sentTo = (destination: string) =>
    renderToStaticMarkup(
      createElement(Trans, {
        i18nKey: 'accounts.code.sent_to',
        values: { destination },
        components: { destination: createElement('bdi', { dir: 'ltr' }) },
      }),
    );
  expect(sentTo('+971 50 123 4567')).toBe('We sent a 6-digit code to <bdi dir="ltr">+971 50 123 4567</bdi>.');
  expect(sentTo('<b>x</b>')).toBe('We sent a 6-digit code to <bdi dir="ltr">&lt;b&gt;x&lt;/b&gt;</bdi>.');
});
