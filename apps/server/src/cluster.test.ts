import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { workerEnvironment } from './cluster.ts';
import { loadConfig } from './config.ts';
import { postgresPoolOf } from './db/client.ts';
import { getOnNewConnection, serverEntries, startServerProcess, type ServerProcess } from './test/server-process.ts';
import { copyTemplate } from './test/templates.ts';

// docs/decisions/030: WORKERS=n forks n server processes sharing one port on one PostgreSQL.

describe('the workers environment', () => {
  it('gives every worker one sandbox secret made by the primary when none is configured', () => {
    const extra = workerEnvironment(loadConfig({ PAYMENT_PROVIDER: 'sandbox', PAYMENT_SANDBOX_SECRET: '' }));
    expect(extra.PAYMENT_SANDBOX_SECRET).toMatch(/^[0-9a-f]{64}$/);
    // the workers are forked with this one object: what they sign, each of them verifies
    expect(loadConfig({ PAYMENT_SANDBOX_SECRET: extra.PAYMENT_SANDBOX_SECRET }).PAYMENT_SANDBOX_SECRET).toBe(
      extra.PAYMENT_SANDBOX_SECRET,
    );
  });

  it('leaves a configured secret, and a provider with no sandbox, as they are', () => {
    const token = { DEV_OUTBOX_TOKEN: 'outbox-token-of-the-test' };
    expect(workerEnvironment(loadConfig({ ...token, PAYMENT_SANDBOX_SECRET: 'configured-secret-of-32-chars-xx' }))).toEqual(
      token,
    );
    expect(
      workerEnvironment(
        loadConfig({ ...token, PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' }),
      ),
    ).toEqual(token);
  });

  it("gives every worker the outbox's token the primary made, so the address it printed opens the outbox on any of them", () => {
    const primary = loadConfig({});
    expect(primary.DEV_OUTBOX_TOKEN).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(loadConfig({}).DEV_OUTBOX_TOKEN).not.toBe(primary.DEV_OUTBOX_TOKEN);
    const { DEV_OUTBOX_TOKEN } = workerEnvironment(primary);
    expect(loadConfig({ DEV_OUTBOX_TOKEN }).DEV_OUTBOX_TOKEN).toBe(primary.DEV_OUTBOX_TOKEN);
  });
});

it('refuses WORKERS above 1 on the embedded PGlite database with a clear message', () => {
  const run = spawnSync(process.execPath, [serverEntries.cluster], {
    env: { WORKERS: '2', DATABASE_URL: '' },
    encoding: 'utf8',
  });
  expect(run.status).not.toBe(0);
  expect(run.stderr).toContain('WORKERS above 1 needs DATABASE_URL');
});

const postgresTemplateUrl = inject('postgresTemplateUrl');

describe.skipIf(!postgresTemplateUrl)('WORKERS=2 on PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof copyTemplate>>;
  let dataDir: string;
  let primary: ServerProcess;
  const metricsToken = 'cluster-scrape-token-0123456789';
  /** the answers of `destinations` so far, whichever worker gave them */
  let destinationsAnswered = 0;

  beforeAll(async () => {
    database = await copyTemplate({ pgliteImage: inject('pgliteImage'), postgresTemplateUrl });
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-cluster-'));
    primary = await startServerProcess(serverEntries.cluster, {
      WORKERS: '2',
      // outside production each answer names the worker that gave it
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      DATABASE_URL: postgresPoolOf(database.db)!.options.connectionString!,
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, 'no-dist'),
      SEED_DEMO: '0',
      LOG_LEVEL: 'info',
      METRICS_TOKEN: metricsToken,
    });
  }, 180_000);

  afterAll(async () => {
    await primary?.stop();
    await database?.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  }, 60_000);

  /** Asks on new connections until `count` different workers have answered; their pids. */
  async function workersAnswering(count: number, among: Set<number> = new Set()): Promise<Set<number>> {
    await vi.waitFor(
      async () => {
        const answer = await getOnNewConnection(`${primary.base}/api?action=destinations`);
        expect(answer.status).toBe(200);
        destinationsAnswered += 1;
        among.add(Number(answer.headers['x-worker-pid']));
        expect(among.size).toBeGreaterThanOrEqual(count);
      },
      { timeout: 60_000, interval: 20 },
    );
    return among;
  }

  it('answers on one port from two worker processes', async () => {
    const pids = await workersAnswering(2);
    expect([...pids].every((pid) => pid !== primary.child.pid && pid > 0)).toBe(true);
  }, 120_000);

  it('answers /metrics for every worker added up, whichever worker takes the scrape (docs/decisions/062)', async () => {
    await workersAnswering(2);
    const scrape = await fetch(`${primary.base}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } });
    expect(scrape.status).toBe(200);
    const text = await scrape.text();
    const counted = /portal_http_requests_total\{action="destinations",method="GET",status="200"\} (\d+)/.exec(text)?.[1];
    // both workers answered some of them: only the sum of both counts them all
    expect(Number(counted)).toBe(destinationsAnswered);
    expect(text).toContain('process_resident_memory_bytes');
  }, 120_000);

  it('replaces a worker that dies', async () => {
    const pids = await workersAnswering(2);
    const [killed] = pids;
    process.kill(killed!, 'SIGKILL');
    const after = await workersAnswering(3, pids);
    expect(after.size).toBe(3);
  }, 120_000);

  it('stops every worker and then itself on SIGTERM, exiting 0', async () => {
    const pids = [...(await workersAnswering(2))];
    expect(await primary.stop()).toBe(0);
    const alive = (pid: number) => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    };
    expect(pids.filter(alive)).toEqual([]);
  });
});
