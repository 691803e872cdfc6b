import { useSyncExternalStore } from 'react';
import { cookieValue, deleteCookie, readCookie, writeCookie } from './cookies.ts';
import { forgetCopies } from './offline-copies.ts';
import { readStorage, removeStorage, subscribeStorage, writeStorage } from './storage.ts';

/**
 * Who is signed in, as far as the browser knows (spec part 1 §3, part 2 §3): the session token lives in
 * the `jwt` cookie (older sessions may have it in localStorage `jwt`), and localStorage `loggedIn` says
 * 'success'. This module is the one place that reads or writes the token.
 */
export const tokenStorageKey = 'jwt';
export const loggedInStorageKey = 'loggedIn';
/** where sign-in returns to: the last visited path (spec part 2 §3 `pathname`) */
export const returnPathStorageKey = 'pathname';

/** spec part 1 §9: the token cookie lasts 30 days (2592000000 ms). */
export const sessionLifetimeSeconds = 2_592_000;

export function tokenFromCookie(cookie: string, name = tokenStorageKey): string | null {
  return cookieValue(cookie, name);
}

export function readToken(): string | null {
  return readCookie(tokenStorageKey) || readStorage(tokenStorageKey) || null;
}

export function isSignedIn(): boolean {
  return readToken() !== null;
}

/** Re-renders on sign-in and sign-out in this tab (storeSession and clearSession write `loggedIn`) and in others. */
export function useSignedIn(): boolean {
  return useSyncExternalStore(subscribeStorage, isSignedIn, () => false);
}

/**
 * Seconds the cookie should live: until the server's `expires_at`, never longer than the 30 days of the
 * specification, and 30 days when the date cannot be read.
 */
export function sessionCookieSeconds(expiresAt: string, nowMs: number): number {
  const end = Date.parse(expiresAt);
  if (Number.isNaN(end)) return sessionLifetimeSeconds;
  return Math.min(sessionLifetimeSeconds, Math.max(0, Math.floor((end - nowMs) / 1000)));
}

/** Keeps a new session; `loggedIn` is written last, so its change event finds the cookie already there. */
export function storeSession(token: string, expiresAt: string): void {
  writeCookie(tokenStorageKey, token, sessionCookieSeconds(expiresAt, Date.now()));
  writeStorage(loggedInStorageKey, 'success');
}

/**
 * Forgets the session everywhere it may be kept (spec part 2 §4: logout clears the token and login status),
 * with the tickets saved for offline use: the next person at this browser must not find them.
 */
export function clearSession(): void {
  forgetCopies();
  deleteCookie(tokenStorageKey);
  removeStorage(tokenStorageKey);
  removeStorage(loggedInStorageKey);
}

const signInPaths = ['/login', '/register'];

/** /login and /register, with or without a query; sign-in never returns to them. */
export function isSignInPath(path: string): boolean {
  return signInPaths.some((p) => path === p || path.startsWith(`${p}?`) || path.startsWith(`${p}/`) || path.startsWith(`${p}#`));
}

/** Where a page that needs a signed-in user sends a visitor: /login, with the way back (spec part 1 §2). */
export function signInPath(returnTo: string): string {
  return `/login?redirect_url=${encodeURIComponent(returnTo)}`;
}

/** Remembers the page the visitor is on, for sign-in to return to (spec part 1 §2 "last visited path"). */
export function rememberVisitedPath(path: string): void {
  if (isSignInPath(path) || readStorage(returnPathStorageKey) === path) return;
  writeStorage(returnPathStorageKey, path);
}

export function readVisitedPath(): string | null {
  return readStorage(returnPathStorageKey);
}
