import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { addresses, products, productVariants } from '../db/schema/index.ts';
import { sandboxProvider, sandboxSignatureHeader } from '../providers/payments/sandbox.ts';
import { createSession, createUser } from './factories.ts';
import { createTestApp, formHeaders, postAction } from './harness.ts';

// What the checkout tests share: an app on the sandbox provider, buyers with a saved address, and the
// calls the checkout page and the payment provider make.

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export type Answer = { success: 0 | 1; code?: string; msg: string; fields?: Record<string, string> } & Record<string, unknown>;

export const sandbox = sandboxProvider({ publicUrl: 'http://127.0.0.1', secret: 'a-sandbox-secret-of-enough-length' });

/** The app on the sandbox provider, with a 30-minute hold and the given clock. */
export const checkoutApp = (now: () => Date) =>
  createTestApp({ now, payments: sandbox, config: { PUBLIC_URL: 'http://127.0.0.1', HOLD_MINUTES: '30' } });

export async function call(t: TestApp, fields: Record<string, string | number>, token?: string) {
  const res = await postAction(t.app, fields, token);
  return { status: res.statusCode, body: res.json<Answer>() };
}

/** A signed-in buyer with one saved address in Sharjah. */
export async function buyer(db: Database, overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(db, overrides);
  const token = await createSession(db, user.id);
  const [address] = await db
    .insert(addresses)
    .values({
      userId: user.id,
      name: `${user.firstName} ${user.lastName}`,
      phone: '+971501234567',
      address: 'Villa 12, Street 4, Al Khan',
      landmark: 'Near the aquarium',
      city: 'Sharjah',
      state: 'Sharjah',
    })
    .returning();
  return { user, token, addressId: address!.id };
}

/** createPurchase in the store's form, as the checkout page sends it (anything else in a line is the browser's). */
export const checkout = (t: TestApp, token: string, items: { products: object[]; address_id: number }) =>
  call(t, { action: 'createPurchase', items: JSON.stringify(items) }, token);

export const variantQty = async (db: Database, id: number) =>
  (await db.select({ qty: productVariants.qty }).from(productVariants).where(eq(productVariants.id, id)))[0]!.qty;

export const productQty = async (db: Database, id: number) =>
  (await db.select({ qty: products.qty }).from(products).where(eq(products.id, id)))[0]!.qty;

/** The buyer's choice on the sandbox payment page; answers where the page sends them back. */
export async function payOnSandbox(t: TestApp, paymentLink: string, outcome: 'succeeded' | 'failed' | 'cancelled' = 'succeeded') {
  const res = await t.app.inject({
    method: 'POST',
    url: new URL(paymentLink).pathname,
    headers: formHeaders,
    payload: `outcome=${outcome}`,
  });
  return { status: res.statusCode, location: String(res.headers.location ?? '') };
}

/** A provider event signed as the sandbox signs it, delivered to the webhook; answers what each event did. */
export async function deliver(
  t: TestApp,
  event: { id: string; type: 'succeeded' | 'failed' | 'cancelled' | 'expired'; payment: string; amount_fils: number },
  at: Date,
): Promise<string[]> {
  const { body, signature } = sandbox.signedEvent({ currency: 'AED', created: Math.floor(at.getTime() / 1000), ...event }, at);
  const res = await t.app.inject({
    method: 'POST',
    url: '/webhooks/sandbox',
    headers: { 'content-type': 'application/json', [sandboxSignatureHeader]: signature },
    payload: body,
  });
  return res.json<{ results: string[] }>().results;
}

/** The provider's reference of a payment link (the sandbox page's last path segment). */
export const paymentRef = (link: string) => link.split('/').at(-1)!;
