import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxProvider } from '../../providers/payments/sandbox.ts';
import { createDestination, createSession, createSlotPackage, createUser } from '../../test/factories.ts';
import { createTestApp, formHeaders, postAction } from '../../test/harness.ts';

/**
 * Spec part 1 §7 createPurchase `redirect_to`, decision 055: the payment sends the buyer back there when it is
 * on the portal's own origin or one of CORS_ORIGINS, and to the portal's payment-complete page otherwise.
 */

const clock = new Date('2026-11-22T08:00:00Z');
const sandbox = sandboxProvider({ publicUrl: 'http://127.0.0.1', secret: 'a-sandbox-secret-of-enough-length' });
let t: Awaited<ReturnType<typeof createTestApp>>;
let token: string;
let item: () => Promise<object>;

beforeAll(async () => {
  t = await createTestApp({
    now: () => clock,
    payments: sandbox,
    config: { PUBLIC_URL: 'http://127.0.0.1', CORS_ORIGINS: 'https://partner.example' },
  });
  const destinationId = (await createDestination(t.db)).id;
  token = await createSession(t.db, (await createUser(t.db)).id);
  item = async () => {
    const { pkg, slot } = await createSlotPackage(t.db, destinationId, 20);
    return { package_id: pkg.id, adult_qty: 1, child_qty: 0, date: '2026-12-20', time_slot_id: slot.id };
  };
});
afterAll(() => t.close());

/** Buys with `redirectTo` and pays on the sandbox page: where the page sends the buyer back. */
async function returnAfterPaying(redirectTo: string, where: 'field' | 'items' = 'field') {
  const items = { packages: [await item()], ...(where === 'items' ? { redirect_to: redirectTo } : {}) };
  const created = await postAction(
    t.app,
    {
      action: 'createPurchase',
      items: JSON.stringify(items),
      site: 'sharjah',
      channel: 'web',
      ...(where === 'field' ? { redirect_to: redirectTo } : {}),
    },
    token,
  );
  expect(created.statusCode).toBe(200);
  const { payment_link, purchase_number } = created.json();
  const paid = await t.app.inject({
    method: 'POST',
    url: new URL(payment_link).pathname,
    headers: formHeaders,
    payload: 'outcome=succeeded',
  });
  expect(paid.statusCode).toBe(303);
  return {
    location: paid.headers.location,
    ownPage: `http://127.0.0.1/order-payment-complete?order=${purchase_number}&success=1`,
  };
}

describe('createPurchase redirect_to', () => {
  it('sends the buyer back to an address on the portal’s own origin', async () => {
    const { location } = await returnAfterPaying('http://127.0.0.1/thanks?from=app');
    expect(location).toBe('http://127.0.0.1/thanks?from=app&success=1');
  });

  it('sends the buyer back to an origin of CORS_ORIGINS, from the field or from items', async () => {
    expect((await returnAfterPaying('https://partner.example/booked')).location).toBe('https://partner.example/booked?success=1');
    expect((await returnAfterPaying('https://partner.example/done', 'items')).location).toBe(
      'https://partner.example/done?success=1',
    );
  });

  it.each(['https://evil.example/phish', '//evil.example/phish', 'javascript:alert(1)', 'https://partner.example.evil.example/'])(
    'replaces %s with the portal’s own page',
    async (redirectTo) => {
      const { location, ownPage } = await returnAfterPaying(redirectTo);
      expect(location).toBe(ownPage);
    },
  );
});
