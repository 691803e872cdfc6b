import { and, asc, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, giftCardMovements, giftCards, messages, payments, purchases, refunds } from '../../db/schema/index.ts';
import { createDestination, createSession, createSlotPackage, createUser } from '../../test/factories.ts';
import { createPostcardTemplate, orderPostcardCall } from '../../test/postcard-factories.ts';
import {
  buyer,
  call,
  checkoutApp,
  deliver,
  paymentRef,
  payOnSandbox,
  type Answer,
  type TestApp,
} from '../../test/store-checkout.ts';
import { createProduct, createStore } from '../../test/store-factories.ts';
import { releaseExpiredHolds } from '../booking/payment-service.ts';
import { giftCardLiability } from './console-service.ts';
import { expireGiftCards } from './expiry.ts';

// docs/decisions/068: gift cards pay part or all of tickets, store orders and postcards, through the
// engine's tender seam, on the real database and the sandbox provider

let clock = new Date('2026-11-22T08:00:00Z');
let t: TestApp;
let adminToken: string;
let slot: Awaited<ReturnType<typeof createSlotPackage>>;

beforeAll(async () => {
  t = await checkoutApp(() => clock);
  const admin = await createUser(t.db, { role: 'operator', staffRole: 'admin' });
  adminToken = await createSession(t.db, admin.id);
  // AED 100 an adult, unlimited tickets
  slot = await createSlotPackage(t.db, (await createDestination(t.db)).id, null);
});
afterAll(() => t.close());

const later = (minutes: number) => {
  clock = new Date(clock.getTime() + minutes * 60_000);
  return clock;
};

/** A card of `aed` issued by the admin; answers its code and id. */
async function issued(aed: number, email = 'holder@example.com') {
  const res = await call(
    t,
    { action: 'issueGiftCard', amount: aed, recipient_email: email, recipient_name: 'Mariam', send_on: '2026-11-22' },
    adminToken,
  );
  expect(res.status).toBe(200);
  const data = res.body.data as { code: string; id: number };
  return { code: data.code, id: data.id };
}

const cardRow = async (id: number) => (await t.db.select().from(giftCards).where(eq(giftCards.id, id)))[0]!;
const balanceOf = async (id: number) => (await cardRow(id)).balanceFils;
const movementsOf = async (id: number) =>
  (await t.db.select().from(giftCardMovements).where(eq(giftCardMovements.cardId, id)).orderBy(asc(giftCardMovements.id))).map(
    (m) => [m.kind, m.amountFils],
  );

/** createPurchase of `adults` tickets (AED 100 each), with a card's code when given. */
function tickets(token: string, adults: number, code?: string) {
  return call(
    t,
    {
      action: 'createPurchase',
      items: JSON.stringify({
        packages: [{ package_id: slot.pkg.id, adult_qty: adults, date: '2026-12-20', time_slot_id: slot.slot.id }],
      }),
      ...(code ? { gift_card_code: code } : {}),
    },
    token,
  );
}

const purchaseRow = async (id: number) => (await t.db.select().from(purchases).where(eq(purchases.id, id)))[0]!;
const paymentsOf = (purchaseId: number) => t.db.select().from(payments).where(eq(payments.purchaseId, purchaseId));

async function traveller() {
  const user = await createUser(t.db);
  return { user, token: await createSession(t.db, user.id) };
}

describe('a gift card pays part of a purchase', () => {
  it('of a ticket: the card part is taken with the hold, the provider is asked for the rest', async () => {
    const card = await issued(50);
    const { token } = await traveller();
    const held = await tickets(token, 2, card.code.toLowerCase().replace(/(.{4})/g, '$1 '));
    expect(held.status).toBe(200);
    expect(held.body).toMatchObject({ total: 200, tendered: 50 });
    expect(await balanceOf(card.id)).toBe(0);
    const purchaseId = Number(held.body.id);
    expect(await paymentsOf(purchaseId)).toMatchObject([{ amountFils: 15_000, status: 'created' }]);
    await payOnSandbox(t, String(held.body.payment_link));
    expect(await purchaseRow(purchaseId)).toMatchObject({ status: 1, tenderedFils: 5_000 });
    expect(await movementsOf(card.id)).toEqual([
      ['issue', 5_000],
      ['take', -5_000],
    ]);
    // an empty card is refused, and refusing takes nothing
    const again = await tickets(token, 1, card.code);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'gift_card_empty', fields: { gift_card_code: expect.any(String) } });
  });

  it('of a store order and of a postcard', async () => {
    const store = await createStore(t.db, { slug: 'gift-store' });
    const soap = await createProduct(t.db, { storeId: store.id, productTitle: 'Date soap', priceFils: 1_500, qty: 8 });
    const shopper = await buyer(t.db);
    const card = await issued(40);
    const order = await call(
      t,
      {
        action: 'createPurchase',
        items: JSON.stringify({ products: [{ product_id: soap.id, qty: 3 }], address_id: shopper.addressId }),
        gift_card_code: card.code,
      },
      shopper.token,
    );
    expect(order.status).toBe(200);
    expect(order.body).toMatchObject({ total: 45, tendered: 40 });
    expect(await paymentsOf(Number(order.body.id))).toMatchObject([{ amountFils: 500 }]);
    expect(await balanceOf(card.id)).toBe(0);

    const postcardCard = await issued(12);
    const template = await createPostcardTemplate(t, { priceFils: 2_000, customisable: 0 });
    const res = await orderPostcardCall(t, shopper.token, { post_card_id: template.id, gift_card_code: postcardCard.code }, []);
    expect(res.statusCode).toBe(200);
    const postcard = res.json<Answer>();
    const [purchase] = await t.db
      .select()
      .from(purchases)
      .where(eq(purchases.purchaseNumber, String(postcard.purchase_number)));
    expect(purchase).toMatchObject({ totalFils: 2_000, tenderedFils: 1_200 });
    expect(await paymentsOf(purchase!.id)).toMatchObject([{ amountFils: 800 }]);
    await payOnSandbox(t, String(postcard.payment_link));
    expect((await purchaseRow(purchase!.id)).status).toBe(1);
  });

  it('wholly: the purchase confirms without the provider', async () => {
    const card = await issued(500);
    const { token } = await traveller();
    const held = await tickets(token, 2, card.code);
    expect(held.body).toMatchObject({ total: 200, tendered: 200 });
    expect(held.body.payment_link).toBeUndefined();
    const paid = await call(t, { action: 'initiatePayment', purchase_number: String(held.body.purchase_number) }, token);
    expect(String(paid.body.payment_link)).toContain('success=1');
    expect((await purchaseRow(Number(held.body.id))).status).toBe(1);
    expect(await paymentsOf(Number(held.body.id))).toEqual([]);
    expect(await balanceOf(card.id)).toBe(30_000);
  });
});

describe('the card part comes back exactly once', () => {
  it('when the payment is declined, and when the hold expires', async () => {
    const card = await issued(100);
    const { token } = await traveller();
    const declined = await tickets(token, 2, card.code);
    expect(await balanceOf(card.id)).toBe(0);
    const link = String(declined.body.payment_link);
    await payOnSandbox(t, link, 'failed');
    expect((await purchaseRow(Number(declined.body.id))).status).toBe(2);
    expect(await balanceOf(card.id)).toBe(10_000);
    // the same decline again, and the sweeper, give nothing more back
    expect(
      await deliver(t, { id: 'evt_gc_fail', type: 'failed', payment: paymentRef(link), amount_fils: 10_000 }, clock),
    ).toEqual(['ignored']);
    await releaseExpiredHolds(t.db, later(60));
    expect(await balanceOf(card.id)).toBe(10_000);

    const expiring = await tickets(token, 1, card.code);
    expect(await balanceOf(card.id)).toBe(0);
    expect(await releaseExpiredHolds(t.db, later(31))).toBe(1);
    expect(await releaseExpiredHolds(t.db, later(1))).toBe(0);
    expect((await purchaseRow(Number(expiring.body.id))).status).toBe(4);
    expect(await balanceOf(card.id)).toBe(10_000);
    expect(await movementsOf(card.id)).toEqual([
      ['issue', 10_000],
      ['take', -10_000],
      ['release', 10_000],
      ['take', -10_000],
      ['release', 10_000],
    ]);
  });

  it('when a paid booking is refunded: the card part to the card, the rest to the provider', async () => {
    const card = await issued(50);
    const { token } = await traveller();
    const held = await tickets(token, 2, card.code);
    await payOnSandbox(t, String(held.body.payment_link));
    const [booking] = await t.db
      .select()
      .from(bookings)
      .where(eq(bookings.purchaseId, Number(held.body.id)));
    const cancelled = await call(
      t,
      { action: 'operatorCancelBooking', order_number: booking!.orderNumber, refund: 200, reason: 'weather' },
      adminToken,
    );
    expect(cancelled.status).toBe(200);
    expect(await balanceOf(card.id)).toBe(5_000);
    expect(
      await t.db
        .select()
        .from(refunds)
        .where(eq(refunds.purchaseId, Number(held.body.id))),
    ).toMatchObject([{ amountFils: 15_000 }]);
    // nothing is left to refund, to either
    const more = await call(
      t,
      { action: 'operatorCancelBooking', order_number: booking!.orderNumber, refund: 1, reason: 'again' },
      adminToken,
    );
    expect(more.status).toBe(400);
    expect(await balanceOf(card.id)).toBe(5_000);
  });

  it('a payment after the release takes the card part again, or is refunded whole when it is gone', async () => {
    const card = await issued(100);
    const { token } = await traveller();
    const first = await tickets(token, 2, card.code);
    const firstRef = paymentRef(String(first.body.payment_link));
    expect(await releaseExpiredHolds(t.db, later(31))).toBe(1);
    expect(await balanceOf(card.id)).toBe(10_000);
    // the money comes late and the card still holds it: confirmed, the card part taken again
    expect(await deliver(t, { id: 'evt_gc_late_1', type: 'succeeded', payment: firstRef, amount_fils: 10_000 }, clock)).toEqual([
      'confirmed',
    ]);
    expect((await purchaseRow(Number(first.body.id))).status).toBe(1);
    expect(await balanceOf(card.id)).toBe(0);

    const other = await issued(100);
    const second = await tickets(token, 2, other.code);
    const secondRef = paymentRef(String(second.body.payment_link));
    expect(await releaseExpiredHolds(t.db, later(31))).toBe(1);
    // the card is spent elsewhere meanwhile
    await tickets(token, 1, other.code);
    expect(await balanceOf(other.id)).toBe(0);
    expect(await deliver(t, { id: 'evt_gc_late_2', type: 'succeeded', payment: secondRef, amount_fils: 10_000 }, clock)).toEqual([
      'paid_after_release',
    ]);
    expect((await purchaseRow(Number(second.body.id))).status).toBe(4);
    const [payment] = await t.db.select().from(payments).where(eq(payments.providerRef, secondRef));
    expect(payment).toMatchObject({ issue: 'tender_gone' });
    expect(await t.db.select().from(refunds).where(eq(refunds.paymentId, payment!.id))).toMatchObject([
      { amountFils: 10_000, reason: 'late_payment' },
    ]);
    expect(await balanceOf(other.id)).toBe(0);
    expect(await movementsOf(other.id)).toEqual([
      ['issue', 10_000],
      ['take', -10_000],
      ['release', 10_000],
      ['take', -10_000],
    ]);
  });
});

describe('racing checkouts on one card', () => {
  it('100 at once never take it below zero, and take exactly its balance', async () => {
    const card = await issued(450.5);
    const buyers = await Promise.all(Array.from({ length: 100 }, () => traveller()));
    const answers = await Promise.all(buyers.map((b) => tickets(b.token, 1, card.code)));
    const taken = answers.filter((a) => a.status === 200).map((a) => Number(a.body.tendered ?? 0));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(5);
    expect(answers.filter((a) => a.status === 409).every((a) => a.body.code === 'gift_card_empty')).toBe(true);
    expect(answers.filter((a) => a.status !== 200 && a.status !== 409)).toEqual([]);
    expect(taken.sort((a, b) => a - b)).toEqual([50.5, 100, 100, 100, 100]);
    expect(await balanceOf(card.id)).toBe(0);
    const takes = await t.db
      .select({ fils: giftCardMovements.amountFils })
      .from(giftCardMovements)
      .where(and(eq(giftCardMovements.cardId, card.id), eq(giftCardMovements.kind, 'take')));
    expect(takes.reduce((sum, m) => sum + m.fils, 0)).toBe(-45_050);
  });
});

describe('holders', () => {
  it('a balance check by code is limited per client address, whatever the code', async () => {
    const card = await issued(20);
    for (let i = 0; i < 9; i += 1) {
      const guess = await call(t, { action: 'giftCardBalance', code: `WRONG${i}` });
      expect(guess.status).toBe(409);
      expect(guess.body.code).toBe('gift_card_invalid');
    }
    const right = await call(t, { action: 'giftCardBalance', code: card.code });
    expect(right.body.data).toMatchObject({ balance: 20, last4: card.code.slice(-4), status: 'active' });
    const limited = await call(t, { action: 'giftCardBalance', code: card.code });
    expect(limited.status).toBe(429);
    later(10);
  });

  it('codes tried at checkout are limited per buyer', async () => {
    const { token } = await traveller();
    for (let i = 0; i < 20; i += 1) expect((await tickets(token, 1, `ABCD${i}`)).body.code).toBe('gift_card_invalid');
    expect((await tickets(token, 1, 'ABCDEFGHJKLMNPQR')).status).toBe(429);
  });

  it("see their own cards' balance and history, and nobody else's", async () => {
    const recipient = await createUser(t.db, { email: 'noor@example.com' });
    const stranger = await traveller();
    const card = await issued(80, 'noor@example.com');
    const payer = await traveller();
    await payOnSandbox(t, String((await tickets(payer.token, 1, card.code)).body.payment_link));
    const mine = await call(t, { action: 'myGiftCards' }, await createSession(t.db, recipient.id));
    expect(mine.body.data).toMatchObject([
      {
        last4: card.code.slice(-4),
        balance: 0,
        role: 'received',
        history: [
          { kind: 'issue', amount: 80 },
          { kind: 'take', amount: -80, purchase_number: null },
        ],
      },
    ]);
    const theirs = await call(t, { action: 'myGiftCards' }, stranger.token);
    expect(theirs.body.data).toEqual([]);
  });
});

describe('buying a gift card', () => {
  it('e-mails the recipient on the chosen day, 09:00 Dubai, in their language, with the PDF card', async () => {
    const { token } = await traveller();
    const bought = await call(
      t,
      {
        action: 'createPurchase',
        items: JSON.stringify({
          gift_card: {
            amount: 250,
            recipient_name: 'سارة',
            recipient_email: 'sara@example.com',
            recipient_language: 'ae',
            message: 'عيد سعيد',
            send_on: '2026-11-25',
          },
        }),
      },
      token,
    );
    expect(bought.status).toBe(200);
    await payOnSandbox(t, String(bought.body.payment_link));
    const [card] = await t.db.select().from(giftCards).where(eq(giftCards.recipientEmail, 'sara@example.com'));
    expect(card).toMatchObject({ status: 'active', balanceFils: 25_000 });
    const [mail] = await t.db
      .select()
      .from(messages)
      .where(eq(messages.idempotencyKey, `gift-card:${card!.id}`));
    expect(mail).toMatchObject({ kind: 'gift_card', recipient: 'sara@example.com', language: 'ae', status: 'pending' });
    expect(mail!.sendAt).toEqual(new Date('2026-11-25T05:00:00Z'));
    const pdf = Buffer.from(mail!.attachments![0]!.base64, 'base64');
    expect((await PDFDocument.load(pdf)).getPageCount()).toBe(1);
    const code = /([A-Z2-9]{4}-){3}[A-Z2-9]{4}/.exec(mail!.body)![0];
    expect(code.replaceAll('-', '').slice(-4)).toBe(card!.last4);

    // not before its hour, then at it
    await t.app.messageSweeper.sweepOnce({ now: new Date('2026-11-25T04:59:00Z') });
    expect((await t.db.select().from(messages).where(eq(messages.id, mail!.id)))[0]!.status).toBe('pending');
    await t.app.messageSweeper.sweepOnce({ now: new Date('2026-11-25T05:00:00Z') });
    expect((await t.db.select().from(messages).where(eq(messages.id, mail!.id)))[0]!.status).toBe('sent');

    // an amount outside the settings is refused in both languages' catalogue
    const tooMuch = await call(
      t,
      {
        action: 'createPurchase',
        items: JSON.stringify({ gift_card: { amount: 9_000, recipient_email: 'x@example.com', send_on: '2026-11-25' } }),
      },
      token,
    );
    expect(tooMuch.body).toMatchObject({ code: 'gift_card_amount' });
  });
});

describe('expiry', () => {
  it('expires what is left once and reports it; an expired card pays nothing', async () => {
    const card = await issued(60);
    // a session that outlives the card's year
    const token = await createSession(t.db, (await createUser(t.db)).id, { expiresAt: new Date('2030-01-01T00:00:00Z') });
    const expiresAt = (await cardRow(card.id)).expiresAt;
    const before = await call(t, { action: 'giftCardLiability' }, adminToken);
    const outstanding = (before.body.data as { outstanding: number }).outstanding;
    clock = new Date(expiresAt.getTime() + 60_000);
    expect(await expireGiftCards(t.db, clock)).toBeGreaterThanOrEqual(1);
    expect(await expireGiftCards(t.db, clock)).toBe(0);
    expect(await cardRow(card.id)).toMatchObject({ balanceFils: 0, expiredFils: 6_000 });
    // a year on, the admin's session has ended: the report's service, as its action calls it
    const after = await giftCardLiability(t.db, clock);
    expect(after.outstanding).toBeLessThan(outstanding);
    expect(after.expired).toBeGreaterThanOrEqual(60);
    const template = await createPostcardTemplate(t, { priceFils: 2_000, customisable: 0 });
    const refused = await orderPostcardCall(t, token, { post_card_id: template.id, gift_card_code: card.code }, []);
    expect(refused.json<Answer>()).toMatchObject({ code: 'gift_card_expired' });
  });
});
