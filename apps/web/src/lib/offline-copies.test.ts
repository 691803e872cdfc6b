import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import type { ActionResult } from './api-envelope.ts';
import { clientFailure } from './api-envelope.ts';
import {
  keptForOffline,
  maxOfflineCopies,
  offlineCopiesStorageKey,
  readCopy,
  saveCopy,
  ticketCopyKey,
} from './offline-copies.ts';
import { clearSession } from './session.ts';

type Ticket = { data: { order_number: string } };
const ticket = (orderNumber: string): ActionResult<Ticket> => ({
  success: 1,
  msg: 'ok',
  message: 'ok',
  data: { order_number: orderNumber },
});
const offline = clientFailure('offline', 'The browser is offline');
const now = new Date('2026-11-24T10:00:00Z');
const key = ticketCopyKey('SJ-ABC');
const as = (token: string) => ({ sentToken: token, currentToken: token, now });

/** a localStorage of this test's own (Node has none) */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (k) => items.get(k) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (k) => void items.delete(k),
    setItem: (k, v) => void items.set(k, String(v)),
  };
}

beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage());
});
afterEach(() => {
  vi.unstubAllGlobals();
});

test('a ticket seen online opens offline from its saved copy', async () => {
  await keptForOffline(key, ticket('SJ-ABC'), as('token-a'));
  const answer = await keptForOffline(key, offline, as('token-a'));
  expect(answer).toEqual(ticket('SJ-ABC'));
});

test('a ticket never seen online stays a failure offline', async () => {
  await keptForOffline(ticketCopyKey('SJ-OTHER'), ticket('SJ-OTHER'), as('token-a'));
  expect(await keptForOffline(key, offline, as('token-a'))).toEqual(offline);
});

test('an answer from the server that says no is shown, not replaced by the saved copy', async () => {
  await keptForOffline(key, ticket('SJ-ABC'), as('token-a'));
  const notFound: ActionResult<Ticket> = { success: 0, msg: 'Not found', code: 'not_found', status: 404 };
  expect(await keptForOffline(key, notFound, as('token-a'))).toEqual(notFound);
});

test("another session never reads the first one's tickets", async () => {
  await keptForOffline(key, ticket('SJ-ABC'), as('token-a'));
  expect(await keptForOffline(key, offline, as('token-b'))).toEqual(offline);
  expect(await readCopy('token-b', key)).toBeNull();
});

test('signing out drops every saved ticket', async () => {
  await keptForOffline(key, ticket('SJ-ABC'), as('token-a'));
  expect(localStorage.getItem(offlineCopiesStorageKey)).not.toBeNull();
  clearSession();
  expect(localStorage.getItem(offlineCopiesStorageKey)).toBeNull();
  expect(await keptForOffline(key, offline, as('token-a'))).toEqual(offline);
});

test('an answer that comes back after a sign-out or another sign-in is not kept', async () => {
  await keptForOffline(key, ticket('SJ-ABC'), { sentToken: 'token-a', currentToken: null, now });
  await keptForOffline(key, ticket('SJ-ABC'), { sentToken: 'token-a', currentToken: 'token-b', now });
  expect(localStorage.getItem(offlineCopiesStorageKey)).toBeNull();
});

test('nothing is kept without a session', async () => {
  await keptForOffline(key, ticket('SJ-ABC'), { sentToken: null, currentToken: null, now });
  expect(localStorage.getItem(offlineCopiesStorageKey)).toBeNull();
});

test('the stored copy carries a hash of the session, never the token itself', async () => {
  await saveCopy('secret-token-value', key, ticket('SJ-ABC'), now);
  const stored = localStorage.getItem(offlineCopiesStorageKey) ?? '';
  expect(stored).not.toContain('secret-token-value');
  expect(JSON.parse(stored).owner).toMatch(/^[0-9a-f]{64}$/);
});

test('only the newest tickets are kept, and seeing one again makes it the newest', async () => {
  for (let i = 0; i <= maxOfflineCopies; i++) await saveCopy('token-a', ticketCopyKey(`SJ-${i}`), ticket(`SJ-${i}`), now);
  expect(await readCopy('token-a', ticketCopyKey('SJ-0'))).toBeNull();
  await saveCopy('token-a', ticketCopyKey('SJ-1'), ticket('SJ-1'), now);
  await saveCopy('token-a', ticketCopyKey('SJ-new'), ticket('SJ-new'), now);
  expect(await readCopy('token-a', ticketCopyKey('SJ-1'))).not.toBeNull();
  expect(await readCopy('token-a', ticketCopyKey('SJ-2'))).toBeNull();
});

test('a damaged store is treated as empty', async () => {
  localStorage.setItem(offlineCopiesStorageKey, '{not json');
  expect(await readCopy('token-a', key)).toBeNull();
  await saveCopy('token-a', key, ticket('SJ-ABC'), now);
  expect((await readCopy('token-a', key))?.savedAt).toBe(now.toISOString());
});
