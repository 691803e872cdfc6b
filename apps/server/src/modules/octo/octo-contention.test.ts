import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, purchases, slotInventory } from '../../db/schema/index.ts';
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
