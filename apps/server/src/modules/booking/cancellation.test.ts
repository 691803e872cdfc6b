import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingStatuses } from '@portal/contract/cancellation';
import {
  auditLog,
  bookings,
  couponRedemptions,
  ledgerEntries,
  messages,
  payments,
  purchases,
  refunds,
  slotInventory,
} from '../../db/schema/index.ts';
import type { PaymentProvider, RefundRequest } from '../../providers/payments/payments.ts';
import { sandboxProvider, sandboxSignatureHeader } from '../../providers/payments/sandbox.ts';
import { createCoupon, createDestination, createSession, createSlotPackage, createUser } from '../../test/factories.ts';
import { createTestApp, postAction } from '../../test/harness.ts';

// docs/decisions/036-after-the-sale.md. The event is 20 Dec 2026 at 4 PM in Dubai.
const eventDay = '2026-12-20';
let clock = new Date('2026-12-10T08:00:00Z');
const sandbox = sandboxProvider({ publicUrl: 'http://127.0.0.1', secret: 'a-sandbox-secret-of-enough-length' });

/**
 * The payment provider at the edge: the sandbox, except that a refund can be answered 'pending' (as Stripe
 * answers a card refund that is still settling) so its webhook is what settles it.
 */
let refundAnswer: 'sandbox' | 'pending' = 'sandbox';
const asked: RefundRequest[] = [];
const provider: PaymentProvider & Pick<typeof sandbox, 'signedEvent'> = {
  ...sandbox,
  async refundPayment(refund) {
    asked.push(refund);
    const answer = await sandbox.refundPayment(refund);
    return refundAnswer === 'pending' ? { ...answer, status: 'pending' } : answer;
  },
};

let t: Awaited<ReturnType<typeof createTestApp>>;
let destinationId: number;
let operatorToken: string;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock, payments: provider, config: { PUBLIC_URL: 'http://127.0.0.1' } });
  destinationId = (await createDestination(t.db)).id;
  const operator = await createUser(t.db, { role: 'operator', staffRole: 'moderator' });
  operatorToken = await createSession(t.db, operator.id, { expiresAt: new Date('2027-06-01T00:00:00Z') });
});
afterAll(() => t.close());

async function traveller() {
  const user = await createUser(t.db, { language: 'ae', firstName: 'Mariam' });
  return { user, token: await createSession(t.db, user.id, { expiresAt: new Date('2027-06-01T00:00:00Z') }) };
}

const call = async (fields: Record<string, string | number>, token?: string) => {
  const res = await postAction(t.app, fields, token);
  return { status: res.statusCode, body: res.json() as Record<string, unknown> & { data?: Record<string, unknown> } };
};

/** A package with `policy`, 2 adults booked for 100 AED each, paid on the sandbox page. */
async function paidBooking(
  policy: { cancelPolicy?: 'none' | 'free'; cancelFreeHours?: number; cancelLateFeePercent?: number | null } = {},
  coupon?: string,
) {
  const { pkg, slot } = await createSlotPackage(t.db, destinationId, 10, {
    adultPriceFils: 10_000,
    cancelPolicy: 'free',
    cancelFreeHours: 24,
    ...policy,
  });
  const buyer = await traveller();
  const items = JSON.stringify({
    packages: [{ package_id: pkg.id, adult_qty: 2, date: eventDay, time_slot_id: slot.id }],
    ...(coupon ? { coupon } : {}),
  });
  const created = await call({ action: 'createPurchase', items }, buyer.token);
  expect(created.body).toMatchObject({ success: 1 });
  const purchaseNumber = String(created.body.purchase_number);
  const started = await call({ action: 'initiatePayment', purchase_number: purchaseNumber }, buyer.token);
  const page = new URL(String(started.body.payment_link)).pathname;
  const paid = await t.app.inject({
    method: 'POST',
    url: page,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'outcome=succeeded',
  });
  expect(paid.statusCode).toBe(303);
  const [booking] = await t.db
    .select()
    .from(bookings)
    .innerJoin(purchases, eq(purchases.id, bookings.purchaseId))
    .where(eq(purchases.purchaseNumber, purchaseNumber));
  expect(booking!.bookings.status).toBe(bookingStatuses.confirmed);
  return { ...buyer, pkg, slot, purchaseNumber, booking: booking!.bookings, purchase: booking!.purchases };
}

const takenAdults = async (slotId: number) =>
  (
    await t.db
      .select({ taken: slotInventory.adultTaken })
      .from(slotInventory)
      .where(and(eq(slotInventory.timeSlotId, slotId), eq(slotInventory.date, eventDay)))
  )[0]?.taken ?? 0;
const bookingRow = async (id: number) => (await t.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
const refundsOf = (bookingId: number) => t.db.select().from(refunds).where(eq(refunds.bookingId, bookingId));
/** What the provider holds for a purchase by the ledger: charges less refunds. */
const ledgerSum = async (purchaseId: number) =>
  (
    await t.db
      .select({ sum: sql<number>`coalesce(sum(${ledgerEntries.amountFils}), 0)::int` })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.purchaseId, purchaseId))
  )[0]!.sum;

describe('cancelTerms', () => {
  it('tells the traveller what comes back now, and why not once the window closed', async () => {
    const b = await paidBooking({ cancelLateFeePercent: null });
    const terms = await call({ action: 'cancelTerms', order_number: b.booking.orderNumber }, b.token);
    expect(terms.body.data).toEqual({
      allowed: 1,
      reason: null,
      paid: 200,
      refund: 200,
      fee: 0,
      free_until: '2026-12-19 16:00:00',
      policy: { policy: 'free', free_hours: 24, late_fee_percent: null },
    });
    clock = new Date('2026-12-19T13:00:00Z'); // 5 PM in Dubai, the day before
    const late = await call({ action: 'cancelTerms', order_number: b.booking.orderNumber }, b.token);
    expect(late.body.data).toMatchObject({ allowed: 0, reason: 'window_closed', refund: 0 });
    clock = new Date('2026-12-10T08:00:00Z');
  });

  it("answers another traveller's booking as not found", async () => {
    const b = await paidBooking();
    const other = await traveller();
    const answer = await call({ action: 'cancelTerms', order_number: b.booking.orderNumber }, other.token);
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ code: 'booking_not_found' });
  });
});

describe('cancelBooking', () => {
  it('gives the tickets back, refunds through the provider, e-mails the traveller and shows it refunded', async () => {
    const b = await paidBooking();
    expect(await takenAdults(b.slot.id)).toBe(2);
    const answer = await call({ action: 'cancelBooking', order_number: b.booking.orderNumber, refund: '200' }, b.token);
    expect(answer.body.data).toEqual({
      order_number: b.booking.orderNumber,
      status: bookingStatuses.refunded,
      refund: { amount: 200, status: 'succeeded' },
    });
    expect(await takenAdults(b.slot.id)).toBe(0);
    expect(await bookingRow(b.booking.id)).toMatchObject({ cancelledBy: b.user.id, cancelReason: 'traveller_cancel' });
    const [purchase] = await t.db.select().from(purchases).where(eq(purchases.id, b.purchase.id));
    expect(purchase!.status).toBe(3);
    expect(await refundsOf(b.booking.id)).toMatchObject([
      { amountFils: 20_000, status: 'succeeded', reason: 'traveller_cancel', providerRef: expect.stringMatching(/^sbx_re_/) },
    ]);
    // the ledger: 200 AED charged, 200 AED refunded, nothing held
    expect(await ledgerSum(b.purchase.id)).toBe(0);
    const [mail] = await t.db
      .select()
      .from(messages)
      .where(eq(messages.idempotencyKey, `booking-cancellation:${b.booking.orderNumber}`));
    expect(mail).toMatchObject({ kind: 'booking_cancellation', language: 'ae', recipient: b.user.email });
    expect(mail!.body).toContain('مرحبًا Mariam،');
    expect(mail!.body).toContain('200.00');
    // its history shows it refunded
    const history = await call({ action: 'bookingDetails', order_number: b.booking.orderNumber }, b.token);
    expect(history.body.data).toMatchObject({ status: bookingStatuses.refunded });
  });

  it('is refused outside the policy and without one, and nothing changes', async () => {
    const none = await paidBooking({ cancelPolicy: 'none' });
    const refused = await call({ action: 'cancelBooking', order_number: none.booking.orderNumber, refund: '200' }, none.token);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'cancel_not_allowed' });

    const strict = await paidBooking({ cancelFreeHours: 300 });
    const late = await call({ action: 'cancelBooking', order_number: strict.booking.orderNumber, refund: '200' }, strict.token);
    expect(late.body).toMatchObject({ code: 'cancel_not_allowed' });
    for (const b of [none, strict]) {
      expect((await bookingRow(b.booking.id)).status).toBe(bookingStatuses.confirmed);
      expect(await takenAdults(b.slot.id)).toBe(2);
      expect(await refundsOf(b.booking.id)).toEqual([]);
    }
  });

  it('after the free window takes the late fee, and refuses an amount the traveller was not shown', async () => {
    const b = await paidBooking({ cancelFreeHours: 300, cancelLateFeePercent: 25 });
    const shownOld = await call({ action: 'cancelBooking', order_number: b.booking.orderNumber, refund: '200' }, b.token);
    expect(shownOld.status).toBe(409);
    expect(shownOld.body).toMatchObject({ code: 'cancel_terms_changed' });
    expect((await bookingRow(b.booking.id)).status).toBe(bookingStatuses.confirmed);
    const answer = await call({ action: 'cancelBooking', order_number: b.booking.orderNumber, refund: '150' }, b.token);
    expect(answer.body.data).toMatchObject({ refund: { amount: 150, status: 'succeeded' } });
    expect(await ledgerSum(b.purchase.id)).toBe(5_000);
  });

  it('cancelling twice, one after the other or at the same moment, refunds once', async () => {
    const b = await paidBooking();
    asked.length = 0;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        call({ action: 'cancelBooking', order_number: b.booking.orderNumber, refund: '200' }, b.token),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    const again = await call({ action: 'cancelBooking', order_number: b.booking.orderNumber, refund: '200' }, b.token);
    expect(again.body.data).toMatchObject({ status: bookingStatuses.refunded, refund: { amount: 200 } });
    expect(await refundsOf(b.booking.id)).toHaveLength(1);
    expect(asked).toHaveLength(1);
    expect(await takenAdults(b.slot.id)).toBe(0);
    expect(await ledgerSum(b.purchase.id)).toBe(0);
  });

  it('gives the coupon’s use back when the purchase is cancelled', async () => {
    const coupon = await createCoupon(t.db, { code: 'ONCE16', type: 'percentage', off: 10, usageLimitTotal: 1 });
    const b = await paidBooking({}, 'ONCE16');
    const live = async () =>
      (
        await t.db
          .select({ n: count() })
          .from(couponRedemptions)
          .innerJoin(purchases, eq(purchases.id, couponRedemptions.purchaseId))
          .where(and(eq(couponRedemptions.couponId, coupon.id), sql`${purchases.status} in (0, 1)`))
      )[0]!.n;
    expect(await live()).toBe(1);
    // 10% off 200 AED: 180 AED paid, all of it back
    expect(b.purchase).toMatchObject({ subtotalFils: 20_000, discountFils: 2_000, totalFils: 18_000 });
    const answer = await call({ action: 'cancelBooking', order_number: b.booking.orderNumber, refund: '180' }, b.token);
    expect(answer.body, JSON.stringify(answer.body)).toMatchObject({ data: { refund: { amount: 180 } } });
    expect(await live()).toBe(0);
  });

  it('a refund still settling is settled by its webhook once, however often the event is delivered', async () => {
    const b = await paidBooking();
    refundAnswer = 'pending';
    const answer = await call({ action: 'cancelBooking', order_number: b.booking.orderNumber, refund: '200' }, b.token);
    refundAnswer = 'sandbox';
    expect(answer.body.data).toMatchObject({ status: bookingStatuses.cancelled, refund: { amount: 200, status: 'pending' } });
    expect(await ledgerSum(b.purchase.id)).toBe(20_000);
    const [refund] = await refundsOf(b.booking.id);

    const deliver = async (id: string) => {
      const { body, signature } = provider.signedEvent(
        { id, type: 'refund.succeeded', refund: refund!.providerRef!, created: Math.floor(clock.getTime() / 1000) },
        clock,
      );
      const res = await t.app.inject({
        method: 'POST',
        url: '/webhooks/sandbox',
        headers: { 'content-type': 'application/json', [sandboxSignatureHeader]: signature },
        payload: body,
      });
      return (res.json() as { results: string[] }).results;
    };
    expect(await deliver('evt_refund_1')).toEqual(['refund_updated']);
    expect(await deliver('evt_refund_1')).toEqual(['duplicate']);
    expect(await deliver('evt_refund_2')).toEqual(['ignored']);
    expect((await bookingRow(b.booking.id)).status).toBe(bookingStatuses.refunded);
    const entries = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.purchaseId, b.purchase.id));
    expect(entries.map((e) => [e.kind, e.amountFils]).sort()).toEqual([
      ['charge', 20_000],
      ['refund', -20_000],
    ]);
  });

  it('refuses a booking not confirmed, and a malformed refund names the field', async () => {
    const b = await paidBooking();
    await t.db.update(bookings).set({ status: bookingStatuses.pending }).where(eq(bookings.id, b.booking.id));
    const pending = await call({ action: 'cancelBooking', order_number: b.booking.orderNumber, refund: '200' }, b.token);
    expect(pending.body).toMatchObject({ code: 'booking_not_cancellable' });
    const malformed = await call({ action: 'cancelBooking', order_number: 'x', refund: '1.234' }, b.token);
    expect(malformed.status).toBe(400);
    expect(Object.keys((malformed.body as { fields: object }).fields).sort()).toEqual(['order_number', 'refund']);
    expect((await call({ action: 'cancelBooking', order_number: b.booking.orderNumber, refund: '200' })).status).toBe(401);
  });
});

describe('operatorCancelBooking', () => {
  it('cancels whatever the policy with half refunded, then refunds the rest and no more; audited', async () => {
    const b = await paidBooking({ cancelPolicy: 'none' });
    const half = await call(
      { action: 'operatorCancelBooking', order_number: b.booking.orderNumber, refund: '100', reason: 'Visitor fell ill' },
      operatorToken,
    );
    expect(half.body.data).toEqual({
      order_number: b.booking.orderNumber,
      status: bookingStatuses.refunded,
      refund: { amount: 100, status: 'succeeded' },
    });
    expect(await takenAdults(b.slot.id)).toBe(0);
    expect(await bookingRow(b.booking.id)).toMatchObject({ cancelReason: 'Visitor fell ill', status: bookingStatuses.refunded });
    expect(await ledgerSum(b.purchase.id)).toBe(10_000);

    const tooMuch = await call(
      { action: 'operatorCancelBooking', order_number: b.booking.orderNumber, refund: '100.01', reason: 'Goodwill' },
      operatorToken,
    );
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body).toMatchObject({ fields: { refund: expect.stringContaining('100.00') } });
    const rest = await call(
      { action: 'operatorCancelBooking', order_number: b.booking.orderNumber, refund: '100', reason: 'Goodwill' },
      operatorToken,
    );
    expect(rest.body.data).toMatchObject({ status: bookingStatuses.refunded, refund: { amount: 100, status: 'succeeded' } });
    expect(await ledgerSum(b.purchase.id)).toBe(0);
    // the tickets went back once
    expect(await takenAdults(b.slot.id)).toBe(0);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'booking'), eq(auditLog.entityId, b.booking.orderNumber)));
    expect(entries.map((e) => e.action).sort()).toEqual(['cancel', 'refund']);
  });

  it('is for operators only', async () => {
    const b = await paidBooking();
    const fields = { action: 'operatorCancelBooking', order_number: b.booking.orderNumber, refund: '200', reason: 'x' };
    expect((await call(fields)).status).toBe(401);
    expect((await call(fields, b.token)).status).toBe(403);
    expect((await bookingRow(b.booking.id)).status).toBe(bookingStatuses.confirmed);
  });
});

describe('the ledger', () => {
  it('sums, for every payment, to what the provider holds: its charge less the refunds it made', async () => {
    const paid = await t.db.select().from(payments).where(eq(payments.status, 'succeeded'));
    const entries = await t.db.select().from(ledgerEntries);
    const made = await t.db.select().from(refunds).where(eq(refunds.status, 'succeeded'));
    expect(paid.length).toBeGreaterThan(5);
    for (const payment of paid) {
      const own = entries.filter((e) => e.paymentId === payment.id);
      expect(own.filter((e) => e.kind === 'charge').map((e) => e.amountFils)).toEqual([payment.amountFils]);
      const refunded = made.filter((r) => r.paymentId === payment.id).reduce((sum, r) => sum + r.amountFils, 0);
      expect(own.reduce((sum, e) => sum + e.amountFils, 0)).toBe(payment.amountFils - refunded);
    }
  });
});
