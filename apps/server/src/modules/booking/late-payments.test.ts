import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  couponRedemptions,
  ledgerEntries,
  packages,
  payments,
  purchases,
  refunds,
  webhookEvents,
} from '../../db/schema/index.ts';
import { sandboxProvider, sandboxSignatureHeader } from '../../providers/payments/sandbox.ts';
import { createCoupon, createDestination, createPackage, createSession, createUser } from '../../test/factories.ts';
import { createTestApp, postAction } from '../../test/harness.ts';
import { applyPaymentEvent } from './payment-service.ts';
import { sendDueRefunds } from './refunds.ts';

// docs/decisions/021: a released purchase paid late is confirmed only if its tickets and its coupon still
// hold; otherwise its money goes back and operators see the payment
const clock = new Date('2026-11-22T08:00:00Z');
const sandbox = sandboxProvider({ publicUrl: 'http://127.0.0.1', secret: 'a-sandbox-secret-of-enough-length' });
let t: Awaited<ReturnType<typeof createTestApp>>;
let destinationId: number;
let operator: string;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock, payments: sandbox, config: { PUBLIC_URL: 'http://127.0.0.1' } });
  destinationId = (await createDestination(t.db)).id;
  const op = await createUser(t.db, { role: 'operator' });
  operator = await createSession(t.db, op.id, { expiresAt: new Date('2027-01-01T00:00:00Z') });
});
afterAll(() => t.close());

async function buyer() {
  const user = await createUser(t.db);
  return { user, token: await createSession(t.db, user.id, { expiresAt: new Date('2027-01-01T00:00:00Z') }) };
}

/** createPurchase and initiatePayment as the browser calls them: the purchase number and the sandbox payment's path. */
async function purchase(token: string, packageId: number, coupon?: string) {
  const items = JSON.stringify({ packages: [{ package_id: packageId, adult_qty: 2 }], ...(coupon ? { coupon } : {}) });
  const created = (await postAction(t.app, { action: 'createPurchase', items }, token)).json();
  expect(created).toMatchObject({ success: 1 });
  const started = (
    await postAction(t.app, { action: 'initiatePayment', purchase_number: created.purchase_number }, token)
  ).json();
  return { purchaseNumber: String(created.purchase_number), page: new URL(String(started.payment_link)).pathname };
}

/** Pay, Decline or Cancel pressed on the sandbox page. */
const choose = (page: string, outcome: 'succeeded' | 'failed' | 'cancelled') =>
  t.app.inject({
    method: 'POST',
    url: page,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `outcome=${outcome}`,
  });

/** The provider's success event for a payment, arriving late at the webhook (an old session paid, a delayed event). */
async function paidLate(page: string, eventId: string) {
  const ref = page.split('/').at(-1)!;
  const [payment] = await t.db.select().from(payments).where(eq(payments.providerRef, ref));
  const { body, signature } = sandbox.signedEvent(
    {
      id: eventId,
      type: 'succeeded',
      payment: ref,
      amount_fils: payment!.amountFils,
      currency: 'AED',
      created: Math.floor(clock.getTime() / 1000),
    },
    clock,
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/webhooks/sandbox',
    headers: { 'content-type': 'application/json', [sandboxSignatureHeader]: signature },
    payload: body,
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { results: string[] };
}

const purchaseRow = async (purchaseNumber: string) =>
  (await t.db.select().from(purchases).where(eq(purchases.purchaseNumber, purchaseNumber)))[0]!;
/** The purchase's payment, with the refund of all of it that its issue wrote (docs/decisions/036), if any. */
async function paymentOf(purchaseNumber: string) {
  const [row] = await t.db
    .select({ payment: payments, refund: refunds })
    .from(payments)
    .leftJoin(refunds, eq(refunds.paymentId, payments.id))
    .where(eq(payments.purchaseId, (await purchaseRow(purchaseNumber)).id));
  const { payment, refund } = row!;
  return {
    ...payment,
    refund: refund ? (refund.status === 'succeeded' ? 'refunded' : refund.status) : null,
    refundAmount: refund?.amountFils ?? null,
    refundRef: refund?.providerRef ?? null,
    refundError: refund?.error ?? null,
    refundedAt: refund?.settledAt ?? null,
  };
}
/** live uses of a coupon: redemptions of pending or confirmed purchases, as createPurchase counts them */
const liveUses = async (couponId: number) =>
  (
    await t.db
      .select({ n: count() })
      .from(couponRedemptions)
      .innerJoin(purchases, eq(purchases.id, couponRedemptions.purchaseId))
      .where(and(eq(couponRedemptions.couponId, couponId), inArray(purchases.status, [0, 1])))
  )[0]!.n;
/** the package's booked adults; counted only for a package with an overall limit (decision 027) */
const adultsBooked = async (packageId: number) =>
  (await t.db.select().from(packages).where(eq(packages.id, packageId)))[0]!.adultBookedTimes;

describe('a released purchase paid late', () => {
  it('is not confirmed with a coupon of total limit 1 that another purchase used meanwhile: its money is refunded', async () => {
    const pkg = await createPackage(t.db, { destinationId, adultOverallLimit: 100 });
    const once = await createCoupon(t.db, { code: 'ONCEONLY', usageLimitTotal: 1 });
    const a = await buyer();
    const b = await buyer();

    const first = await purchase(a.token, pkg.id, 'ONCEONLY');
    expect((await choose(first.page, 'failed')).statusCode).toBe(303);
    expect((await purchaseRow(first.purchaseNumber)).status).toBe(2);
    const second = await purchase(b.token, pkg.id, 'ONCEONLY');
    expect((await choose(second.page, 'succeeded')).statusCode).toBe(303);
    expect((await purchaseRow(second.purchaseNumber)).status).toBe(1);

    expect((await paidLate(first.page, 'evt_late_once')).results).toEqual(['paid_after_release']);
    expect((await purchaseRow(first.purchaseNumber)).status).toBe(2);
    expect(await liveUses(once.id)).toBe(1);
    // the tickets the late payment took again were given back with the coupon's refusal
    expect(await adultsBooked(pkg.id)).toBe(2);
    expect(await paymentOf(first.purchaseNumber)).toMatchObject({
      status: 'succeeded',
      issue: 'coupon_used_up',
      refund: 'refunded',
      refundRef: expect.stringMatching(/^sbx_re_[0-9a-f]{32}$/),
      refundedAt: clock,
    });
  });

  it('is not confirmed with a first-order coupon once the buyer has a paid order', async () => {
    const pkg = await createPackage(t.db, { destinationId });
    const welcome = await createCoupon(t.db, { code: 'FIRSTONLY', firstOrderOnly: 1, usageLimitPerUser: 1 });
    const a = await buyer();

    const first = await purchase(a.token, pkg.id, 'FIRSTONLY');
    await choose(first.page, 'cancelled');
    expect((await purchaseRow(first.purchaseNumber)).status).toBe(3);
    // the released hold gave the use back, so the buyer's next order is still a first order
    const second = await purchase(a.token, pkg.id, 'FIRSTONLY');
    await choose(second.page, 'succeeded');
    expect((await purchaseRow(second.purchaseNumber)).status).toBe(1);

    expect((await paidLate(first.page, 'evt_late_first')).results).toEqual(['paid_after_release']);
    expect((await purchaseRow(first.purchaseNumber)).status).toBe(3);
    expect(await liveUses(welcome.id)).toBe(1);
    expect(await paymentOf(first.purchaseNumber)).toMatchObject({ issue: 'coupon_first_order', refund: 'refunded' });
  });

  it('is confirmed with its coupon when the coupon still holds', async () => {
    const pkg = await createPackage(t.db, { destinationId, adultOverallLimit: 100 });
    const once = await createCoupon(t.db, { code: 'STILLFREE', usageLimitTotal: 1 });
    const a = await buyer();
    const first = await purchase(a.token, pkg.id, 'STILLFREE');
    await choose(first.page, 'failed');
    expect(await liveUses(once.id)).toBe(0);

    expect((await paidLate(first.page, 'evt_late_free')).results).toEqual(['confirmed']);
    expect(await purchaseRow(first.purchaseNumber)).toMatchObject({ status: 1, couponCode: 'STILLFREE' });
    expect(await liveUses(once.id)).toBe(1);
    expect(await adultsBooked(pkg.id)).toBe(2);
    expect(await paymentOf(first.purchaseNumber)).toMatchObject({ issue: null, refund: null });
  });

  it('two released purchases of a single-use coupon paid late at the same moment: one is confirmed, one refunded', async () => {
    // two packages, so that only the coupon's row lock orders the two confirmations
    const once = await createCoupon(t.db, { code: 'RACEONCE', usageLimitTotal: 1 });
    const pages = [];
    for (const who of [await buyer(), await buyer()]) {
      const p = await purchase(who.token, (await createPackage(t.db, { destinationId })).id, 'RACEONCE');
      await choose(p.page, 'failed');
      pages.push(p.page);
    }
    const results = await Promise.all(pages.map((page, i) => paidLate(page, `evt_race_${i}`)));
    expect(results.flatMap((r) => r.results).sort()).toEqual(['confirmed', 'paid_after_release']);
    expect(await liveUses(once.id)).toBe(1);
  });

  it('is listed for operators with its refund, in the back office only', async () => {
    const pkg = await createPackage(t.db, { destinationId, adultOverallLimit: 2 });
    const a = await buyer();
    const b = await buyer();
    const first = await purchase(a.token, pkg.id);
    await choose(first.page, 'failed');
    const second = await purchase(b.token, pkg.id);
    await choose(second.page, 'succeeded');
    expect((await paidLate(first.page, 'evt_late_sold')).results).toEqual(['paid_after_release']);

    const listed = (await postAction(t.app, { action: 'paymentIssues' }, operator)).json();
    expect(listed.success).toBe(1);
    expect(listed.data).toContainEqual(
      expect.objectContaining({
        purchase_number: first.purchaseNumber,
        purchase_status: 2,
        provider: 'sandbox',
        amount: 200,
        issue: 'tickets_gone',
        refund: 'refunded',
        refunded_at: '2026-11-22 12:00:00',
        buyer: expect.objectContaining({ email: a.user.email }),
      }),
    );
    expect(listed.data.map((p: { purchase_number: string }) => p.purchase_number)).not.toContain(second.purchaseNumber);
    expect((await postAction(t.app, { action: 'paymentIssues' }, a.token)).statusCode).toBe(403);
  });
});

describe('the sandbox payment page of a closed payment', () => {
  it('shows its state without the buttons and refuses a second outcome with 409, sending no event', async () => {
    const pkg = await createPackage(t.db, { destinationId });
    const a = await buyer();
    const paid = await purchase(a.token, pkg.id);
    await choose(paid.page, 'succeeded');
    const declined = await purchase(a.token, pkg.id);
    await choose(declined.page, 'failed');
    const events = async () => (await t.db.select({ n: count() }).from(webhookEvents))[0]!.n;
    const before = await events();

    for (const [page, state] of [
      [paid.page, 'succeeded'],
      [declined.page, 'failed'],
    ] as const) {
      const shown = await t.app.inject({ method: 'GET', url: page });
      expect(shown.body).toContain(`This payment is closed (${state})`);
      expect(shown.body).not.toContain('<button');
      for (const outcome of ['succeeded', 'failed', 'cancelled'] as const) {
        const again = await choose(page, outcome);
        expect(again.statusCode).toBe(409);
        expect(again.body).not.toContain('<button');
      }
    }
    expect(await events()).toBe(before);
    expect((await purchaseRow(paid.purchaseNumber)).status).toBe(1);
    expect((await purchaseRow(declined.purchaseNumber)).status).toBe(2);
  });

  it('is closed once its purchase is, even when the payment itself never got an outcome', async () => {
    const pkg = await createPackage(t.db, { destinationId });
    const a = await buyer();
    const open = await purchase(a.token, pkg.id);
    await t.db.update(purchases).set({ status: 4, releasedAt: clock }).where(eq(purchases.purchaseNumber, open.purchaseNumber));
    expect((await t.app.inject({ method: 'GET', url: open.page })).body).toContain('This payment is closed (expired)');
    expect((await choose(open.page, 'succeeded')).statusCode).toBe(409);
    expect((await paymentOf(open.purchaseNumber)).status).toBe('created');

    // a hold past its expiry that the sweeper has not closed yet takes no money either
    const lapsed = await purchase(a.token, pkg.id);
    await t.db.update(purchases).set({ holdExpiresAt: clock }).where(eq(purchases.purchaseNumber, lapsed.purchaseNumber));
    expect((await t.app.inject({ method: 'GET', url: lapsed.page })).body).toContain('This payment is closed (expired)');
    expect((await choose(lapsed.page, 'succeeded')).statusCode).toBe(409);
    expect((await purchaseRow(lapsed.purchaseNumber)).status).toBe(0);
  });
});

describe('late payments racing each other', () => {
  it('each ends confirmed or refunded as recorded, never both and never neither, and never overbooked', async () => {
    // room for 3 purchases of 2 adults; 6 released holds are paid late at the same moment
    const pkg = await createPackage(t.db, { destinationId, adultOverallLimit: 6 });
    const held = [];
    for (let i = 0; i < 6; i += 1) {
      const b = await buyer();
      const p = await purchase(b.token, pkg.id);
      await choose(p.page, 'cancelled');
      held.push(p);
    }
    expect(await adultsBooked(pkg.id)).toBe(0);
    const results = await Promise.all(held.map((p, i) => paidLate(p.page, `evt_late_race_${i}`)));
    expect(results.map((r) => r.results[0]).sort(), JSON.stringify(results)).toEqual([
      'confirmed',
      'confirmed',
      'confirmed',
      'paid_after_release',
      'paid_after_release',
      'paid_after_release',
    ]);
    for (const [i, p] of held.entries()) {
      const confirmed = (await purchaseRow(p.purchaseNumber)).status === 1;
      const payment = await paymentOf(p.purchaseNumber);
      // confirmed exactly when its event said so; refunded exactly when it was not
      expect(confirmed).toBe(results[i]!.results[0] === 'confirmed');
      expect(payment.refund === null).toBe(confirmed);
      if (!confirmed)
        expect(payment).toMatchObject({ issue: 'tickets_gone', refund: 'refunded', refundAmount: payment.amountFils });
    }
    expect(await adultsBooked(pkg.id)).toBe(6);
  });
});

describe('refunds', () => {
  it('a refund the provider refuses stays due with its reason, and is made by the next attempt', async () => {
    const pkg = await createPackage(t.db, { destinationId, adultOverallLimit: 2 });
    const a = await buyer();
    const b = await buyer();
    const first = await purchase(a.token, pkg.id);
    await choose(first.page, 'failed');
    await purchase(b.token, pkg.id);
    const ref = first.page.split('/').at(-1)!;
    const event = {
      eventId: 'evt_late_refused',
      providerRef: ref,
      outcome: 'succeeded' as const,
      amountFils: 20_000,
      currency: 'AED',
      raw: {},
    };
    expect(await applyPaymentEvent(t.db, 'sandbox', event, clock)).toBe('paid_after_release');

    const refusing = { ...sandbox, refundPayment: () => Promise.reject(new Error('provider down')) };
    expect(await sendDueRefunds({ db: t.db, provider: refusing, now: clock })).toBe(0);
    expect(await paymentOf(first.purchaseNumber)).toMatchObject({ refund: 'due', refundError: 'provider down', refundRef: null });
    expect(await sendDueRefunds({ db: t.db, provider: sandbox, now: clock })).toBe(1);
    expect(await paymentOf(first.purchaseNumber)).toMatchObject({ refund: 'refunded', refundError: null, refundedAt: clock });
    expect(await sendDueRefunds({ db: t.db, provider: sandbox, now: clock })).toBe(0);
  });

  it('a second payment of an already confirmed purchase is refunded, the purchase stays confirmed once', async () => {
    const pkg = await createPackage(t.db, { destinationId, adultOverallLimit: 100 });
    const a = await buyer();
    const paid = await purchase(a.token, pkg.id);
    const [first] = await t.db
      .select()
      .from(payments)
      .where(eq(payments.providerRef, paid.page.split('/').at(-1)!));
    // a second payment of the same purchase, as a provider switch or a second tab could leave
    await t.db.insert(payments).values({ ...first!, id: undefined, providerRef: 'sbx_00000000000000000000000000000002' });
    await choose(paid.page, 'succeeded');
    const twice = {
      eventId: 'evt_twice',
      providerRef: 'sbx_00000000000000000000000000000002',
      outcome: 'succeeded' as const,
      amountFils: 20_000,
      currency: 'AED',
      raw: {},
    };
    expect(await applyPaymentEvent(t.db, 'sandbox', twice, clock)).toBe('paid_after_release');
    expect((await purchaseRow(paid.purchaseNumber)).status).toBe(1);
    expect(await adultsBooked(pkg.id)).toBe(2);
    const [second] = await t.db.select().from(payments).where(eq(payments.providerRef, 'sbx_00000000000000000000000000000002'));
    expect(second).toMatchObject({ status: 'succeeded', issue: 'already_paid' });
    const owed = await t.db.select().from(refunds).where(eq(refunds.paymentId, second!.id));
    expect(owed).toMatchObject([{ status: 'due', amountFils: 20_000, reason: 'late_payment', bookingId: null }]);

    // the ledger holds both charges and, once the provider took it, the refund: what the provider keeps
    await sendDueRefunds({ db: t.db, provider: sandbox, now: clock, only: [owed[0]!.id] });
    const ledger = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.purchaseId, first!.purchaseId));
    expect(ledger.map((e) => [e.kind, e.amountFils]).sort()).toEqual([
      ['charge', 20_000],
      ['charge', 20_000],
      ['refund', -20_000],
    ]);
  });
});
