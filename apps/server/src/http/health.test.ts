import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';

let dataDir: string;
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-health-'));
  // a database whose every query fails, as one that went away after start-up does
  const unreachable = {
    execute: async () => {
      throw new Error('connect ECONNREFUSED 127.0.0.1:5432');
    },
  } as unknown as Database;
  app = await buildApp({
    config: loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, WEB_DIST_DIR: path.join(dataDir, 'no-dist'), LOG_LEVEL: 'silent' }),
    db: unreachable,
    logger: false,
  });
});

afterAll(async () => {
  await app.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

it('/healthz answers 503 without details when the database does not answer', async () => {
  const res = await app.inject({ method: 'GET', url: '/healthz' });
  expect(res.statusCode).toBe(503);
  expect(res.json()).toEqual({ status: 'fail', database: 'unreachable' });
  expect(res.headers['cache-control']).toBe('no-store');
  expect(res.body).not.toContain('ECONNREFUSED');
});
