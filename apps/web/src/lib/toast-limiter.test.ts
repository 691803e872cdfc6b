import { expect, test } from 'vitest';
import { ToastLimiter } from './toast-limiter.ts';

const limiter = () => new ToastLimiter({ max: 2, ttlMs: 5000 });

test('two different messages show, a third waits until one has gone', () => {
  const l = limiter();
  expect(l.admit('a', 0)).toBe(true);
  expect(l.admit('b', 100)).toBe(true);
  expect(l.admit('c', 200)).toBe(false);
  expect(l.admit('c', 5000)).toBe(true);
});

test('the same message is not shown twice while it is showing', () => {
  const l = limiter();
  expect(l.admit('a', 0)).toBe(true);
  expect(l.admit('a', 4999)).toBe(false);
  expect(l.admit('a', 5000)).toBe(true);
});

test('a dismissed toast frees its place at once', () => {
  const l = limiter();
  l.admit('a', 0);
  l.admit('b', 0);
  l.release('a');
  expect(l.admit('c', 1)).toBe(true);
});
