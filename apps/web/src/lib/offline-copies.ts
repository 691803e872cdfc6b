import { useSyncExternalStore } from 'react';
import type { ActionFailure, ActionResult } from './api-envelope.ts';
import { readStorage, removeStorage, writeStorage } from './storage.ts';

/**
 * Saved copies of the signed-in traveller's tickets (decision 038: booked tickets open offline). Actions are
 * POSTs, which the Cache API cannot key, so the pages keep the answers they were given themselves, in
 * localStorage under one key, marked with a hash of the session token: another session never reads
 * them, and signing out (session.ts clearSession) drops them all. Only the ticket reads use this module;
 * nothing of the console or of other areas is ever kept.
 */
export const offlineCopiesStorageKey = 'offline_tickets';
/** the newest tickets are enough to travel with; older ones make room */
export const maxOfflineCopies = 20;

type SavedCopy = { key: string; saved_at: string; answer: unknown };
type Shelf = { owner: string; copies: SavedCopy[] };

export const ticketCopyKey = (orderNumber: string) => `bookingDetails:${orderNumber}`;
export const bookingsCopyKey = 'orderHistory';

/** Failures that mean the server was not reached, as opposed to an answer saying no. */
export function isUnreachable(failure: Pick<ActionFailure, 'code'>): boolean {
  return failure.code === 'offline' || failure.code === 'network' || failure.code === 'timeout';
}

async function ownerOf(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function isShelf(value: unknown): value is Shelf {
  const shelf = value as Shelf | null;
  return typeof shelf?.owner === 'string' && Array.isArray(shelf.copies);
}

function readShelf(): Shelf | null {
  try {
    const shelf: unknown = JSON.parse(readStorage(offlineCopiesStorageKey) ?? 'null');
    return isShelf(shelf) ? shelf : null;
  } catch {
    return null;
  }
}

/** Keeps `answer` as the newest copy under `key`; another session's copies are dropped, not mixed in. */
export async function saveCopy(token: string, key: string, answer: unknown, now: Date): Promise<void> {
  const owner = await ownerOf(token);
  const shelf = readShelf();
  const others = shelf?.owner === owner ? shelf.copies.filter((copy) => copy.key !== key) : [];
  const copies = [{ key, saved_at: now.toISOString(), answer }, ...others].slice(0, maxOfflineCopies);
  writeStorage(offlineCopiesStorageKey, JSON.stringify({ owner, copies } satisfies Shelf));
}

/** The copy this session saved under `key`, if any. */
export async function readCopy(token: string, key: string): Promise<{ answer: unknown; savedAt: string } | null> {
  const shelf = readShelf();
  if (!shelf || shelf.owner !== (await ownerOf(token))) return null;
  const copy = shelf.copies.find((c) => c.key === key);
  return copy ? { answer: copy.answer, savedAt: copy.saved_at } : null;
}

export function forgetCopies(): void {
  removeStorage(offlineCopiesStorageKey);
}

// Which keys the page is showing from a saved copy right now, and since when they were saved.
const shownCopies = new Map<string, string>();
const listeners = new Set<() => void>();

function markShown(key: string, savedAt: string | null): void {
  if ((shownCopies.get(key) ?? null) === savedAt) return;
  if (savedAt === null) shownCopies.delete(key);
  else shownCopies.set(key, savedAt);
  for (const listener of listeners) listener();
}

function subscribeShown(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** When the copy a page shows under `key` was saved, or null while it shows the server's answer. */
export function useSavedCopyTime(key: string): string | null {
  return useSyncExternalStore(
    subscribeShown,
    () => shownCopies.get(key) ?? null,
    () => null,
  );
}

/**
 * Wraps a ticket read: a successful answer is saved for later, and when the server cannot be reached
 * the saved copy is answered instead (the page then says it shows a saved copy). `sentToken` is the
 * session the request was made with and `currentToken` the one signed in when it came back: an answer
 * that outlived its session (sign-out or another sign-in meanwhile) is neither saved nor replaced.
 */
export async function keptForOffline<T extends object>(
  key: string,
  result: ActionResult<T>,
  session: { sentToken: string | null; currentToken: string | null; now?: Date },
): Promise<ActionResult<T>> {
  const token = session.sentToken;
  if (!token || token !== session.currentToken) return result;
  if (result.success === 1) {
    markShown(key, null);
    await saveCopy(token, key, result, session.now ?? new Date());
    return result;
  }
  if (!isUnreachable(result)) return result;
  const copy = await readCopy(token, key);
  if (!copy) return result;
  markShown(key, copy.savedAt);
  return copy.answer as ActionResult<T>;
}
