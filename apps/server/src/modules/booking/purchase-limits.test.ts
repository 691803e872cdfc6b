import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, packages, purchases, slotInventory, timeSlots } from '../../db/schema/index.ts';
import { createDestination, createPackage, createSession, createUser } from '../../test/factories.ts';
import { createTestApp, postAction } from '../../test/harness.ts';
import { maxOpenHolds } from './purchase-service.ts';

// decision 020: the limits of a purchase hold under concurrency, an empty limit never caps, and each
// refusal says its own reason. Run on PostgreSQL too (PORTAL_TEST_ON_POSTGRES=1), where requests truly overlap.

// 12:00 in Dubai on 22 November 2026; the booked dates lie ahead
const clock = new Date('2026-11-22T08:00:00Z');
const day = '2026-12-20';
let t: Awaited<ReturnType<typeof createTestApp>>;
let destinationId: number;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  destinationId = (await createDestination(t.db)).id;
});
afterAll(() => t.close());

type Answer = { status: number; body: { success: 0 | 1; code?: string; msg: string } & Record<string, unknown> };

async function call(fields: Record<string, string | number>, token?: string): Promise<Answer> {
  const res = await postAction(t.app, fields, token);
  return { status: res.statusCode, body: res.json() };
}

async function customer() {
  const user = await createUser(t.db);
  return { user, token: await createSession(t.db, user.id) };
}

const purchase = (token: string, ...items: object[]) =>
  call({ action: 'createPurchase', items: JSON.stringify({ packages: items }), site: 'sharjah', channel: 'web' }, token);

const outcome = (a: Answer) => (a.status === 200 ? 'held' : `${a.status} ${a.body.code}`);
const tally = (answers: Answer[]) =>
  answers.reduce<Record<string, number>>((n, a) => ({ ...n, [outcome(a)]: (n[outcome(a)] ?? 0) + 1 }), {});

const packageRow = async (id: number) => (await t.db.select().from(packages).where(eq(packages.id, id)))[0]!;

async function datedPackage(overrides: Partial<typeof packages.$inferInsert> = {}) {
  return createPackage(t.db, {
    destinationId,
    enableDatePicker: 1,
    enableTimePicker: 1,
    startDate: '2026-11-01',
    endDate: '2027-06-30',
    ...overrides,
  });
}

async function addSlot(packageId: number, values: Partial<typeof timeSlots.$inferInsert> = {}) {
  const [slot] = await t.db
    .insert(timeSlots)
    .values({ packageId, timeSlot: '4:00 PM - 6:00 PM', adultTickets: 50, childTickets: 50, enable: 1, ...values })
    .returning();
  return slot!;
}

describe('the unpaid holds of one user', () => {
  it(`50 purchases of one user at once give exactly ${maxOpenHolds} holds; the other 45 are refused as rate limited`, async () => {
    const { user, token } = await customer();
    const pkg = await datedPackage();
    const slot = await addSlot(pkg.id);
    const item = { package_id: pkg.id, adult_qty: 1, date: day, time_slot_id: slot.id };
    const answers = await Promise.all(Array.from({ length: 50 }, () => purchase(token, item)));
    expect(tally(answers)).toEqual({ held: maxOpenHolds, '429 rate_limited': 50 - maxOpenHolds });
    expect(await t.db.select().from(purchases).where(eq(purchases.userId, user.id))).toHaveLength(maxOpenHolds);
    const [taken] = await t.db
      .select()
      .from(slotInventory)
      .where(and(eq(slotInventory.timeSlotId, slot.id), eq(slotInventory.date, day)));
    expect(taken!.adultTaken).toBe(maxOpenHolds);
  });
});

describe('overall limits', () => {
  it('a package without an overall limit sells past 1,000 adults and children, and its row is left as it was', async () => {
    const pkg = await createPackage(t.db, { destinationId, adultBookedTimes: 1_000, childBookedTimes: 1_000 });
    const { token } = await customer();
    const answer = await purchase(token, { package_id: pkg.id, adult_qty: 7, child_qty: 3 });
    expect(outcome(answer)).toBe('held');
    // decision 027: nothing of a purchase writes (or waits on) the row of a package without a limit
    const row = await packageRow(pkg.id);
    expect([row.adultBookedTimes, row.childBookedTimes]).toEqual([1_000, 1_000]);
  });

  it('a package with an overall limit counts every ticket it sells', async () => {
    const pkg = await createPackage(t.db, { destinationId, adultOverallLimit: 50, adultBookedTimes: 10 });
    const { token } = await customer();
    expect(outcome(await purchase(token, { package_id: pkg.id, adult_qty: 7, child_qty: 3 }))).toBe('held');
    const row = await packageRow(pkg.id);
    expect([row.adultBookedTimes, row.childBookedTimes]).toEqual([17, 3]);
  });

  it('100 buyers at once on a package with an overall limit of 20: exactly 20 tickets sold, never more', async () => {
    const pkg = await createPackage(t.db, { destinationId, adultOverallLimit: 20 });
    const buyers = await Promise.all(Array.from({ length: 100 }, () => customer()));
    const answers = await Promise.all(buyers.map(({ token }) => purchase(token, { package_id: pkg.id, adult_qty: 1 })));
    expect(tally(answers)).toEqual({ held: 20, '409 quantity_not_available': 80 });
    expect((await packageRow(pkg.id)).adultBookedTimes).toBe(20);
    expect(await t.db.select().from(bookings).where(eq(bookings.packageId, pkg.id))).toHaveLength(20);
  });
});

describe('which packages can be booked', () => {
  it('a hidden package is left out of the lists but opens and books by its link', async () => {
    const destination = await createDestination(t.db);
    const hidden = await createPackage(t.db, { destinationId: destination.id, hide: 1 });
    const listed = await call({ action: 'packages', slug: destination.urlSlug });
    expect((listed.body.data as { id: number }[]).map((p) => p.id)).not.toContain(hidden.id);
    expect((await call({ action: 'packagesDetails', slug: hidden.urlSlug })).status).toBe(200);
    const { token } = await customer();
    expect(outcome(await purchase(token, { package_id: hidden.id, adult_qty: 1 }))).toBe('held');
  });

  it('a package of a switched-off destination, which its page does not open, is not bookable either', async () => {
    const closed = await createDestination(t.db, { enable: 0 });
    const pkg = await createPackage(t.db, { destinationId: closed.id });
    expect(outcome(await call({ action: 'packagesDetails', slug: pkg.urlSlug }))).toBe('404 package_not_found');
    const { token } = await customer();
    expect(outcome(await purchase(token, { package_id: pkg.id, adult_qty: 1 }))).toBe('404 package_not_found');
    expect(outcome(await call({ action: 'getPackagePrice', id: pkg.id, date: day }, token))).toBe('404 package_not_found');
    expect((await packageRow(pkg.id)).adultBookedTimes).toBe(0);
  });
});

describe('the reason a time slot is refused', () => {
  it('a switched-off slot, or a slot of another package, is not available; a full one is fully booked', async () => {
    const pkg = await datedPackage();
    await addSlot(pkg.id);
    const off = await addSlot(pkg.id, { timeSlot: '8:00 PM - 10:00 PM', enable: 0 });
    const full = await addSlot(pkg.id, { timeSlot: '6:00 PM - 8:00 PM', adultTickets: 0 });
    const foreign = await addSlot((await datedPackage()).id);
    const { token } = await customer();
    const at = (slotId: number) => purchase(token, { package_id: pkg.id, adult_qty: 1, date: day, time_slot_id: slotId });
    for (const slotId of [off.id, foreign.id]) {
      const answer = await at(slotId);
      expect(answer.status).toBe(409);
      expect(answer.body).toMatchObject({ code: 'time_unavailable', msg: 'This time is not available, please choose another' });
    }
    expect(outcome(await at(full.id))).toBe('409 time_fully_booked');
    const plain = await createPackage(t.db, { destinationId });
    const stray = await purchase(token, { package_id: plain.id, adult_qty: 1, time_slot_id: foreign.id });
    expect(outcome(stray)).toBe('409 time_unavailable');
    expect(await t.db.select().from(bookings).where(eq(bookings.packageId, pkg.id))).toHaveLength(0);
  });
});
