import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../db/schema/index.ts';
import { purchaseEvents } from '../lib/observe.ts';
import { singletonJob } from '../lib/singleton-job.ts';
import { createDestination, createSession, createSlotPackage, createUser } from '../test/factories.ts';
import { createTestApp, formBody, formHeaders, postAction } from '../test/harness.ts';

// docs/decisions/062: GET /metrics exists only with METRICS_TOKEN, and answers only to that bearer token

const token = 'scrape-token-for-the-tests-0123456789';

describe('without METRICS_TOKEN', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('has no /metrics at all, whatever the request carries', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    const withToken = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${token}` } });
    expect(withToken.statusCode).toBe(404);
    expect(withToken.body).not.toContain('portal_http_requests_total');
  });
});

describe('with METRICS_TOKEN', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const now = new Date(Date.now());
  beforeAll(async () => {
    t = await createTestApp({ config: { METRICS_TOKEN: token }, now: () => now });
    await t.app.ready();
  });
  afterAll(() => t.close());

  const scrape = (authorization?: string) =>
    t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

  it('refuses a scrape without the token or with another one', async () => {
    for (const authorization of [undefined, `Bearer ${token}x`, `Bearer ${'a'.repeat(token.length)}`, `Basic ${token}`]) {
      const res = await scrape(authorization);
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer');
      expect(res.body).not.toContain('portal_');
    }
  });

  it('answers the Prometheus text with requests by action, purchases, jobs, the outbox and the process', async () => {
    await t.app.inject({ method: 'GET', url: '/healthz' });
    await t.app.inject({ method: 'GET', url: '/api?action=destinations' });
    await t.app.inject({ method: 'GET', url: '/api?action=destinations&noise=1' });
    await t.app.inject({ method: 'GET', url: '/api?action=no-such-action-8f3a' });
    await t.app.inject({ method: 'GET', url: '/a/page/nobody/has' });
    await singletonJob(t.db, 'metrics-test-job').run(async () => 'done');
    await expect(
      singletonJob(t.db, 'metrics-test-failing').run(async () => {
        throw new Error('fails on purpose');
      }),
    ).rejects.toThrow();
    purchaseEvents.note({ outcome: 'refunded', count: 2 });
    await t.db.insert(messages).values({
      kind: 'contact',
      idempotencyKey: 'metrics-pending',
      channel: 'email',
      recipient: 'team@example.com',
      body: 'waiting',
      provider: 'outbox',
      createdAt: new Date(now.getTime() - 90_000),
      // tried once and not due again for an hour, so the sweeper leaves it pending (a message never tried is
      // due at once, whatever its next attempt says)
      attempts: 1,
      nextAttemptAt: new Date(now.getTime() + 3_600_000),
    });

    const res = await scrape(`Bearer ${token}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    const text = res.body;
    expect(text).toMatch(/portal_http_requests_total\{action="\/healthz",method="GET",status="200"\} 1/);
    expect(text).toMatch(/portal_http_requests_total\{action="destinations",method="GET",status="200"\} 2/);
    expect(text).toMatch(/portal_http_requests_total\{action="unknown",method="GET",status="\d+"\} 1/);
    expect(text).toMatch(/portal_http_requests_total\{action="page",method="GET",status="404"\} 1/);
    expect(text).toMatch(/portal_http_request_duration_seconds_bucket\{le="0.1",action="destinations",method="GET"\} \d/);
    // the raw address never becomes a label
    expect(text).not.toContain('no-such-action-8f3a');
    expect(text).not.toContain('noise');
    expect(text).toMatch(/portal_purchases_total\{outcome="held"\} 0/);
    expect(text).toMatch(/portal_purchases_total\{outcome="refunded"\} 2/);
    expect(text).toMatch(/portal_job_runs_total\{job="metrics-test-job",outcome="ran"\} 1/);
    expect(text).toMatch(/portal_job_runs_total\{job="metrics-test-failing",outcome="failed"\} 1/);
    expect(text).toMatch(/portal_outbox_pending_messages \d+/);
    expect(text).toMatch(/portal_outbox_oldest_pending_seconds (9\d|\d{3,})/);
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(text).toContain('process_resident_memory_bytes');
    expect(text).toContain('nodejs_heap_size_used_bytes');
    if (t.databaseKind === 'postgres') expect(text).toContain('portal_db_pool_waiting_queries');
  });

  it('counts purchases where they are held, confirmed and declined', async () => {
    const outcomes = async () => {
      const text = (await scrape(`Bearer ${token}`)).body;
      const count = (outcome: string) =>
        Number(new RegExp(`portal_purchases_total\\{outcome="${outcome}"\\} (\\d+)`).exec(text)?.[1]);
      return { held: count('held'), confirmed: count('confirmed'), declined: count('declined') };
    };
    const before = await outcomes();
    const { pkg, slot } = await createSlotPackage(t.db, (await createDestination(t.db)).id, 10);
    const items = JSON.stringify({ packages: [{ package_id: pkg.id, adult_qty: 1, date: '2026-12-15', time_slot_id: slot.id }] });
    /** a new buyer's purchase through the action, then the sandbox page's outcome */
    const buyAndChoose = async (outcome: 'succeeded' | 'failed') => {
      const buyer = await createSession(t.db, (await createUser(t.db)).id);
      const created = (await postAction(t.app, { action: 'createPurchase', items }, buyer)).json();
      expect(created).toMatchObject({ success: 1 });
      const page = new URL(created.payment_link as string).pathname;
      const chosen = await t.app.inject({ method: 'POST', url: page, headers: formHeaders, payload: formBody({ outcome }) });
      expect(chosen.statusCode).toBe(303);
    };
    await buyAndChoose('succeeded');
    await buyAndChoose('failed');
    // a refused purchase holds nothing
    const refused = await postAction(
      t.app,
      { action: 'createPurchase', items: '{}' },
      await createSession(t.db, (await createUser(t.db)).id),
    );
    expect(refused.statusCode).toBe(400);

    const after = await outcomes();
    expect(after).toEqual({ held: before.held + 2, confirmed: before.confirmed + 1, declined: before.declined + 1 });
  });
});
