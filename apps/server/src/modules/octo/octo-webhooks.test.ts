import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookings, octoWebhookDeliveries } from '../../db/schema/index.ts';
import { createDestination, createSlotPackage } from '../../test/factories.ts';
import { createTestApp } from '../../test/harness.ts';
import { releaseExpiredHolds } from '../booking/index.ts';
import { createReseller, createWebhookWorker, isPrivateAddress, revokeReseller, type WebhookWorker } from './index.ts';

// docs/decisions/071: octo/webhooks against a real HTTP server on 127.0.0.1, allowed by OCTO_WEBHOOK_PRIVATE_HOSTS.
// 12:00 in Dubai on Sunday 22 November 2026.
const start = new Date('2026-11-22T08:00:00Z');
let clock = start;
const day = '2026-12-20';
let t: Awaited<ReturnType<typeof createTestApp>>;
let worker: WebhookWorker;
let productId: string;
let hookUrl: string;

type Received = { headers: http.IncomingHttpHeaders; body: string; path: string };
const received: Received[] = [];
/** statuses (and headers) the receiver answers next, in order; 200 once they are used up */
let answers: (number | { status: number; headers: Record<string, string> })[] = [];
const server = http.createServer((req, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
  req.on('end', () => {
    received.push({ headers: req.headers, body, path: req.url ?? '' });
    const next = answers.shift() ?? 200;
    res.statusCode = typeof next === 'number' ? next : next.status;
    if (typeof next !== 'number') for (const [name, value] of Object.entries(next.headers)) res.setHeader(name, value);
    res.end('ok');
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  hookUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/octo`;
  t = await createTestApp({
    now: () => clock,
    // the app's own worker stays off the test's way: the test runs its own with the test's clock
    config: { PUBLIC_URL: 'http://127.0.0.1', OCTO_WEBHOOK_PRIVATE_HOSTS: '127.0.0.1', OCTO_WEBHOOK_EVERY_MS: '3600000' },
  });
  worker = createWebhookWorker({
    db: t.db,
    now: () => clock,
    log: t.app.log,
    publicUrl: 'http://127.0.0.1',
    privateHosts: ['127.0.0.1'],
    retentionDays: 30,
  });
  const { pkg } = await createSlotPackage(t.db, (await createDestination(t.db)).id, 50, {
    adultMaxQty: 6,
    cancelPolicy: 'free',
    cancelFreeHours: 24,
  });
  productId = String(pkg.id);
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
beforeEach(() => {
  clock = start;
  answers = [];
});

type Json = Record<string, unknown>;
async function octo(method: 'GET' | 'POST' | 'DELETE', url: string, key: string, body?: unknown) {
  const res = await t.app.inject({
    method,
    url: `/octo${url}`,
    headers: { authorization: `Bearer ${key}` },
    ...(body === undefined ? {} : { payload: body as object }),
  });
  return { status: res.statusCode, body: res.json() as Json & Json[] };
}

const reserve = (key: string) =>
  octo('POST', '/bookings', key, {
    productId,
    optionId: 'DEFAULT',
    availabilityId: `${day}T16:00:00+04:00`,
    unitItems: [{ unitId: 'adult' }],
  });

/** A reseller with one booking_update webhook to the test's server, and the webhook's secret. */
async function subscribed(name: string) {
  const { apiKey, reseller } = await createReseller(t.db, { name }, clock);
  const created = await octo('POST', '/webhooks', apiKey, { url: hookUrl, event: 'booking_update' });
  expect(created.status).toBe(200);
  return { key: apiKey, resellerId: reseller.id, webhookId: created.body.id as string, secret: created.body.secret as string };
}

/** Runs the worker until the receiver holds `count` requests more than `before` (it may also run on its own timer). */
async function deliveredAfter(before: number, count: number, at = clock) {
  await worker.runOnce(at);
  expect(received.length - before).toBe(count);
  return received.slice(before);
}

const bookingOf = (r: Received) => (JSON.parse(r.body) as { booking: Json; webhook: Json }).booking;

describe('registering webhooks', () => {
  it('creates, lists and deletes a reseller’s own webhooks; the secret is answered once', async () => {
    const a = await subscribed('Hooks A');
    const { apiKey: other } = await createReseller(t.db, { name: 'Hooks B' }, clock);
    const listed = await octo('GET', '/webhooks', a.key);
    expect(listed.body).toEqual([
      { id: a.webhookId, event: 'booking_update', url: hookUrl, utcCreatedAt: '2026-11-22T08:00:00Z' },
    ]);
    expect(a.secret).toMatch(/^[\w-]{40,}$/);
    expect((await octo('GET', '/webhooks', other)).body).toEqual([]);
    expect((await octo('DELETE', `/webhooks/${a.webhookId}`, other)).body).toMatchObject({ error: 'BAD_REQUEST' });
    expect((await octo('DELETE', `/webhooks/${a.webhookId}`, a.key)).body).toMatchObject({ id: a.webhookId });
    expect((await octo('GET', '/webhooks', a.key)).body).toEqual([]);
  });

  it('refuses a bad body and URLs that reach private or loopback addresses not allowed', async () => {
    const { apiKey } = await createReseller(t.db, { name: 'Hooks C' }, clock);
    for (const body of [
      { url: hookUrl, event: 'product_update' },
      { url: 'ftp://example.com/x', event: 'booking_update' },
      { url: 'http://10.1.2.3/hook', event: 'booking_update' },
      { url: 'http://192.168.1.10/hook', event: 'booking_update' },
      { url: 'http://[::1]:8080/hook', event: 'booking_update' },
      { url: 'http://169.254.169.254/latest', event: 'booking_update' },
      { url: 'http://user:pass@127.0.0.1/hook', event: 'booking_update' },
    ]) {
      const refused = await octo('POST', '/webhooks', apiKey, body);
      expect({ url: body.url, status: refused.status, error: refused.body.error }).toEqual({
        url: body.url,
        status: 400,
        error: 'BAD_REQUEST',
      });
    }
    expect(isPrivateAddress('127.0.0.1')).toBe(true);
    expect(isPrivateAddress('::ffff:10.0.0.1')).toBe(true);
    expect(isPrivateAddress('fd00::1')).toBe(true);
    expect(isPrivateAddress('93.184.216.34')).toBe(false);
    expect(isPrivateAddress('2606:4700::1111')).toBe(false);
  });
});

describe('booking_update events', () => {
  it('sends each change of a booking once, signed, in the webhook’s body: held, confirmed, cancelled', async () => {
    const { key, secret, webhookId } = await subscribed('Events A');
    const before = received.length;
    const held = await reserve(key);
    const [first] = await deliveredAfter(before, 1);
    expect(first!.path).toBe('/hooks/octo');
    expect(bookingOf(first!)).toMatchObject({ uuid: held.body.uuid, status: 'ON_HOLD' });
    expect(JSON.parse(first!.body).webhook).toMatchObject({ id: webhookId, event: 'booking_update' });
    // the signature: HMAC-SHA256 of "<t>.<body>" with the secret
    const [, ts, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(first!.headers['octo-signature']))!;
    expect(v1).toBe(createHmac('sha256', secret).update(`${ts}.${first!.body}`).digest('hex'));
    expect(createHmac('sha256', 'another-secret').update(`${ts}.${first!.body}`).digest('hex')).not.toBe(v1);
    expect(first!.headers['octo-webhook-id']).toBe(webhookId);

    // nothing changed: nothing sent
    await deliveredAfter(before + 1, 0);

    await octo('POST', `/bookings/${String(held.body.uuid)}/confirm`, key, { contact: { fullName: 'Layla Haddad' } });
    const [confirmed] = await deliveredAfter(before + 1, 1);
    expect(bookingOf(confirmed!)).toMatchObject({ status: 'CONFIRMED', contact: { fullName: 'Layla Haddad' } });

    expect((await octo('POST', `/bookings/${String(held.body.uuid)}/cancel`, key, { reason: 'plans changed' })).status).toBe(200);
    const [cancelled] = await deliveredAfter(before + 2, 1);
    expect(bookingOf(cancelled!)).toMatchObject({ status: 'CANCELLED', cancellation: { refund: 'FULL' } });
  });

  it('tells of changes the reseller did not make: an operator’s cancellation and an expiry', async () => {
    const { key } = await subscribed('Events B');
    const before = received.length;
    const held = await reserve(key);
    const lapsing = await reserve(key);
    await deliveredAfter(before, 2);
    await octo('POST', `/bookings/${String(held.body.uuid)}/confirm`, key, { contact: { fullName: 'Omar Saleh' } });
    await deliveredAfter(before + 2, 1);

    // an operator cancels the confirmed booking in the console (the row as the console's cancellation leaves it)
    await t.db
      .update(bookings)
      .set({ status: 3, cancelledAt: new Date(start.getTime() + 60_000), cancelReason: 'venue closed' })
      .where(eq(bookings.orderNumber, String(held.body.supplierReference)));
    clock = new Date(start.getTime() + 31 * 60_000);
    await releaseExpiredHolds(t.db, clock);
    const events = await deliveredAfter(before + 3, 2);
    const statuses = Object.fromEntries(events.map((e) => [bookingOf(e).uuid, bookingOf(e).status]));
    expect(statuses).toEqual({ [String(held.body.uuid)]: 'CANCELLED', [String(lapsing.body.uuid)]: 'EXPIRED' });
  });

  it('tells a revoked reseller’s webhooks nothing more', async () => {
    const { key, resellerId } = await subscribed('Events E');
    const before = received.length;
    const held = await reserve(key);
    await deliveredAfter(before, 1);
    await revokeReseller(t.db, resellerId, clock);
    await t.db
      .update(bookings)
      .set({ status: 3, cancelledAt: new Date(start.getTime() + 60_000) })
      .where(eq(bookings.orderNumber, String(held.body.supplierReference)));
    await deliveredAfter(before + 1, 0, new Date(start.getTime() + 120_000));
  });

  it('retries a failed delivery with backoff, then gives up; the same body and a fresh signature each time', async () => {
    const { key } = await subscribed('Events C');
    const before = received.length;
    answers = [500, 503];
    await reserve(key);
    const run1 = await worker.runOnce(clock);
    expect(run1).toMatchObject({ enqueued: 1, retrying: 1 });
    // not due again before its backoff (30 s, then 60 s)
    expect(await worker.runOnce(new Date(start.getTime() + 20_000))).toMatchObject({ sent: 0, retrying: 0 });
    expect(await worker.runOnce(new Date(start.getTime() + 31_000))).toMatchObject({ retrying: 1 });
    expect(await worker.runOnce(new Date(start.getTime() + 92_000))).toMatchObject({ sent: 1 });
    const tries = received.slice(before);
    expect(tries).toHaveLength(3);
    expect(new Set(tries.map((r) => r.body)).size).toBe(1);

    // a receiver that never answers 2xx: given up after the last attempt
    answers = Array.from({ length: 50 }, () => 500);
    const held = await reserve(key);
    let at = start.getTime() + 100_000;
    let failed = 0;
    for (let i = 0; i < 20 && failed === 0; i++) {
      failed = (await worker.runOnce(new Date(at))).failed;
      at += 3_600_000;
    }
    expect(failed).toBe(1);
    const [row] = await t.db.select().from(octoWebhookDeliveries).where(eq(octoWebhookDeliveries.status, 'failed'));
    expect(row).toMatchObject({ attempts: 12, lastError: 'answered 500' });
    expect(JSON.parse(row!.body).booking.uuid).toBe(held.body.uuid);
    answers = [];
  });

  it('refuses at delivery an address no longer allowed, and deletes old deliveries after their retention', async () => {
    // two days on: the earlier tests' holds have lapsed for good, so only this one changes
    const later = new Date(start.getTime() + 2 * 86_400_000);
    clock = later;
    const { key } = await subscribed('Events D');
    const strict = createWebhookWorker({
      db: t.db,
      now: () => clock,
      log: t.app.log,
      publicUrl: 'http://127.0.0.1',
      privateHosts: [],
      retentionDays: 30,
    });
    const before = received.length;
    await reserve(key);
    expect(await strict.runOnce(clock)).toMatchObject({ enqueued: 1, retrying: 1, sent: 0 });
    expect(received.length).toBe(before);
    const [pending] = await t.db.select().from(octoWebhookDeliveries).where(eq(octoWebhookDeliveries.status, 'pending'));
    expect(pending!.lastError).toMatch(/private address/);

    // the allowed worker delivers it once its backoff has passed; 31 days later it is gone
    await worker.runOnce(new Date(later.getTime() + 31_000));
    expect(received.length).toBe(before + 1);
    const gone = await worker.runOnce(new Date(later.getTime() + 31 * 86_400_000));
    expect(gone.deleted).toBeGreaterThan(0);
    expect(await t.db.select().from(octoWebhookDeliveries).where(eq(octoWebhookDeliveries.status, 'sent'))).toEqual([]);
  });

  it('waits as long as a receiver’s Retry-After says on 429 and 503, in seconds or as a date, up to an hour', async () => {
    // twenty days on: the earlier tests' bookings are past the watch window, so only this one changes
    const later = new Date(start.getTime() + 20 * 86_400_000);
    clock = later;
    const { key } = await subscribed('Events F');
    const before = received.length;
    const at = (ms: number) => new Date(later.getTime() + ms);
    answers = [
      { status: 429, headers: { 'retry-after': '120' } },
      { status: 503, headers: { 'retry-after': new Date(later.getTime() + 600_000).toUTCString() } },
      { status: 429, headers: { 'retry-after': '86400' } },
      // Retry-After on another status is not read: the ordinary backoff (the fourth wait, 240 s)
      { status: 500, headers: { 'retry-after': '7200' } },
    ];
    // held for 90 minutes: no other change while the one event is retried
    await octo('POST', '/bookings', key, {
      productId,
      optionId: 'DEFAULT',
      availabilityId: `${day}T16:00:00+04:00`,
      unitItems: [{ unitId: 'adult' }],
      expirationMinutes: 90,
    });
    expect(await worker.runOnce(clock)).toMatchObject({ enqueued: 1, retrying: 1 });
    // 120 s, not the first backoff's 30 s
    expect(await worker.runOnce(at(60_000))).toMatchObject({ retrying: 0, sent: 0 });
    expect(await worker.runOnce(at(121_000))).toMatchObject({ retrying: 1 });
    // until the date it named: 10 minutes after the start
    expect(await worker.runOnce(at(599_000))).toMatchObject({ retrying: 0 });
    expect(await worker.runOnce(at(600_000))).toMatchObject({ retrying: 1 });
    // a day asked: an hour at most
    expect(await worker.runOnce(at(600_000 + 3_599_000))).toMatchObject({ retrying: 0 });
    expect(await worker.runOnce(at(600_000 + 3_600_000))).toMatchObject({ retrying: 1 });
    expect(await worker.runOnce(at(4_200_000 + 239_000))).toMatchObject({ retrying: 0, sent: 0 });
    expect(await worker.runOnce(at(4_200_000 + 240_000))).toMatchObject({ sent: 1 });
    expect(received.length - before).toBe(5);
  });
});
