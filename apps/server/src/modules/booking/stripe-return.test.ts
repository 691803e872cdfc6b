import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, payments, purchases, refunds as refundRows, timeSlots } from '../../db/schema/index.ts';
import { stripeProvider } from '../../providers/payments/stripe.ts';
import { createCoupon, createDestination, createPackage, createSession, createUser } from '../../test/factories.ts';
import { createTestApp, formBody, formHeaders } from '../../test/harness.ts';

const webhookSecret = 'whsec_return_test';
const clock = new Date('2026-11-22T08:00:00Z');
/** the fake Stripe API's one Checkout Session */
const session = {
  id: 'cs_test_return',
  status: 'open',
  payment_status: 'unpaid',
  amount_total: 0,
  currency: 'aed',
  payment_intent: 'pi_test_return',
};
/** the refunds the fake Stripe API was asked for: the form and the idempotency key */
const refunds: { form: URLSearchParams; idempotencyKey: string | undefined }[] = [];
let api: Server;
let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  api = createServer((request: IncomingMessage, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      response.setHeader('content-type', 'application/json');
      if (request.method === 'POST' && request.url === '/v1/refunds') {
        refunds.push({
          form: new URLSearchParams(body),
          idempotencyKey: request.headers['idempotency-key'] as string | undefined,
        });
        response.end(JSON.stringify({ id: 're_test_return', status: 'succeeded' }));
      } else if (request.method === 'POST') {
        session.amount_total = Number(new URLSearchParams(body).get('line_items[0][price_data][unit_amount]'));
        response.end(JSON.stringify({ id: session.id, url: `https://checkout.stripe.com/c/pay/${session.id}` }));
      } else {
        response.end(JSON.stringify(session));
      }
    });
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  const apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  t = await createTestApp({
    now: () => clock,
    payments: stripeProvider({ secretKey: 'sk_test_return', webhookSecret, apiUrl }),
    config: { PUBLIC_URL: 'http://127.0.0.1' },
  });
});
afterAll(async () => {
  await t.close();
  api.close();
});

const call = async (fields: Record<string, string | number>, token: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api',
    headers: { ...formHeaders, authorization: `Bearer ${token}` },
    payload: formBody(fields),
  });
  return res.json() as Record<string, unknown> & { data?: { status: number } };
};

function webhook(eventId: string, type = 'checkout.session.completed') {
  const body = JSON.stringify({
    id: eventId,
    type,
    data: { object: { id: session.id, amount_total: session.amount_total, currency: 'aed', payment_status: 'paid' } },
  });
  const timestamp = Math.floor(clock.getTime() / 1000);
  const signature = createHmac('sha256', webhookSecret).update(`${timestamp}.${body}`).digest('hex');
  return t.app.inject({
    method: 'POST',
    url: '/webhooks/stripe',
    headers: { 'content-type': 'application/json', 'stripe-signature': `t=${timestamp},v1=${signature}` },
    payload: body,
  });
}

describe('a Stripe payment whose buyer returns before the webhook', () => {
  it('is confirmed by the return, once: the late webhook and its replay change nothing and send no second e-mail', async () => {
    const user = await createUser(t.db, { email: 'early@example.com' });
    const token = await createSession(t.db, user.id);
    const destination = await createDestination(t.db);
    const pkg = await createPackage(t.db, {
      destinationId: destination.id,
      enableDatePicker: 1,
      enableTimePicker: 1,
      endDate: '2027-06-30',
    });
    const [slot] = await t.db
      .insert(timeSlots)
      .values({ packageId: pkg.id, timeSlot: '10:00 AM', adultTickets: 5, enable: 1 })
      .returning();
    const items = JSON.stringify({
      packages: [{ package_id: pkg.id, adult_qty: 2, date: '2026-12-20', time_slot_id: slot!.id }],
    });
    const created = await call({ action: 'createPurchase', items }, token);
    const purchaseNumber = String(created.purchase_number);
    const started = await call({ action: 'initiatePayment', purchase_number: purchaseNumber }, token);
    expect(started.payment_link).toBe(`https://checkout.stripe.com/c/pay/${session.id}`);

    // back on the site before paying: still pending
    expect((await call({ action: 'purchaseStatus', purchase_number: purchaseNumber }, token)).data).toMatchObject({ status: 0 });
    Object.assign(session, { status: 'complete', payment_status: 'paid' });
    expect((await call({ action: 'purchaseStatus', purchase_number: purchaseNumber }, token)).data).toMatchObject({
      status: 1,
      bookings: [{ status: 1 }],
    });
    expect((await webhook('evt_late')).json()).toEqual({ received: true, results: ['ignored'] });
    expect((await webhook('evt_late')).json()).toEqual({ received: true, results: ['duplicate'] });
    expect((await call({ action: 'purchaseStatus', purchase_number: purchaseNumber }, token)).data).toMatchObject({ status: 1 });
    expect(await t.db.select().from(messages).where(eq(messages.recipient, 'early@example.com'))).toHaveLength(1);
  });
});

describe('a Stripe session paid after its hold was released', () => {
  it('is refunded through the PaymentIntent, once, when its coupon was used meanwhile', async () => {
    Object.assign(session, { id: 'cs_test_late', status: 'open', payment_status: 'unpaid' });
    await createCoupon(t.db, { code: 'STRIPEONCE', usageLimitTotal: 1 });
    const destination = await createDestination(t.db);
    const pkg = await createPackage(t.db, { destinationId: destination.id });
    const items = JSON.stringify({ packages: [{ package_id: pkg.id, adult_qty: 1 }], coupon: 'STRIPEONCE' });
    const late = await createSession(t.db, (await createUser(t.db)).id);
    const other = await createSession(t.db, (await createUser(t.db)).id);
    const purchaseNumber = String((await call({ action: 'createPurchase', items }, late)).purchase_number);
    await call({ action: 'initiatePayment', purchase_number: purchaseNumber }, late);
    expect((await webhook('evt_expired', 'checkout.session.expired')).json()).toEqual({ received: true, results: ['released'] });
    // the use the expired hold gave back goes to another buyer's hold
    expect(await call({ action: 'createPurchase', items }, other)).toMatchObject({ success: 1 });

    // the buyer still pays the old Checkout page
    expect((await webhook('evt_paid_late')).json()).toEqual({ received: true, results: ['paid_after_release'] });
    expect((await webhook('evt_paid_late')).json()).toEqual({ received: true, results: ['duplicate'] });
    const [purchase] = await t.db.select().from(purchases).where(eq(purchases.purchaseNumber, purchaseNumber));
    expect(purchase!.status).toBe(4);
    const [payment] = await t.db.select().from(payments).where(eq(payments.providerRef, 'cs_test_late'));
    expect(payment).toMatchObject({ issue: 'coupon_used_up' });
    const [refund] = await t.db.select().from(refundRows).where(eq(refundRows.paymentId, payment!.id));
    expect(refund).toMatchObject({ status: 'succeeded', providerRef: 're_test_return', amountFils: payment!.amountFils });
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.form.get('payment_intent')).toBe('pi_test_return');
    expect(refunds[0]!.form.get('amount')).toBe(String(payment!.amountFils));
    expect(refunds[0]!.form.get('metadata[refund_id]')).toBe(String(refund!.id));
    expect(refunds[0]!.idempotencyKey).toBe('refund-cs_test_late');
  });
});
