import { expect, test } from 'vitest';
import { isPhoneEmpty, nextPhoneValue } from './phone-input.ts';

test('a value of 4 characters or more is kept as typed', () => {
  expect(nextPhoneValue('+971')).toBe('+971');
  expect(nextPhoneValue('+9715')).toBe('+9715');
  expect(nextPhoneValue('050 123 4567')).toBe('050 123 4567');
});

test('clearing below 4 characters resets the field to +971', () => {
  for (const raw of ['', '+', '+9', '+97', ' + ']) expect(nextPhoneValue(raw), JSON.stringify(raw)).toBe('+971');
});

test('a digit typed over the selected number stays after the prefix', () => {
  expect(nextPhoneValue('5')).toBe('+9715');
  expect(nextPhoneValue('05')).toBe('+9715');
  expect(nextPhoneValue('0')).toBe('+971');
});

test('typing the prefix itself is not doubled', () => {
  expect(nextPhoneValue('9')).toBe('+971');
  expect(nextPhoneValue('97')).toBe('+971');
});

test('Arabic digits become Latin digits', () => {
  expect(nextPhoneValue('+971 ٥٠ ١٢٣ ٤٥٦٧')).toBe('+971 50 123 4567');
});

test('the bare prefix counts as an empty number', () => {
  expect(isPhoneEmpty('+971')).toBe(true);
  expect(isPhoneEmpty('+971 ')).toBe(true);
  expect(isPhoneEmpty('')).toBe(true);
  expect(isPhoneEmpty('+9715')).toBe(false);
});
