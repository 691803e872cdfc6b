import { expect, test } from 'vitest';
import { isValidEmail } from './email.ts';

test('ordinary addresses pass', () => {
  expect(isValidEmail('visitor@example.ae')).toBe(true);
  expect(isValidEmail(' a.b+c@mail.example.com ')).toBe(true);
});

test('addresses without a domain, an @ or with spaces fail', () => {
  for (const bad of [
    'visitor',
    'visitor@',
    'visitor@example',
    '@example.com',
    'a b@example.com',
    'a@b@example.com',
    'a@example.',
  ]) {
    expect(isValidEmail(bad), bad).toBe(false);
  }
});
