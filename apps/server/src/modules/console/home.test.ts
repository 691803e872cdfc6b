import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsoleToday } from '@portal/contract/console-home';
import {
  auditLog,
  bookings,
  checkIns,
  fulfilments,
  invoices,
  ledgerEntries,
  messages,
  payments,
  purchases,
  refunds,
  storeOrders,
} from '../../db/schema/index.ts';
import { postAction } from '../../test/harness.ts';
import { createConsoleTestApp, statusesOfOutsiders, type ConsoleTestApp } from '../../test/console-harness.ts';
import { createDestination, createRaffleCampaign, createSlotPackage, createUser } from '../../test/factories.ts';
import { createPostcardOrder, createPostcardTemplate } from '../../test/postcard-factories.ts';
import { addVariant, createProduct, createStore } from '../../test/store-factories.ts';

// The console home's figures (getConsoleToday), on PGlite and (with TEST_DATABASE_URL) PostgreSQL. The app's
// clock stops at the suite's epoch: Wednesday 25 November 2026, 10:00 in Dubai (06:00 UTC).

const now = new Date('2026-11-25T06:00:00Z');
let t: ConsoleTestApp;
let destinationId: number;
let buyerId: number;

const hex = (bytes: number) => randomBytes(bytes).toString('hex').toUpperCase();

beforeAll(async () => {
  t = await createConsoleTestApp({ now: () => now });
  destinationId = (await createDestination(t.db)).id;
  buyerId = (await createUser(t.db)).id;
});
afterAll(() => t.close());

async function purchase(kind: 'booking' | 'store', status = 1) {
  const [row] = await t.db
    .insert(purchases)
    .values({ purchaseNumber: `P${hex(8)}`, userId: buyerId, kind, status, subtotalFils: 10_000, totalFils: 10_000 })
    .returning();
  return row!;
}

/** A booking of `adults` and `children` on a date and slot; confirmed unless told. */
async function book(options: {
  packageId: number;
  slotId: number;
  date: string;
  adults?: number;
  children?: number;
  status?: number;
}) {
  const bought = await purchase('booking', options.status === 0 ? 0 : 1);
  const [row] = await t.db
    .insert(bookings)
    .values({
      purchaseId: bought.id,
      orderNumber: `SHJ${hex(6)}`,
      userId: buyerId,
      packageId: options.packageId,
      destinationId,
      date: options.date,
      timeSlotId: options.slotId,
      timeSlotData: '4:00 PM - 6:00 PM',
      adultQty: options.adults ?? 2,
      childQty: options.children ?? 1,
      totalFils: 10_000,
      status: options.status ?? 1,
    })
    .returning();
  return row!;
}

/** A movement of money in the ledger at an instant: a charge (fils > 0) or a refund (fils < 0). */
async function moved(fils: number, at: string) {
  const bought = await purchase('booking');
  const [payment] = await t.db
    .insert(payments)
    .values({
      purchaseId: bought.id,
      provider: 'sandbox',
      providerRef: `pay_${hex(6)}`,
      amountFils: Math.abs(fils),
      paymentLink: '',
    })
    .returning();
  await t.db.insert(ledgerEntries).values({
    purchaseId: bought.id,
    paymentId: payment!.id,
    kind: fils > 0 ? 'charge' : 'refund',
    amountFils: fils,
    provider: 'sandbox',
    providerRef: payment!.providerRef,
    createdAt: new Date(at),
  });
}

const today = async (token: string) => {
  const res = await postAction(t.app, { action: 'getConsoleToday' }, token);
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: ConsoleToday }).data;
};

describe('the console home', () => {
  let packageA: Awaited<ReturnType<typeof createSlotPackage>>;
  let packageB: Awaited<ReturnType<typeof createSlotPackage>>;

  beforeAll(async () => {
    // A: 20 adult and 20 child tickets per date; B: 5 and 5, so 9 people make it 90 % full
    packageA = await createSlotPackage(t.db, destinationId, 20, { packageName: 'Desert Safari', arabicName: 'رحلة الصحراء' });
    packageB = await createSlotPackage(t.db, destinationId, 5, { packageName: 'Mleiha Stars', arabicName: 'نجوم مليحة' });
    const a = { packageId: packageA.pkg.id, slotId: packageA.slot.id };
    const b = { packageId: packageB.pkg.id, slotId: packageB.slot.id };
    const [first] = [await book({ ...a, date: '2026-11-25' }), await book({ ...a, date: '2026-11-25' })];
    await t.db.insert(checkIns).values({ bookingId: first.id, operatorId: t.adminId });
    await book({ ...a, date: '2026-11-25', status: 3 }); // cancelled
    await book({ ...a, date: '2026-11-25', status: 0 }); // unpaid
    await book({ ...a, date: '2026-11-26', adults: 1, children: 0 });
    await book({ ...b, date: '2026-11-27', adults: 4, children: 2 });
    await book({ ...b, date: '2026-11-27', adults: 1, children: 2 });
    await book({ ...a, date: '2026-11-24' }); // yesterday
    await book({ ...a, date: '2026-12-03' }); // past the coming week

    // the money: Dubai days begin at 20:00 UTC the day before
    await moved(50_000, '2026-11-25T05:00:00Z'); // today
    await moved(70_000, '2026-11-24T20:00:00Z'); // today's first second
    await moved(-20_000, '2026-11-25T05:30:00Z'); // a refund today
    await moved(100_000, '2026-11-24T19:59:59Z'); // yesterday's last second
    await moved(10_000, '2026-11-23T08:00:00Z'); // Monday of this week
    await moved(-5_000, '2026-11-23T09:00:00Z'); // a refund on Monday
    await moved(30_000, '2026-11-20T08:00:00Z'); // last week, in November
    await moved(40_000, '2026-10-10T08:00:00Z'); // last month
    await moved(99_900, '2026-09-30T08:00:00Z'); // before every period

    // store orders: pending and processing are to ship; shipped and unpaid are not
    const store = await createStore(t.db);
    for (const [status, steps] of [
      [1, ['Pending']],
      [1, ['Pending', 'Processing']],
      [1, ['Pending', 'Processing', 'Shipped']],
      [0, []],
    ] as const) {
      const bought = await purchase('store', status);
      const [order] = await t.db
        .insert(storeOrders)
        .values({
          purchaseId: bought.id,
          orderNumber: `ST${hex(6)}`,
          userId: buyerId,
          storeId: store.id,
          shippingAddress: { name: 'Home', city: 'Sharjah' },
          totalFils: 10_000,
          status,
          processingStatus: steps.at(-1) ?? '',
        })
        .returning();
      for (const step of steps) await t.db.insert(fulfilments).values({ orderId: order!.id, statusName: step });
    }

    // the print queue: received and printed are in it; posted and unpaid are not
    const template = await createPostcardTemplate(t);
    await createPostcardOrder(t.db, { userId: buyerId, templateId: template.id, step: 'received' });
    await createPostcardOrder(t.db, { userId: buyerId, templateId: template.id, step: 'printed' });
    await createPostcardOrder(t.db, { userId: buyerId, templateId: template.id, step: 'posted' });
    await createPostcardOrder(t.db, { userId: buyerId, templateId: template.id, status: 0 });

    const campaign = await createRaffleCampaign(t.db);
    for (const status of [0, 0, 1, 2]) {
      await t.db.insert(invoices).values({
        userId: buyerId,
        campaignId: campaign.id,
        invoiceNumber: `INV${hex(6)}`,
        filePath: 'invoices/receipt.jpg',
        mimeType: 'image/jpeg',
        status,
      });
    }

    // undelivered: given up on, or retried after an error; not the fresh pending one nor the sent one
    for (const [status, attempts, lastError] of [
      ['failed', 5, 'mailbox full'],
      ['pending', 1, 'timeout'],
      ['pending', 0, null],
      ['sent', 1, null],
    ] as const) {
      await t.db.insert(messages).values({
        kind: 'booking_confirmation',
        idempotencyKey: `home-${hex(6)}`,
        channel: 'email',
        recipient: 'visitor@example.com',
        body: 'Your booking',
        provider: 'log',
        status,
        attempts,
        lastError,
      });
    }

    // payments to settle: a mismatch left to the operator and a refund not through yet; not the refunded one
    for (const [issue, refund] of [
      ['amount_mismatch', null],
      ['tickets_gone', 'due'],
      ['tickets_gone', 'succeeded'],
      [null, null],
    ] as const) {
      const bought = await purchase('booking', 2);
      const [payment] = await t.db
        .insert(payments)
        .values({
          purchaseId: bought.id,
          provider: 'sandbox',
          providerRef: `pay_${hex(6)}`,
          amountFils: 10_000,
          paymentLink: '',
          status: 'succeeded',
          issue,
        })
        .returning();
      if (refund) {
        await t.db.insert(refunds).values({
          paymentId: payment!.id,
          purchaseId: bought.id,
          amountFils: 10_000,
          reason: 'late_payment',
          status: refund,
          idempotencyKey: `refund-${hex(6)}`,
        });
      }
    }

    // low stock (5 or fewer on sale): a plain product with 3 and a variant with 5; not 50, 6 or disabled ones
    await createProduct(t.db, { storeId: store.id, qty: 3 });
    await createProduct(t.db, { storeId: store.id, qty: 50 });
    await createProduct(t.db, { storeId: store.id, qty: 0, enable: 0 });
    const withVariants = await createProduct(t.db, { storeId: store.id, qty: 0 });
    await addVariant(t.db, withVariants.id, { variantOptions: { Size: 'S' }, qty: 5 });
    await addVariant(t.db, withVariants.id, { variantOptions: { Size: 'M' }, qty: 6 });
    await addVariant(t.db, withVariants.id, { variantOptions: { Size: 'L' }, qty: 0, enable: 0 });
  });

  it('counts the confirmed visits of today and the coming week by package and slot, cancelled and unpaid ones left out', async () => {
    const data = await today(t.tokens.admin);
    expect(data.today).toBe('2026-11-25');
    expect(data.read_at).toBe('2026-11-25 10:00:00');
    expect(data.visits.today).toEqual({
      bookings: 2,
      attendees: 6,
      span: { from: '2026-11-25', to: '2026-11-25' },
      path: '/backoffice/bookings?from=2026-11-25&to=2026-11-25&status=1',
    });
    expect(data.visits.coming).toMatchObject({ bookings: 3, attendees: 10, span: { from: '2026-11-26', to: '2026-12-02' } });
    expect(
      data.visits.slots.map((s) => [s.package_name, s.date, s.time_slot, s.bookings, s.attendees, s.capacity, s.nearly_full]),
    ).toEqual([
      ['Desert Safari', '2026-11-25', '4:00 PM - 6:00 PM', 2, 6, 40, 0],
      ['Desert Safari', '2026-11-26', '4:00 PM - 6:00 PM', 1, 1, 40, 0],
      ['Mleiha Stars', '2026-11-27', '4:00 PM - 6:00 PM', 2, 9, 10, 1],
    ]);
    const [first] = data.visits.slots;
    expect(first).toMatchObject({
      package_id: packageA.pkg.id,
      package_arabic_name: 'رحلة الصحراء',
      time_slot_id: packageA.slot.id,
      path: `/backoffice/attendees?package=${packageA.pkg.id}&date=2026-11-25&slot=${packageA.slot.id}`,
      availability_path: `/backoffice/packages/${packageA.pkg.id}/availability`,
    });
    expect(data.nearly_full).toEqual({ count: 1, percent: 90 });
  });

  it("counts today's check-ins against today's confirmed bookings", async () => {
    const data = await today(t.tokens.admin);
    expect(data.check_ins).toEqual({ checked_in: 1, expected: 2, path: '/backoffice/check-in' });
  });

  it('sums the ledger by Dubai day, Monday-to-Sunday week and month, each against the period before', async () => {
    const { money } = await today(t.tokens.admin);
    expect(money).toEqual({
      day: {
        span: { from: '2026-11-25', to: '2026-11-25' },
        current: { revenue: 1_200, refunds: 200 },
        previous_span: { from: '2026-11-24', to: '2026-11-24' },
        previous: { revenue: 1_000, refunds: 0 },
      },
      week: {
        span: { from: '2026-11-23', to: '2026-11-29' },
        current: { revenue: 2_300, refunds: 250 },
        previous_span: { from: '2026-11-16', to: '2026-11-22' },
        previous: { revenue: 300, refunds: 0 },
      },
      month: {
        span: { from: '2026-11-01', to: '2026-11-30' },
        current: { revenue: 2_600, refunds: 250 },
        previous_span: { from: '2026-10-01', to: '2026-10-31' },
        previous: { revenue: 400, refunds: 0 },
      },
    });
  });

  it('counts the work waiting in each daily list as that list selects it, with its path', async () => {
    const data = await today(t.tokens.admin);
    expect(data.work).toEqual({
      store_orders_to_ship: { count: 2, path: '/backoffice/store-orders' },
      postcards_in_queue: { count: 2, path: '/backoffice/postcards' },
      invoices_to_review: { count: 2, path: '/backoffice/invoices' },
      failed_messages: { count: 2, path: '/backoffice/messages?show=failed' },
      payments_to_settle: { count: 2, path: '/backoffice/payments' },
    });
    expect(data.low_stock).toEqual({ count: 2, units: 5, path: '/backoffice/products' });
  });

  it('shows moderators the daily work only, and writes no audit entry', async () => {
    const auditBefore = await t.db.$count(auditLog);
    const [asAdmin, asModerator] = [await today(t.tokens.admin), await today(t.tokens.moderator)];
    expect(asModerator.money).toBeNull();
    expect(asModerator.nearly_full).toBeNull();
    expect(asModerator.low_stock).toBeNull();
    expect(asModerator.visits.slots.map((s) => s.availability_path)).toEqual([null, null, null]);
    expect(asModerator.work).toEqual(asAdmin.work);
    expect(asModerator.check_ins).toEqual(asAdmin.check_ins);
    expect(asModerator.visits.today).toEqual(asAdmin.visits.today);
    expect(await t.db.$count(auditLog)).toBe(auditBefore);
  });

  it('refuses visitors and travellers', async () => {
    const statuses = await statusesOfOutsiders(t, [{ action: 'getConsoleToday' }]);
    expect(statuses).toEqual([[401, 403, 200]]);
  });
});

describe('the console home on a quiet day', () => {
  it('answers zeros, no slots and no money on an empty database', async () => {
    const quiet = await createConsoleTestApp({ now: () => now });
    try {
      const res = await postAction(quiet.app, { action: 'getConsoleToday' }, quiet.tokens.admin);
      const data = (res.json() as { data: ConsoleToday }).data;
      expect(data.visits.slots).toEqual([]);
      expect(data.visits.today.bookings).toBe(0);
      expect(data.check_ins).toMatchObject({ checked_in: 0, expected: 0 });
      expect(data.money?.day.current).toEqual({ revenue: 0, refunds: 0 });
      expect(Object.values(data.work).map((figure) => figure.count)).toEqual([0, 0, 0, 0, 0]);
    } finally {
      await quiet.close();
    }
  });
});
