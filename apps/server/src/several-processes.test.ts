import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase, postgresPoolOf, type DatabaseHandle } from './db/client.ts';
import { bookings, packages, purchases } from './db/schema/index.ts';
import { notifyPayloadBytes } from './lib/postgres-bus.ts';
import { releaseExpiredHolds } from './modules/booking/payment-service.ts';
import { createDestination, createPackage, createSession, createUser } from './test/factories.ts';
import { formBody, formHeaders } from './test/harness.ts';
import { serverEntries, startServerProcess, type ServerProcess } from './test/server-process.ts';
import { copyTemplate } from './test/templates.ts';

// Decision 030: several server processes on one PostgreSQL share everything
// through the database. Real server processes take the storm and the rate limit; two apps (each with its
// own pool and listening session, as two processes have) take the sweeper and the bus.

const postgresTemplateUrl = inject('postgresTemplateUrl');

describe.skipIf(!postgresTemplateUrl)('two server processes on one PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof copyTemplate>>;
  let second: DatabaseHandle;
  let dataDir: string;
  const servers: ServerProcess[] = [];
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    database = await copyTemplate({ pgliteImage: inject('pgliteImage'), postgresTemplateUrl });
    const url = postgresPoolOf(database.db)!.options.connectionString!;
    second = await openDatabase({ databaseUrl: url });
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-processes-'));
    const env = {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, 'no-dist'),
      SEED_DEMO: '0',
      LOG_LEVEL: 'info',
    };
    servers.push(
      ...(await Promise.all([startServerProcess(serverEntries.server, env), startServerProcess(serverEntries.server, env)])),
    );
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, WEB_DIST_DIR: env.WEB_DIST_DIR, LOG_LEVEL: 'silent' });
    apps.push(
      await buildApp({ config, db: database.db, logger: false, publicCacheMs: 0 }),
      await buildApp({ config, db: second.db, logger: false, publicCacheMs: 0 }),
    );
  }, 180_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await Promise.all(apps.map((app) => app.close()));
    await second?.close();
    await database?.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  }, 60_000);

  async function post(server: ServerProcess, fields: Record<string, string | number>, token?: string) {
    const response = await fetch(`${server.base}/api`, {
      method: 'POST',
      headers: { ...formHeaders, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: formBody(fields),
    });
    const body = (await response.json()) as { code?: string };
    return response.status === 200 ? 'ok' : `${response.status} ${body.code}`;
  }

  async function buyers(count: number) {
    return Promise.all(Array.from({ length: count }, async () => createSession(database.db, (await createUser(database.db)).id)));
  }

  const buyOne = (server: ServerProcess, token: string, packageId: number) =>
    post(
      server,
      {
        action: 'createPurchase',
        items: JSON.stringify({ packages: [{ package_id: packageId, adult_qty: 1 }] }),
        site: 'sharjah',
        channel: 'web',
      },
      token,
    );

  const tally = (outcomes: string[]) => outcomes.reduce<Record<string, number>>((n, o) => ({ ...n, [o]: (n[o] ?? 0) + 1 }), {});
  const bookedAdults = async (packageId: number) =>
    (await database.db.select().from(packages).where(eq(packages.id, packageId)))[0]!.adultBookedTimes;

  it('200 buyers at once, half on each process, on 20 tickets: exactly 20 held, the other 180 sold out', async () => {
    const pkg = await createPackage(database.db, {
      destinationId: (await createDestination(database.db)).id,
      adultOverallLimit: 20,
    });
    const tokens = await buyers(200);
    const outcomes = await Promise.all(tokens.map((token, i) => buyOne(servers[i % 2]!, token, pkg.id)));
    expect(tally(outcomes)).toEqual({ ok: 20, '409 quantity_not_available': 180 });
    expect(await bookedAdults(pkg.id)).toBe(20);
    expect(await database.db.select().from(bookings).where(eq(bookings.packageId, pkg.id))).toHaveLength(20);
  }, 120_000);

  it('a rate limit used up in one process refuses in the other', async () => {
    const message = {
      action: 'contactUs',
      name: 'Aisha Tester',
      email: 'aisha@example.ae',
      message: 'A question about the tours',
    };
    // decision 019: five contact messages an hour per client address; both processes see this test as 127.0.0.1
    for (let i = 0; i < 5; i++) expect(await post(servers[0]!, message)).toBe('ok');
    expect(await post(servers[1]!, message)).toBe('429 rate_limited');
    expect(await post(servers[0]!, message)).toBe('429 rate_limited');
  });

  it('two sweepers at once release each expired hold once and give its ticket back once', async () => {
    const pkg = await createPackage(database.db, {
      destinationId: (await createDestination(database.db)).id,
      adultOverallLimit: 50,
    });
    const tokens = await buyers(30);
    expect(tally(await Promise.all(tokens.map((token, i) => buyOne(servers[i % 2]!, token, pkg.id))))).toEqual({ ok: 30 });
    const held = await database.db
      .update(purchases)
      .set({ holdExpiresAt: new Date(Date.now() - 60_000) })
      .where(
        inArray(
          purchases.id,
          database.db.select({ id: bookings.purchaseId }).from(bookings).where(eq(bookings.packageId, pkg.id)),
        ),
      )
      .returning({ id: purchases.id });
    expect(held).toHaveLength(30);

    const released = await Promise.all([
      releaseExpiredHolds(database.db, new Date()),
      releaseExpiredHolds(second.db, new Date()),
    ]);
    expect(released[0] + released[1]).toBe(30);
    expect(await bookedAdults(pkg.id)).toBe(0);
    const closed = await database.db
      .select({ status: purchases.status, releasedAt: purchases.releasedAt })
      .from(purchases)
      .where(
        inArray(
          purchases.id,
          held.map((h) => h.id),
        ),
      );
    expect(closed.every((p) => p.status === 4 && p.releasedAt !== null)).toBe(true);
  }, 60_000);

  it('public-data-changed published in one process reaches the subscribers of both, once each', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const inA: string[] = [];
    const inB: string[] = [];
    const off = [
      a.bus.subscribe('public-data-changed', (p) => inA.push(p)),
      b.bus.subscribe('public-data-changed', (p) => inB.push(p)),
    ];
    await a.bus.publish('public-data-changed', 'packages');
    // notifications reach every session in commit order: once B's event is back in A, A's own echo has passed
    await b.bus.publish('public-data-changed', 'destinations');
    await vi.waitFor(() => expect(inA).toEqual(['packages', 'destinations']), { timeout: 20_000 });
    // B heard its own event at once and A's when the notification came: in either order
    await vi.waitFor(() => expect([...inB].sort()).toEqual(['destinations', 'packages']), { timeout: 20_000 });
    off.forEach((unsubscribe) => unsubscribe());
  });

  it('session-revoked published in one process reaches the other with the token hash', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const revoked: string[] = [];
    const off = b.bus.subscribe('session-revoked', (hash) => revoked.push(hash));
    const hash = 'f'.repeat(64);
    await a.bus.publish('session-revoked', hash);
    await vi.waitFor(() => expect(revoked).toEqual([hash]), { timeout: 20_000 });
    off();
  });

  it('a payload PostgreSQL cannot notify is refused before anyone hears it', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const heard: string[] = [];
    const off = [
      a.bus.subscribe('session-revoked', (p) => heard.push(p)),
      b.bus.subscribe('session-revoked', (p) => heard.push(p)),
    ];
    await expect(a.bus.publish('session-revoked', 'x'.repeat(notifyPayloadBytes))).rejects.toThrow(RangeError);
    await b.bus.publish('session-revoked', 'after');
    await vi.waitFor(() => expect(heard).toEqual(['after', 'after']), { timeout: 20_000 });
    off.forEach((unsubscribe) => unsubscribe());
  });

  it('a process whose listening session is cut listens again, says everything may have changed, and hears the next event', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const inB: string[] = [];
    const off = b.bus.subscribe('public-data-changed', (p) => inB.push(p));
    await database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query = 'listen portal_bus'`,
    );
    // the empty payload after a reconnect: events of the gap may be lost, drop whatever is kept
    await vi.waitFor(() => expect(inB).toEqual(['']), { timeout: 10_000 });
    await a.bus.publish('public-data-changed', 'after the cut');
    await vi.waitFor(() => expect(inB).toEqual(['', 'after the cut']), { timeout: 10_000 });
    off();
  });
});
