import { beforeAll, expect, test } from 'vitest';
import { couponCodeFromNote, couponEffect } from './coupon-note.ts';
import { formatAed } from './format.ts';
import { i18n, loadLanguage, loadMoreTexts } from './i18n.ts';

test('the code of an English note is its upper-case word', () => {
  expect(couponCodeFromNote('Use code SEESHARJAH for 20% off')).toBe('SEESHARJAH');
});

test('the code of an Arabic note is found among the Arabic words', () => {
  expect(couponCodeFromNote('استخدم الرمز SEESHARJAH لتحصل على خصم 20٪')).toBe('SEESHARJAH');
});

test('codes may carry digits', () => {
  expect(couponCodeFromNote('Get 10% off your first order with promo WELCOME10')).toBe('WELCOME10');
});

test('a currency or a short capitalised word is not a code', () => {
  expect(couponCodeFromNote('Save AED 20 today')).toBeNull();
  expect(couponCodeFromNote('Open daily, UAE residents welcome')).toBeNull();
});

test('the word after "code" wins over other capitals', () => {
  expect(couponCodeFromNote('FREE entry for kids with code FAMILY')).toBe('FAMILY');
  expect(couponCodeFromNote('FREE entry: KIDS2026 for children')).toBe('KIDS2026');
});

test('a mixed-case or lower-case word is not a code', () => {
  expect(couponCodeFromNote('Welcome to Sharjah')).toBeNull();
  expect(couponCodeFromNote('use seesharjah')).toBeNull();
});

test('an empty note has no code', () => {
  expect(couponCodeFromNote('')).toBeNull();
});

const welcome = { type: 'percentage', off: 10, max_discount: 100, buy: null, buy_qty: null, free: null, free_qty: null } as const;

// the coupon's effect is shown by booking pages, whose texts are the second part (lib/i18n.ts loadMoreTexts)
beforeAll(async () => {
  await loadMoreTexts();
  await Promise.all([loadLanguage('en'), loadLanguage('ae')]);
});

test('a capped coupon says its cap in both languages', () => {
  expect(couponEffect(welcome, i18n.t, 'en')).toBe(`10 % off, up to ${formatAed(100, 'en')}`);
  expect(couponEffect(welcome, i18n.getFixedT('ar'), 'ae')).toBe(`خصم 10٪ بحد أقصى ${formatAed(100, 'ae')}`);
});

test('a coupon without a cap says only what it takes off', () => {
  expect(couponEffect({ ...welcome, max_discount: null }, i18n.t, 'en')).toBe('10 % off');
  expect(couponEffect({ ...welcome, max_discount: 0 }, i18n.t, 'en')).toBe('10 % off');
  expect(couponEffect({ ...welcome, type: 'aed', off: 50, max_discount: null }, i18n.t, 'en')).toBe(`${formatAed(50, 'en')} off`);
  expect(
    couponEffect({ ...welcome, type: 'buy_x_get_y', buy: 'adult', buy_qty: 2, free: 'child', free_qty: 1 }, i18n.t, 'en'),
  ).toBe('Buy 2 adults, get 1 child free');
  expect(couponEffect({ ...welcome, type: null }, i18n.t, 'en')).toBeNull();
});
