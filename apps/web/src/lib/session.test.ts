import { expect, test } from 'vitest';
import { tokenFromCookie } from './session.ts';

test('the jwt cookie is found among others', () => {
  expect(tokenFromCookie('ref=abc; jwt=tok%2Fen; traffic_referral=x')).toBe('tok/en');
});

test('a cookie whose name only ends in jwt is not the token', () => {
  expect(tokenFromCookie('notjwt=abc')).toBeNull();
});

test('an empty jwt cookie means signed out', () => {
  expect(tokenFromCookie('jwt=; ref=1')).toBeNull();
  expect(tokenFromCookie('')).toBeNull();
});
