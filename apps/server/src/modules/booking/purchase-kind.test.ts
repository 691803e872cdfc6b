import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { payments, purchases, refunds } from '../../db/schema/index.ts';
import type { MessageSender, OutgoingMessage } from '../../providers/messages/messages.ts';
import type { NewPayment, PaymentProvider } from '../../providers/payments/payments.ts';
import { sandboxProvider } from '../../providers/payments/sandbox.ts';
import { createUser } from '../../test/factories.ts';
import { diskStorage } from '../../lib/storage/index.ts';
import { createTestApp } from '../../test/harness.ts';
import { applyPaymentEvent, initiatePayment, releaseExpiredHolds } from './payment-service.ts';
import { purchaseConfirmationMessages, registerPurchaseKind, type PurchaseKind } from './purchase-kind.ts';

// decision 058: a kind of purchase the engine has never heard of (gift cards, with a stock of 1 kept in
// this file) runs through hold, confirmation, expiry and a late payment once it is registered

let clock = new Date('2026-11-22T08:00:00Z');
const sandbox = sandboxProvider({ publicUrl: 'http://127.0.0.1', secret: 'a-sandbox-secret-of-enough-length' });
const opened: NewPayment[] = [];
const provider: PaymentProvider = {
  ...sandbox,
  createPayment: (payment) => (opened.push(payment), sandbox.createPayment(payment)),
};
let t: Awaited<ReturnType<typeof createTestApp>>;
let userId: number;

/** What the engine asked of the gift card kind, in order, and whether each call ran in a transaction. */
const calls: string[] = [];
const written: OutgoingMessage[] = [];
let cardsLeft = 1;

const inTransaction = (tx: Database) => 'rollback' in tx;

const giftCards: PurchaseKind = {
  name: 'gift_card',
  async release(tx, purchaseId) {
    calls.push(`release ${purchaseId} ${inTransaction(tx)}`);
    cardsLeft += 1;
  },
  async retake(tx, purchase) {
    calls.push(`retake ${purchase.id} ${inTransaction(tx)}`);
    if (cardsLeft === 0) return 'stock_gone';
    cardsLeft -= 1;
    return null;
  },
  async confirm(tx, purchaseId) {
    calls.push(`confirm ${purchaseId} ${inTransaction(tx)}`);
  },
  async writeConfirmation(tx, deps, purchaseId) {
    calls.push(`e-mail ${purchaseId}`);
    await deps.messages.write(tx, {
      kind: 'store_order_confirmation',
      idempotencyKey: `gift-card:${purchaseId}`,
      channel: 'email',
      to: 'buyer@example.com',
      subject: 'Your gift card',
      text: 'Your gift card is ready.',
      language: 'en',
    });
  },
  async paymentPage(_db, purchase) {
    return {
      description: `Gift card ${purchase.purchaseNumber}`,
      returnUrl: (publicUrl) => `${publicUrl}/gift-cards/${purchase.purchaseNumber}`,
    };
  },
};

const outbox: MessageSender = {
  write: async (_tx, message) => void written.push(message),
  wake: () => {},
  send: async (message) => void written.push(message),
};
const onConfirmed = purchaseConfirmationMessages({
  messages: outbox,
  publicUrl: 'http://127.0.0.1',
  storage: diskStorage('/nowhere'),
});

beforeAll(async () => {
  t = await createTestApp({ now: () => clock, payments: provider, config: { PUBLIC_URL: 'http://127.0.0.1' } });
  userId = (await createUser(t.db)).id;
  registerPurchaseKind(giftCards);
});
afterAll(() => t.close());

/** A gift card's hold, as its own checkout would write it: the purchase, and the card taken from the stock. */
async function heldCard(holdMinutes = 30) {
  cardsLeft -= 1;
  const [purchase] = await t.db
    .insert(purchases)
    .values({
      purchaseNumber: `P${randomBytes(8).toString('hex')}`,
      userId,
      // the schema's list names the kinds the portal ships; the column is text
      kind: giftCards.name as 'booking',
      subtotalFils: 5_000,
      totalFils: 5_000,
      holdExpiresAt: new Date(clock.getTime() + holdMinutes * 60_000),
      createdAt: clock,
    })
    .returning();
  return purchase!;
}

const statusOf = async (purchaseId: number) =>
  (await t.db.select({ status: purchases.status }).from(purchases).where(eq(purchases.id, purchaseId)))[0]!.status;

const payFor = async (purchaseNumber: string) => {
  const { payment_link } = await initiatePayment(
    { db: t.db, provider, now: clock, publicUrl: 'http://127.0.0.1', onConfirmed },
    userId,
    purchaseNumber,
  );
  return payment_link.split('/').at(-1)!;
};

const succeeded = (eventId: string, providerRef: string) => ({
  eventId,
  providerRef,
  outcome: 'succeeded' as const,
  amountFils: 5_000,
  currency: 'AED',
  raw: {},
});

describe('a fourth kind of purchase, registered in a test', () => {
  it('is paid on the page its kind describes and confirmed through it, with its e-mail, once', async () => {
    calls.length = 0;
    const card = await heldCard();
    const ref = await payFor(card.purchaseNumber);
    expect(opened.at(-1)).toMatchObject({
      purchaseNumber: card.purchaseNumber,
      description: `Gift card ${card.purchaseNumber}`,
      returnUrl: `http://127.0.0.1/gift-cards/${card.purchaseNumber}`,
    });

    expect(await applyPaymentEvent(t.db, 'sandbox', succeeded('evt_gift_1', ref), clock, undefined, onConfirmed)).toBe(
      'confirmed',
    );
    expect(await applyPaymentEvent(t.db, 'sandbox', succeeded('evt_gift_1', ref), clock, undefined, onConfirmed)).toBe(
      'duplicate',
    );
    expect(await statusOf(card.id)).toBe(1);
    expect(calls).toEqual([`confirm ${card.id} true`, `e-mail ${card.id}`]);
    expect(written.filter((m) => m.idempotencyKey === `gift-card:${card.id}`)).toHaveLength(1);
    // a confirmed hold is never released
    clock = new Date(clock.getTime() + 60 * 60_000);
    expect(await releaseExpiredHolds(t.db, clock)).toBe(0);
    expect(calls).toHaveLength(2);
  });

  it('is released through its kind when its hold expires, once; money after that retakes it, or is refunded', async () => {
    calls.length = 0;
    cardsLeft = 1;
    const first = await heldCard(5);
    const ref = await payFor(first.purchaseNumber);
    clock = new Date(clock.getTime() + 10 * 60_000);
    expect(await releaseExpiredHolds(t.db, clock)).toBe(1);
    expect(await releaseExpiredHolds(t.db, clock)).toBe(0);
    expect(await statusOf(first.id)).toBe(4);
    expect(calls).toEqual([`release ${first.id} true`]);
    expect(cardsLeft).toBe(1);

    // the card went to someone else: the late money is refunded and the purchase stays expired
    const second = await heldCard();
    expect(await applyPaymentEvent(t.db, 'sandbox', succeeded('evt_gift_late', ref), clock, undefined, onConfirmed)).toBe(
      'paid_after_release',
    );
    expect(calls).toEqual([`release ${first.id} true`, `retake ${first.id} true`]);
    expect(await statusOf(first.id)).toBe(4);
    const [payment] = await t.db.select().from(payments).where(eq(payments.providerRef, ref));
    expect(payment).toMatchObject({ status: 'succeeded', issue: 'stock_gone' });
    expect(await t.db.select().from(refunds).where(eq(refunds.paymentId, payment!.id))).toMatchObject([
      { amountFils: 5_000, reason: 'late_payment', status: 'due' },
    ]);

    // the other hold expires too, and a late payment for it finds the card again and confirms it
    const secondRef = await payFor(second.purchaseNumber);
    clock = new Date(clock.getTime() + 60 * 60_000);
    expect(await releaseExpiredHolds(t.db, clock)).toBe(1);
    expect(await applyPaymentEvent(t.db, 'sandbox', succeeded('evt_gift_late_2', secondRef), clock, undefined, onConfirmed)).toBe(
      'confirmed',
    );
    expect(await statusOf(second.id)).toBe(1);
    expect(calls.slice(2)).toEqual([
      `release ${second.id} true`,
      `retake ${second.id} true`,
      `confirm ${second.id} true`,
      `e-mail ${second.id}`,
    ]);
    expect(cardsLeft).toBe(0);
  });
});
