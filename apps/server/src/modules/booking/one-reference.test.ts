import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, messages, purchases } from '../../db/schema/index.ts';
import { sandboxProvider } from '../../providers/payments/sandbox.ts';
import { createDestination, createSession, createSlotPackage, createUser } from '../../test/factories.ts';
import { createTestApp, postAction } from '../../test/harness.ts';

// Decision 073: a purchase has one reference to quote, the same in the e-mail's subject and body, the payment
// page and the ticket; purchases made before keep their P… numbers and are still found by them.

const sandbox = sandboxProvider({ publicUrl: 'http://127.0.0.1', secret: 'a-sandbox-secret-of-enough-length' });
let t: Awaited<ReturnType<typeof createTestApp>>;
let destinationId: number;

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date('2026-12-10T08:00:00Z'), payments: sandbox });
  // the messages stay in the outbox, where the test reads them
  await t.app.messageSweeper.stop();
  destinationId = (await createDestination(t.db, { name: 'Al Majaz', arabicName: 'المجاز' })).id;
});
afterAll(() => t.close());

/** Every reference the portal makes (a letter and 16 of its 32 characters) in a text. */
const referencesIn = (text: string) => [...new Set(text.match(/\b[PBO][A-HJ-NP-Z2-9]{16}\b/g) ?? [])];

async function traveller(language: 'en' | 'ae') {
  const email = `one-ref-${randomBytes(4).toString('hex')}@example.com`;
  const user = await createUser(t.db, { language, firstName: 'Sara', email });
  return { email, token: await createSession(t.db, user.id, { expiresAt: new Date('2027-06-01T00:00:00Z') }) };
}

async function buy(token: string, packages: object[]) {
  const created = await postAction(t.app, { action: 'createPurchase', items: JSON.stringify({ packages }) }, token);
  expect(created.statusCode, created.body).toBe(200);
  const purchaseNumber = String(created.json().purchase_number);
  const started = await postAction(t.app, { action: 'initiatePayment', purchase_number: purchaseNumber }, token);
  const page = await t.app.inject({ method: 'GET', url: new URL(String(started.json().payment_link)).pathname });
  const paid = await t.app.inject({
    method: 'POST',
    url: new URL(String(started.json().payment_link)).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'outcome=succeeded',
  });
  expect(paid.statusCode).toBe(303);
  return { purchaseNumber, paymentPage: page.body };
}

const mailTo = async (recipient: string) =>
  (
    await t.db
      .select()
      .from(messages)
      .where(and(eq(messages.recipient, recipient), eq(messages.kind, 'booking_confirmation')))
  )[0]!;

const numbersOf = async (purchaseNumber: string) =>
  (
    await t.db
      .select({ orderNumber: bookings.orderNumber })
      .from(bookings)
      .innerJoin(purchases, eq(purchases.id, bookings.purchaseId))
      .where(eq(purchases.purchaseNumber, purchaseNumber))
      .orderBy(asc(bookings.id))
  ).map((b) => b.orderNumber);

describe('one reference per ticket purchase', () => {
  for (const language of ['en', 'ae'] as const) {
    it(`is the ticket's number, in the ${language} e-mail's subject and body and on the payment page`, async () => {
      const { pkg, slot } = await createSlotPackage(t.db, destinationId, 10, { adultPriceFils: 10_000 });
      const buyer = await traveller(language);
      const { purchaseNumber, paymentPage } = await buy(buyer.token, [
        { package_id: pkg.id, adult_qty: 1, date: '2026-12-20', time_slot_id: slot.id },
      ]);
      expect(purchaseNumber).toMatch(/^B[A-HJ-NP-Z2-9]{16}$/);
      expect(await numbersOf(purchaseNumber)).toEqual([purchaseNumber]);

      const mail = await mailTo(buyer.email);
      expect(referencesIn(mail.subject ?? '')).toEqual([purchaseNumber]);
      expect(referencesIn(mail.body)).toEqual([purchaseNumber]);
      expect(referencesIn(mail.html ?? '')).toEqual([purchaseNumber]);
      expect(referencesIn(paymentPage)).toEqual([purchaseNumber]);
    });
  }

  it("is the first ticket's number when a purchase holds two, each ticket keeping its own", async () => {
    const first = await createSlotPackage(t.db, destinationId, 10, { adultPriceFils: 10_000 });
    const second = await createSlotPackage(t.db, destinationId, 10, { adultPriceFils: 5_000 });
    const buyer = await traveller('en');
    const { purchaseNumber } = await buy(buyer.token, [
      { package_id: first.pkg.id, adult_qty: 1, date: '2026-12-20', time_slot_id: first.slot.id },
      { package_id: second.pkg.id, adult_qty: 2, date: '2026-12-21', time_slot_id: second.slot.id },
    ]);
    const numbers = await numbersOf(purchaseNumber);
    expect(numbers).toHaveLength(2);
    expect(numbers[0]).toBe(purchaseNumber);
    expect(numbers[1]).not.toBe(purchaseNumber);
    const mail = await mailTo(buyer.email);
    expect(referencesIn(mail.subject ?? '')).toEqual([purchaseNumber]);
    expect(referencesIn(mail.body).sort()).toEqual([...numbers].sort());
  });

  it('still finds a purchase made before by its P… number', async () => {
    const { pkg, slot } = await createSlotPackage(t.db, destinationId, 10, { adultPriceFils: 10_000 });
    const buyer = await traveller('en');
    const { purchaseNumber } = await buy(buyer.token, [
      { package_id: pkg.id, adult_qty: 1, date: '2026-12-20', time_slot_id: slot.id },
    ]);
    const old = `P${purchaseNumber.slice(1)}`;
    await t.db.update(purchases).set({ purchaseNumber: old }).where(eq(purchases.purchaseNumber, purchaseNumber));
    const status = await postAction(t.app, { action: 'purchaseStatus', purchase_number: old }, buyer.token);
    expect(status.statusCode, status.body).toBe(200);
    expect(status.json()).toMatchObject({ success: 1, data: { purchase_number: old } });
  });
});
