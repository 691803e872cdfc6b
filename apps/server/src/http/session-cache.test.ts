import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { sessions } from '../db/schema/index.ts';
import { LocalBus } from '../lib/bus.ts';
import { createSession, createUser } from '../test/factories.ts';
import { createTestApp, postAction } from '../test/harness.ts';
import { hashToken, SessionCache, sessionCacheRules } from './auth.ts';

// decision 027: session lookups are kept a few seconds per app instance; a logout still ends
// the session at once in every instance that hears the bus

const now = new Date('2026-11-22T08:00:00Z');
let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp({ now: () => now });
});
afterAll(() => t.close());

async function signedIn() {
  const user = await createUser(t.db);
  return { user, token: await createSession(t.db, user.id, { expiresAt: new Date(now.getTime() + 86_400_000) }) };
}

const revokeInDatabase = (token: string) =>
  t.db
    .update(sessions)
    .set({ revokedAt: now })
    .where(eq(sessions.tokenHash, hashToken(token)));

describe('two app instances on one database and one bus', () => {
  it('a logout in one ends the session at once in the other, which had it cached', async () => {
    const bus = new LocalBus();
    const [a, b] = await Promise.all(
      [1, 2].map(() => buildApp({ config: t.config, db: t.db, logger: false, publicCacheMs: 0, now: () => now, bus })),
    );
    try {
      const { token } = await signedIn();
      const profile = () => postAction(b!, { action: 'getProfileDetails' }, token);
      expect((await profile()).statusCode).toBe(200);
      expect((await postAction(a!, { action: 'logout' }, token)).statusCode).toBe(200);
      const after = await profile();
      expect(after.statusCode).toBe(401);
      expect(after.json()).toMatchObject({ code: 'login_required', login_required: 1 });
    } finally {
      await Promise.all([a!.close(), b!.close()]);
    }
  });
});

describe('the session cache of one app instance', () => {
  it('serves a session it looked up without reading it again, but an operator action always reads it', async () => {
    const { token } = await signedIn();
    const profile = () => postAction(t.app, { action: 'getProfileDetails' }, token);
    expect((await profile()).statusCode).toBe(200);
    // revoked behind the bus's back (the operator CLI in another process): user actions see it within the TTL
    await revokeInDatabase(token);
    expect((await profile()).statusCode).toBe(200);
    expect((await postAction(t.app, { action: 'backofficeCampaigns' }, token)).statusCode).toBe(401);
  });

  it('forgets a session after its TTL, never serves one past its expiry, and keeps a bounded number', async () => {
    let clockMs = 0;
    const cache = new SessionCache(new LocalBus(), { clock: () => clockMs, maxEntries: 2 });
    const [first, second, third] = await Promise.all([signedIn(), signedIn(), signedIn()]);
    expect((await cache.userForToken(t.db, first.token, now))?.id).toBe(first.user.id);
    await revokeInDatabase(first.token);
    expect((await cache.userForToken(t.db, first.token, now))?.id).toBe(first.user.id);
    clockMs += sessionCacheRules.ttlMs;
    expect(await cache.userForToken(t.db, first.token, now)).toBeNull();

    expect((await cache.userForToken(t.db, second.token, now))?.id).toBe(second.user.id);
    const pastExpiry = new Date(now.getTime() + 2 * 86_400_000);
    expect(await cache.userForToken(t.db, second.token, pastExpiry)).toBeNull();

    // three sessions in a cache of two: the oldest one is read again
    for (const s of [first, second, third])
      await t.db
        .update(sessions)
        .set({ revokedAt: null })
        .where(eq(sessions.tokenHash, hashToken(s.token)));
    for (const s of [first, second, third]) await cache.userForToken(t.db, s.token, now);
    for (const s of [first, second, third]) await revokeInDatabase(s.token);
    expect(await cache.userForToken(t.db, first.token, now)).toBeNull();
    expect((await cache.userForToken(t.db, third.token, now))?.id).toBe(third.user.id);
    cache.close();
  });

  it('drops a session the bus says was revoked, and does not keep a lookup that crossed a revocation', async () => {
    const bus = new LocalBus();
    const cache = new SessionCache(bus);
    const { user, token } = await signedIn();
    expect((await cache.userForToken(t.db, token, now))?.id).toBe(user.id);
    await revokeInDatabase(token);
    await bus.publish('session-revoked', hashToken(token));
    expect(await cache.userForToken(t.db, token, now)).toBeNull();

    const other = await signedIn();
    const lookup = cache.userForToken(t.db, other.token, now);
    await bus.publish('session-revoked', 'another session');
    expect((await lookup)?.id).toBe(other.user.id);
    await revokeInDatabase(other.token);
    expect(await cache.userForToken(t.db, other.token, now)).toBeNull();
    cache.close();
  });

  it('reads the sessions it misses at once together, each caller getting its own user or none', async () => {
    const cache = new SessionCache(new LocalBus());
    const [a, b, revoked, expired] = await Promise.all([signedIn(), signedIn(), signedIn(), signedIn()]);
    await revokeInDatabase(revoked!.token);
    await t.db
      .update(sessions)
      .set({ expiresAt: now })
      .where(eq(sessions.tokenHash, hashToken(expired!.token)));
    const found = await Promise.all(
      [a!.token, b!.token, a!.token, revoked!.token, expired!.token, 'no-such-session-token-0000'].map((token) =>
        cache.userForToken(t.db, token, now),
      ),
    );
    expect(found.map((user) => user?.id ?? null)).toEqual([a!.user.id, b!.user.id, a!.user.id, null, null, null]);
    // and kept: the two live ones are served again after their rows are gone
    await t.db.delete(sessions).where(eq(sessions.tokenHash, hashToken(b!.token)));
    expect((await cache.userForToken(t.db, b!.token, now))?.id).toBe(b!.user.id);
    cache.close();
  });

  it('gathers the misses that arrive while two batches are being read into one statement, sent when one is answered', async () => {
    const cache = new SessionCache(new LocalBus());
    const buyers = await Promise.all(Array.from({ length: 5 }, () => signedIn()));
    // every statement that reads sessions is noted with its parameters and held until the gate opens
    const client = (t.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
    const query = client.query;
    const sent: unknown[][] = [];
    let open = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    client.query = async function (this: unknown, ...args: unknown[]) {
      const [first, second] = args;
      // PGlite: (text, values); pg: ({ text, values }) for a prepared statement, ({ text }, values) otherwise
      const config = typeof first === 'string' ? { text: first } : (first as { text: string; values?: unknown[] });
      if (/from "sessions"/.test(config.text)) {
        sent.push(config.values ?? (second as unknown[] | undefined) ?? []);
        await gate;
      }
      return query.apply(this, args);
    };
    const turn = () => new Promise((resolve) => setImmediate(resolve));
    const untilSent = async (count: number) => {
      for (let turns = 0; sent.length < count && turns < 1000; turns += 1) await turn();
      expect(sent).toHaveLength(count);
    };
    try {
      const lookups = [cache.userForToken(t.db, buyers[0]!.token, now)];
      await untilSent(1);
      lookups.push(cache.userForToken(t.db, buyers[1]!.token, now));
      await untilSent(2);
      // three more misses, each in a later turn of the event loop, while both batches are being read
      for (const buyer of buyers.slice(2)) {
        lookups.push(cache.userForToken(t.db, buyer.token, now));
        await turn();
      }
      await turn();
      expect(sent).toHaveLength(2);
      open();
      const users = await Promise.all(lookups);
      expect(users.map((user) => user?.id)).toEqual(buyers.map((buyer) => buyer.user.id));
      expect(sent).toHaveLength(3);
      expect(sent[2]).toEqual(expect.arrayContaining(buyers.slice(2).map((buyer) => hashToken(buyer.token))));
    } finally {
      client.query = query;
      cache.close();
    }
  });

  it('drops every session when the bus says events may have been missed (an empty payload after a reconnect)', async () => {
    const bus = new LocalBus();
    const cache = new SessionCache(bus);
    const { user, token } = await signedIn();
    expect((await cache.userForToken(t.db, token, now))?.id).toBe(user.id);
    await revokeInDatabase(token);
    await bus.publish('session-revoked', '');
    expect(await cache.userForToken(t.db, token, now)).toBeNull();
    cache.close();
  });
});
