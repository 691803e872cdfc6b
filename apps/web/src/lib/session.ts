import { useSyncExternalStore } from 'react';
import { readStorage, subscribeStorage } from './storage.ts';

/**
 * Who is signed in, as far as the browser knows: a `jwt` cookie or localStorage `jwt` (spec part 2 §3).
 * The accounts work may change where the token lives; this module is the one place that reads it.
 */
export const tokenStorageKey = 'jwt';
export const loggedInStorageKey = 'loggedIn';
/** where sign-in returns to (spec part 2 §3 `pathname`) */
export const returnPathStorageKey = 'pathname';

export function tokenFromCookie(cookie: string, name = tokenStorageKey): string | null {
  for (const part of cookie.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue;
    const raw = part.slice(separator + 1).trim();
    if (!raw) return null;
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

export function readToken(): string | null {
  const fromCookie = typeof document === 'undefined' ? null : tokenFromCookie(document.cookie);
  return fromCookie || readStorage(tokenStorageKey) || null;
}

export function isSignedIn(): boolean {
  return readToken() !== null;
}

export function useSignedIn(): boolean {
  return useSyncExternalStore(subscribeStorage, isSignedIn, () => false);
}
