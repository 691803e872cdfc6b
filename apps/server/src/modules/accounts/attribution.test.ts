import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purchases } from '../../db/schema/index.ts';
import { createDestination, createPackage, createSession, createUser } from '../../test/factories.ts';
import { createTestApp, formBody, formHeaders } from '../../test/harness.ts';

/**
 * Decision 006 "Referral": the browser sends the `ref` and `traffic_referral` cookies with purchases as it
 * does with sign-up (accounts.test.ts), and the server keeps them on the purchase for attribution.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date('2026-11-22T08:00:00Z') });
});
afterAll(() => t.close());

const createPurchase = (token: string, extra: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api',
    headers: { ...formHeaders, authorization: `Bearer ${token}` },
    payload: formBody({
      action: 'createPurchase',
      site: 'sharjah',
      channel: 'web',
      items: JSON.stringify({ packages: [{ package_id: packageId, adult_qty: 1, child_qty: 0 }] }),
      ...extra,
    }),
  });

let packageId = 0;

describe('referral attribution on purchases', () => {
  beforeAll(async () => {
    const destination = await createDestination(t.db);
    packageId = (await createPackage(t.db, { destinationId: destination.id })).id;
  });

  it('keeps the referral and the referring site on the purchase', async () => {
    const user = await createUser(t.db);
    const res = await createPurchase(await createSession(t.db, user.id), {
      referral: 'partner42',
      traffic_referral: 'https://news.example.com/story',
    });
    expect(res.statusCode).toBe(200);
    const [row] = await t.db.select().from(purchases).where(eq(purchases.purchaseNumber, res.json().purchase_number));
    expect(row).toMatchObject({ userId: user.id, referral: 'partner42', trafficReferral: 'https://news.example.com/story' });
  });

  it('keeps nothing when the visitor came without a referral', async () => {
    const user = await createUser(t.db);
    const res = await createPurchase(await createSession(t.db, user.id), {});
    expect(res.statusCode).toBe(200);
    const [row] = await t.db.select().from(purchases).where(eq(purchases.purchaseNumber, res.json().purchase_number));
    expect(row).toMatchObject({ referral: null, trafficReferral: null });
  });
});
