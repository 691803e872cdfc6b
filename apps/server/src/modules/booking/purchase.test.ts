import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingMeals,
  bookingSubPackages,
  bookings,
  couponRedemptions,
  dateAvailability,
  messages,
  packages,
  pricesByDate,
  purchases,
  slotInventory,
  timeSlots,
} from '../../db/schema/index.ts';
import { sandboxProvider } from '../../providers/payments/sandbox.ts';
import {
  addAddOns,
  createCoupon,
  createDestination,
  createPackage,
  createSession,
  createSlotPackage,
  createUser,
} from '../../test/factories.ts';
import { createTestApp, formHeaders, postAction } from '../../test/harness.ts';
import { releaseExpiredHolds } from './payment-service.ts';

// 12:00 in Dubai on 22 November 2026; the booked dates lie ahead
let clock = new Date('2026-11-22T08:00:00Z');
const sandbox = sandboxProvider({ publicUrl: 'http://127.0.0.1', secret: 'a-sandbox-secret-of-enough-length' });
let t: Awaited<ReturnType<typeof createTestApp>>;
let destinationId: number;

beforeAll(async () => {
  t = await createTestApp({
    now: () => clock,
    payments: sandbox,
    config: { PUBLIC_URL: 'http://127.0.0.1', HOLD_MINUTES: '30' },
  });
  destinationId = (await createDestination(t.db, { name: 'Al Noor Island', arabicName: 'جزيرة النور' })).id;
});
afterAll(() => t.close());

type Answer = {
  success: 0 | 1;
  code?: string;
  msg: string;
  fields?: Record<string, string>;
  params?: Record<string, unknown>;
} & Record<string, unknown>;

async function call(fields: Record<string, string | number>, token?: string): Promise<{ status: number; body: Answer }> {
  const res = await postAction(t.app, fields, token);
  return { status: res.statusCode, body: res.json() };
}

async function customer(overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(t.db, overrides);
  return { user, token: await createSession(t.db, user.id) };
}

/** A package with a date picker and one time slot of `capacity` adult tickets. */
const slotPackage = (capacity: number | null = 20, overrides: Partial<typeof packages.$inferInsert> = {}) =>
  createSlotPackage(t.db, destinationId, capacity, overrides);

const purchase = (items: object, token: string, extra: Record<string, string> = {}) =>
  call({ action: 'createPurchase', items: JSON.stringify(items), site: 'sharjah', channel: 'web', ...extra }, token);

const slotTaken = async (slotId: number, date = '2026-12-20') =>
  (
    await t.db
      .select()
      .from(slotInventory)
      .where(and(eq(slotInventory.timeSlotId, slotId), eq(slotInventory.date, date)))
  )[0]?.adultTaken ?? 0;

/** Pays a pending purchase on the sandbox page, as the buyer does. */
async function payOnSandbox(purchaseNumber: string, token: string) {
  const started = await call({ action: 'initiatePayment', purchase_number: purchaseNumber, purchase_id: 1 }, token);
  expect(started.status).toBe(200);
  const link = new URL(String(started.body.payment_link));
  const paid = await t.app.inject({ method: 'POST', url: link.pathname, headers: formHeaders, payload: 'outcome=succeeded' });
  expect(paid.statusCode).toBe(303);
  return link;
}

describe('createPurchase', () => {
  it('charges the true price whatever prices and totals the browser sends', async () => {
    const { token } = await customer();
    const { pkg, slot } = await slotPackage(20);
    const { sub, meal, transport } = await addAddOns(t.db, pkg.id);
    await t.db.update(packages).set({ enableSubPackages: 1, enableMeal: 1, enableTransport: 1 }).where(eq(packages.id, pkg.id));
    const answer = await purchase(
      {
        packages: [
          {
            package_id: pkg.id,
            adult_qty: 2,
            child_qty: 1,
            adult_price: 0.01,
            child_price: 0,
            total: 1,
            date: '2026-12-20',
            time_slot_id: slot.id,
            time_slot_data: 'whatever the browser showed',
            subpackages_id: [sub.id],
            subpackages_adult_qty: [2],
            subpackages_child_qty: [1],
            meals_id: [meal.id],
            meals_qty: [3],
            transport_id: transport.id,
            transport_type: 'two_way',
          },
        ],
      },
      token,
    );
    expect(answer.status).toBe(200);
    // tickets 2×100 + 50, sub-package 2×75 + 40, meals 3×90, transport 3 people × 90 two way
    const expected = 250 + 190 + 270 + 270;
    // 30 minutes after 12:00 in Dubai, in the one timestamp form of the answers
    expect(answer.body).toMatchObject({
      success: 1,
      sub_total: expected,
      discount: 0,
      total: expected,
      hold_expires_at: '2026-11-22 12:30:00',
    });
    const [row] = await t.db
      .select()
      .from(purchases)
      .where(eq(purchases.purchaseNumber, String(answer.body.purchase_number)));
    expect(row).toMatchObject({ status: 0, totalFils: expected * 100, holdExpiresAt: new Date(clock.getTime() + 30 * 60_000) });
    const [booking] = await t.db.select().from(bookings).where(eq(bookings.purchaseId, row!.id));
    expect(booking).toMatchObject({ totalFils: expected * 100, adultPriceFils: 10_000, timeSlotData: '4:00 PM - 6:00 PM' });
    expect(booking!.orderNumber).toMatch(/^B[A-Z2-9]{16}$/);
    // one reference per purchase (decision 073): the ticket's number is the purchase's
    expect(row!.purchaseNumber).toBe(booking!.orderNumber);
    expect(booking).toMatchObject({
      userId: row!.userId,
      date: '2026-12-20',
      timeSlotId: slot.id,
      adultQty: 2,
      childQty: 1,
      transportId: transport.id,
      transportType: 'two_way',
      options: null,
      status: 0,
      createdAt: clock,
    });
    // the add-ons' rows, each on its booking, with the names and prices charged
    expect(await t.db.select().from(bookingSubPackages).where(eq(bookingSubPackages.bookingId, booking!.id))).toEqual([
      expect.objectContaining({
        subPackageId: sub.id,
        packageName: sub.packageName,
        adultQty: 2,
        childQty: 1,
        adultPriceFils: 7_500,
        childPriceFils: 4_000,
      }),
    ]);
    expect(await t.db.select().from(bookingMeals).where(eq(bookingMeals.bookingId, booking!.id))).toEqual([
      expect.objectContaining({ mealId: meal.id, mealName: meal.mealName, mealQty: 3, priceFils: 9_000 }),
    ]);
    expect(await slotTaken(slot.id)).toBe(2);

    // the payment is opened for the server's total, not the browser's
    const started = await call({ action: 'initiatePayment', purchase_number: row!.purchaseNumber, purchase_id: row!.id }, token);
    const page = await t.app.inject({ method: 'GET', url: new URL(String(started.body.payment_link)).pathname });
    expect(page.body).toContain(`AED ${expected.toFixed(2)}`);
  });

  it('prices an option-list package from its options, and refuses the exclusive option with another', async () => {
    const { token } = await customer();
    const pkg = await createPackage(t.db, {
      destinationId,
      adultPriceFils: null,
      childPriceFils: null,
      optionList: {
        childPriceOnly: false,
        options: [
          { id: 'all', label: 'All Days', arabicLabel: 'جميع الأيام', priceFils: 29_000, exclusive: true },
          { id: 'd1', label: 'Day 1', arabicLabel: 'اليوم الأول', priceFils: 7_500, exclusive: false },
          { id: 'd2', label: 'Day 2', arabicLabel: 'اليوم الثاني', priceFils: 27_600, exclusive: false },
        ],
      },
    });
    const days = await purchase(
      { packages: [{ package_id: pkg.id, adult_qty: 1, adult_price: 1, options: ['d1', 'd2'], notes: 'Day 1, Day 2' }] },
      token,
    );
    expect(days.body).toMatchObject({ success: 1, total: 351 });
    const [booking] = await t.db
      .select()
      .from(bookings)
      .where(eq(bookings.purchaseId, Number(days.body.id)));
    expect(booking).toMatchObject({ adultQty: 1, childQty: 0, notes: 'Day 1, Day 2', totalFils: 35_100 });
    expect(booking!.options).toEqual([
      { id: 'd1', label: 'Day 1', priceFils: 7_500 },
      { id: 'd2', label: 'Day 2', priceFils: 27_600 },
    ]);
    const mixed = await purchase({ packages: [{ package_id: pkg.id, adult_qty: 1, options: ['all', 'd1'] }] }, token);
    expect(mixed.status).toBe(400);
    expect(mixed.body.code).toBe('option_conflict');
  });

  it('charges the price of the date when the date lists its own (peak) price', async () => {
    const { token } = await customer();
    const { pkg, slot } = await slotPackage(null);
    await t.db.insert(pricesByDate).values({ packageId: pkg.id, date: '2026-12-24', adultPriceFils: 15_000, peakPrice: 1 });
    const price = await call({ action: 'getPackagePrice', id: pkg.id, date: '2026-12-24' }, token);
    expect(price.body).toMatchObject({ success: 1, adult_price: 150, child_price: 50, peak_price: 1 });
    const plain = await call({ action: 'getPackagePrice', id: pkg.id, date: '2026-12-23' }, token);
    expect(plain.body).toMatchObject({ adult_price: 100, child_price: 50, peak_price: 0 });
    const answer = await purchase(
      { packages: [{ package_id: pkg.id, adult_qty: 2, date: '2026-12-24', time_slot_id: slot.id }] },
      token,
    );
    expect(answer.body).toMatchObject({ success: 1, total: 300 });
  });

  it('200 buyers at once on a slot with 20 tickets: exactly 20 holds, the slot never below zero', async () => {
    const { pkg, slot } = await slotPackage(20);
    const buyers = await Promise.all(Array.from({ length: 200 }, () => customer()));
    const answers = await Promise.all(
      buyers.map(({ token }) =>
        purchase({ packages: [{ package_id: pkg.id, adult_qty: 1, date: '2026-12-20', time_slot_id: slot.id }] }, token),
      ),
    );
    const won = answers.filter((a) => a.status === 200);
    expect(won).toHaveLength(20);
    const refused = answers.filter((a) => a.status !== 200);
    // refused when reading the slot (all slots booked) or when taking its tickets (the chosen time booked)
    for (const a of refused) expect(['409 slots_fully_booked', '409 time_fully_booked']).toContain(`${a.status} ${a.body.code}`);
    expect(await slotTaken(slot.id)).toBe(20);
    const held = await t.db.select().from(bookings).where(eq(bookings.packageId, pkg.id));
    expect(held).toHaveLength(20);
    const slots = await call({ action: 'packageSlots', id: pkg.id, date: '2026-12-20' });
    expect(slots.body.data).toEqual([
      { id: slot.id, time_slot: '4:00 PM - 6:00 PM', adult_tickets: 0, child_tickets: 20, enable: 1 },
    ]);
  });

  it('takes nothing when one item of the cart cannot be had (the last item finds its slot sold out)', async () => {
    const { token } = await customer();
    const first = await slotPackage(10);
    const second = await slotPackage(4);
    const before = await t.db.select().from(purchases);
    // each item alone fits; together the second package's slot runs out at the last one
    const answer = await purchase(
      {
        packages: [
          { package_id: first.pkg.id, adult_qty: 3, date: '2026-12-20', time_slot_id: first.slot.id },
          { package_id: second.pkg.id, adult_qty: 2, date: '2026-12-20', time_slot_id: second.slot.id },
          { package_id: second.pkg.id, adult_qty: 3, date: '2026-12-20', time_slot_id: second.slot.id },
        ],
      },
      token,
    );
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ success: 0, code: 'time_fully_booked', msg: 'Selected Time is Fully Booked' });
    expect(await slotTaken(first.slot.id)).toBe(0);
    expect(await slotTaken(second.slot.id)).toBe(0);
    const [pkgRow] = await t.db.select().from(packages).where(eq(packages.id, first.pkg.id));
    expect(pkgRow!.adultBookedTimes).toBe(0);
    expect(await t.db.select().from(purchases)).toHaveLength(before.length);
  });

  it('answers a broken rule with its code, message and number, and takes nothing', async () => {
    const { token } = await customer();
    const { pkg, slot } = await slotPackage(20, { adultMinQty: 2, adultOverallLimit: 3 });
    const few = await purchase(
      { packages: [{ package_id: pkg.id, adult_qty: 1, date: '2026-12-20', time_slot_id: slot.id }] },
      token,
    );
    expect(few.status).toBe(400);
    expect(few.body).toMatchObject({ code: 'adult_min', msg: 'Select Adult - Minimum 2', params: { n: 2 } });
    const noDate = await purchase({ packages: [{ package_id: pkg.id, adult_qty: 2 }] }, token);
    expect(noDate.body).toMatchObject({ code: 'date_required', msg: 'Please Select a Date' });
    const past = await purchase(
      { packages: [{ package_id: pkg.id, adult_qty: 2, date: '2026-11-01', time_slot_id: slot.id }] },
      token,
    );
    expect(past.body).toMatchObject({ code: 'date_not_bookable' });
    const over = await purchase(
      { packages: [{ package_id: pkg.id, adult_qty: 4, date: '2026-12-20', time_slot_id: slot.id }] },
      token,
    );
    expect(over.body).toMatchObject({ code: 'quantity_not_available', msg: 'Sorry, Selected Quantity is not Available' });
    expect(await slotTaken(slot.id)).toBe(0);

    const disabled = await createPackage(t.db, { destinationId, disabled: 1 });
    const off = await purchase({ packages: [{ package_id: disabled.id, adult_qty: 1 }] }, token);
    expect(off.body).toMatchObject({ code: 'booking_disabled', msg: 'Sorry, bookings are disabled for this package' });
  });

  it('refuses bad input with 400 and the failing fields, and a visitor with login_required', async () => {
    const { token } = await customer();
    const notJson = await call({ action: 'createPurchase', items: '{packages:', site: 'x' }, token);
    expect(notJson.status).toBe(400);
    expect(notJson.body).toMatchObject({ code: 'invalid_input', fields: { items: 'not valid JSON' } });
    const bad = await purchase({ packages: [{ package_id: 'abc', adult_qty: 500, date: '2026-02-30' }] }, token);
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields ?? {}).sort()).toEqual([
      'items.packages.0.adult_qty',
      'items.packages.0.date',
      'items.packages.0.package_id',
    ]);
    const empty = await purchase({ packages: [] }, token);
    expect(empty.body.fields).toEqual({ 'items.packages': 'Select Passengers - Minimum 1' });
    const { pkg, slot } = await slotPackage(5);
    const unpaired = await purchase(
      {
        packages: [
          { package_id: pkg.id, adult_qty: 1, date: '2026-12-20', time_slot_id: slot.id, meals_id: [1, 2], meals_qty: [1] },
        ],
      },
      token,
    );
    expect(unpaired.status).toBe(400);
    expect(unpaired.body.fields).toEqual({ 'items.packages.0.meals_qty': 'one quantity for each meal' });
    const visitor = await purchase({ packages: [{ package_id: pkg.id, adult_qty: 1 }] }, '');
    expect(visitor.status).toBe(401);
    expect(visitor.body).toMatchObject({ code: 'login_required', login_required: 1 });
  });
});

describe('holds and payment', () => {
  it('one user holds at most 5 unpaid purchases at a time', async () => {
    const { token } = await customer();
    const { pkg, slot } = await slotPackage(50);
    const item = { package_id: pkg.id, adult_qty: 1, date: '2026-12-20', time_slot_id: slot.id };
    for (let i = 0; i < 5; i += 1) expect((await purchase({ packages: [item] }, token)).status).toBe(200);
    const sixth = await purchase({ packages: [item] }, token);
    expect(sixth.status).toBe(429);
    expect(sixth.body.code).toBe('rate_limited');
    expect(await slotTaken(slot.id)).toBe(5);
  });

  it('an expired hold gives its tickets back to the date and the slot', async () => {
    const { token } = await customer();
    const { pkg, slot } = await slotPackage(3);
    await t.db.insert(dateAvailability).values({ packageId: pkg.id, date: '2026-12-20', adultTickets: 5, childTickets: 5 });
    const answer = await purchase(
      { packages: [{ package_id: pkg.id, adult_qty: 3, date: '2026-12-20', time_slot_id: slot.id }] },
      token,
    );
    expect(answer.status).toBe(200);
    expect((await call({ action: 'dateAvailabilityCheck', id: pkg.id, date: '12/20/2026' })).body).toMatchObject({
      adult_tickets: 2,
      child_tickets: 5,
    });
    expect(await slotTaken(slot.id)).toBe(3);

    const saved = clock;
    clock = new Date(saved.getTime() + 31 * 60_000);
    try {
      expect(await releaseExpiredHolds(t.db, clock)).toBeGreaterThanOrEqual(1);
      expect(await slotTaken(slot.id)).toBe(0);
      expect((await call({ action: 'dateAvailabilityCheck', id: pkg.id, date: '12/20/2026' })).body).toMatchObject({
        adult_tickets: 5,
      });
      const status = await call({ action: 'purchaseStatus', purchase_number: String(answer.body.purchase_number) }, token);
      expect(status.body.data).toMatchObject({ status: 4, hold_expires_at: '2026-11-22 12:30:00', bookings: [{ status: 2 }] });
      const late = await call({ action: 'initiatePayment', purchase_number: String(answer.body.purchase_number) }, token);
      expect(late.body).toMatchObject({ code: 'purchase_closed' });
    } finally {
      clock = saved;
    }
  });

  it("payment confirms once and sends one confirmation e-mail in the buyer's language with a calendar file", async () => {
    const { user, token } = await customer({ language: 'ae', email: 'layla@example.com', firstName: 'ليلى' });
    const { pkg, slot } = await slotPackage(10);
    const answer = await purchase(
      { packages: [{ package_id: pkg.id, adult_qty: 2, date: '2026-12-20', time_slot_id: slot.id }] },
      token,
    );
    const purchaseNumber = String(answer.body.purchase_number);
    const link = await payOnSandbox(purchaseNumber, token);

    const status = await call({ action: 'purchaseStatus', purchase_number: purchaseNumber }, token);
    expect(status.body.data).toMatchObject({ status: 1, total: 200, bookings: [{ status: 1, package_id: pkg.id }] });
    // the page cannot be paid twice, and a replayed webhook is a duplicate (payments.test.ts): still one e-mail
    const again = await t.app.inject({ method: 'POST', url: link.pathname, headers: formHeaders, payload: 'outcome=succeeded' });
    expect(again.statusCode).toBe(409);
    const sent = await t.db.select().from(messages).where(eq(messages.recipient, 'layla@example.com'));
    expect(sent).toHaveLength(1);
    const mail = sent[0]!;
    expect(mail.language).toBe('ae');
    expect(mail.subject).toBe(`تم تأكيد حجزك · ${purchaseNumber}`);
    expect(mail.body).toContain('مرحبًا ليلى،');
    expect(mail.body).toContain('جزيرة النور');
    const [booking] = await t.db.select().from(bookings).where(eq(bookings.userId, user.id));
    expect(mail.body).toContain(booking!.orderNumber);
    expect(mail.attachments).toHaveLength(1);
    const ics = Buffer.from(mail.attachments![0]!.base64, 'base64').toString('utf8');
    expect(mail.attachments![0]!.filename).toBe(`booking-${purchaseNumber}.ics`);
    expect(ics).toContain('BEGIN:VCALENDAR');
    // 4:00 PM to 6:00 PM in Dubai (UTC+4)
    expect(ics).toContain('DTSTART:20261220T120000Z');
    expect(ics).toContain('DTEND:20261220T140000Z');
    expect(ics).toContain(`UID:${booking!.orderNumber}@127.0.0.1`);
  });

  it("one user cannot see or pay another's purchase", async () => {
    const owner = await customer();
    const other = await customer();
    const { pkg, slot } = await slotPackage(5);
    const answer = await purchase(
      { packages: [{ package_id: pkg.id, adult_qty: 1, date: '2026-12-20', time_slot_id: slot.id }] },
      owner.token,
    );
    const purchaseNumber = String(answer.body.purchase_number);
    const status = await call({ action: 'purchaseStatus', purchase_number: purchaseNumber }, other.token);
    expect(status.status).toBe(404);
    const pay = await call({ action: 'initiatePayment', purchase_number: purchaseNumber }, other.token);
    expect(pay.status).toBe(404);
    const [booking] = await t.db
      .select()
      .from(bookings)
      .where(eq(bookings.purchaseId, Number(answer.body.id)));
    const details = await call({ action: 'bookingDetails', order_number: booking!.orderNumber }, other.token);
    expect(details.status).toBe(404);
    expect((await call({ action: 'bookingDetails', order_number: booking!.orderNumber }, owner.token)).status).toBe(200);
  });
});

describe('coupons', () => {
  it('validateCoupon answers the coupon validation data with each package priced by the server', async () => {
    const { token } = await customer();
    const { pkg, slot } = await slotPackage(10);
    await createCoupon(t.db, { code: 'TENOFF', type: 'aed', off: 1_000, msg: '' });
    const item = { package_id: pkg.id, adult_qty: 2, child_qty: 1, adult_price: 1, date: '2026-12-20', time_slot_id: slot.id };
    const answer = await call(
      { action: 'validateCoupon', user_id: 999, items: JSON.stringify({ packages: [item], coupon: 'tenoff' }) },
      token,
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      status: 1,
      code: null,
      msg: 'Coupon added successfully.',
      coupon: 'TENOFF',
      type: 'aed',
      off: 10,
      sub_total: 250,
      discount: 10,
      total: 240,
      packages: [{ package_id: pkg.id, sub_total: 250, total: 240, deducted_value: 10 }],
    });
    const unknown = await call({ action: 'validateCoupon', items: JSON.stringify({ packages: [item], coupon: 'NOPE' }) }, token);
    expect(unknown.body.data).toMatchObject({
      status: 0,
      code: 'coupon_not_valid',
      msg: 'Coupon not Valid or Expired for this package',
    });
    await createCoupon(t.db, { code: 'BIGCART', type: 'aed', off: 500, minCartFils: 30_000 });
    const short = await call({ action: 'validateCoupon', items: JSON.stringify({ packages: [item], coupon: 'BIGCART' }) }, token);
    expect(short.body.data).toMatchObject({
      status: 0,
      code: 'coupon_min_cart',
      msg: 'Add 50.00 Amount more to apply this coupon.',
      amount_short: 50,
    });
    const visitor = await call({ action: 'validateCoupon', items: JSON.stringify({ packages: [item], coupon: 'TENOFF' }) });
    expect(visitor.status).toBe(401);
  });

  it('WELCOME10 takes 10% off the first paid order and is refused on the second', async () => {
    const { token } = await customer();
    const { pkg, slot } = await slotPackage(10);
    const welcome = await createCoupon(t.db, { code: 'WELCOME10', firstOrderOnly: 1, usageLimitPerUser: 1 });
    const item = { package_id: pkg.id, adult_qty: 2, date: '2026-12-20', time_slot_id: slot.id };

    const first = await purchase({ packages: [item], coupon: 'welcome10' }, token);
    expect(first.body).toMatchObject({ success: 1, sub_total: 200, discount: 20, total: 180 });
    await payOnSandbox(String(first.body.purchase_number), token);
    expect(await t.db.select().from(couponRedemptions).where(eq(couponRedemptions.couponId, welcome.id))).toHaveLength(1);

    const check = await call(
      { action: 'validateCoupon', items: JSON.stringify({ packages: [item], coupon: 'WELCOME10' }) },
      token,
    );
    expect(check.body.data).toMatchObject({ status: 0, code: 'coupon_first_order', discount: 0, total: 200 });
    const taken = await slotTaken(slot.id);
    const second = await purchase({ packages: [item], coupon: 'WELCOME10' }, token);
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({
      code: 'coupon_first_order',
      fields: { 'items.coupon': 'This coupon is only valid on your first order' },
    });
    // the refused purchase gave back the tickets it had taken before the coupon check
    expect(await slotTaken(slot.id)).toBe(taken);
  });

  it('a coupon limited to 3 uses in total gives exactly 3 when 10 buyers try at once', async () => {
    const { pkg, slot } = await slotPackage(100);
    await createCoupon(t.db, { code: 'FIRST3', type: 'aed', off: 500, usageLimitTotal: 3 });
    const buyers = await Promise.all(Array.from({ length: 10 }, () => customer()));
    const answers = await Promise.all(
      buyers.map(({ token }) =>
        purchase(
          { packages: [{ package_id: pkg.id, adult_qty: 1, date: '2026-12-20', time_slot_id: slot.id }], coupon: 'FIRST3' },
          token,
        ),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.body.code === 'coupon_used_up')).toHaveLength(7);
    expect(await slotTaken(slot.id)).toBe(3);
  });
});

describe('availability reads', () => {
  it('packageSlots lists the enabled, named slots with tickets left; an unlimited count is ""', async () => {
    const { pkg, slot } = await slotPackage(8);
    await t.db.insert(timeSlots).values([
      { packageId: pkg.id, timeSlot: 'Closed', adultTickets: 5, enable: 0 },
      { packageId: pkg.id, timeSlot: '', adultTickets: 5, enable: 1 },
    ]);
    const [unlimited] = await t.db
      .insert(timeSlots)
      .values({ packageId: pkg.id, timeSlot: '8:00 PM - 10:00 PM', adultTickets: null, childTickets: 4, enable: 1 })
      .returning();
    const noDate = await call({ action: 'packageSlots', id: pkg.id });
    // spec part 1 §3 Time slot: remaining tickets, "empty means unlimited"
    expect(noDate.body.data).toEqual([
      { id: slot.id, time_slot: '4:00 PM - 6:00 PM', adult_tickets: 8, child_tickets: 8, enable: 1 },
      { id: unlimited!.id, time_slot: '8:00 PM - 10:00 PM', adult_tickets: '', child_tickets: 4, enable: 1 },
    ]);
    const unknown = await call({ action: 'packageSlots', id: 999_999 });
    expect(unknown.status).toBe(404);
  });

  it('packageSlots answers a MM/DD/YYYY date exactly as the same date in YYYY-MM-DD', async () => {
    const { token } = await customer();
    const { pkg, slot } = await slotPackage(8);
    await purchase({ packages: [{ package_id: pkg.id, adult_qty: 3, date: '2026-12-05', time_slot_id: slot.id }] }, token);
    const us = await call({ action: 'packageSlots', id: pkg.id, date: '12/05/2026' });
    const iso = await call({ action: 'packageSlots', id: pkg.id, date: '2026-12-05' });
    expect(us.status).toBe(200);
    expect(us.body).toEqual(iso.body);
    expect(us.body.data).toEqual([
      { id: slot.id, time_slot: '4:00 PM - 6:00 PM', adult_tickets: 5, child_tickets: 8, enable: 1 },
    ]);
    const impossible = await call({ action: 'packageSlots', id: pkg.id, date: '02/30/2026' });
    expect(impossible.status).toBe(400);
    expect(impossible.body.fields).toEqual({ date: 'a date as MM/DD/YYYY or YYYY-MM-DD' });
  });

  it('dateAvailabilityCheck reads MM/DD/YYYY and YYYY-MM-DD alike; a date without a limit is "" (unlimited)', async () => {
    const { pkg } = await slotPackage(8);
    await t.db.insert(dateAvailability).values({ packageId: pkg.id, date: '2026-12-20', adultTickets: 6, childTickets: null });
    const us = await call({ action: 'dateAvailabilityCheck', id: pkg.id, date: '12/20/2026' });
    const iso = await call({ action: 'dateAvailabilityCheck', id: pkg.id, date: '2026-12-20' });
    expect(us.body).toEqual({ success: 1, msg: 'OK', message: 'OK', adult_tickets: 6, child_tickets: '' });
    expect(iso.body).toEqual(us.body);
    const open = await call({ action: 'dateAvailabilityCheck', id: pkg.id, date: '2026-12-21' });
    expect(open.body).toEqual({ success: 1, msg: 'OK', message: 'OK', adult_tickets: '', child_tickets: '' });
    const wrong = await call({ action: 'dateAvailabilityCheck', id: pkg.id, date: '20.12.2026' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields).toEqual({ date: 'a date as MM/DD/YYYY or YYYY-MM-DD' });
  });

  it('getPackagePrice and the purchase item take the date in either form', async () => {
    const { token } = await customer();
    const { pkg, slot } = await slotPackage(8);
    await t.db.insert(pricesByDate).values({ packageId: pkg.id, date: '2026-12-24', adultPriceFils: 15_000, peakPrice: 1 });
    const price = await call({ action: 'getPackagePrice', id: pkg.id, date: '12/24/2026' }, token);
    expect(price.body).toMatchObject({ success: 1, adult_price: 150, peak_price: 1 });
    const answer = await purchase(
      { packages: [{ package_id: pkg.id, adult_qty: 1, date: '12/24/2026', time_slot_id: slot.id }] },
      token,
    );
    expect(answer.body).toMatchObject({ success: 1, total: 150 });
    expect(await slotTaken(slot.id, '2026-12-24')).toBe(1);
  });
});
