import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { sandboxProvider } from '../providers/payments/sandbox.ts';
import { createDestination, createSession, createSlotPackage, createUser } from '../test/factories.ts';
import { formHeaders, postAction } from '../test/harness.ts';
import { openDatabase, type DatabaseHandle } from './client.ts';
import { newPglite } from './pglite.ts';
import { purchases, slotInventory, users } from './schema/index.ts';

/**
 * docs/decisions/029: the server runs PGlite in a worker thread. The same golden image is opened both
 * in the worker and in-thread (as the other test files do), so results can be compared value by value.
 */
let worker: DatabaseHandle;
let inThread: DatabaseHandle;

beforeAll(async () => {
  const image = await fs.readFile(inject('pgliteImage'));
  worker = await openDatabase({ pgliteWorker: { loadDataDir: new Uint8Array(image) } });
  inThread = await openDatabase({ pglite: newPglite({ loadDataDir: new Blob([image]) }) });
});
afterAll(async () => {
  await worker.close();
  await inThread.close();
});

describe('PGlite in a worker thread', () => {
  it('gives the same values as PGlite on the main thread: dates, bigints, bytes, json, arrays, numerics, nulls', async () => {
    const query = sql`select now() - interval '1 day' as at, '2026-11-22'::date as day, 9007199254740993::int8 as big, 42::int8 as small,
      '\\x00ff10'::bytea as bytes, '{"a":[1,"ب"]}'::jsonb as doc, '{"b":1}'::json as plain, array[1,null,3]::int[] as ints,
      array['x','y,z']::text[] as texts, 12.50::numeric(10,2) as amount, true as yes, null::text as nothing, 'جزيرة' as arabic`;
    const firstRow = async (handle: DatabaseHandle) =>
      ((await handle.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows[0];
    const [fromWorker, fromThread] = await Promise.all([firstRow(worker), firstRow(inThread)]);
    const { at: workerAt, ...workerRest } = fromWorker!;
    const { at: threadAt, ...threadRest } = fromThread!;
    expect(workerRest).toEqual(threadRest);
    expect(typeof workerAt).toBe(typeof threadAt);
    expect(fromWorker).toMatchObject({ big: 9007199254740993n, bytes: new Uint8Array([0, 255, 16]), ints: [1, null, 3] });
  });

  it('gives the same rows as in-thread for a result of thousands of values and for a few long texts', async () => {
    // results cross from the worker as one JSON text: JSON built by the database, quotes and backslashes come back intact
    const many = sql`select g as n, 'نص ' || g as text, null::text as nothing from generate_series(1, 2500) g`;
    const long = sql`select json_agg(json_build_object('name', 'say "hi" ' || g, 'arabic', 'مرحبا' || chr(92) || g)) as cards,
      repeat('"' || chr(92), 5000) as quotes from generate_series(1, 400) g`;
    const rowsOf = async (handle: DatabaseHandle, query: typeof many) =>
      ((await handle.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
    const manyRows = await rowsOf(worker, many);
    expect(manyRows).toHaveLength(2500);
    expect(manyRows).toEqual(await rowsOf(inThread, many));
    const [longRow] = await rowsOf(worker, long);
    expect(longRow).toEqual((await rowsOf(inThread, long))[0]);
    expect((longRow?.cards as { name: string }[])[399]).toEqual({ name: 'say "hi" 400', arabic: 'مرحبا\\400' });
    expect(longRow?.quotes).toBe('"\\'.repeat(5000));
  });

  it('maps rows through the schema as in-thread: Date columns, defaults and returning', async () => {
    const values = { firstName: 'Worker', lastName: 'Test', email: 'worker@example.com', mobile: '+971559990001' };
    const [a] = await worker.db.insert(users).values(values).returning();
    const [b] = await inThread.db.insert(users).values(values).returning();
    expect(a!.createdAt).toBeInstanceOf(Date);
    expect({ ...a, createdAt: null }).toEqual({ ...b, createdAt: null });
  });

  it('reports a PostgreSQL error with its code and constraint, as the services expect', async () => {
    const values = { firstName: 'Twice', lastName: 'Over', email: 'twice@example.com', mobile: '+971559990002' };
    await worker.db.insert(users).values(values);
    const failure = await worker.db
      .insert(users)
      .values(values)
      .catch((err: unknown) => err as Error & { cause?: { code?: string; constraint?: string } });
    expect(failure).toBeInstanceOf(Error);
    expect(failure).toMatchObject({ cause: { code: '23505', constraint: expect.any(String) } });
  });

  it('commits a transaction, rolls back one that throws, and makes other statements wait while one is open', async () => {
    const events: string[] = [];
    let outside: Promise<unknown> = Promise.resolve();
    await worker.db.transaction(async (tx) => {
      await tx.insert(users).values({ firstName: 'Kept', lastName: 'Row', email: 'kept@example.com', mobile: '+971559990003' });
      outside = worker.db.execute(sql`select 1`).then(() => events.push('outside answered'));
      // the transaction does more work after the outside statement was sent; it is answered only after COMMIT
      await tx.execute(sql`select count(*) from users`);
      events.push('transaction done');
    });
    await outside;
    expect(events).toEqual(['transaction done', 'outside answered']);

    await expect(
      worker.db.transaction(async (tx) => {
        await tx
          .insert(users)
          .values({ firstName: 'Dropped', lastName: 'Row', email: 'dropped@example.com', mobile: '+971559990004' });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const names = (await worker.db.select({ name: users.firstName }).from(users)).map((u) => u.name);
    expect(names).toContain('Kept');
    expect(names).not.toContain('Dropped');
  });

  it('keeps the main thread turning while a slow query runs', async () => {
    let ticks = 0;
    let running = true;
    const spin = () => {
      ticks++;
      if (running) setImmediate(spin);
    };
    const events: string[] = [];
    const slow = worker.db
      .execute(sql`select count(*) from generate_series(1, 1000000) g where g % 7 = 3`)
      .then(() => events.push('query settled'));
    setImmediate(spin);
    setTimeout(() => events.push('timer fired'), 0);
    await slow;
    running = false;
    // in-thread, PGlite computes inside the query call and the timer fires only after it settles
    expect(events).toEqual(['timer fired', 'query settled']);
    expect(ticks).toBeGreaterThan(10);
  });
});

describe('reads run again and again keep their plans (pglite-statements.ts)', () => {
  const prepared = async () =>
    (
      (await worker.db.execute(
        sql`select name, statement from pg_prepared_statements where name like 'portal_s%'`,
      )) as unknown as {
        rows: { name: string; statement: string }[];
      }
    ).rows;

  it('answers a repeated read by name with the same rows, its arguments as data, in and out of transactions', async () => {
    const tricky = ["O'Brien", "x'); drop table users; --", 'جزيرة النور', 'back\\slash'];
    const read = (text: string) =>
      worker.db
        .select({ id: users.id, firstName: users.firstName })
        .from(users)
        .where(and(eq(users.firstName, text), eq(users.lastName, 'Plan')));
    for (const [i, name] of tricky.entries())
      await worker.db
        .insert(users)
        .values({ firstName: name, lastName: 'Plan', email: `plan${i}@example.com`, mobile: `+97155999010${i}` });
    for (let round = 0; round < 3; round++)
      for (const name of tricky) expect((await read(name)).map((row) => row.firstName)).toEqual([name]);
    const kept = (await prepared()).filter((row) => row.statement.includes('"first_name" = $1'));
    expect(kept).toHaveLength(1);
    // inside a transaction the kept plan is used too, and sees the transaction's own rows
    await worker.db.transaction(async (tx) => {
      await tx
        .insert(users)
        .values({ firstName: 'Inside', lastName: 'Plan', email: 'inside@example.com', mobile: '+971559990109' });
      const rows = await tx
        .select({ firstName: users.firstName })
        .from(users)
        .where(and(eq(users.firstName, 'Inside'), eq(users.lastName, 'Plan')));
      expect(rows).toEqual([{ firstName: 'Inside' }]);
    });
    expect(await worker.db.select({ id: users.id }).from(users).where(eq(users.email, 'nobody@example.com'))).toEqual([]);
  });

  it('prepares writes inside a transaction under a savepoint, where a PREPARE PostgreSQL refuses leaves the transaction working', async () => {
    await worker.db.transaction(async (tx) => {
      // an untyped parameter: a bind reads it as text, a PREPARE refuses it
      for (let i = 0; i < 3; i++)
        expect(((await tx.execute(sql`select ${`v${i}`} as v`)) as unknown as { rows: unknown[] }).rows).toEqual([
          { v: `v${i}` },
        ]);
      for (let i = 0; i < 3; i++)
        await tx
          .insert(users)
          .values({ firstName: 'Tx', lastName: 'Write', email: `txwrite${i}@example.com`, mobile: `+97155999020${i}` });
    });
    const written = await worker.db.select({ email: users.email }).from(users).where(eq(users.lastName, 'Write'));
    expect(written.map((row) => row.email).sort()).toEqual([
      'txwrite0@example.com',
      'txwrite1@example.com',
      'txwrite2@example.com',
    ]);
    expect((await prepared()).some((row) => /^insert into "users"/i.test(row.statement.replace(/^prepare \w+ as /i, '')))).toBe(
      true,
    );
  });

  it('reports a failure of a kept statement with its code, and prepares again a statement whose table changed shape', async () => {
    const divide = (by: number) => worker.db.execute(sql`select 10 / ${by}::int as q`);
    for (let i = 0; i < 3; i++) await divide(5);
    const failure = await divide(0).catch((err: unknown) => err as { cause?: { code?: string } });
    expect(failure).toMatchObject({ cause: { code: '22012' } });
    expect(((await divide(2)) as unknown as { rows: { q: number }[] }).rows).toEqual([{ q: 5 }]);

    await worker.db.execute(sql`create table plan_shape (a int)`);
    await worker.db.execute(sql`insert into plan_shape values (1)`);
    const all = () => worker.db.execute(sql`select * from plan_shape where a = ${1}`);
    for (let i = 0; i < 3; i++) await all();
    await worker.db.execute(sql`alter table plan_shape add column b text default 'new'`);
    expect(((await all()) as unknown as { rows: unknown[] }).rows).toEqual([{ a: 1, b: 'new' }]);
    expect(((await all()) as unknown as { rows: unknown[] }).rows).toEqual([{ a: 1, b: 'new' }]);
  });
});

describe('the app on a worker-backed database', () => {
  let app: Awaited<ReturnType<typeof buildApp>>;
  let dataDir: string;
  // 12:00 in Dubai on 22 November 2026
  const clock = new Date('2026-11-22T08:00:00Z');

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-worker-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, 'no-dist'),
      LOG_LEVEL: 'silent',
    });
    const payments = sandboxProvider({ publicUrl: 'http://127.0.0.1', secret: 'a-sandbox-secret-of-enough-length' });
    app = await buildApp({ config, db: worker.db, logger: false, publicCacheMs: 0, now: () => clock, payments });
  });
  afterAll(async () => {
    await app.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('lists destinations, holds tickets for a purchase and refuses the buyer past the last ticket', async () => {
    const destination = await createDestination(worker.db, { name: 'Al Noor Island', arabicName: 'جزيرة النور' });
    const listed = await app.inject({ method: 'GET', url: '/api?action=destinations' });
    expect(listed.statusCode).toBe(200);
    expect(JSON.stringify(listed.json())).toContain('جزيرة النور');

    const { pkg, slot } = await createSlotPackage(worker.db, destination.id, 2);
    const buy = async (adults: number) => {
      const user = await createUser(worker.db);
      const token = await createSession(worker.db, user.id);
      const items = {
        packages: [{ package_id: pkg.id, adult_qty: adults, child_qty: 0, date: '2026-12-20', time_slot_id: slot.id }],
      };
      const res = await postAction(
        app,
        { action: 'createPurchase', items: JSON.stringify(items), site: 'sharjah', channel: 'web' },
        token,
      );
      return { status: res.statusCode, body: res.json<Record<string, unknown>>() };
    };

    const first = await buy(2);
    expect(first).toMatchObject({ status: 200, body: { success: 1 } });
    const [held] = await worker.db
      .select()
      .from(purchases)
      .where(eq(purchases.purchaseNumber, String(first.body.purchase_number)));
    expect(held?.holdExpiresAt).toEqual(new Date(clock.getTime() + 30 * 60_000));
    const second = await buy(1);
    expect(second.status).toBe(409);
    const [inventory] = await worker.db
      .select()
      .from(slotInventory)
      .where(and(eq(slotInventory.timeSlotId, slot.id), eq(slotInventory.date, '2026-12-20')));
    expect(inventory?.adultTaken).toBe(2);

    const page = await app.inject({
      method: 'POST',
      url: '/api',
      headers: formHeaders,
      payload: 'action=packagesDetails&slug=' + pkg.urlSlug,
    });
    expect(page.statusCode).toBe(200);
  });
});
