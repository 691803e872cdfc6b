import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, octoBookings, purchases, slotInventory } from '../../db/schema/index.ts';
import { sandboxProvider } from '../../providers/payments/sandbox.ts';
import { createDestination, createSession, createSlotPackage, createUser } from '../../test/factories.ts';
import { createTestApp, postAction } from '../../test/harness.ts';
import { releaseExpiredHolds } from '../booking/index.ts';
import { createReseller } from './index.ts';

// docs/decisions/061: resellers and visitors take from the same stock, by the web checkout's own statements.
// Run on PostgreSQL too, where the requests truly overlap. 12:00 in Dubai on 22 November 2026.
const start = new Date('2026-11-22T08:00:00Z');
let clock = start;
const day = '2026-12-20';
const sandbox = sandboxProvider({ publicUrl: 'http://127.0.0.1', secret: 'a-sandbox-secret-of-enough-length' });
let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp({
    now: () => clock,
    payments: sandbox,
    config: { PUBLIC_URL: 'http://127.0.0.1', HOLD_MINUTES: '30' },
  });
});
afterAll(() => t.close());

const adultsTaken = async (slotId: number) =>
  (
    await t.db
      .select()
      .from(slotInventory)
      .where(and(eq(slotInventory.timeSlotId, slotId), eq(slotInventory.date, day)))
  )[0]?.adultTaken ?? 0;

describe('one slot of 50 tickets, 200 buyers at once', () => {
  it('visitors’ web holds and two resellers’ reserves mixed: exactly 50 held, none oversold; expiry gives them back once', async () => {
    const destinationId = (await createDestination(t.db)).id;
    const { pkg, slot } = await createSlotPackage(t.db, destinationId, 50);
    const resellers = [
      (await createReseller(t.db, { name: 'Reseller A' }, clock)).apiKey,
      (await createReseller(t.db, { name: 'Reseller B' }, clock)).apiKey,
    ];
    const visitors = await Promise.all(Array.from({ length: 100 }, async () => createSession(t.db, (await createUser(t.db)).id)));
    const item = { package_id: pkg.id, adult_qty: 1, date: day, time_slot_id: slot.id };
    const web = (token: string) =>
      postAction(
        t.app,
        { action: 'createPurchase', items: JSON.stringify({ packages: [item] }), site: 'sharjah', channel: 'web' },
        token,
      ).then((res) => (res.statusCode === 200 ? 'held' : `web ${res.statusCode} ${String(res.json().code)}`));
    const octo = (key: string) =>
      t.app
        .inject({
          method: 'POST',
          url: '/octo/bookings',
          headers: { authorization: `Bearer ${key}` },
          payload: {
            productId: String(pkg.id),
            optionId: 'DEFAULT',
            availabilityId: `${day}T16:00:00+04:00`,
            unitItems: [{ unitId: 'adult' }],
          },
        })
        .then((res) => (res.statusCode === 200 ? 'held' : `octo ${res.statusCode} ${String(res.json().error)}`));

    // 200 requests, interleaved: visitor, reseller A, visitor, reseller B …
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => (i % 2 === 0 ? web(visitors[i / 2]!) : octo(resellers[(i - 1) % 4 === 0 ? 0 : 1]!))),
    );
    const tally = answers.reduce<Record<string, number>>((n, a) => ({ ...n, [a]: (n[a] ?? 0) + 1 }), {});
    expect(tally.held).toBe(50);
    for (const refusal of Object.keys(tally).filter((k) => k !== 'held')) {
      expect(['web 409 time_fully_booked', 'web 409 slots_fully_booked', 'octo 400 UNPROCESSABLE_ENTITY']).toContain(refusal);
    }
    expect(await adultsTaken(slot.id)).toBe(50);
    const held = await t.db
      .select({ adults: bookings.adultQty })
      .from(bookings)
      .innerJoin(purchases, eq(purchases.id, bookings.purchaseId))
      .where(and(eq(bookings.packageId, pkg.id), eq(purchases.status, 0)));
    expect(held.reduce((sum, b) => sum + b.adults, 0)).toBe(50);

    // every hold lapses: the sweeper gives each one's tickets back once, however often it runs
    clock = new Date(start.getTime() + 31 * 60_000);
    expect(await releaseExpiredHolds(t.db, clock)).toBe(50);
    expect(await releaseExpiredHolds(t.db, clock)).toBe(0);
    expect(await adultsTaken(slot.id)).toBe(0);
    clock = start;
  }, 120_000);
});

describe('a storm on 20 tickets: reserves, changes and web holds at once', () => {
  it('200 buyers and 10 changing holds on two days: each day exactly full, none oversold, every ticket a live hold', async () => {
    const destinationId = (await createDestination(t.db)).id;
    const { pkg, slot } = await createSlotPackage(t.db, destinationId, 20, { adultMaxQty: 6 });
    const nextDay = '2026-12-21';
    const at = (date: string) => `${date}T16:00:00+04:00`;
    const keys = [
      (await createReseller(t.db, { name: 'Storm A' }, clock)).apiKey,
      (await createReseller(t.db, { name: 'Storm B' }, clock)).apiKey,
    ];
    const call = (key: string, method: 'POST' | 'PATCH', url: string, payload: object) =>
      t.app.inject({ method, url: `/octo${url}`, headers: { authorization: `Bearer ${key}` }, payload });
    const reserveOn = (key: string, date: string, units = 1) =>
      call(key, 'POST', '/bookings', {
        productId: String(pkg.id),
        optionId: 'DEFAULT',
        availabilityId: at(date),
        unitItems: Array.from({ length: units }, () => ({ unitId: 'adult' })),
      });
    // ten holds of one ticket on the first day, to be changed during the storm
    const early: { key: string; uuid: string }[] = [];
    for (let i = 0; i < 10; i++) {
      const key = keys[i % 2]!;
      const res = await reserveOn(key, day);
      expect(res.statusCode).toBe(200);
      early.push({ key, uuid: (res.json() as { uuid: string }).uuid });
    }
    const visitors = await Promise.all(Array.from({ length: 100 }, async () => createSession(t.db, (await createUser(t.db)).id)));
    const web = (token: string, date: string) =>
      postAction(
        t.app,
        {
          action: 'createPurchase',
          items: JSON.stringify({ packages: [{ package_id: pkg.id, adult_qty: 1, date, time_slot_id: slot.id }] }),
          site: 'sharjah',
          channel: 'web',
        },
        token,
      );
    await Promise.all([
      // half the changes grow to two tickets, half move to the next day
      ...early.map((e, i) =>
        call(
          e.key,
          'PATCH',
          `/bookings/${e.uuid}`,
          i % 2 === 0 ? { unitItems: [{ unitId: 'adult' }, { unitId: 'adult' }] } : { availabilityId: at(nextDay) },
        ),
      ),
      ...visitors.map((v, i) => web(v, i % 2 === 0 ? day : nextDay)),
      ...Array.from({ length: 100 }, (_, i) => reserveOn(keys[i % 2]!, i % 3 === 0 ? nextDay : day)),
    ]);

    const liveAdults = async (date: string) =>
      (
        await t.db
          .select({ adults: bookings.adultQty })
          .from(bookings)
          .innerJoin(purchases, eq(purchases.id, bookings.purchaseId))
          .where(and(eq(bookings.packageId, pkg.id), eq(bookings.date, date), eq(purchases.status, 0)))
      ).reduce((sum, b) => sum + b.adults, 0);
    const takenOn = async (date: string) =>
      (
        await t.db
          .select()
          .from(slotInventory)
          .where(and(eq(slotInventory.timeSlotId, slot.id), eq(slotInventory.date, date)))
      )[0]?.adultTaken ?? 0;
    for (const date of [day, nextDay]) {
      expect({ date, taken: await takenOn(date) }).toEqual({ date, taken: 20 });
      expect({ date, held: await liveAdults(date) }).toEqual({ date, held: 20 });
    }
    // every OCTO booking still points at one live hold or at none (a refused change left its hold as it was)
    const octoRows = await t.db
      .select({ status: purchases.status })
      .from(octoBookings)
      .innerJoin(purchases, eq(purchases.id, octoBookings.purchaseId))
      .innerJoin(bookings, eq(bookings.id, octoBookings.bookingId))
      .where(eq(bookings.packageId, pkg.id));
    expect(octoRows.every((r) => r.status === 0)).toBe(true);
  }, 180_000);
});
