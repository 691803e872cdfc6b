import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, payments, purchases, refunds, slotInventory, timeSlots, webhookEvents } from '../../db/schema/index.ts';
import { sandboxProvider, sandboxSignatureHeader } from '../../providers/payments/sandbox.ts';
import { stripeProvider } from '../../providers/payments/stripe.ts';
import { createDestination, createPackage, createUser } from '../../test/factories.ts';
import { createTestApp } from '../../test/harness.ts';
import { reserveTickets } from './inventory.ts';
import { applyPaymentEvent, initiatePayment, releaseExpiredHolds } from './payment-service.ts';

let clock = new Date('2026-11-22T08:00:00Z');
const sandbox = sandboxProvider({ publicUrl: 'http://127.0.0.1', secret: 'a-sandbox-secret-of-enough-length' });
let t: Awaited<ReturnType<typeof createTestApp>>;
let destinationId: number;
let userId: number;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock, payments: sandbox, config: { PUBLIC_URL: 'http://127.0.0.1' } });
  destinationId = (await createDestination(t.db)).id;
  userId = (await createUser(t.db)).id;
});
afterAll(() => t.close());

/** A pending purchase holding `adults` tickets of a slot with `capacity`, as createPurchase leaves it. */
async function heldPurchase(options: { capacity?: number; adults?: number; totalFils?: number; holdMinutes?: number } = {}) {
  const { capacity = 5, adults = 2, totalFils = 24_000, holdMinutes = 30 } = options;
  const pkg = await createPackage(t.db, { destinationId });
  const [slot] = await t.db
    .insert(timeSlots)
    .values({ packageId: pkg.id, timeSlot: '4:00 PM', adultTickets: capacity, enable: 1 })
    .returning();
  const request = { packageId: pkg.id, date: '2026-12-20', timeSlotId: slot!.id, adults, children: 0 };
  await t.db.transaction((tx) => reserveTickets(tx, request));
  const [purchase] = await t.db
    .insert(purchases)
    .values({
      purchaseNumber: `P${randomBytes(8).toString('hex')}`,
      userId,
      kind: 'booking',
      subtotalFils: totalFils,
      totalFils,
      holdExpiresAt: new Date(clock.getTime() + holdMinutes * 60_000),
      createdAt: clock,
    })
    .returning();
  await t.db.insert(bookings).values({
    purchaseId: purchase!.id,
    orderNumber: `B${randomBytes(8).toString('hex')}`,
    userId,
    packageId: pkg.id,
    destinationId,
    date: request.date,
    timeSlotId: slot!.id,
    adultQty: adults,
    totalFils,
  });
  return { purchase: purchase!, slotId: slot!.id, request };
}

const taken = async (slotId: number) =>
  (
    await t.db
      .select()
      .from(slotInventory)
      .where(and(eq(slotInventory.timeSlotId, slotId), eq(slotInventory.date, '2026-12-20')))
  )[0]!.adultTaken;
const statusOf = async (purchaseId: number) => {
  const [p] = await t.db.select().from(purchases).where(eq(purchases.id, purchaseId));
  const items = await t.db.select().from(bookings).where(eq(bookings.purchaseId, purchaseId));
  return { purchase: p!.status, bookings: items.map((b) => b.status) };
};
const pay = (purchaseNumber: string) =>
  initiatePayment({ db: t.db, provider: sandbox, now: clock, publicUrl: 'http://127.0.0.1' }, userId, purchaseNumber);
const refOf = (link: string) => link.split('/').at(-1)!;

/** An event as the sandbox signs it, delivered to the webhook endpoint. */
function deliver(event: { id: string; type: string; payment: string; amount_fils: number; currency?: string }, signedAt = clock) {
  const { body, signature } = sandbox.signedEvent(
    { currency: 'AED', created: Math.floor(signedAt.getTime() / 1000), ...event } as Parameters<typeof sandbox.signedEvent>[0],
    signedAt,
  );
  return t.app.inject({
    method: 'POST',
    url: '/webhooks/sandbox',
    headers: { 'content-type': 'application/json', [sandboxSignatureHeader]: signature },
    payload: body,
  });
}

describe('the sandbox payment page', () => {
  it('is marked as test mode, and Pay confirms the booking and sends the buyer back with success=1', async () => {
    const { purchase, slotId } = await heldPurchase();
    const { payment_link } = await pay(purchase.purchaseNumber);
    expect(payment_link).toMatch(/^http:\/\/127\.0\.0\.1\/pay\/sandbox\/sbx_[0-9a-f]{32}$/);
    // asking again answers the same open payment
    expect((await pay(purchase.purchaseNumber)).payment_link).toBe(payment_link);

    const page = await t.app.inject({ method: 'GET', url: new URL(payment_link).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('TEST MODE');
    expect(page.body).toContain('AED 240.00');

    const paid = await t.app.inject({
      method: 'POST',
      url: new URL(payment_link).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=succeeded',
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`http://127.0.0.1/order-payment-complete?order=${purchase.purchaseNumber}&success=1`);
    expect(await statusOf(purchase.id)).toEqual({ purchase: 1, bookings: [1] });
    expect(await taken(slotId)).toBe(2);
    const closed = await t.app.inject({ method: 'GET', url: new URL(payment_link).pathname });
    expect(closed.body).toContain('This payment is closed (succeeded)');
  });

  it.each([
    ['booking', 'Booking', 'حجز'],
    ['store', 'Store order', 'طلب من المتجر'],
    ['postcard', 'Postcard order', 'طلب بطاقة بريدية'],
  ] as const)('names a %s purchase by its kind in both languages', async (kind, english, arabic) => {
    const [purchase] = await t.db
      .insert(purchases)
      .values({
        purchaseNumber: `P${randomBytes(8).toString('hex')}`,
        userId,
        kind,
        subtotalFils: 5_000,
        totalFils: 5_000,
        holdExpiresAt: new Date(clock.getTime() + 30 * 60_000),
        createdAt: clock,
      })
      .returning();
    const { payment_link } = await pay(purchase!.purchaseNumber);
    const page = await t.app.inject({ method: 'GET', url: new URL(payment_link).pathname });
    expect(page.body).toContain(
      `<dt>${english} · <span lang="ar" dir="rtl">${arabic}</span></dt><dd>${purchase!.purchaseNumber}</dd>`,
    );
  });

  it('Decline fails the purchase and gives its tickets back', async () => {
    const { purchase, slotId } = await heldPurchase();
    const { payment_link } = await pay(purchase.purchaseNumber);
    const declined = await t.app.inject({
      method: 'POST',
      url: new URL(payment_link).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=failed',
    });
    expect(declined.headers.location).toContain('success=0');
    expect(await statusOf(purchase.id)).toEqual({ purchase: 2, bookings: [2] });
    expect(await taken(slotId)).toBe(0);
  });
});

describe('webhooks', () => {
  it('a replayed event confirms once; a failure arriving after the success changes nothing', async () => {
    const { purchase, slotId } = await heldPurchase();
    const payment = refOf((await pay(purchase.purchaseNumber)).payment_link);
    const success = { id: 'evt_success_1', type: 'succeeded', payment, amount_fils: 24_000 };
    expect((await deliver(success)).json().results).toEqual(['confirmed']);
    expect((await deliver(success)).json().results).toEqual(['duplicate']);
    expect((await deliver({ ...success, id: 'evt_expired_late', type: 'expired' })).json().results).toEqual(['ignored']);
    expect(await statusOf(purchase.id)).toEqual({ purchase: 1, bookings: [1] });
    expect(await taken(slotId)).toBe(2);
    const stored = await t.db.select().from(webhookEvents).where(eq(webhookEvents.eventId, 'evt_success_1'));
    expect(stored).toHaveLength(1);
  });

  it('refuses a bad signature and a stale event with 400, and applies nothing', async () => {
    const { purchase } = await heldPurchase();
    const payment = refOf((await pay(purchase.purchaseNumber)).payment_link);
    const forged = await t.app.inject({
      method: 'POST',
      url: '/webhooks/sandbox',
      headers: { 'content-type': 'application/json', [sandboxSignatureHeader]: 't=1,v1=00' },
      payload: JSON.stringify({ id: 'evt_forged', type: 'succeeded', payment, amount_fils: 24_000, currency: 'AED' }),
    });
    expect(forged.statusCode).toBe(400);
    const stale = await deliver(
      { id: 'evt_stale', type: 'succeeded', payment, amount_fils: 24_000 },
      new Date(clock.getTime() - 600_000),
    );
    expect(stale.statusCode).toBe(400);
    expect(await statusOf(purchase.id)).toEqual({ purchase: 0, bookings: [0] });
  });

  it('does not confirm a payment of another amount', async () => {
    const { purchase } = await heldPurchase();
    const payment = refOf((await pay(purchase.purchaseNumber)).payment_link);
    expect((await deliver({ id: 'evt_short', type: 'succeeded', payment, amount_fils: 100 })).json().results).toEqual([
      'amount_mismatch',
    ]);
    expect(await statusOf(purchase.id)).toEqual({ purchase: 0, bookings: [0] });
    // operators see it (docs/decisions/021); what to give back is theirs to decide
    const [row] = await t.db.select().from(payments).where(eq(payments.providerRef, payment));
    expect(row).toMatchObject({ issue: 'amount_mismatch' });
    expect(await t.db.select().from(refunds).where(eq(refunds.paymentId, row!.id))).toEqual([]);
  });
});

describe('holds', () => {
  it('the sweeper releases only expired holds; money arriving later takes the tickets again while they are free', async () => {
    const expiring = await heldPurchase({ holdMinutes: 10 });
    const lasting = await heldPurchase({ holdMinutes: 60 });
    const payment = refOf((await pay(expiring.purchase.purchaseNumber)).payment_link);
    clock = new Date(clock.getTime() + 15 * 60_000);
    expect(await releaseExpiredHolds(t.db, clock)).toBe(1);
    expect(await statusOf(expiring.purchase.id)).toEqual({ purchase: 4, bookings: [2] });
    expect(await taken(expiring.slotId)).toBe(0);
    expect(await statusOf(lasting.purchase.id)).toEqual({ purchase: 0, bookings: [0] });
    expect(await releaseExpiredHolds(t.db, clock)).toBe(0);

    const late = {
      eventId: 'evt_late_ok',
      providerRef: payment,
      outcome: 'succeeded' as const,
      amountFils: 24_000,
      currency: 'AED',
      raw: {},
    };
    expect(await applyPaymentEvent(t.db, 'sandbox', late, clock)).toBe('confirmed');
    expect(await statusOf(expiring.purchase.id)).toEqual({ purchase: 1, bookings: [1] });
    expect(await taken(expiring.slotId)).toBe(2);
  });

  it('money arriving after the tickets went to someone else is reported, never overbooked', async () => {
    const { purchase, slotId, request } = await heldPurchase({ capacity: 2, holdMinutes: 5 });
    const payment = refOf((await pay(purchase.purchaseNumber)).payment_link);
    clock = new Date(clock.getTime() + 10 * 60_000);
    await releaseExpiredHolds(t.db, clock);
    await t.db.transaction((tx) => reserveTickets(tx, request));
    const late = {
      eventId: 'evt_late_sold',
      providerRef: payment,
      outcome: 'succeeded' as const,
      amountFils: 24_000,
      currency: 'AED',
      raw: {},
    };
    expect(await applyPaymentEvent(t.db, 'sandbox', late, clock)).toBe('paid_after_release');
    expect(await taken(slotId)).toBe(2);
    expect((await statusOf(purchase.id)).purchase).toBe(4);
    // the money was taken: the payment says so, why, and that it is owed back (the webhook refunds it)
    const [row] = await t.db.select().from(payments).where(eq(payments.providerRef, payment));
    expect(row).toMatchObject({ status: 'succeeded', issue: 'tickets_gone' });
    expect(await t.db.select().from(refunds).where(eq(refunds.paymentId, row!.id))).toMatchObject([
      { status: 'due', amountFils: 24_000, reason: 'late_payment' },
    ]);
  });

  it('an expired hold cannot be paid any more', async () => {
    const { purchase } = await heldPurchase({ holdMinutes: 5 });
    clock = new Date(clock.getTime() + 6 * 60_000);
    await expect(pay(purchase.purchaseNumber)).rejects.toMatchObject({ code: 'purchase_closed' });
  });
});

describe('the stripe provider', () => {
  const webhookSecret = 'whsec_test_secret';

  it('creates a Checkout Session with the amount in fils, the hold expiry and the return address', async () => {
    let seen: { auth?: string; body: URLSearchParams } | undefined;
    const api = createServer((request: IncomingMessage, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        seen = { auth: request.headers.authorization, body: new URLSearchParams(body) };
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify({ id: 'cs_test_123', url: 'https://checkout.stripe.com/c/pay/cs_test_123' }));
      });
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    const port = (api.address() as AddressInfo).port;
    try {
      const stripe = stripeProvider({ secretKey: 'sk_test_abc', webhookSecret, apiUrl: `http://127.0.0.1:${port}` });
      const expiresAt = new Date(Date.now() + 45 * 60_000);
      const created = await stripe.createPayment({
        purchaseNumber: 'P123',
        amountFils: 24_050,
        currency: 'AED',
        expiresAt,
        description: 'Booking P123',
        returnUrl: 'https://portal.example/order-payment-complete?order=P123',
      });
      expect(created).toEqual({ providerRef: 'cs_test_123', url: 'https://checkout.stripe.com/c/pay/cs_test_123' });
      expect(seen!.auth).toBe('Bearer sk_test_abc');
      expect(seen!.body.get('line_items[0][price_data][unit_amount]')).toBe('24050');
      expect(seen!.body.get('line_items[0][price_data][currency]')).toBe('aed');
      expect(seen!.body.get('expires_at')).toBe(String(Math.floor(expiresAt.getTime() / 1000)));
      expect(seen!.body.get('success_url')).toBe('https://portal.example/order-payment-complete?order=P123&success=1');
      expect(seen!.body.get('metadata[purchase_number]')).toBe('P123');
    } finally {
      api.close();
    }
  });

  it('accepts events signed with the endpoint secret over the raw body, and nothing else', () => {
    const stripe = stripeProvider({ secretKey: 'sk', webhookSecret, apiUrl: 'http://127.0.0.1:9' });
    const now = new Date('2026-11-22T10:00:00Z');
    const body = JSON.stringify({
      id: 'evt_1',
      type: 'checkout.session.completed',
      data: { object: { id: 'cs_1', amount_total: 24_000, currency: 'aed', payment_status: 'paid' } },
    });
    const timestamp = Math.floor(now.getTime() / 1000);
    const signature = createHmac('sha256', webhookSecret).update(`${timestamp}.${body}`).digest('hex');
    const request = (header: string, raw = body) => ({ rawBody: Buffer.from(raw), headers: { 'stripe-signature': header } });

    expect(stripe.verifyWebhook(request(`t=${timestamp},v1=${signature}`), now)).toEqual([
      { eventId: 'evt_1', providerRef: 'cs_1', outcome: 'succeeded', amountFils: 24_000, currency: 'AED', raw: JSON.parse(body) },
    ]);
    expect(() => stripe.verifyWebhook(request(`t=${timestamp},v1=${signature}`, body.replace('24000', '1')), now)).toThrow(
      'bad signature',
    );
    expect(() => stripe.verifyWebhook(request(`t=${timestamp},v1=${'0'.repeat(64)}`), now)).toThrow('bad signature');
    expect(() => stripe.verifyWebhook(request(`t=${timestamp},v1=${signature}`), new Date(now.getTime() + 600_000))).toThrow(
      'stale',
    );
    const unpaid = body.replace('"paid"', '"unpaid"');
    const unpaidSignature = createHmac('sha256', webhookSecret).update(`${timestamp}.${unpaid}`).digest('hex');
    expect(stripe.verifyWebhook(request(`t=${timestamp},v1=${unpaidSignature}`, unpaid), now)).toEqual([]);
  });

  it('reads refund.updated and charge.refunded as refund events naming our refund (docs/decisions/036)', () => {
    const stripe = stripeProvider({ secretKey: 'sk', webhookSecret, apiUrl: 'http://127.0.0.1:9' });
    const now = new Date('2026-11-22T10:00:00Z');
    const timestamp = Math.floor(now.getTime() / 1000);
    const signed = (event: object) => {
      const body = JSON.stringify(event);
      const signature = createHmac('sha256', webhookSecret).update(`${timestamp}.${body}`).digest('hex');
      return stripe.verifyWebhook(
        { rawBody: Buffer.from(body), headers: { 'stripe-signature': `t=${timestamp},v1=${signature}` } },
        now,
      );
    };
    const refund = { id: 're_1', status: 'succeeded', metadata: { refund_id: '42' } };
    expect(signed({ id: 'evt_r1', type: 'refund.updated', data: { object: refund } })).toMatchObject([
      { kind: 'refund', eventId: 'evt_r1', refundRef: 're_1', refundId: 42, status: 'succeeded', error: null },
    ]);
    const failed = { id: 're_2', status: 'failed', failure_reason: 'expired_or_canceled_card', metadata: {} };
    expect(signed({ id: 'evt_r2', type: 'refund.failed', data: { object: failed } })).toMatchObject([
      { kind: 'refund', refundRef: 're_2', refundId: null, status: 'failed', error: 'expired_or_canceled_card' },
    ]);
    const charge = { id: 'ch_1', refunds: { data: [refund, { id: 're_3', status: 'pending', metadata: { refund_id: '43' } }] } };
    expect(signed({ id: 'evt_c1', type: 'charge.refunded', data: { object: charge } })).toMatchObject([
      { eventId: 'evt_c1:re_1', refundRef: 're_1', status: 'succeeded' },
      { eventId: 'evt_c1:re_3', refundRef: 're_3', refundId: 43, status: 'pending' },
    ]);
    // a charge.refunded of a newer API version lists no refunds: its refund.* events carry them
    expect(signed({ id: 'evt_c2', type: 'charge.refunded', data: { object: { id: 'ch_2' } } })).toEqual([]);
    expect(() => signed({ id: 'evt_bad', type: 'refund.updated', data: { object: { status: 'succeeded' } } })).toThrow('refund');
  });
});
