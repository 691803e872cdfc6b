import { expect, test } from 'vitest';
import { couponCodeFromNote } from './coupon-note.ts';

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
