import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { bookingMeals, bookingSubPackages, bookings, checkIns, purchases } from '../../db/schema/index.ts';
import { auditEntriesOf, createConsoleTestApp, openSecondProcess, type ConsoleTestApp } from '../../test/console-harness.ts';
import { createDestination, createSlotPackage, createUser } from '../../test/factories.ts';
import { postAction } from '../../test/harness.ts';

// Decision 036 (check-in at the gate), on PGlite and (with TEST_DATABASE_URL) PostgreSQL. The clock
// is fixed at 12:00 in Sharjah on 1 December 2026, so "today" is 2026-12-01.

const today = '2026-12-01';
const now = new Date('2026-12-01T08:00:00Z');

let t: ConsoleTestApp;
let travellerId: number;
let packageId: number;
let slotId: number;

beforeAll(async () => {
  t = await createConsoleTestApp({ now: () => now });
  travellerId = (await createUser(t.db, { firstName: 'Mariam', lastName: 'Al Qasimi' })).id;
  const destination = await createDestination(t.db);
  const { pkg, slot } = await createSlotPackage(t.db, destination.id, 50);
  packageId = pkg.id;
  slotId = slot.id;
});
afterAll(() => t.close());

/** A booking of the traveller's, paid (status 1) for today unless told otherwise; answers its row. */
async function createTicket(overrides: Partial<typeof bookings.$inferInsert> = {}) {
  const [purchase] = await t.db
    .insert(purchases)
    .values({
      purchaseNumber: `P${randomBytes(8).toString('hex').toUpperCase()}`,
      userId: travellerId,
      kind: 'booking',
      status: 1,
      subtotalFils: 25_000,
      totalFils: 25_000,
    })
    .returning();
  const [booking] = await t.db
    .insert(bookings)
    .values({
      purchaseId: purchase!.id,
      orderNumber: `B${randomBytes(8).toString('hex').toUpperCase()}`,
      userId: travellerId,
      packageId,
      date: today,
      timeSlotId: slotId,
      adultQty: 2,
      childQty: 1,
      totalFils: 25_000,
      status: 1,
      ...overrides,
    })
    .returning();
  return booking!;
}

const lookup = (code: string, token = t.tokens.admin) => postAction(t.app, { action: 'checkInLookup', code }, token);
const checkIn = (orderNumber: string, token = t.tokens.admin) =>
  postAction(t.app, { action: 'checkIn', order_number: orderNumber }, token);
const checkInRows = (bookingId: number) => t.db.select().from(checkIns).where(eq(checkIns.bookingId, bookingId));

describe('who may work the gate', () => {
  it('answers no token 401 and a traveller 403 for both actions, and checks nothing in for them', async () => {
    const ticket = await createTicket();
    const calls: Record<string, string>[] = [
      { action: 'checkInLookup', code: ticket.orderNumber },
      { action: 'checkIn', order_number: ticket.orderNumber },
    ];
    for (const fields of calls) {
      expect((await postAction(t.app, fields)).statusCode).toBe(401);
      expect((await postAction(t.app, fields, t.tokens.user)).statusCode).toBe(403);
    }
    expect(await checkInRows(ticket.id)).toEqual([]);
  });

  it('lets a moderator look a ticket up and check it in', async () => {
    const ticket = await createTicket();
    expect((await lookup(ticket.orderNumber, t.tokens.moderator)).json().data.verdict).toBe('ok');
    const res = await checkIn(ticket.orderNumber, t.tokens.moderator);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.verdict).toBe('already_checked_in');
    expect(await checkInRows(ticket.id)).toHaveLength(1);
  });
});

describe('checkInLookup', () => {
  it('shows what was booked, for when and by whom, by the order number typed', async () => {
    const ticket = await createTicket({
      options: [{ id: 'o1', label: 'Front row', priceFils: 1_000 }],
      transportName: 'Bus from Dubai',
      transportType: 'two_way',
    });
    await t.db.insert(bookingSubPackages).values({ bookingId: ticket.id, packageName: 'Boat ride', adultQty: 2, childQty: 0 });
    await t.db.insert(bookingMeals).values({ bookingId: ticket.id, mealName: 'Lunch', mealQty: 3, priceFils: 3_000 });
    const res = await lookup(` ${ticket.orderNumber.toLowerCase()} `);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      order_number: ticket.orderNumber,
      status: 1,
      date: today,
      time_slot: '4:00 PM - 6:00 PM',
      adult_qty: 2,
      child_qty: 1,
      order_sub_packages: [{ package_name: 'Boat ride', adult_qty: 2, child_qty: 0 }],
      order_meals: [{ meal_name: 'Lunch', meal_qty: 3 }],
      transport_name: 'Bus from Dubai',
      transport_type: 'two_way',
      options: [{ label: 'Front row' }],
      buyer_name: 'Mariam Al Qasimi',
      checked_in: null,
      verdict: 'ok',
    });
    expect(res.json().data.package_arabic_name).toMatch(/[\u0600-\u06FF]/);
  });

  it('reads the order number out of a scanned link, by its order parameter or its last path part', async () => {
    const ticket = await createTicket();
    for (const scanned of [
      `https://portal.example/booking-details?order=${ticket.orderNumber}`,
      `https://portal.example/booking/${ticket.orderNumber}/`,
    ]) {
      const res = await lookup(scanned);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.order_number).toBe(ticket.orderNumber);
    }
  });

  it.each([
    ['a booking for another day', { date: '2026-12-02' }, 'wrong_day'],
    ['a cancelled booking', { status: 3 }, 'cancelled'],
    ['a refunded booking', { status: 4 }, 'cancelled'],
    ['a booking waiting for its payment', { status: 0 }, 'unpaid'],
    ['a booking whose payment failed', { status: 2 }, 'unpaid'],
    ['a booking of a package without a date', { date: null }, 'ok'],
  ] as const)('gives %s the verdict %s', async (_name, overrides, verdict) => {
    const ticket = await createTicket(overrides);
    expect((await lookup(ticket.orderNumber)).json().data.verdict).toBe(verdict);
  });

  it('answers an unknown order number 404 and text that holds none 400 naming the field', async () => {
    const unknown = await lookup('BNOSUCHORDER123');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('booking_not_found');
    for (const code of ['', 'not a ticket!', 'https://portal.example/']) {
      const res = await lookup(code);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().fields)).toEqual(['code']);
    }
    const res = await postAction(t.app, { action: 'checkIn', order_number: '%%' }, t.tokens.admin);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual(['order_number']);
  });
});

describe('checkIn', () => {
  it('checks a ticket in once, audited, and a second check-in is refused saying when and by whom', async () => {
    const ticket = await createTicket();
    const first = await checkIn(ticket.orderNumber);
    expect(first.statusCode).toBe(200);
    const checkedIn = first.json().data.checked_in;
    expect(checkedIn).toEqual({ at: '2026-12-01 12:00:00', by: expect.any(String) });

    const second = await checkIn(ticket.orderNumber, t.tokens.moderator);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'already_checked_in', params: checkedIn });
    expect(second.json().msg).toContain('2026-12-01 12:00:00');
    expect((await lookup(ticket.orderNumber)).json().data).toMatchObject({
      verdict: 'already_checked_in',
      checked_in: checkedIn,
    });

    const audit = await auditEntriesOf(t, 'booking', ticket.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      operatorId: t.adminId,
      action: 'checkIn',
      before: { order_number: ticket.orderNumber, checked_in: null },
      after: { order_number: ticket.orderNumber, checked_in: checkedIn },
    });
  });

  it.each([
    ['another day', { date: '2026-11-30' }, 'ticket_wrong_day'],
    ['a cancelled booking', { status: 3 }, 'ticket_cancelled'],
    ['an unpaid booking', { status: 0 }, 'ticket_unpaid'],
  ] as const)('refuses a ticket for %s with 409 %s and checks nothing in', async (_name, overrides, code) => {
    const ticket = await createTicket(overrides);
    const res = await checkIn(ticket.orderNumber);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe(code);
    expect(await checkInRows(ticket.id)).toEqual([]);
    expect(await auditEntriesOf(t, 'booking', ticket.id)).toEqual([]);
  });

  it('says which day a ticket for another day is for', async () => {
    const ticket = await createTicket({ date: '2026-12-24' });
    expect((await checkIn(ticket.orderNumber)).json().params).toEqual({ date: '2026-12-24' });
  });

  it('of 50 simultaneous check-ins of one ticket, one succeeds and 49 are told it is already in; one row', async () => {
    const ticket = await createTicket();
    const answers = await Promise.all(Array.from({ length: 50 }, () => checkIn(ticket.orderNumber)));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    const refused = answers.filter((a) => a.statusCode === 409).map((a) => a.json().code);
    expect(refused).toEqual(Array.from({ length: 49 }, () => 'already_checked_in'));
    expect(await checkInRows(ticket.id)).toHaveLength(1);
    expect(await auditEntriesOf(t, 'booking', ticket.id)).toHaveLength(1);
  });
});

describe.skipIf(!inject('postgresTemplateUrl'))('two server processes on one PostgreSQL', () => {
  it('check a ticket in once when both gates scan it at the same moment', async () => {
    const ticket = await createTicket();
    const second = await openSecondProcess(t);
    try {
      const fromSecond = () =>
        postAction(second.app, { action: 'checkIn', order_number: ticket.orderNumber }, t.tokens.moderator);
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => (i % 2 ? fromSecond() : checkIn(ticket.orderNumber))),
      );
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, ...Array.from({ length: 19 }, () => 409)]);
      expect(await checkInRows(ticket.id)).toHaveLength(1);
    } finally {
      await second.close();
    }
  });
});
