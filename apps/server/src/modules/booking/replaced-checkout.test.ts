import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purchases } from '../../db/schema/index.ts';
import { stripeProvider } from '../../providers/payments/stripe.ts';
import { createCoupon, createDestination, createPackage, createSession, createUser } from '../../test/factories.ts';
import { createTestApp, postAction } from '../../test/harness.ts';

// decision 058: a checkout replaced by a new one (its coupon's use goes to the new one, decision 039) has
// its provider payment expired after the commit, so its page takes no money for a closed hold

const clock = new Date('2026-11-22T08:00:00Z');
/** the fake Stripe API's Checkout Sessions by purchase number (the idempotency key names it), and the expiries asked */
const sessions = new Map<string, string>();
const expired: string[] = [];
let refuseExpiry = false;
let api: Server;
let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  api = createServer((request: IncomingMessage, response) => {
    request.resume();
    request.on('end', () => {
      response.setHeader('content-type', 'application/json');
      const expiry = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(request.url ?? '');
      if (request.method === 'POST' && expiry) {
        expired.push(decodeURIComponent(expiry[1]!));
        if (refuseExpiry) response.statusCode = 400;
        response.end(
          JSON.stringify(refuseExpiry ? { error: { message: 'session is complete' } } : { id: expiry[1], status: 'expired' }),
        );
      } else if (request.method === 'POST' && request.url === '/v1/checkout/sessions') {
        const key = String(request.headers['idempotency-key']);
        const id = sessions.get(key) ?? `cs_test_${sessions.size + 1}`;
        sessions.set(key, id);
        response.end(JSON.stringify({ id, url: `https://checkout.stripe.com/c/pay/${id}` }));
      } else {
        response.statusCode = 404;
        response.end('{}');
      }
    });
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  const apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  t = await createTestApp({
    now: () => clock,
    payments: stripeProvider({ secretKey: 'sk_test_replaced', webhookSecret: 'whsec_replaced', apiUrl }),
    config: { PUBLIC_URL: 'http://127.0.0.1' },
  });
});
afterAll(async () => {
  await t.close();
  api.close();
});

async function checkout(token: string, packageId: number, coupon: string) {
  const items = JSON.stringify({ packages: [{ package_id: packageId, adult_qty: 2 }], coupon });
  const answer = (await postAction(t.app, { action: 'createPurchase', items }, token)).json();
  expect(answer).toMatchObject({ success: 1, payment_link: expect.stringContaining('checkout.stripe.com') });
  return { purchaseNumber: String(answer.purchase_number), session: String(answer.payment_link).split('/').at(-1)! };
}

const statusOf = async (purchaseNumber: string) =>
  (await t.db.select({ status: purchases.status }).from(purchases).where(eq(purchases.purchaseNumber, purchaseNumber)))[0]!
    .status;

describe('a checkout replaced by a new one', () => {
  it('has its Stripe Checkout Session expired once the new checkout has committed', async () => {
    const destinationId = (await createDestination(t.db)).id;
    const pkg = await createPackage(t.db, { destinationId, adultOverallLimit: 100 });
    await createCoupon(t.db, { code: 'REPLACEDONCE', usageLimitPerUser: 1 });
    const user = await createUser(t.db);
    const token = await createSession(t.db, user.id, { expiresAt: new Date('2027-01-01T00:00:00Z') });

    const abandoned = await checkout(token, pkg.id, 'REPLACEDONCE');
    expect(expired).toEqual([]);
    const again = await checkout(token, pkg.id, 'REPLACEDONCE');
    expect(await statusOf(abandoned.purchaseNumber)).toBe(3);
    expect(await statusOf(again.purchaseNumber)).toBe(0);
    expect(again.session).not.toBe(abandoned.session);
    // only the replaced checkout's session, once
    expect(expired).toEqual([abandoned.session]);

    // a provider that refuses (the session was paid meanwhile) does not fail the new checkout: its money
    // is a late payment, refunded or confirmed as decision 021 says
    refuseExpiry = true;
    const third = await checkout(token, pkg.id, 'REPLACEDONCE');
    expect(await statusOf(again.purchaseNumber)).toBe(3);
    expect(await statusOf(third.purchaseNumber)).toBe(0);
    expect(expired).toEqual([abandoned.session, again.session]);
  });
});
