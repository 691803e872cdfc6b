import { expect, test } from 'vitest';
import { formatCountdown, secondsUntil } from './countdown.ts';

test('seconds left round up and stop at zero', () => {
  expect(secondsUntil(10_000, 0)).toBe(10);
  expect(secondsUntil(10_000, 9_001)).toBe(1);
  expect(secondsUntil(10_000, 10_000)).toBe(0);
  expect(secondsUntil(10_000, 12_000)).toBe(0);
});

test('a countdown reads minutes and two-digit seconds', () => {
  expect(formatCountdown(60)).toBe('1:00');
  expect(formatCountdown(59)).toBe('0:59');
  expect(formatCountdown(5)).toBe('0:05');
  expect(formatCountdown(-3)).toBe('0:00');
});
