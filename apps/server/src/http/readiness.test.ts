import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { createTestApp } from '../test/harness.ts';

// docs/decisions/062: /readyz is 200 only with the database answering, every migration applied and no stop under way

describe('GET /readyz', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is 200 on a migrated database, and never kept by a cache', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok', migrations: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('is 503 while the newest migration is not applied', async () => {
    const newest = sql`(select max(created_at) from drizzle.__drizzle_migrations)`;
    const { rows } = (await t.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = ${newest} returning hash, created_at::text as created_at`,
    )) as unknown as { rows: { hash: string; created_at: string }[] };
    try {
      const res = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 'fail', migrations: 'pending' });
      // liveness does not care: the process is alive
      expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      for (const row of rows) {
        await t.db.execute(
          sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${row.hash}, ${row.created_at}::bigint)`,
        );
      }
    }
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });

  it('is 503 once the process is stopping, while /healthz stays 200', async () => {
    t.app.startDraining();
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'draining' });
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });

  it('has no test routes unless TEST_ROUTES=on', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/test/held-until-shutdown' })).statusCode).toBe(404);
    expect(() => loadConfig({ NODE_ENV: 'production', TEST_ROUTES: 'on' })).toThrow(/TEST_ROUTES/);
  });
});

describe('GET /readyz without a database', () => {
  let dataDir: string;
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-ready-'));
    // a database whose every query fails, as one that went away after start-up does
    const unreachable = {
      execute: async () => {
        throw new Error('connect ECONNREFUSED 127.0.0.1:5432');
      },
    } as unknown as Database;
    app = await buildApp({
      config: loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        WEB_DIST_DIR: path.join(dataDir, 'no-dist'),
        LOG_LEVEL: 'silent',
      }),
      db: unreachable,
      logger: false,
    });
  });
  afterAll(async () => {
    await app.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('is 503 and says no more than that', async () => {
    const res = await app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'fail', database: 'unreachable' });
    expect(res.body).not.toContain('ECONNREFUSED');
  });
});
