import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createTestApp } from '../../test/harness.ts';
import { createReseller } from './index.ts';

// docs/decisions/071: each key's calls per minute are counted in the database, shared by every process.
// 12:00:10 in Dubai on 22 November 2026, ten seconds into a minute.
const start = new Date('2026-11-22T08:00:10Z');
let clock = start;
let t: Awaited<ReturnType<typeof createTestApp>>;
let second: FastifyInstance;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock, config: { PUBLIC_URL: 'http://127.0.0.1' } });
  // a second app on the same database stands for another process: only the database knows both counts
  second = await buildApp({ config: t.config, db: t.db, logger: false, publicCacheMs: 0, now: () => clock });
});
afterAll(async () => {
  await second.close();
  await t.close();
});

const call = (app: FastifyInstance, key: string) =>
  app.inject({ method: 'GET', url: '/octo/supplier', headers: { authorization: `Bearer ${key}` } });

describe('per-key rate limits', () => {
  it('refuses the call past the limit with 429, the OCTO error body and Retry-After, across processes', async () => {
    const { apiKey } = await createReseller(t.db, { name: 'Busy reseller', rateLimitPerMinute: 3 }, clock);
    expect((await call(t.app, apiKey)).statusCode).toBe(200);
    expect((await call(second, apiKey)).statusCode).toBe(200);
    expect((await call(t.app, apiKey)).statusCode).toBe(200);
    const refused = await call(second, apiKey);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('50');
    expect(refused.json()).toMatchObject({ error: 'TOO_MANY_REQUESTS', errorMessage: expect.any(String), retryAfter: 50 });
    expect((await call(t.app, apiKey)).statusCode).toBe(429);

    // the next minute counts afresh
    clock = new Date(start.getTime() + 50_000);
    expect((await call(t.app, apiKey)).statusCode).toBe(200);
    clock = start;
  });

  it('counts each key alone, and gives a new reseller 1200 calls a minute', async () => {
    const busy = await createReseller(t.db, { name: 'Another busy one', rateLimitPerMinute: 1 }, clock);
    const calm = await createReseller(t.db, { name: 'Calm reseller' }, clock);
    expect(calm.reseller.rateLimitPerMinute).toBe(1200);
    expect((await call(t.app, busy.apiKey)).statusCode).toBe(200);
    expect((await call(t.app, busy.apiKey)).statusCode).toBe(429);
    expect((await call(t.app, calm.apiKey)).statusCode).toBe(200);
  });

  it('does not count a call without a valid key against anyone', async () => {
    const { apiKey } = await createReseller(t.db, { name: 'Quiet reseller', rateLimitPerMinute: 1 }, clock);
    expect((await call(t.app, 'not-a-key-of-anyone-at-all')).json()).toMatchObject({ error: 'FORBIDDEN' });
    expect((await call(t.app, apiKey)).statusCode).toBe(200);
  });
});
