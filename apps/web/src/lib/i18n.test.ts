import { expect, test } from 'vitest';
import { buildResources, i18n } from './i18n.ts';

test('each locale file becomes the keys named after it', () => {
  const resources = buildResources({
    '../locales/en/errors.json': { not_found: 'Not found' },
    '../locales/ae/errors.json': { not_found: 'غير موجود' },
    '../locales/fr/errors.json': { not_found: 'Introuvable' },
  });
  expect(resources.en.translation).toEqual({ errors: { not_found: 'Not found' } });
  expect(resources.ae.translation).toEqual({ errors: { not_found: 'غير موجود' } });
});

test('the app starts in English and translates error codes in both languages', async () => {
  expect(i18n.language).toBe('en');
  expect(i18n.t('errors.login_required')).toBe('Login is required');
  expect(i18n.t('errors.login_required', { lng: 'ae' })).toBe('يجب تسجيل الدخول أولاً');
});
