import { expect, test } from 'vitest';
import { isSignInPath, sessionCookieSeconds, signInPath, tokenFromCookie } from './session.ts';

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

test('the cookie lives until the server says the session ends', () => {
  const now = Date.parse('2026-01-01T00:00:00Z');
  expect(sessionCookieSeconds('2026-01-01T01:00:00Z', now)).toBe(3600);
});

test('the cookie never outlives the 30 days of the specification', () => {
  const now = Date.parse('2026-01-01T00:00:00Z');
  expect(sessionCookieSeconds('2027-01-01T00:00:00Z', now)).toBe(2_592_000);
});

test('an unreadable end date gives 30 days and a past one deletes the cookie', () => {
  const now = Date.parse('2026-01-01T00:00:00Z');
  expect(sessionCookieSeconds('soon', now)).toBe(2_592_000);
  expect(sessionCookieSeconds('2025-12-31T00:00:00Z', now)).toBe(0);
});

test('sign-in pages are recognised with or without a query', () => {
  for (const path of ['/login', '/login?redirect_url=%2F', '/register', '/register?x=1'])
    expect(isSignInPath(path), path).toBe(true);
  for (const path of ['/', '/loginx', '/settings', '/p/login']) expect(isSignInPath(path), path).toBe(false);
});

test('a page that needs sign-in sends the visitor to /login with the way back', () => {
  expect(signInPath('/edit-profile')).toBe('/login?redirect_url=%2Fedit-profile');
  expect(signInPath('/p/desert-safari?x=1')).toBe('/login?redirect_url=%2Fp%2Fdesert-safari%3Fx%3D1');
});
