import { randomBytes } from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingMeals,
  bookingSubPackages,
  bookings,
  checkIns,
  messages,
  payments,
  purchases,
  refunds,
  timeSlots,
} from '../../db/schema/index.ts';
import { postAction } from '../../test/harness.ts';
import { auditEntriesOf, createConsoleTestApp, statusesOfOutsiders, type ConsoleTestApp } from '../../test/console-harness.ts';
import { createDestination, createSlotPackage, createUser } from '../../test/factories.ts';

// Decision 036 (bookings for support staff), on PGlite and (with TEST_DATABASE_URL) PostgreSQL.

let t: ConsoleTestApp;
let destinationId: number;

beforeAll(async () => {
  t = await createConsoleTestApp();
  destinationId = (await createDestination(t.db)).id;
});
afterAll(() => t.close());

type Fields = Record<string, string | number>;
const call = (fields: Fields) => t.call(fields);
const asModerator = (fields: Fields) => postAction(t.app, fields, t.tokens.moderator);

const newPackage = () => createSlotPackage(t.db, destinationId, 20);
const hex = (bytes: number) => randomBytes(bytes).toString('hex').toUpperCase();

type Booked = {
  packageId: number;
  slotId?: number;
  userId: number;
  date?: string;
  status?: number;
  purchaseStatus?: number;
  totals?: number[];
  discountFils?: number;
  createdAt?: Date;
};

/** When `booked` books unless told: minutes before its purchase is confirmed. */
const bookedAt = new Date('2026-11-02T07:50:00Z');

/** A purchase of one or more bookings (one per total), confirmed and paid unless told otherwise; answers its bookings. */
async function booked(options: Booked) {
  const totals = options.totals ?? [20_000];
  const subtotal = totals.reduce((a, b) => a + b, 0);
  const discount = options.discountFils ?? 0;
  const paid = (options.purchaseStatus ?? 1) === 1;
  const [purchase] = await t.db
    .insert(purchases)
    .values({
      purchaseNumber: `P${hex(8)}`,
      userId: options.userId,
      kind: 'booking',
      status: options.purchaseStatus ?? 1,
      subtotalFils: subtotal,
      discountFils: discount,
      totalFils: subtotal - discount,
      couponCode: discount > 0 ? 'SAVE10' : null,
      confirmedAt: paid ? new Date('2026-11-02T08:00:00Z') : null,
      createdAt: options.createdAt ?? bookedAt,
    })
    .returning();
  const rows = await t.db
    .insert(bookings)
    .values(
      totals.map((total) => ({
        purchaseId: purchase!.id,
        orderNumber: `SHJ${hex(6)}`,
        userId: options.userId,
        packageId: options.packageId,
        destinationId,
        date: options.date ?? '2026-12-24',
        timeSlotId: options.slotId ?? null,
        timeSlotData: options.slotId ? '4:00 PM - 6:00 PM' : null,
        adultQty: 2,
        childQty: 1,
        totalFils: total,
        status: options.status ?? 1,
        createdAt: options.createdAt ?? bookedAt,
      })),
    )
    .returning();
  return { purchase: purchase!, bookings: rows };
}

const orderNumbers = (res: { json(): { data: { order_number: string }[] } }) => res.json().data.map((r) => r.order_number);

describe('who may use the bookings console', () => {
  it('refuses visitors and travellers, and lets moderators search, open and resend', async () => {
    const { pkg } = await newPackage();
    const buyer = await createUser(t.db);
    const {
      purchase,
      bookings: [booking],
    } = await booked({ packageId: pkg.id, userId: buyer.id });
    const calls: Fields[] = [
      { action: 'consoleBookings' },
      { action: 'consoleBooking', order_number: booking!.orderNumber },
      { action: 'resendConfirmation', order_number: booking!.orderNumber },
      { action: 'consoleAttendees', package_id: pkg.id, date: '2026-12-24' },
      { action: 'consoleAttendeesCsv', package_id: pkg.id, date: '2026-12-24' },
      { action: 'bookingPackageChoices' },
    ];
    const statuses = await statusesOfOutsiders(t, calls);
    // the moderator's resend is the one change: outsiders wrote nothing
    expect(statuses).toEqual(calls.map(() => [401, 403, 200]));
    const written = await t.db
      .select()
      .from(messages)
      .where(like(messages.idempotencyKey, `%${purchase.purchaseNumber}%`));
    expect(written).toHaveLength(1);
    expect(await auditEntriesOf(t, 'booking', booking!.orderNumber)).toHaveLength(1);
  });
});

describe('consoleBookings', () => {
  it('finds by order number or purchase number, exact or by its start, and only those', async () => {
    const { pkg } = await newPackage();
    const buyer = await createUser(t.db);
    const first = await booked({ packageId: pkg.id, userId: buyer.id });
    const second = await booked({ packageId: pkg.id, userId: buyer.id });
    const order = first.bookings[0]!.orderNumber;
    expect(orderNumbers(await call({ action: 'consoleBookings', number: order }))).toEqual([order]);
    expect(orderNumbers(await call({ action: 'consoleBookings', number: order.slice(0, 10).toLowerCase() }))).toEqual([order]);
    expect(orderNumbers(await call({ action: 'consoleBookings', number: second.purchase.purchaseNumber }))).toEqual([
      second.bookings[0]!.orderNumber,
    ]);
    expect((await call({ action: 'consoleBookings', number: 'NOSUCHNUMBER' })).json().total).toBe(0);
  });

  it("finds by part of the buyer's e-mail and by digits of their mobile, newest first", async () => {
    const { pkg } = await newPackage();
    const mine = await createUser(t.db, {
      email: `layla.${hex(3).toLowerCase()}@example.ae`,
      mobile: `+97155${Date.now() % 10_000_000}`,
    });
    const other = await createUser(t.db);
    const older = await booked({ packageId: pkg.id, userId: mine.id, createdAt: new Date('2026-11-01T08:00:00Z') });
    const newer = await booked({ packageId: pkg.id, userId: mine.id, createdAt: new Date('2026-11-03T08:00:00Z') });
    await booked({ packageId: pkg.id, userId: other.id });
    const expected = [newer.bookings[0]!.orderNumber, older.bookings[0]!.orderNumber];
    const byEmail = await call({ action: 'consoleBookings', email: mine.email!.toUpperCase() });
    expect(orderNumbers(byEmail)).toEqual(expected);
    expect(byEmail.json().data[0]).toMatchObject({
      purchase_number: newer.purchase.purchaseNumber,
      package_id: pkg.id,
      package_name: pkg.packageName,
      package_arabic_name: pkg.arabicName,
      date: '2026-12-24',
      adult_qty: 2,
      child_qty: 1,
      total: 200,
      status: 1,
      buyer: { name: `${mine.firstName} ${mine.lastName}`, email: mine.email, mobile: mine.mobile },
      checked_in: 0,
    });
    // "+971 55 …" with spaces and dashes finds the number stored without them
    const digits = mine.mobile!.slice(4);
    const spaced = `${digits.slice(0, 2)} ${digits.slice(2, 5)}-${digits.slice(5)}`;
    expect(orderNumbers(await call({ action: 'consoleBookings', mobile: spaced }))).toEqual(expected);
  });

  it('finds by package, event date range and status, each narrowing the others', async () => {
    const { pkg } = await newPackage();
    const buyer = await createUser(t.db);
    const early = await booked({ packageId: pkg.id, userId: buyer.id, date: '2026-12-01' });
    const mid = await booked({ packageId: pkg.id, userId: buyer.id, date: '2026-12-10' });
    const cancelled = await booked({ packageId: pkg.id, userId: buyer.id, date: '2026-12-10', status: 3 });
    await booked({ packageId: (await newPackage()).pkg.id, userId: buyer.id, date: '2026-12-10' });
    const search = (fields: Fields) => call({ action: 'consoleBookings', package_id: pkg.id, ...fields });
    expect((await search({})).json().total).toBe(3);
    expect(orderNumbers(await search({ from: '2026-12-05', to: '2026-12-10', status: 1 }))).toEqual([
      mid.bookings[0]!.orderNumber,
    ]);
    expect(orderNumbers(await search({ to: '12/01/2026' }))).toEqual([early.bookings[0]!.orderNumber]);
    expect(orderNumbers(await search({ status: 3 }))).toEqual([cancelled.bookings[0]!.orderNumber]);
    // blank criteria, as an empty form sends them, are no criteria
    expect((await search({ number: '', email: '', mobile: '', from: '', to: '', status: '' })).json().total).toBe(3);
  });

  it('pages the results and marks checked-in bookings', async () => {
    const { pkg } = await newPackage();
    const buyer = await createUser(t.db);
    const all = [];
    for (let day = 1; day <= 3; day++) {
      all.push(await booked({ packageId: pkg.id, userId: buyer.id, createdAt: new Date(`2026-11-0${day}T08:00:00Z`) }));
    }
    await t.db.insert(checkIns).values({ bookingId: all[0]!.bookings[0]!.id, operatorId: t.adminId });
    const page2 = await call({ action: 'consoleBookings', package_id: pkg.id, per_page: 2, page: 2 });
    expect(page2.json()).toMatchObject({ total: 3, page: 2, per_page: 2 });
    expect(page2.json().data).toEqual([
      expect.objectContaining({ order_number: all[0]!.bookings[0]!.orderNumber, checked_in: 1 }),
    ]);
  });

  it('answers 400 naming each field it cannot read', async () => {
    const res = await call({
      action: 'consoleBookings',
      number: 'A%B',
      mobile: 'call me',
      from: 'someday',
      status: 9,
      package_id: 'x',
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields).sort()).toEqual(['from', 'mobile', 'number', 'package_id', 'status']);
  });
});

describe('consoleBooking', () => {
  it('shows the purchase, what was paid and may still be refunded, payments, refunds, messages, check-in and history', async () => {
    const { pkg, slot } = await newPackage();
    const buyer = await createUser(t.db, { firstName: 'Omar', lastName: 'Haddad' });
    // two bookings share a 10 AED discount: 200 and 100 AED pay 193.33 and 96.67
    const {
      purchase,
      bookings: [booking, sibling],
    } = await booked({
      packageId: pkg.id,
      slotId: slot.id,
      userId: buyer.id,
      totals: [20_000, 10_000],
      discountFils: 1_000,
    });
    await t.db
      .insert(bookingSubPackages)
      .values({ bookingId: booking!.id, packageName: 'Butterfly House', adultQty: 2, childQty: 1 });
    await t.db.insert(bookingMeals).values({ bookingId: booking!.id, mealName: 'Lunch', mealQty: 3, priceFils: 4_500 });
    const [payment] = await t.db
      .insert(payments)
      .values({
        purchaseId: purchase.id,
        provider: 'sandbox',
        providerRef: `pay_${hex(4)}`,
        amountFils: 29_000,
        status: 'succeeded',
        paymentLink: 'http://pay',
      })
      .returning();
    const refund = (bookingId: number, amountFils: number, status: 'succeeded' | 'failed') => ({
      paymentId: payment!.id,
      purchaseId: purchase.id,
      bookingId,
      amountFils,
      reason: 'operator_cancel' as const,
      note: 'Storm warning',
      requestedBy: t.adminId,
      status,
      idempotencyKey: `refund-${hex(6)}`,
      createdAt: new Date('2026-11-05T08:00:00Z'),
    });
    await t.db
      .insert(refunds)
      .values([
        refund(booking!.id, 5_000, 'succeeded'),
        refund(booking!.id, 3_000, 'failed'),
        refund(sibling!.id, 2_000, 'succeeded'),
      ]);
    await t.db.insert(messages).values({
      kind: 'booking_confirmation',
      idempotencyKey: `booking-confirmation:${purchase.purchaseNumber}`,
      channel: 'email',
      recipient: buyer.email!,
      body: 'Your booking is confirmed',
      provider: 'outbox',
      status: 'sent',
      createdAt: new Date('2026-11-02T08:00:01Z'),
      sentAt: new Date('2026-11-02T08:00:05Z'),
    });
    await t.db
      .insert(checkIns)
      .values({ bookingId: booking!.id, operatorId: t.adminId, createdAt: new Date('2026-12-24T11:00:00Z') });

    const res = await asModerator({ action: 'consoleBooking', order_number: booking!.orderNumber });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      order_number: booking!.orderNumber,
      time_slot: '4:00 PM - 6:00 PM',
      sub_packages: [{ name: 'Butterfly House', adult_qty: 2, child_qty: 1 }],
      meals: [{ name: 'Lunch', qty: 3 }],
      purchase: {
        purchase_number: purchase.purchaseNumber,
        status: 1,
        subtotal: 300,
        discount: 10,
        total: 290,
        coupon_code: 'SAVE10',
        bookings: 2,
      },
      paid: 193.33,
      // the failed refund gives nothing back; the sibling's refund is not this booking's
      refundable: 143.33,
      payments: [{ provider: 'sandbox', amount: 290, status: 'succeeded', issue: null }],
      messages: [
        {
          kind: 'booking_confirmation',
          channel: 'email',
          recipient: buyer.email,
          status: 'sent',
          sent_at: '2026-11-02 12:00:05',
        },
      ],
      check_in: { at: '2026-12-24 15:00:00' },
    });
    expect(data.refunds.map((r: { amount: number; status: string }) => [r.amount, r.status])).toEqual([
      [50, 'succeeded'],
      [30, 'failed'],
    ]);
    expect(data.refunds[0]).toMatchObject({ reason: 'operator_cancel', note: 'Storm warning' });
    expect(data.history.map((e: { kind: string }) => e.kind)).toEqual([
      'created',
      'confirmed',
      'message',
      'refund',
      'refund',
      'checked_in',
    ]);
  });

  it('tells when and by whom a booking was cancelled, and that an unpaid one paid nothing', async () => {
    const { pkg } = await newPackage();
    const buyer = await createUser(t.db);
    const {
      bookings: [booking],
    } = await booked({ packageId: pkg.id, userId: buyer.id, status: 0, purchaseStatus: 0 });
    await t.db
      .update(bookings)
      .set({ status: 3, cancelledAt: new Date('2026-11-04T08:00:00Z'), cancelledBy: t.adminId, cancelReason: 'Asked by phone' })
      .where(eq(bookings.id, booking!.id));
    const data = (await call({ action: 'consoleBooking', order_number: booking!.orderNumber })).json().data;
    expect(data).toMatchObject({ paid: 0, refundable: 0, cancel_reason: 'Asked by phone', cancelled_at: '2026-11-04 12:00:00' });
    expect(data.history.at(-1)).toMatchObject({ kind: 'cancelled', detail: 'Asked by phone', by: expect.any(String) });
  });

  it('answers not found for an unknown order number, and 400 for one that cannot be one', async () => {
    const missing = await call({ action: 'consoleBooking', order_number: 'SHJ000000000' });
    expect(missing.statusCode).toBe(404);
    const bad = await call({ action: 'consoleBooking', order_number: 'a b' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(['order_number']);
  });
});

describe('resendConfirmation', () => {
  it('writes the confirmation e-mail again beside the first, and audits it', async () => {
    const { pkg } = await newPackage();
    const buyer = await createUser(t.db);
    const {
      purchase,
      bookings: [booking],
    } = await booked({ packageId: pkg.id, userId: buyer.id });
    const keyOfPurchase = like(messages.idempotencyKey, `booking-confirmation:${purchase.purchaseNumber}%`);
    await t.db.insert(messages).values({
      kind: 'booking_confirmation',
      idempotencyKey: `booking-confirmation:${purchase.purchaseNumber}`,
      channel: 'email',
      recipient: buyer.email!,
      body: 'first',
      provider: 'outbox',
    });
    const res = await call({ action: 'resendConfirmation', order_number: booking!.orderNumber });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ recipient: buyer.email });
    const written = await t.db.select().from(messages).where(keyOfPurchase).orderBy(messages.id);
    expect(written).toHaveLength(2);
    expect(written[1]).toMatchObject({ kind: 'booking_confirmation', recipient: buyer.email, channel: 'email' });
    expect(written[1]!.body).toContain(booking!.orderNumber);
    const [entry] = await auditEntriesOf(t, 'booking', booking!.orderNumber);
    expect(entry).toMatchObject({ action: 'resendConfirmation', operatorId: t.adminId, before: null });
    expect(entry!.after).toMatchObject({ recipient: buyer.email });
    // the detail lists both
    const detail = (await call({ action: 'consoleBooking', order_number: booking!.orderNumber })).json().data;
    expect(detail.messages).toHaveLength(2);
  });

  it('refuses a booking that is not confirmed and writes nothing', async () => {
    const { pkg } = await newPackage();
    const buyer = await createUser(t.db);
    const {
      purchase,
      bookings: [booking],
    } = await booked({ packageId: pkg.id, userId: buyer.id, status: 3 });
    const res = await call({ action: 'resendConfirmation', order_number: booking!.orderNumber });
    expect(res.statusCode).toBe(409);
    expect(res.json().fields).toEqual({ order_number: 'not confirmed' });
    expect(
      await t.db
        .select()
        .from(messages)
        .where(like(messages.idempotencyKey, `%${purchase.purchaseNumber}%`)),
    ).toEqual([]);
    expect(await auditEntriesOf(t, 'booking', booking!.orderNumber)).toEqual([]);
  });
});

describe('consoleAttendees', () => {
  it('lists the confirmed, paid bookings of a date and slot with their totals, leaving out cancelled and unpaid ones', async () => {
    const { pkg, slot } = await newPackage();
    const [evening] = await t.db.insert(timeSlots).values({ packageId: pkg.id, timeSlot: '7:00 PM', enable: 1 }).returning();
    const buyer = await createUser(t.db, { firstName: 'Noura', lastName: 'Saeed' });
    const coming = await booked({ packageId: pkg.id, slotId: slot.id, userId: buyer.id });
    await t.db
      .insert(bookingSubPackages)
      .values({ bookingId: coming.bookings[0]!.id, packageName: 'Light Show', adultQty: 1, childQty: 0 });
    await t.db.update(bookings).set({ transportName: 'Hotel pick-up' }).where(eq(bookings.id, coming.bookings[0]!.id));
    const later = await booked({ packageId: pkg.id, slotId: evening!.id, userId: buyer.id });
    await t.db.update(bookings).set({ timeSlotData: '7:00 PM' }).where(eq(bookings.id, later.bookings[0]!.id));
    await booked({ packageId: pkg.id, slotId: slot.id, userId: buyer.id, status: 3 });
    await booked({ packageId: pkg.id, slotId: slot.id, userId: buyer.id, status: 4 });
    await booked({ packageId: pkg.id, slotId: slot.id, userId: buyer.id, status: 0, purchaseStatus: 0 });
    await booked({ packageId: pkg.id, slotId: slot.id, userId: buyer.id, date: '2026-12-25' });
    await t.db.insert(checkIns).values({ bookingId: later.bookings[0]!.id, operatorId: t.adminId });

    const day = (await asModerator({ action: 'consoleAttendees', package_id: pkg.id, date: '2026-12-24' })).json();
    expect(orderNumbers({ json: () => day })).toEqual([coming.bookings[0]!.orderNumber, later.bookings[0]!.orderNumber]);
    expect(day.totals).toEqual({ bookings: 2, adults: 4, children: 2, checked_in: 1 });
    expect(day.slots).toEqual([
      { id: slot.id, time_slot: '4:00 PM - 6:00 PM' },
      { id: evening!.id, time_slot: '7:00 PM' },
    ]);
    expect(day.data[0]).toEqual({
      order_number: coming.bookings[0]!.orderNumber,
      buyer_name: 'Noura Saeed',
      mobile: buyer.mobile,
      time_slot: '4:00 PM - 6:00 PM',
      adult_qty: 2,
      child_qty: 1,
      sub_packages: [{ name: 'Light Show', adult_qty: 1, child_qty: 0 }],
      meals: [],
      transport: 'Hotel pick-up',
      checked_in: 0,
    });
    const oneSlot = await call({ action: 'consoleAttendees', package_id: pkg.id, date: '2026-12-24', time_slot_id: evening!.id });
    expect(orderNumbers(oneSlot)).toEqual([later.bookings[0]!.orderNumber]);
  });

  // csv.ts defuses every cell a spreadsheet would run, a mobile's leading + among them
  it('exports the list as CSV, with names quoted and formulas defused', async () => {
    const { pkg } = await newPackage();
    const buyer = await createUser(t.db, { firstName: '=HYPERLINK("x")', lastName: 'Smith, Jr.' });
    const {
      bookings: [booking],
    } = await booked({ packageId: pkg.id, userId: buyer.id, date: '2027-01-10' });
    const res = await call({ action: 'consoleAttendeesCsv', package_id: pkg.id, date: '2027-01-10' });
    expect(res.statusCode).toBe(200);
    const { filename, csv } = res.json();
    expect(filename).toBe(`attendees-${pkg.urlSlug}-2027-01-10.csv`);
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('order_number,buyer,mobile,time_slot,adults,children,add_ons,meals,transport,checked_in');
    expect(lines[1]).toBe(`${booking!.orderNumber},"'=HYPERLINK(""x"") Smith, Jr.",'${buyer.mobile},,2,1,,,,no`);
    expect(lines).toHaveLength(3);
  });

  it('answers 400 naming the fields it needs, and not found for an unknown package', async () => {
    const bad = await call({ action: 'consoleAttendees', date: 'tomorrow', time_slot_id: 'evening' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['date', 'package_id', 'time_slot_id']);
    const missing = await call({ action: 'consoleAttendeesCsv', package_id: 2_000_000_000, date: '2027-01-10' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().fields).toEqual({ package_id: 'no such package' });
  });
});

describe('bookingPackageChoices', () => {
  it('lists every package with its names for the pickers', async () => {
    const { pkg } = await newPackage();
    const { data } = (await asModerator({ action: 'bookingPackageChoices' })).json();
    expect(data).toContainEqual({ id: pkg.id, name: pkg.packageName, arabic_name: pkg.arabicName });
  });
});
