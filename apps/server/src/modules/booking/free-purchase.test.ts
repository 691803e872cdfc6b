import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, couponRedemptions, messages, payments, purchases, slotInventory } from '../../db/schema/index.ts';
import { stripeProvider } from '../../providers/payments/stripe.ts';
import { createCoupon, createDestination, createSession, createSlotPackage, createUser } from '../../test/factories.ts';
import { createTestApp, postAction } from '../../test/harness.ts';

// a purchase whose coupon takes the whole total has nothing to pay (docs/decisions/016): the provider is
// Stripe behind a double at its HTTPS edge, which counts every request the server makes to it
let clock = new Date('2026-11-22T08:00:00Z');
let t: Awaited<ReturnType<typeof createTestApp>>;
let stripeApi: Server;
const stripeRequests: { method: string; url: string; body: URLSearchParams }[] = [];
let destinationId: number;

beforeAll(async () => {
  stripeApi = createServer((request: IncomingMessage, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      stripeRequests.push({ method: request.method ?? '', url: request.url ?? '', body: new URLSearchParams(body) });
      const id = `cs_test_${stripeRequests.length}`;
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ id, url: `https://checkout.stripe.com/c/pay/${id}` }));
    });
  });
  await new Promise<void>((resolve) => stripeApi.listen(0, '127.0.0.1', resolve));
  const port = (stripeApi.address() as AddressInfo).port;
  t = await createTestApp({
    now: () => clock,
    payments: stripeProvider({ secretKey: 'sk_test_abc', webhookSecret: 'whsec_test', apiUrl: `http://127.0.0.1:${port}` }),
    config: { PUBLIC_URL: 'http://127.0.0.1', HOLD_MINUTES: '30' },
  });
  destinationId = (await createDestination(t.db)).id;
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => stripeApi.close(resolve));
});

async function call(fields: Record<string, string | number>, token: string) {
  const res = await postAction(t.app, fields, token);
  return { status: res.statusCode, body: res.json() as Record<string, unknown> };
}

async function customer(email: string) {
  const user = await createUser(t.db, { email });
  return { user, token: await createSession(t.db, user.id) };
}

/** A dated package (AED 100 an adult) with one slot of 10 tickets. */
const slotPackage = () => createSlotPackage(t.db, destinationId, 10);

/** createPurchase of two adults on the package's slot, with the coupon. */
async function purchaseWith(token: string, coupon: string) {
  const { pkg, slot } = await slotPackage();
  const answer = await call(
    {
      action: 'createPurchase',
      items: JSON.stringify({
        packages: [{ package_id: pkg.id, adult_qty: 2, date: '2026-12-20', time_slot_id: slot.id }],
        coupon,
      }),
      site: 'sharjah',
      channel: 'web',
    },
    token,
  );
  expect(answer.status).toBe(200);
  return {
    purchaseNumber: String(answer.body.purchase_number),
    purchaseId: Number(answer.body.id),
    slot,
    total: answer.body.total,
  };
}

const initiate = (purchaseNumber: string, token: string) =>
  call({ action: 'initiatePayment', purchase_number: purchaseNumber }, token);

const stateOf = async (purchaseId: number, slotId: number) => {
  const [purchase] = await t.db.select().from(purchases).where(eq(purchases.id, purchaseId));
  const items = await t.db.select().from(bookings).where(eq(bookings.purchaseId, purchaseId));
  const [inventory] = await t.db
    .select()
    .from(slotInventory)
    .where(and(eq(slotInventory.timeSlotId, slotId), eq(slotInventory.date, '2026-12-20')));
  return {
    purchase: purchase!.status,
    bookings: items.map((b) => b.status),
    payments: (await t.db.select().from(payments).where(eq(payments.purchaseId, purchaseId))).length,
    taken: inventory?.adultTaken ?? 0,
  };
};

describe('a purchase whose total is 0', () => {
  it('is confirmed by initiatePayment without the provider, once, with one e-mail, however often it is asked', async () => {
    const { user, token } = await customer('free.buyer@example.com');
    const coupon = await createCoupon(t.db, { code: 'ALLFREE', off: 100 });
    const requestsBefore = stripeRequests.length;
    const { purchaseNumber, purchaseId, slot, total } = await purchaseWith(token, 'allfree');
    expect(total).toBe(0);

    // a double click: two requests at once, then a reload
    const [first, second] = await Promise.all([initiate(purchaseNumber, token), initiate(purchaseNumber, token)]);
    const third = await initiate(purchaseNumber, token);
    const completePage = `http://127.0.0.1/order-payment-complete?order=${purchaseNumber}&success=1`;
    for (const answer of [first, second, third]) {
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ success: 1, payment_link: completePage, purchase_number: purchaseNumber });
    }

    expect(stripeRequests.length).toBe(requestsBefore);
    expect(await stateOf(purchaseId, slot.id)).toEqual({ purchase: 1, bookings: [1], payments: 0, taken: 2 });
    const [confirmed] = await t.db.select().from(purchases).where(eq(purchases.id, purchaseId));
    expect(confirmed!.confirmedAt).toEqual(clock);
    expect(await t.db.select().from(couponRedemptions).where(eq(couponRedemptions.couponId, coupon.id))).toHaveLength(1);
    const sent = await t.db.select().from(messages).where(eq(messages.recipient, user.email!));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe(`Your booking is confirmed · ${purchaseNumber}`);
    expect(sent[0]!.body).toMatch(/Total paid: AED\s0\.00/);

    // the payment-complete page reads it as confirmed without asking the provider
    const status = await call({ action: 'purchaseStatus', purchase_number: purchaseNumber }, token);
    expect(status.body.data).toMatchObject({ status: 1, total: 0, discount: 200, coupon: 'ALLFREE' });
    expect(stripeRequests.length).toBe(requestsBefore);
  });

  it('an AED coupon larger than the total makes it free too', async () => {
    const { token } = await customer('big.coupon@example.com');
    await createCoupon(t.db, { code: 'AED500', type: 'aed', off: 50_000 });
    const requestsBefore = stripeRequests.length;
    const { purchaseNumber, purchaseId, slot, total } = await purchaseWith(token, 'AED500');
    expect(total).toBe(0);
    const answer = await initiate(purchaseNumber, token);
    expect(answer.body.payment_link).toBe(`http://127.0.0.1/order-payment-complete?order=${purchaseNumber}&success=1`);
    expect(await stateOf(purchaseId, slot.id)).toEqual({ purchase: 1, bookings: [1], payments: 0, taken: 2 });
    expect(stripeRequests.length).toBe(requestsBefore);
  });

  it('is closed like any other once its hold has expired: nothing confirmed, no e-mail', async () => {
    const { user, token } = await customer('late.buyer@example.com');
    await createCoupon(t.db, { code: 'LATEFREE', off: 100 });
    const { purchaseNumber, purchaseId, slot } = await purchaseWith(token, 'LATEFREE');
    clock = new Date(clock.getTime() + 31 * 60_000);
    try {
      const answer = await initiate(purchaseNumber, token);
      expect(answer.status).toBe(409);
      expect(answer.body).toMatchObject({ success: 0, code: 'purchase_closed' });
      expect((await stateOf(purchaseId, slot.id)).purchase).toBe(0);
      expect(await t.db.select().from(messages).where(eq(messages.recipient, user.email!))).toHaveLength(0);
    } finally {
      clock = new Date('2026-11-22T08:00:00Z');
    }
  });
});

describe('a purchase with something left to pay', () => {
  it('still goes to the provider for its total and stays pending until the payment succeeds', async () => {
    const { user, token } = await customer('half.price@example.com');
    await createCoupon(t.db, { code: 'HALFOFF', off: 50 });
    const requestsBefore = stripeRequests.length;
    const { purchaseNumber, purchaseId, slot, total } = await purchaseWith(token, 'HALFOFF');
    expect(total).toBe(100);

    const answer = await initiate(purchaseNumber, token);
    expect(answer.body.payment_link).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_\d+$/);
    expect(stripeRequests.length).toBe(requestsBefore + 1);
    const session = stripeRequests.at(-1)!;
    expect(session).toMatchObject({ method: 'POST', url: '/v1/checkout/sessions' });
    expect(session.body.get('line_items[0][price_data][unit_amount]')).toBe('10000');
    expect(session.body.get('success_url')).toBe(`http://127.0.0.1/order-payment-complete?order=${purchaseNumber}&success=1`);
    expect(await stateOf(purchaseId, slot.id)).toEqual({ purchase: 0, bookings: [0], payments: 1, taken: 2 });
    expect(await t.db.select().from(messages).where(eq(messages.recipient, user.email!))).toHaveLength(0);
  });
});
