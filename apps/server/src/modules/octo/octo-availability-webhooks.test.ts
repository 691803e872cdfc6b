import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxProvider } from '../../providers/payments/sandbox.ts';
import { createDestination, createSession, createSlotPackage, createUser } from '../../test/factories.ts';
import { createTestApp, postAction } from '../../test/harness.ts';
import { releaseExpiredHolds } from '../booking/index.ts';
import { createReseller, createWebhookWorker, type WebhookWorker } from './index.ts';

// docs/decisions/071: availability_update events against a real HTTP server on 127.0.0.1. Tickets taken or
// given back by any channel (web holds, a reseller's reserve, expiry) become one event per changed availability
// and turn. 12:00 in Dubai on Sunday 22 November 2026.
const start = new Date('2026-11-22T08:00:00Z');
let clock = start;
const day = '2026-12-20';
const otherDay = '2026-12-21';
const sandbox = sandboxProvider({ publicUrl: 'http://127.0.0.1', secret: 'a-sandbox-secret-of-enough-length' });
let t: Awaited<ReturnType<typeof createTestApp>>;
let worker: WebhookWorker;
let hookUrl: string;

type Received = { path: string; body: string };
const received: Received[] = [];
const server = http.createServer((req, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
  req.on('end', () => {
    received.push({ path: req.url ?? '', body });
    res.end('ok');
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  hookUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  t = await createTestApp({
    now: () => clock,
    payments: sandbox,
    config: {
      PUBLIC_URL: 'http://127.0.0.1',
      HOLD_MINUTES: '30',
      OCTO_WEBHOOK_PRIVATE_HOSTS: '127.0.0.1',
      OCTO_WEBHOOK_EVERY_MS: '3600000',
    },
  });
  worker = createWebhookWorker({
    db: t.db,
    now: () => clock,
    log: t.app.log,
    publicUrl: 'http://127.0.0.1',
    privateHosts: ['127.0.0.1'],
    retentionDays: 30,
  });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const octo = (key: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/octo${url}`, headers: { authorization: `Bearer ${key}` }, payload });

type Event = { webhook: { event: string }; availability: { id: string; vacancies: number; capacity: number }; productId: string };
const eventsAfter = (before: number) => received.slice(before).map((r) => ({ path: r.path, ...(JSON.parse(r.body) as Event) }));

describe('availability_update events', () => {
  it('sends one event per changed availability and turn, whichever channel took or gave back the tickets', async () => {
    const destinationId = (await createDestination(t.db)).id;
    const { pkg, slot } = await createSlotPackage(t.db, destinationId, 50);
    const { pkg: elsewhere } = await createSlotPackage(t.db, destinationId, 50);
    const productId = String(pkg.id);

    // A listens to availability; B sells only the other package; C sells and listens to bookings only
    const a = await createReseller(t.db, { name: 'Availability A' }, clock);
    const b = await createReseller(t.db, { name: 'Availability B', packageIds: [elsewhere.id] }, clock);
    const c = await createReseller(t.db, { name: 'Availability C' }, clock);
    for (const [key, path, event] of [
      [a.apiKey, '/a', 'availability_update'],
      [b.apiKey, '/b', 'availability_update'],
      [c.apiKey, '/c', 'booking_update'],
    ] as const)
      expect((await octo(key, '/webhooks', { url: `${hookUrl}${path}`, event })).statusCode).toBe(200);
    const before = received.length;
    expect(await worker.runOnce(clock)).toMatchObject({ enqueued: 0 });

    // in one turn: three visitors' web holds and a reseller's reserve on one day, a visitor's on the next
    const visitor = async () => createSession(t.db, (await createUser(t.db)).id);
    const web = async (date: string) => {
      const item = { package_id: pkg.id, adult_qty: 1, date, time_slot_id: slot.id };
      const res = await postAction(
        t.app,
        { action: 'createPurchase', items: JSON.stringify({ packages: [item] }), site: 'sharjah', channel: 'web' },
        await visitor(),
      );
      expect(res.statusCode).toBe(200);
    };
    for (const date of [day, day, day, otherDay]) await web(date);
    const reserved = await octo(c.apiKey, '/bookings', {
      productId,
      optionId: 'DEFAULT',
      availabilityId: `${day}T16:00:00+04:00`,
      unitItems: [{ unitId: 'adult' }],
    });
    expect(reserved.statusCode).toBe(200);

    await worker.runOnce(clock);
    const taken = eventsAfter(before).filter((e) => e.webhook.event === 'availability_update');
    expect(
      taken.map((e) => ({ path: e.path, id: e.availability.id, free: e.availability.capacity - e.availability.vacancies })),
    ).toEqual(
      expect.arrayContaining([
        { path: '/a', id: `${day}T16:00:00+04:00`, free: 4 },
        { path: '/a', id: `${otherDay}T16:00:00+04:00`, free: 1 },
      ]),
    );
    expect(taken).toHaveLength(2);
    expect(taken[0]).toMatchObject({ productId, optionId: 'DEFAULT' });
    // C heard of its own booking, and only that
    expect(eventsAfter(before).filter((e) => e.path === '/c')).toHaveLength(1);

    // nothing changed: nothing sent
    const quiet = received.length;
    expect(await worker.runOnce(new Date(start.getTime() + 60_000))).toMatchObject({ enqueued: 0 });
    expect(received.length).toBe(quiet);

    // the reseller cancels its hold: its ticket is back on that day only
    clock = new Date(start.getTime() + 90_000);
    const cancelled = await octo(c.apiKey, `/bookings/${String((reserved.json() as { uuid: string }).uuid)}/cancel`, {});
    expect(cancelled.statusCode).toBe(200);
    const beforeCancel = received.length;
    await worker.runOnce(new Date(start.getTime() + 120_000));
    const freed = eventsAfter(beforeCancel).filter((e) => e.webhook.event === 'availability_update');
    expect(
      freed.map((e) => ({ path: e.path, id: e.availability.id, free: e.availability.capacity - e.availability.vacancies })),
    ).toEqual([{ path: '/a', id: `${day}T16:00:00+04:00`, free: 3 }]);

    // the holds lapse and the sweeper gives their tickets back: each availability is whole again, once
    clock = new Date(start.getTime() + 31 * 60_000);
    await releaseExpiredHolds(t.db, clock);
    await worker.runOnce(clock);
    const back = eventsAfter(beforeCancel + freed.length).filter((e) => e.webhook.event === 'availability_update');
    expect(
      back.map((e) => ({ path: e.path, id: e.availability.id, free: e.availability.capacity - e.availability.vacancies })),
    ).toEqual(
      expect.arrayContaining([
        { path: '/a', id: `${day}T16:00:00+04:00`, free: 0 },
        { path: '/a', id: `${otherDay}T16:00:00+04:00`, free: 0 },
      ]),
    );
    expect(back).toHaveLength(2);
    expect(await worker.runOnce(new Date(clock.getTime() + 60_000))).toMatchObject({ enqueued: 0 });
  });
});
