import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dateAvailability, packages, slotInventory, timeSlots } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { createDestination, createPackage } from '../../test/factories.ts';
import { createTestApp } from '../../test/harness.ts';
import { releaseTickets, reserveTickets, type TicketRequest } from './inventory.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let destinationId: number;

beforeAll(async () => {
  t = await createTestApp();
  destinationId = (await createDestination(t.db)).id;
});
afterAll(() => t.close());

async function slot(packageId: number, adultTickets: number | null, childTickets: number | null = null) {
  const [row] = await t.db
    .insert(timeSlots)
    .values({ packageId, timeSlot: '10:00 AM', adultTickets, childTickets, enable: 1 })
    .returning();
  return row!.id;
}

/** Each buyer in their own transaction, as createPurchase will run it; answers the failure code or 'ok'. */
const buy = (request: TicketRequest) =>
  t.db
    .transaction((tx) => reserveTickets(tx, request))
    .then(
      () => 'ok',
      (error: unknown) => (error instanceof AppError ? error.code : String(error)),
    );

const slotTaken = async (timeSlotId: number, date: string) =>
  (
    await t.db
      .select()
      .from(slotInventory)
      .where(and(eq(slotInventory.timeSlotId, timeSlotId), eq(slotInventory.date, date)))
  )[0];

describe('reserveTickets', () => {
  it('200 buyers at once on a slot with 20 tickets: exactly 20 get one, the count never passes 20', async () => {
    const pkg = await createPackage(t.db, { destinationId });
    const slotId = await slot(pkg.id, 20);
    const request = { packageId: pkg.id, date: '2026-12-24', timeSlotId: slotId, adults: 1, children: 0 };
    const answers = await Promise.all(Array.from({ length: 200 }, () => buy(request)));
    expect(answers.filter((a) => a === 'ok')).toHaveLength(20);
    expect(answers.filter((a) => a !== 'ok')).toEqual(Array.from({ length: 180 }, () => 'time_fully_booked'));
    expect((await slotTaken(slotId, '2026-12-24'))!.adultTaken).toBe(20);
  });

  it('a failure at the slot gives back the overall limit and date tickets taken before it (the transaction rolls back)', async () => {
    const pkg = await createPackage(t.db, { destinationId, adultOverallLimit: 100 });
    await t.db.insert(dateAvailability).values({ packageId: pkg.id, date: '2026-12-25', adultTickets: 50 });
    const slotId = await slot(pkg.id, 2);
    expect(await buy({ packageId: pkg.id, date: '2026-12-25', timeSlotId: slotId, adults: 3, children: 0 })).toBe(
      'time_fully_booked',
    );
    const [p] = await t.db.select().from(packages).where(eq(packages.id, pkg.id));
    expect(p!.adultBookedTimes).toBe(0);
    const [day] = await t.db.select().from(dateAvailability).where(eq(dateAvailability.packageId, pkg.id));
    expect(day!.adultTaken).toBe(0);
  });

  it('holds adults and children to their own overall limits', async () => {
    const pkg = await createPackage(t.db, { destinationId, adultOverallLimit: 3, childOverallLimit: 1 });
    const request = (adults: number, children: number) => ({ packageId: pkg.id, date: null, timeSlotId: null, adults, children });
    expect(await buy(request(2, 1))).toBe('ok');
    expect(await buy(request(0, 1))).toBe('quantity_not_available');
    expect(await buy(request(2, 0))).toBe('quantity_not_available');
    expect(await buy(request(1, 0))).toBe('ok');
  });

  it("stops at a date's capacity, and leaves dates without a listed capacity open", async () => {
    const pkg = await createPackage(t.db, { destinationId });
    await t.db.insert(dateAvailability).values({ packageId: pkg.id, date: '2026-12-31', adultTickets: 4, childTickets: 0 });
    const on = (date: string, adults: number, children = 0) =>
      buy({ packageId: pkg.id, date, timeSlotId: null, adults, children });
    expect(await on('2026-12-31', 4)).toBe('ok');
    expect(await on('2026-12-31', 1)).toBe('date_fully_booked');
    expect(await on('2027-01-01', 40, 3)).toBe('ok');
  });

  it('treats a slot without a ticket count as unlimited, and refuses a slot of another package', async () => {
    const pkg = await createPackage(t.db, { destinationId });
    const open = await slot(pkg.id, null);
    expect(await buy({ packageId: pkg.id, date: '2027-01-05', timeSlotId: open, adults: 99, children: 99 })).toBe('ok');
    const other = await createPackage(t.db, { destinationId });
    expect(await buy({ packageId: other.id, date: '2027-01-05', timeSlotId: open, adults: 1, children: 0 })).toBe(
      'time_unavailable',
    );
  });
});

describe('releaseTickets', () => {
  it('gives the tickets back so the next buyer gets them, and never goes below zero', async () => {
    const pkg = await createPackage(t.db, { destinationId, adultOverallLimit: 2 });
    const slotId = await slot(pkg.id, 2);
    const request = { packageId: pkg.id, date: '2027-02-01', timeSlotId: slotId, adults: 2, children: 0 };
    expect(await buy(request)).toBe('ok');
    expect(await buy(request)).toBe('quantity_not_available');
    await releaseTickets(t.db, request);
    expect(await buy(request)).toBe('ok');
    await releaseTickets(t.db, request);
    await releaseTickets(t.db, request);
    expect((await slotTaken(slotId, '2027-02-01'))!.adultTaken).toBe(0);
    const [p] = await t.db.select().from(packages).where(eq(packages.id, pkg.id));
    expect(p!.adultBookedTimes).toBe(0);
  });
});
