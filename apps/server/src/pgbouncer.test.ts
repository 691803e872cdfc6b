import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase, postgresPoolOf, type DatabaseHandle } from './db/client.ts';
import { bookings, packages } from './db/schema/index.ts';
import { singletonJob } from './lib/singleton-job.ts';
import { createDestination, createPackage, createSession, createUser } from './test/factories.ts';
import { formBody, formHeaders, postAction } from './test/harness.ts';
import { pgbouncerProgram, startPgbouncer, type Pgbouncer } from './test/pgbouncer.ts';
import { serverEntries, startServerProcess, type ServerProcess } from './test/server-process.ts';
import { copyTemplate } from './test/templates.ts';

// Decision 067: the server through a real PgBouncer in transaction pooling mode, 8 server sessions shared by
// every client. Statements go through the pooler unnamed; the bus listens on the direct URL.

const postgresTemplateUrl = inject('postgresTemplateUrl');

describe.skipIf(!postgresTemplateUrl || !pgbouncerProgram())('through PgBouncer in transaction pooling mode', () => {
  let database: Awaited<ReturnType<typeof copyTemplate>>;
  let bouncer: Pgbouncer;
  let dataDir: string;
  const servers: ServerProcess[] = [];
  const handles: DatabaseHandle[] = [];
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    database = await copyTemplate({ pgliteImage: inject('pgliteImage'), postgresTemplateUrl });
    const directUrl = postgresPoolOf(database.db)!.options.connectionString!;
    bouncer = await startPgbouncer(directUrl, { serverConnections: 8 });
    const pooledUrl = bouncer.urlOf(directUrl);
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-pgbouncer-data-'));
    const env = {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      DATABASE_URL: pooledUrl,
      DATABASE_DIRECT_URL: directUrl,
      DATABASE_PREPARED_STATEMENTS: 'off',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, 'no-dist'),
      SEED_DEMO: '0',
      LOG_LEVEL: 'info',
    };
    servers.push(
      ...(await Promise.all([startServerProcess(serverEntries.server, env), startServerProcess(serverEntries.server, env)])),
    );
    // two apps standing for two more processes, as the server opens its database with these settings
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, WEB_DIST_DIR: env.WEB_DIST_DIR, LOG_LEVEL: 'silent' });
    for (let i = 0; i < 2; i++) {
      const handle = await openDatabase({ databaseUrl: pooledUrl, directUrl, preparedStatements: false, poolSize: 5 });
      handles.push(handle);
      apps.push(await buildApp({ config, db: handle.db, logger: false, publicCacheMs: 60_000 }));
    }
  }, 180_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await Promise.all(apps.map((app) => app.close()));
    await Promise.all(handles.map((handle) => handle.close()));
    await bouncer?.stop();
    await database?.close();
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  }, 60_000);

  const buyOne = async (server: ServerProcess, token: string, packageId: number) => {
    const response = await fetch(`${server.base}/api`, {
      method: 'POST',
      headers: { ...formHeaders, authorization: `Bearer ${token}` },
      body: formBody({
        action: 'createPurchase',
        items: JSON.stringify({ packages: [{ package_id: packageId, adult_qty: 1 }] }),
        site: 'sharjah',
        channel: 'web',
      }),
    });
    const body = (await response.json()) as { code?: string };
    return response.status === 200 ? 'ok' : `${response.status} ${body.code}`;
  };

  const tally = (outcomes: string[]) => outcomes.reduce<Record<string, number>>((n, o) => ({ ...n, [o]: (n[o] ?? 0) + 1 }), {});

  it('200 buyers at once, half on each process, on 20 tickets: exactly 20 held, the other 180 sold out', async () => {
    const pkg = await createPackage(database.db, {
      destinationId: (await createDestination(database.db)).id,
      adultOverallLimit: 20,
    });
    const tokens = await Promise.all(
      Array.from({ length: 200 }, async () => createSession(database.db, (await createUser(database.db)).id)),
    );
    const outcomes = await Promise.all(tokens.map((token, i) => buyOne(servers[i % 2]!, token, pkg.id)));
    expect(tally(outcomes)).toEqual({ ok: 20, '409 quantity_not_available': 180 });
    const [row] = await database.db.select().from(packages).where(eq(packages.id, pkg.id));
    expect(row!.adultBookedTimes).toBe(20);
    expect(await database.db.select().from(bookings).where(eq(bookings.packageId, pkg.id))).toHaveLength(20);
  }, 120_000);

  it("an operator's rename in one process reaches the other's cached answer through LISTEN on the direct URL", async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const admin = await createUser(database.db, { role: 'operator', staffRole: 'admin' });
    const token = await createSession(database.db, admin.id);
    const destination = await createDestination(database.db);
    const seenByB = async () => {
      const res = await b.inject({ method: 'GET', url: '/api?action=destinations&limit=100' });
      return (res.json().data as { id: number; name: string }[]).find((d) => d.id === destination.id)?.name;
    };
    expect(await seenByB()).toBe(destination.name);
    const res = await postAction(
      a,
      {
        action: 'saveDestination',
        id: destination.id,
        name: 'Sharjah Desert Park',
        arabic_name: 'حديقة الشارقة الصحراوية',
        description: 'Wildlife of the Arabian desert.\nOpen every day.',
        arabic_description: 'الحياة البرية في الصحراء العربية.',
        hover_text: 'Leopards and oryx',
        arabic_hover_text: 'النمور والمها',
        hide: 0,
        enable: 1,
        lat: '25.2870',
        lan: '55.7060',
        url_slug: destination.urlSlug,
        img: destination.img,
        featured_image: destination.featuredImage,
      },
      token,
    );
    expect(res.statusCode).toBe(200);
    // B keeps answers a minute: only the notification makes it read afresh
    await vi.waitFor(async () => expect(await seenByB()).toBe('Sharjah Desert Park'), { timeout: 20_000 });
  });

  it('runs a scheduled job in one process while the other skips its turn (its lock taken in a pooled transaction)', async () => {
    const [first, second] = handles as [DatabaseHandle, DatabaseHandle];
    let finish!: () => void;
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const run = singletonJob(first.db, 'sweep-through-pgbouncer').run(async () => {
      started();
      await new Promise<void>((resolve) => (finish = resolve));
      return 'done';
    });
    await running;
    let ranElsewhere = false;
    const turns = await Promise.all(
      Array.from({ length: 5 }, () =>
        singletonJob(second.db, 'sweep-through-pgbouncer').run(async () => {
          ranElsewhere = true;
        }),
      ),
    );
    expect(turns).toEqual(Array(5).fill({ ran: false }));
    expect(ranElsewhere).toBe(false);
    finish();
    await expect(run).resolves.toEqual({ ran: true, value: 'done' });
    await expect(singletonJob(second.db, 'sweep-through-pgbouncer').run(async () => 'next')).resolves.toEqual({
      ran: true,
      value: 'next',
    });
  });
});
