import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  bookingMeals,
  bookingSubPackages,
  bookings,
  payments,
  postcardOrders,
  postcardTemplates,
  purchases,
  refunds,
  storeOrders,
  stores,
  timeSlots,
} from '../../db/schema/index.ts';
import { addAddOns, createDestination, createPackage, createSession, createUser } from '../../test/factories.ts';
import { createTestApp, postAction } from '../../test/harness.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (fields: Record<string, string>, token?: string) => postAction(t.app, fields, token);

async function customer() {
  const user = await createUser(t.db);
  return { user, token: await createSession(t.db, user.id) };
}

async function booked(userId: number, options: { status?: number; createdAt?: Date } = {}) {
  const destination = await createDestination(t.db, { name: 'Al Noor Island', arabicName: 'جزيرة النور' });
  const pkg = await createPackage(t.db, {
    destinationId: destination.id,
    packageName: 'Entry Ticket',
    arabicName: 'تذكرة دخول',
    img: 'packages/entry-ticket.jpg',
  });
  const [slot] = await t.db.insert(timeSlots).values({ packageId: pkg.id, timeSlot: '4:00 PM - 6:00 PM', enable: 1 }).returning();
  const extras = await addAddOns(t.db, pkg.id);
  const [purchase] = await t.db
    .insert(purchases)
    .values({
      purchaseNumber: `P${randomBytes(8).toString('hex')}`,
      userId,
      kind: 'booking',
      status: options.status ?? 1,
      subtotalFils: 30_000,
      discountFils: 3_000,
      totalFils: 27_000,
      couponCode: 'WELCOME10',
    })
    .returning();
  const [booking] = await t.db
    .insert(bookings)
    .values({
      purchaseId: purchase!.id,
      orderNumber: `SHJ${randomBytes(6).toString('hex').toUpperCase()}`,
      userId,
      packageId: pkg.id,
      destinationId: destination.id,
      date: '2026-12-24',
      timeSlotId: slot!.id,
      adultQty: 2,
      childQty: 1,
      transportName: 'Hotel pick-up',
      transportId: extras.transport.id,
      transportType: 'two_way',
      totalFils: 27_000,
      status: options.status ?? 1,
      ...(options.createdAt ? { createdAt: options.createdAt } : {}),
    })
    .returning();
  await t.db.insert(bookingSubPackages).values([
    { bookingId: booking!.id, subPackageId: extras.sub.id, packageName: 'Butterfly House', adultQty: 2, childQty: 1 },
    { bookingId: booking!.id, packageName: 'Light Show', adultQty: 1, childQty: 0 },
  ]);
  await t.db
    .insert(bookingMeals)
    .values({ bookingId: booking!.id, mealId: extras.meal.id, mealName: 'Lunch', mealQty: 3, priceFils: 4_500 });
  return booking!;
}

/**
 * The add-ons every `booked` booking carries, as spec part 2 §3 names them, with the Arabic names of the add-on, meal
 * and transport they were booked from (none for an add-on no longer on the package).
 */
const addOns = {
  order_sub_packages: [
    { package_name: 'Butterfly House', arabic_name: 'إضافة مراقبة النجوم', adult_qty: 2, child_qty: 1 },
    { package_name: 'Light Show', arabic_name: null, adult_qty: 1, child_qty: 0 },
  ],
  order_meals: [{ meal_name: 'Lunch', arabic_meal_name: 'عشاء عربي', meal_qty: 3 }],
  arabic_transport_name: 'التوصيل من المدينة',
};

describe('orderHistory', () => {
  it("lists the user's bookings newest first, each with the fields of spec part 2 §3, and nobody else's", async () => {
    const me = await customer();
    const other = await customer();
    const older = await booked(me.user.id, { createdAt: new Date('2026-11-01T10:00:00Z') });
    const newer = await booked(me.user.id, { status: 0, createdAt: new Date('2026-11-20T10:00:00Z') });
    await booked(other.user.id);
    const res = await call({ action: 'orderHistory' }, me.token);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.map((b: { order_number: string }) => b.order_number)).toEqual([newer.orderNumber, older.orderNumber]);
    expect(data[1]).toMatchObject({
      status: 1,
      package_name: 'Entry Ticket',
      package_arabic_name: 'تذكرة دخول',
      destination_name: 'Al Noor Island',
      dest_arabic_name: 'جزيرة النور',
      package_img: 'packages/entry-ticket.jpg',
      adult_qty: 2,
      child_qty: 1,
      email: me.user.email,
      mobile: me.user.mobile,
      created_at: '2026-11-01 14:00:00',
      total: 270,
      transport_name: 'Hotel pick-up',
      coupon: 'WELCOME10',
      date: '2026-12-24',
      time_slot: '4:00 PM - 6:00 PM',
      ...addOns,
    });
    // each booking carries its own add-ons, not its neighbour's
    expect(data[0]).toMatchObject({ status: 0, ...addOns });
    for (const old of ['arabic_name', 'destination_arabic_name', 'img', 'sub_packages', 'meals'])
      expect(data[0]).not.toHaveProperty(old);
  });

  it('asks a visitor to sign in', async () => {
    const res = await call({ action: 'orderHistory' });
    expect(res.statusCode).toBe(401);
    expect(res.json().login_required).toBe(1);
  });
});

describe('bookingDetails', () => {
  it('shows every field of the ticket to its owner', async () => {
    const me = await customer();
    const booking = await booked(me.user.id);
    const res = await call({ action: 'bookingDetails', order_number: booking.orderNumber }, me.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      order_number: booking.orderNumber,
      package_name: 'Entry Ticket',
      package_arabic_name: 'تذكرة دخول',
      dest_arabic_name: 'جزيرة النور',
      email: me.user.email,
      mobile: me.user.mobile,
      date: '2026-12-24',
      ...addOns,
      transport_name: 'Hotel pick-up',
      transport_type: 'two_way',
      coupon: 'WELCOME10',
      discount: 30,
      total: 270,
    });
  });

  it("answers another user's order number exactly like an unknown one, and refuses a malformed one with 400", async () => {
    const me = await customer();
    const other = await customer();
    const theirs = await booked(other.user.id);
    const stolen = await call({ action: 'bookingDetails', order_number: theirs.orderNumber }, me.token);
    const unknown = await call({ action: 'bookingDetails', order_number: 'SHJNOSUCHORDER' }, me.token);
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json()).toEqual(unknown.json());
    const malformed = await call({ action: 'bookingDetails', order_number: "x' or 1=1" }, me.token);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fields).toHaveProperty('order_number');
  });
});

describe('paymentHistory', () => {
  async function purchase(userId: number, kind: 'booking' | 'store' | 'postcard', status: number, createdAt: Date) {
    const [row] = await t.db
      .insert(purchases)
      .values({
        purchaseNumber: `P${randomBytes(8).toString('hex')}`,
        userId,
        kind,
        status,
        subtotalFils: 12_000,
        totalFils: 12_000,
        createdAt,
      })
      .returning();
    return row!;
  }

  it('lists purchases of every kind newest first, with what each bought, its status and what came back', async () => {
    const { user, token } = await customer();
    const other = await customer();
    // a booking: its purchase is the one `booked` makes, refunded in part
    const ticket = await booked(user.id, { createdAt: new Date('2026-03-01T08:00:00Z') });
    await t.db
      .update(purchases)
      .set({ createdAt: new Date('2026-03-01T08:00:00Z') })
      .where(eq(purchases.id, ticket.purchaseId));
    const [payment] = await t.db
      .insert(payments)
      .values({
        purchaseId: ticket.purchaseId,
        provider: 'sandbox',
        providerRef: `pi_${randomBytes(6).toString('hex')}`,
        amountFils: 27_000,
        status: 'succeeded',
        paymentLink: 'http://127.0.0.1/pay',
      })
      .returning();
    await t.db.insert(refunds).values([
      {
        paymentId: payment!.id,
        purchaseId: ticket.purchaseId,
        bookingId: ticket.id,
        amountFils: 10_000,
        reason: 'traveller_cancel',
        status: 'succeeded',
        idempotencyKey: `r-${randomBytes(6).toString('hex')}`,
      },
      {
        paymentId: payment!.id,
        purchaseId: ticket.purchaseId,
        bookingId: ticket.id,
        amountFils: 5_000,
        reason: 'traveller_cancel',
        status: 'failed',
        idempotencyKey: `r-${randomBytes(6).toString('hex')}`,
      },
    ]);
    // a store order, paid
    const [store] = await t.db
      .insert(stores)
      .values({ slug: `s${randomBytes(4).toString('hex')}`, storeName: 'Heritage Crafts', arabicStoreName: 'الحرف التراثية' })
      .returning();
    const shop = await purchase(user.id, 'store', 1, new Date('2026-03-02T08:00:00Z'));
    await t.db.insert(storeOrders).values({
      purchaseId: shop.id,
      orderNumber: `O${randomBytes(6).toString('hex')}`,
      userId: user.id,
      storeId: store!.id,
      shippingAddress: {},
      totalFils: 12_000,
      status: 1,
    });
    // a postcard, never paid (cancelled at the payment page)
    const [template] = await t.db
      .insert(postcardTemplates)
      .values({ name: 'Desert Dunes', arabicName: 'الكثبان الرملية', image: 'postcards/dunes.jpg', priceFils: 12_000 })
      .returning();
    const card = await purchase(user.id, 'postcard', 3, new Date('2026-03-03T08:00:00Z'));
    await t.db.insert(postcardOrders).values({
      purchaseId: card.id,
      orderNumber: `C${randomBytes(6).toString('hex')}`,
      userId: user.id,
      templateId: template!.id,
      name: 'Desert Dunes',
      arabicName: 'الكثبان الرملية',
      message: 'Greetings',
      address: 'Somewhere',
      frontSidePath: 'postcards/x/front.png',
      backSidePath: 'postcards/x/back.png',
      amountFils: 12_000,
      status: 3,
    });
    await purchase(other.user.id, 'store', 1, new Date('2026-03-04T08:00:00Z'));

    const res = await call({ action: 'paymentHistory' }, token);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.map((p: { kind: string }) => p.kind)).toEqual(['postcard', 'store', 'booking']);
    expect(data[0]).toMatchObject({
      purchase_number: card.purchaseNumber,
      status: 'cancelled',
      total: 120,
      items: [{ name: 'Desert Dunes', arabic_name: 'الكثبان الرملية', status: 3 }],
      store_slug: null,
      refunded: 0,
      refund_status: null,
    });
    expect(data[1]).toMatchObject({
      status: 'confirmed',
      store_slug: store!.slug,
      items: [{ name: 'Heritage Crafts', arabic_name: 'الحرف التراثية', status: 1 }],
    });
    expect(data[2]).toMatchObject({
      status: 'confirmed',
      created_at: '2026-03-01 12:00:00',
      items: [{ order_number: ticket.orderNumber, name: 'Entry Ticket', arabic_name: 'تذكرة دخول', status: 1 }],
      refunded: 100,
      refund_status: 'failed',
    });
  });

  it('answers an empty list to a user who bought nothing, and asks a visitor to sign in', async () => {
    const { token } = await customer();
    const res = await call({ action: 'paymentHistory' }, token);
    expect(res.json()).toMatchObject({ success: 1, data: [] });
    expect((await call({ action: 'paymentHistory' })).statusCode).toBe(401);
  });
});
