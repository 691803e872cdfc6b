import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../db/client.ts';
import { staleTables } from '../db/statistics.ts';

// README "Running in production": the real server process, started as an operator starts it, has no outbox

const serverEntry = path.resolve(import.meta.dirname, '../server.ts');
let dataDir: string;
let server: ChildProcess | undefined;
let base: string;

/** The address Fastify logs once it listens (PORT=0 lets the system choose a free port, so no race). */
function listeningAddress(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    const errors: string[] = [];
    child.stderr?.on('data', (chunk: Buffer) => errors.push(chunk.toString()));
    child.once('exit', (code) => reject(new Error(`the server exited (${code}) before listening: ${errors.join('')}`)));
    readline.createInterface({ input: child.stdout! }).on('line', (line) => {
      const address = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line)?.[1];
      if (address) resolve(address);
    });
  });
}

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-production-'));
  server = spawn(process.execPath, [serverEntry], {
    stdio: ['ignore', 'pipe', 'pipe'],
    // only what the README's production section names, so nothing from the test run's environment leaks in
    env: {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, 'no-dist'),
      DATABASE_URL: '',
      SEED_DEMO: '0',
      LOG_LEVEL: 'info',
    },
  });
  base = await listeningAddress(server);
}, 120_000);

afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  await fs.rm(dataDir, { recursive: true, force: true });
}, 60_000);

it('started with NODE_ENV=production, the server is healthy and has no /dev/outbox, even for this machine', async () => {
  expect((await fetch(`${base}/healthz`)).status).toBe(200);
  const sent = await fetch(`${base}/api`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ action: 'sendOtp', name: 'Aisha Tester', email: 'owner@example.ae', mobile: '+971501234567' }),
  });
  expect(sent.status).toBe(200);
  const outbox = await fetch(`${base}/dev/outbox`);
  expect(outbox.status).toBe(404);
  expect(await outbox.text()).not.toContain('owner@example.ae');
});

it('on PGlite, the server has taken every table statistics by the time it listens (docs/decisions/044)', async () => {
  const exited = new Promise((resolve) => server!.once('exit', resolve));
  server!.kill('SIGTERM');
  await exited;
  // the data directory is free once the server is gone: no table was left never analyzed
  const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
  try {
    const { rows } = (await database.db
      .execute(sql`select count(*)::int as tables, count(*) filter (where reltuples < 0)::int as never
      from pg_class where relnamespace = 'public'::regnamespace and relkind = 'r'`)) as unknown as {
      rows: { tables: number; never: number }[];
    };
    expect(rows[0]?.tables).toBeGreaterThan(30);
    expect(rows[0]?.never).toBe(0);
    // only what the first test wrote has changed since (a sign-in code and its e-mail)
    expect(await staleTables(database.db)).toEqual(['messages', 'otp_challenges', 'rate_limits']);
  } finally {
    await database.close();
  }
}, 60_000);
