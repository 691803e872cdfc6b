import { expect, test } from 'vitest';
import { cookieAssignment, cookieValue } from './cookies.ts';

test('a cookie is found among others and decoded', () => {
  expect(cookieValue('ref=abc; jwt=tok%2Fen; traffic_referral=x', 'jwt')).toBe('tok/en');
  expect(cookieValue('ref=abc; traffic_referral=https%3A%2F%2Fnews.example', 'traffic_referral')).toBe('https://news.example');
});

test('a cookie whose name only ends in the wanted name is another cookie', () => {
  expect(cookieValue('notref=abc', 'ref')).toBeNull();
});

test('an empty or missing cookie reads as null', () => {
  expect(cookieValue('ref=; jwt=1', 'ref')).toBeNull();
  expect(cookieValue('', 'ref')).toBeNull();
});

test('a value that is not valid percent-encoding is kept as it is', () => {
  expect(cookieValue('ref=100%', 'ref')).toBe('100%');
});

test('an assignment is site-wide, SameSite=Lax, encoded, and Secure only on https', () => {
  expect(cookieAssignment('ref', 'a b;c', { maxAgeSeconds: 345_600, secure: false })).toBe(
    'ref=a%20b%3Bc; path=/; max-age=345600; SameSite=Lax',
  );
  expect(cookieAssignment('jwt', 't', { maxAgeSeconds: 10.7, secure: true })).toBe(
    'jwt=t; path=/; max-age=10; SameSite=Lax; Secure',
  );
});

test('a negative lifetime deletes the cookie', () => {
  expect(cookieAssignment('jwt', '', { maxAgeSeconds: -5, secure: false })).toContain('max-age=0');
});
