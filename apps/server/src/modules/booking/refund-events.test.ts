import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingStatuses } from '@portal/contract/cancellation';
import { bookings, ledgerEntries, purchases, refunds } from '../../db/schema/index.ts';
import { stripeProvider } from '../../providers/payments/stripe.ts';
import { createDestination, createSession, createSlotPackage, createUser } from '../../test/factories.ts';
import { createTestApp, postAction } from '../../test/harness.ts';

// docs/decisions/036-after-the-sale.md "Refund events": events come late and out of order; the refund
// takes what Stripe answers for it now, and the first final status stands.
const webhookSecret = 'whsec_refund_events';
const clock = new Date('2026-12-10T08:00:00Z');

/** The fake Stripe API: Checkout Sessions by id, refunds by id with the status Stripe would answer now. */
const sessions = new Map<string, { id: string; amount_total: number; payment_intent: string }>();
const stripeRefunds = new Map<string, { id: string; status: string; failure_reason?: string }>();
/** the status a new refund is answered with */
let newRefundStatus = 'pending';
/** when set, Stripe cannot answer for a refund */
let refundsDown = false;
let asked = 0;
let api: Server;
let t: Awaited<ReturnType<typeof createTestApp>>;
let operatorToken: string;
let destinationId: number;

beforeAll(async () => {
  api = createServer((request: IncomingMessage, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      response.setHeader('content-type', 'application/json');
      const url = request.url ?? '';
      if (request.method === 'POST' && url === '/v1/refunds') {
        asked += 1;
        const id = `re_${request.headers['idempotency-key'] as string}`;
        if (!stripeRefunds.has(id)) stripeRefunds.set(id, { id, status: newRefundStatus });
        response.end(JSON.stringify(stripeRefunds.get(id)));
      } else if (request.method === 'GET' && url.startsWith('/v1/refunds/') && refundsDown) {
        response.statusCode = 503;
        response.end(JSON.stringify({ error: { message: 'unavailable' } }));
      } else if (request.method === 'GET' && url.startsWith('/v1/refunds/')) {
        const found = stripeRefunds.get(decodeURIComponent(url.slice('/v1/refunds/'.length)));
        response.statusCode = found ? 200 : 404;
        response.end(JSON.stringify(found ?? { error: { message: 'No such refund' } }));
      } else if (request.method === 'POST' && url === '/v1/checkout/sessions') {
        const id = `cs_test_${sessions.size + 1}`;
        const amount = Number(new URLSearchParams(body).get('line_items[0][price_data][unit_amount]'));
        sessions.set(id, { id, amount_total: amount, payment_intent: `pi_${id}` });
        response.end(JSON.stringify({ id, url: `https://checkout.stripe.com/c/pay/${id}` }));
      } else {
        const found = sessions.get(decodeURIComponent(url.split('/').pop() ?? ''));
        response.statusCode = found ? 200 : 404;
        response.end(JSON.stringify(found ?? {}));
      }
    });
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  const apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  t = await createTestApp({
    now: () => clock,
    payments: stripeProvider({ secretKey: 'sk_test_refund_events', webhookSecret, apiUrl }),
    config: { PUBLIC_URL: 'http://127.0.0.1' },
  });
  destinationId = (await createDestination(t.db)).id;
  const operator = await createUser(t.db, { role: 'operator', staffRole: 'moderator' });
  operatorToken = await createSession(t.db, operator.id, { expiresAt: new Date('2027-06-01T00:00:00Z') });
});
afterAll(async () => {
  await t.close();
  api.close();
});

const call = async (fields: Record<string, string | number>, token: string) => {
  const res = await postAction(t.app, fields, token);
  return { status: res.statusCode, body: res.json() as Record<string, unknown> & { data?: Record<string, unknown> } };
};

/** Delivers a signed Stripe event; answers the webhook's results. */
async function deliver(id: string, type: string, object: Record<string, unknown>, status = 200) {
  const body = JSON.stringify({ id, type, data: { object } });
  const timestamp = Math.floor(clock.getTime() / 1000);
  const signature = createHmac('sha256', webhookSecret).update(`${timestamp}.${body}`).digest('hex');
  const res = await t.app.inject({
    method: 'POST',
    url: '/webhooks/stripe',
    headers: { 'content-type': 'application/json', 'stripe-signature': `t=${timestamp},v1=${signature}` },
    payload: body,
  });
  expect(res.statusCode).toBe(status);
  return (res.json() as { results?: string[] }).results;
}

/** A booking of 2 adults at 100 AED, paid through Stripe Checkout. */
async function paidBooking() {
  const { pkg, slot } = await createSlotPackage(t.db, destinationId, 10, { adultPriceFils: 10_000 });
  const user = await createUser(t.db);
  const token = await createSession(t.db, user.id, { expiresAt: new Date('2027-06-01T00:00:00Z') });
  const items = JSON.stringify({ packages: [{ package_id: pkg.id, adult_qty: 2, date: '2026-12-20', time_slot_id: slot.id }] });
  const created = await call({ action: 'createPurchase', items }, token);
  const purchaseNumber = String(created.body.purchase_number);
  const started = await call({ action: 'initiatePayment', purchase_number: purchaseNumber }, token);
  const sessionId = String(started.body.payment_link).split('/').pop()!;
  const session = { id: sessionId, amount_total: 20_000, currency: 'aed', payment_status: 'paid' };
  expect(await deliver(`evt_paid_${sessionId}`, 'checkout.session.completed', session)).toEqual(['confirmed']);
  const [row] = await t.db
    .select()
    .from(bookings)
    .innerJoin(purchases, eq(purchases.id, bookings.purchaseId))
    .where(eq(purchases.purchaseNumber, purchaseNumber));
  return { booking: row!.bookings, purchase: row!.purchases };
}

const operatorRefund = (orderNumber: string, refund: string) =>
  call({ action: 'operatorCancelBooking', order_number: orderNumber, refund, reason: 'Visitor fell ill' }, operatorToken);
const refundsOf = (bookingId: number) => t.db.select().from(refunds).where(eq(refunds.bookingId, bookingId));
const refundRows = (purchaseId: number) =>
  t.db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.purchaseId, purchaseId), eq(ledgerEntries.kind, 'refund')));
/** The refund as a Stripe event carries it, with our id in its metadata. */
const stripeRefund = (ref: string, ours: number, status: string) => ({ id: ref, status, metadata: { refund_id: String(ours) } });

/** An operator cancels with a refund of `aed` that Stripe answers pending; answers our refund row. */
async function pendingRefund(aed: string) {
  const b = await paidBooking();
  newRefundStatus = 'pending';
  const answer = await operatorRefund(b.booking.orderNumber, aed);
  expect(answer.body.data).toMatchObject({ status: bookingStatuses.cancelled, refund: { status: 'pending' } });
  const [refund] = await refundsOf(b.booking.id);
  return { ...b, refund: refund! };
}

describe('refund events out of order', () => {
  it('a failed event delivered after the succeeded one leaves it succeeded, with one ledger row', async () => {
    const { booking, purchase, refund } = await pendingRefund('200');
    const ref = refund.providerRef!;
    stripeRefunds.get(ref)!.status = 'succeeded';
    expect(await deliver('evt_a_succeeded', 'refund.updated', stripeRefund(ref, refund.id, 'succeeded'))).toEqual([
      'refund_updated',
    ]);
    expect(await deliver('evt_a_failed', 'refund.failed', stripeRefund(ref, refund.id, 'failed'))).toEqual(['ignored']);
    expect(await refundsOf(booking.id)).toMatchObject([{ status: 'succeeded', error: null }]);
    expect(await refundRows(purchase.id)).toMatchObject([{ amountFils: -20_000, refundId: refund.id }]);
    expect((await t.db.select().from(bookings).where(eq(bookings.id, booking.id)))[0]!.status).toBe(bookingStatuses.refunded);
  });

  it('an older failed event arriving first is read against Stripe, which says succeeded', async () => {
    const { booking, purchase, refund } = await pendingRefund('200');
    const ref = refund.providerRef!;
    stripeRefunds.get(ref)!.status = 'succeeded';
    expect(await deliver('evt_b_failed', 'refund.failed', stripeRefund(ref, refund.id, 'failed'))).toEqual(['refund_updated']);
    expect(await deliver('evt_b_succeeded', 'refund.updated', stripeRefund(ref, refund.id, 'succeeded'))).toEqual(['ignored']);
    expect(await refundsOf(booking.id)).toMatchObject([{ status: 'succeeded' }]);
    expect(await refundRows(purchase.id)).toHaveLength(1);
  });

  it('a pending event after the success changes nothing, and a replayed event is a no-op', async () => {
    const { booking, purchase, refund } = await pendingRefund('150');
    const ref = refund.providerRef!;
    stripeRefunds.get(ref)!.status = 'succeeded';
    expect(await deliver('evt_c_succeeded', 'refund.updated', stripeRefund(ref, refund.id, 'succeeded'))).toEqual([
      'refund_updated',
    ]);
    const settled = (await refundsOf(booking.id))[0]!;
    // Stripe would now answer succeeded: a late pending event, even if Stripe were to say pending, changes nothing
    stripeRefunds.get(ref)!.status = 'pending';
    expect(await deliver('evt_c_pending', 'refund.updated', stripeRefund(ref, refund.id, 'pending'))).toEqual(['ignored']);
    expect(await deliver('evt_c_succeeded', 'refund.updated', stripeRefund(ref, refund.id, 'succeeded'))).toEqual(['duplicate']);
    expect(await refundsOf(booking.id)).toEqual([settled]);
    expect(await refundRows(purchase.id)).toHaveLength(1);
  });
});

describe('a refund that failed and later succeeds', () => {
  it('is recorded succeeded once, and the operator can refund no more than what remains', async () => {
    const { booking, purchase, refund } = await pendingRefund('100');
    const ref = refund.providerRef!;
    Object.assign(stripeRefunds.get(ref)!, { status: 'failed', failure_reason: 'expired_or_canceled_card' });
    expect(await deliver('evt_d_failed', 'refund.failed', stripeRefund(ref, refund.id, 'failed'))).toEqual(['refund_updated']);
    expect(await refundsOf(booking.id)).toMatchObject([{ status: 'failed', error: 'expired_or_canceled_card' }]);
    expect(await refundRows(purchase.id)).toEqual([]);

    // Stripe pays it after all
    Object.assign(stripeRefunds.get(ref)!, { status: 'succeeded', failure_reason: null });
    expect(await deliver('evt_d_succeeded', 'refund.updated', stripeRefund(ref, refund.id, 'succeeded'))).toEqual([
      'refund_updated',
    ]);
    expect(await deliver('evt_d_succeeded', 'refund.updated', stripeRefund(ref, refund.id, 'succeeded'))).toEqual(['duplicate']);
    expect(await deliver('evt_d_again', 'charge.refund.updated', stripeRefund(ref, refund.id, 'succeeded'))).toEqual(['ignored']);
    expect(await refundsOf(booking.id)).toMatchObject([{ status: 'succeeded', error: null }]);
    expect(await refundRows(purchase.id)).toMatchObject([{ amountFils: -10_000 }]);

    // 200 AED paid, 100 AED given back: at most 100 AED more
    const before = asked;
    newRefundStatus = 'succeeded';
    const tooMuch = await operatorRefund(booking.orderNumber, '100.01');
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body).toMatchObject({ fields: { refund: expect.stringContaining('100.00') } });
    const rest = await operatorRefund(booking.orderNumber, '100');
    expect(rest.body.data).toMatchObject({ status: bookingStatuses.refunded, refund: { amount: 100, status: 'succeeded' } });
    expect(asked).toBe(before + 1);
    const none = await operatorRefund(booking.orderNumber, '0.01');
    expect(none.body).toMatchObject({ fields: { refund: expect.stringContaining('0.00') } });
    expect((await refundRows(purchase.id)).reduce((sum, e) => sum + e.amountFils, 0)).toBe(-20_000);
  });

  it('a refund Stripe does not know is taken as its event says', async () => {
    const { booking, refund } = await pendingRefund('50');
    const ref = refund.providerRef!;
    const kept = stripeRefunds.get(ref)!;
    stripeRefunds.delete(ref);
    expect(await deliver('evt_e_failed', 'refund.failed', stripeRefund(ref, refund.id, 'failed'))).toEqual(['refund_updated']);
    expect(await refundsOf(booking.id)).toMatchObject([{ status: 'failed' }]);
    stripeRefunds.set(ref, { ...kept, status: 'succeeded' });
    expect(await deliver('evt_e_succeeded', 'refund.updated', stripeRefund(ref, refund.id, 'succeeded'))).toEqual([
      'refund_updated',
    ]);
    expect(await refundsOf(booking.id)).toMatchObject([{ status: 'succeeded' }]);
  });

  it('an event Stripe cannot answer for is not recorded, so its redelivery applies it', async () => {
    const { booking, refund } = await pendingRefund('40');
    const ref = refund.providerRef!;
    stripeRefunds.get(ref)!.status = 'succeeded';
    refundsDown = true;
    await deliver('evt_f_succeeded', 'refund.updated', stripeRefund(ref, refund.id, 'succeeded'), 500);
    refundsDown = false;
    expect(await refundsOf(booking.id)).toMatchObject([{ status: 'pending' }]);
    expect(await deliver('evt_f_succeeded', 'refund.updated', stripeRefund(ref, refund.id, 'succeeded'))).toEqual([
      'refund_updated',
    ]);
    expect(await refundsOf(booking.id)).toMatchObject([{ status: 'succeeded' }]);
  });
});
