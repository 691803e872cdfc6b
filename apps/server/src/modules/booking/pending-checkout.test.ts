import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, couponRedemptions, payments, purchases, refunds } from '../../db/schema/index.ts';
import { createCoupon, createDestination, createPackage, createSession, createUser } from '../../test/factories.ts';
import { postAction } from '../../test/harness.ts';
import { checkoutApp, deliver, payOnSandbox, type TestApp } from '../../test/store-checkout.ts';
import { releaseExpiredHolds } from './payment-service.ts';

// decision 039: a checkout left unpaid is listed to its owner, resumed, or cancelled; cancelling or
// expiry gives back the tickets and the coupon's use at once
let clock = new Date('2026-11-22T08:00:00Z');
let t: TestApp;
let destinationId: number;

beforeAll(async () => {
  t = await checkoutApp(() => clock);
  destinationId = (await createDestination(t.db)).id;
});
afterAll(() => t.close());

const minutesLater = (minutes: number) => {
  clock = new Date(clock.getTime() + minutes * 60_000);
};

async function traveller() {
  const user = await createUser(t.db);
  return { user, token: await createSession(t.db, user.id, { expiresAt: new Date('2027-01-01T00:00:00Z') }) };
}

const act = (token: string, fields: Record<string, string>) => postAction(t.app, fields, token);

/** createPurchase as the browser calls it (it opens the payment too): its answer. */
async function checkout(token: string, packageId: number, coupon?: string) {
  const items = JSON.stringify({ packages: [{ package_id: packageId, adult_qty: 2 }], ...(coupon ? { coupon } : {}) });
  return (await act(token, { action: 'createPurchase', items })).json();
}

async function startedCheckout(token: string, packageId: number, coupon?: string) {
  const created = await checkout(token, packageId, coupon);
  expect(created).toMatchObject({ success: 1, payment_link: expect.stringContaining('/pay/') });
  return { purchaseNumber: String(created.purchase_number), link: String(created.payment_link) };
}

const listed = async (token: string) => (await act(token, { action: 'pendingCheckouts' })).json();
const cancel = (token: string, purchaseNumber: string) =>
  act(token, { action: 'cancelCheckout', purchase_number: purchaseNumber });
const resume = (token: string, purchaseNumber: string) =>
  act(token, { action: 'resumeCheckout', purchase_number: purchaseNumber });
const purchaseRow = async (purchaseNumber: string) =>
  (await t.db.select().from(purchases).where(eq(purchases.purchaseNumber, purchaseNumber)))[0]!;

/** Live uses of a coupon: redemptions of pending or confirmed purchases, as createPurchase counts them. */
const liveUses = async (couponId: number) =>
  (
    await t.db
      .select({ n: count() })
      .from(couponRedemptions)
      .innerJoin(purchases, eq(purchases.id, couponRedemptions.purchaseId))
      .where(and(eq(couponRedemptions.couponId, couponId), inArray(purchases.status, [0, 1])))
  )[0]!.n;

/** Pay pressed on the sandbox page of a payment link. */
const pay = (link: string) => payOnSandbox(t, link);

describe('pending checkouts in My Bookings', () => {
  it('lists an unpaid checkout to its owner only, with its expiry and the seconds left', async () => {
    const pkg = await createPackage(t.db, { destinationId });
    const owner = await traveller();
    const other = await traveller();
    const { purchaseNumber } = await startedCheckout(owner.token, pkg.id);
    minutesLater(10);

    const mine = await listed(owner.token);
    expect(mine.success).toBe(1);
    expect(mine.data).toHaveLength(1);
    expect(mine.data[0]).toMatchObject({
      purchase_number: purchaseNumber,
      seconds_left: 20 * 60,
      bookings: [{ package_name: pkg.packageName, adult_qty: 2, child_qty: 0 }],
    });
    expect(mine.data[0].hold_expires_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((await listed(other.token)).data).toEqual([]);

    minutesLater(21);
    expect((await listed(owner.token)).data).toEqual([]);
  });

  it('needs a signed-in traveller', async () => {
    const res = await postAction(t.app, { action: 'pendingCheckouts' });
    expect(res.statusCode).toBe(401);
  });
});

describe('resuming a checkout', () => {
  it('answers the same open payment page for the same purchase and amount', async () => {
    const pkg = await createPackage(t.db, { destinationId });
    const a = await traveller();
    const { purchaseNumber, link } = await startedCheckout(a.token, pkg.id);
    const resumed = (await resume(a.token, purchaseNumber)).json();
    expect(resumed).toMatchObject({ success: 1, purchase_number: purchaseNumber, payment_link: link });
    expect((await pay(resumed.payment_link)).status).toBe(303);
    expect((await purchaseRow(purchaseNumber)).status).toBe(1);
  });

  it('opens a new payment of the same total when the purchase has no open one', async () => {
    const pkg = await createPackage(t.db, { destinationId });
    const a = await traveller();
    const { purchaseNumber, link } = await startedCheckout(a.token, pkg.id);
    const row = await purchaseRow(purchaseNumber);
    await t.db.update(payments).set({ status: 'expired' }).where(eq(payments.purchaseId, row.id));
    const resumed = (await resume(a.token, purchaseNumber)).json();
    expect(resumed.success).toBe(1);
    expect(resumed.payment_link).not.toBe(link);
    const amounts = await t.db.select({ amount: payments.amountFils }).from(payments).where(eq(payments.purchaseId, row.id));
    expect(amounts.map((p) => p.amount)).toEqual([row.totalFils, row.totalFils]);
  });

  it('is refused with a clear error once the checkout expired or was cancelled, and for anyone else', async () => {
    const pkg = await createPackage(t.db, { destinationId });
    const a = await traveller();
    const other = await traveller();
    const kept = await startedCheckout(a.token, pkg.id);
    const res = await resume(other.token, kept.purchaseNumber);
    expect(res.statusCode).toBe(404);

    const cancelled = await startedCheckout(a.token, pkg.id);
    expect((await cancel(a.token, cancelled.purchaseNumber)).statusCode).toBe(200);
    const refused = await resume(a.token, cancelled.purchaseNumber);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ success: 0, code: 'purchase_closed', msg: expect.stringMatching(/cancelled/) });

    minutesLater(31);
    const expired = await resume(a.token, kept.purchaseNumber);
    expect(expired.statusCode).toBe(409);
    expect(expired.json()).toMatchObject({ code: 'purchase_closed', msg: expect.stringMatching(/time to pay .* ran out/) });
  });
});

describe('cancelling a checkout', () => {
  it('gives back the last tickets and the coupon use at once, and a late payment is refunded', async () => {
    const pkg = await createPackage(t.db, { destinationId, adultOverallLimit: 2 });
    const welcome = await createCoupon(t.db, { code: 'FIRSTTEN', firstOrderOnly: 1, usageLimitPerUser: 1 });
    const a = await traveller();
    const b = await traveller();
    const first = await startedCheckout(a.token, pkg.id, 'FIRSTTEN');
    expect(await checkout(b.token, pkg.id)).toMatchObject({ success: 0 });

    const res = await cancel(a.token, first.purchaseNumber);
    expect(res.json()).toMatchObject({ success: 1, data: { purchase_number: first.purchaseNumber, status: 3 } });
    expect(await liveUses(welcome.id)).toBe(0);
    const row = await purchaseRow(first.purchaseNumber);
    expect(
      await t.db
        .select({ status: bookings.status, by: bookings.cancelledBy })
        .from(bookings)
        .where(eq(bookings.purchaseId, row.id)),
    ).toEqual([{ status: 3, by: a.user.id }]);
    // the second traveller buys the last tickets, the first uses the first-order coupon on something else
    expect(await checkout(b.token, pkg.id)).toMatchObject({ success: 1 });
    const other = await createPackage(t.db, { destinationId });
    expect(await checkout(a.token, other.id, 'FIRSTTEN')).toMatchObject({ success: 1 });
    expect((await listed(a.token)).data.map((p: { purchase_number: string }) => p.purchase_number)).not.toContain(
      first.purchaseNumber,
    );

    // the provider's success for the cancelled checkout arrives anyway: refunded, never confirmed
    const [payment] = await t.db.select().from(payments).where(eq(payments.purchaseId, row.id));
    expect(payment!.status).toBe('cancelled');
    const event = {
      id: 'evt_after_cancel',
      type: 'succeeded',
      payment: payment!.providerRef,
      amount_fils: payment!.amountFils,
    } as const;
    expect(await deliver(t, event, clock)).toEqual(['paid_after_release']);
    expect((await purchaseRow(first.purchaseNumber)).status).toBe(3);
    expect((await t.db.select().from(payments).where(eq(payments.id, payment!.id)))[0]!.issue).toBe('checkout_cancelled');
    expect(await t.db.select({ amount: refunds.amountFils }).from(refunds).where(eq(refunds.paymentId, payment!.id))).toEqual([
      { amount: payment!.amountFils },
    ]);
  });

  it("refuses someone else's checkout as not found and a paid or already cancelled one as closed", async () => {
    const pkg = await createPackage(t.db, { destinationId });
    const a = await traveller();
    const other = await traveller();
    const open = await startedCheckout(a.token, pkg.id);
    expect((await cancel(other.token, open.purchaseNumber)).statusCode).toBe(404);
    expect((await purchaseRow(open.purchaseNumber)).status).toBe(0);

    const paid = await startedCheckout(a.token, pkg.id);
    await pay(paid.link);
    const refused = await cancel(a.token, paid.purchaseNumber);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'purchase_closed', msg: expect.stringMatching(/already paid/) });
    expect((await purchaseRow(paid.purchaseNumber)).status).toBe(1);

    expect((await cancel(a.token, open.purchaseNumber)).statusCode).toBe(200);
    expect((await cancel(a.token, open.purchaseNumber)).statusCode).toBe(409);
  });

  it('rejects a malformed purchase number with 400 naming the field', async () => {
    const a = await traveller();
    const res = await cancel(a.token, 'x');
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('purchase_number');
  });
});

describe('expiry', () => {
  it('gives back the tickets and the coupon use when the sweeper releases the hold', async () => {
    const pkg = await createPackage(t.db, { destinationId, adultOverallLimit: 2 });
    const coupon = await createCoupon(t.db, { code: 'EXPIRYTEN', usageLimitTotal: 1 });
    const a = await traveller();
    const b = await traveller();
    const first = await startedCheckout(a.token, pkg.id, 'EXPIRYTEN');
    minutesLater(31);
    expect(await releaseExpiredHolds(t.db, clock)).toBeGreaterThanOrEqual(1);
    expect((await purchaseRow(first.purchaseNumber)).status).toBe(4);
    expect(await liveUses(coupon.id)).toBe(0);
    expect(await checkout(b.token, pkg.id, 'EXPIRYTEN')).toMatchObject({ success: 1 });
    expect((await cancel(a.token, first.purchaseNumber)).statusCode).toBe(409);
  });

  it("releases the traveller's own lapsed hold with the coupon at once, before the sweeper runs", async () => {
    const pkg = await createPackage(t.db, { destinationId, adultOverallLimit: 100 });
    const coupon = await createCoupon(t.db, { code: 'LAPSEDTEN', usageLimitPerUser: 1 });
    const a = await traveller();
    const first = await startedCheckout(a.token, pkg.id, 'LAPSEDTEN');
    minutesLater(31);
    expect(await checkout(a.token, pkg.id, 'LAPSEDTEN')).toMatchObject({ success: 1 });
    expect((await purchaseRow(first.purchaseNumber)).status).toBe(4);
    expect(await liveUses(coupon.id)).toBe(1);
  });
});

describe('a once-per-user coupon and the traveller’s own unpaid checkout', () => {
  it('is accepted again: the new checkout replaces the abandoned one, which gives its use back', async () => {
    const pkg = await createPackage(t.db, { destinationId, adultOverallLimit: 100 });
    const coupon = await createCoupon(t.db, { code: 'ONCEEACH', firstOrderOnly: 1, usageLimitPerUser: 1 });
    const a = await traveller();
    const abandoned = await startedCheckout(a.token, pkg.id, 'ONCEEACH');

    const items = JSON.stringify({ packages: [{ package_id: pkg.id, adult_qty: 2 }], coupon: 'ONCEEACH' });
    const preview = (await act(a.token, { action: 'validateCoupon', items })).json();
    // the preview says that booking now cancels the abandoned checkout
    expect(preview).toMatchObject({ success: 1, data: { status: 1, replaces_checkouts: 1 } });

    const again = await startedCheckout(a.token, pkg.id, 'ONCEEACH');
    expect((await purchaseRow(abandoned.purchaseNumber)).status).toBe(3);
    expect(await liveUses(coupon.id)).toBe(1);
    // the abandoned page can no longer be paid; the new one can, and then the coupon is spent
    expect((await pay(abandoned.link)).status).toBe(409);
    await pay(again.link);
    expect((await purchaseRow(again.purchaseNumber)).status).toBe(1);
    expect(await checkout(a.token, pkg.id, 'ONCEEACH')).toMatchObject({ success: 0, code: 'coupon_first_order' });
  });

  it('keeps a coupon allowed twice per user from cancelling a checkout it does not need to', async () => {
    const pkg = await createPackage(t.db, { destinationId, adultOverallLimit: 100 });
    await createCoupon(t.db, { code: 'TWICEEACH', usageLimitPerUser: 2 });
    const a = await traveller();
    const first = await startedCheckout(a.token, pkg.id, 'TWICEEACH');
    await startedCheckout(a.token, pkg.id, 'TWICEEACH');
    expect((await purchaseRow(first.purchaseNumber)).status).toBe(0);
  });

  it('is never held twice when two checkouts of the same traveller race', async () => {
    const pkg = await createPackage(t.db, { destinationId, adultOverallLimit: 100 });
    const coupon = await createCoupon(t.db, { code: 'RACEONCE', usageLimitPerUser: 1 });
    const a = await traveller();
    const results = await Promise.all([1, 2, 3, 4].map(() => checkout(a.token, pkg.id, 'RACEONCE')));
    expect(results.filter((r) => r.success === 1).length).toBeGreaterThanOrEqual(1);
    expect(await liveUses(coupon.id)).toBe(1);
  });

  it('is never held twice when two travellers race for the last use of a coupon', async () => {
    const pkg = await createPackage(t.db, { destinationId, adultOverallLimit: 100 });
    const coupon = await createCoupon(t.db, { code: 'RACELAST', usageLimitTotal: 1 });
    const buyers = await Promise.all([1, 2, 3].map(() => traveller()));
    const results = await Promise.all(buyers.map((b) => checkout(b.token, pkg.id, 'RACELAST')));
    expect(results.filter((r) => r.success === 1)).toHaveLength(1);
    expect(await liveUses(coupon.id)).toBe(1);
  });
});
