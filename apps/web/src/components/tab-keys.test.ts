import { expect, test } from 'vitest';
import { tabIndexAfterKey } from './tab-keys.ts';

test('in English ArrowRight moves to the next tab and goes round at the end', () => {
  expect(tabIndexAfterKey(0, 'ArrowRight', 5, false)).toBe(1);
  expect(tabIndexAfterKey(4, 'ArrowRight', 5, false)).toBe(0);
  expect(tabIndexAfterKey(0, 'ArrowLeft', 5, false)).toBe(4);
});

test('in Arabic the arrows are mirrored: ArrowLeft moves to the next tab', () => {
  expect(tabIndexAfterKey(0, 'ArrowLeft', 5, true)).toBe(1);
  expect(tabIndexAfterKey(0, 'ArrowRight', 5, true)).toBe(4);
});

test('Home and End go to the first and last tab; other keys do nothing', () => {
  expect(tabIndexAfterKey(2, 'Home', 5, false)).toBe(0);
  expect(tabIndexAfterKey(2, 'End', 5, true)).toBe(4);
  expect(tabIndexAfterKey(2, 'Enter', 5, false)).toBeNull();
});
