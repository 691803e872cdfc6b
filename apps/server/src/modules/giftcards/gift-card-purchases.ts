import { calendarDateIn, addDays, dubaiTimestamp } from '@portal/domain/dates';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { giftCardMovements, giftCards, purchases, users } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { filsToAed } from '../../lib/money.ts';
import {
  lockOpenHolds,
  maxOpenHolds,
  paymentCompleteUrl,
  purchaseStatus,
  referenceNumber,
  type CheckedOut,
  type CheckoutDeps,
  type CheckoutInput,
  type PurchaseKind,
} from '../booking/index.ts';
import { codeHash, monthsAfter, newGiftCardCode } from './codes.ts';
import { writeGiftCardMessage } from './gift-card-message.ts';
import { readGiftCardSettings } from './settings-service.ts';

/** How far ahead a card's e-mail may be scheduled. */
const sendOnAtMostDays = 366;

/**
 * Codes of cards confirmed in a transaction still open, by purchase: confirm makes the code and keeps only
 * its hash in the table; the confirmation e-mail, written next in the same transaction, takes the code from
 * here to print it. Nothing else ever reads a code back.
 */
const freshCodes = new Map<number, string>();

/** Activates a card with a new code: its balance, its expiry from now, its first history row. */
export async function activateCard(tx: Database, card: typeof giftCards.$inferSelect, now: Date, validityMonths: number) {
  const code = newGiftCardCode();
  const [active] = await tx
    .update(giftCards)
    .set({
      codeHash: codeHash(code),
      last4: code.slice(-4),
      status: 'active',
      balanceFils: card.initialFils,
      expiresAt: monthsAfter(now, validityMonths),
    })
    .where(eq(giftCards.id, card.id))
    .returning();
  return { card: active!, code };
}

/** createPurchase in the gift card form: one card of an allowed amount, held like any purchase until it is paid. */
async function checkOutGiftCard(deps: CheckoutDeps, input: CheckoutInput): Promise<CheckedOut> {
  const { db, now } = deps;
  const { items } = input;
  if (items.kind !== 'gift_card') throw new AppError('invalid_input');
  if (input.tenders && input.tenders.length > 0) {
    throw new AppError('invalid_input', { fields: { gift_card_code: 'A gift card cannot pay for a gift card' } });
  }
  const card = items.gift_card;
  const settings = await readGiftCardSettings(db);
  if (card.amount < settings.minFils || card.amount > settings.maxFils) {
    throw new AppError('gift_card_amount', {
      params: { min: filsToAed(settings.minFils), max: filsToAed(settings.maxFils) },
      fields: { 'items.gift_card.amount': 'outside the limits' },
    });
  }
  const today = calendarDateIn(now);
  if (card.send_on < today || card.send_on > addDays(today, sendOnAtMostDays)) {
    throw new AppError('invalid_input', {
      fields: { 'items.gift_card.send_on': `from today until ${sendOnAtMostDays} days ahead` },
    });
  }
  const holdExpiresAt = new Date(now.getTime() + deps.holdMinutes * 60_000);
  const purchaseNumber = referenceNumber('O'); // a gift card is an order: its one reference (decision 073)
  const purchaseId = await db.transaction(async (tx) => {
    await lockOpenHolds(tx, input.userId);
    const [open] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(purchases)
      .where(
        and(eq(purchases.userId, input.userId), eq(purchases.status, purchaseStatus.pending), gt(purchases.holdExpiresAt, now)),
      );
    if ((open?.n ?? 0) >= maxOpenHolds) {
      throw new AppError('rate_limited', { msg: 'You have too many unpaid orders; pay them or wait until they expire' });
    }
    const [purchase] = await tx
      .insert(purchases)
      .values({
        purchaseNumber,
        userId: input.userId,
        kind: 'gift_card',
        status: purchaseStatus.pending,
        subtotalFils: card.amount,
        totalFils: card.amount,
        holdExpiresAt,
        createdAt: now,
      })
      .returning({ id: purchases.id });
    await tx.insert(giftCards).values({
      initialFils: card.amount,
      balanceFils: 0,
      status: 'pending',
      // set again when it is paid: a card is valid for its months from then
      expiresAt: monthsAfter(now, settings.validityMonths),
      purchaseId: purchase!.id,
      purchaserId: input.userId,
      recipientName: card.recipient_name,
      recipientEmail: card.recipient_email,
      recipientLanguage: card.recipient_language,
      message: card.message,
      sendOn: card.send_on,
      createdAt: now,
    });
    return purchase!.id;
  });
  return {
    answer: {
      purchase_number: purchaseNumber,
      id: purchaseId,
      sub_total: filsToAed(card.amount),
      discount: 0,
      total: filsToAed(card.amount),
      hold_expires_at: dubaiTimestamp(holdExpiresAt),
    },
    hold: {
      purchaseId,
      purchaseNumber,
      totalFils: card.amount,
      holdExpiresAt,
      page: giftCardPaymentPage(purchaseNumber),
    },
  };
}

const giftCardPaymentPage = (purchaseNumber: string) => ({
  description: `Gift card ${purchaseNumber}`,
  returnUrl: (publicUrl: string) => paymentCompleteUrl(publicUrl, purchaseNumber),
});

/**
 * Gift cards as the fourth kind of purchase (docs/decisions/058, 068). A card is nothing scarce: its hold
 * keeps a pending card row, a released one is void, and a late payment confirms it as it is. Confirming
 * gives it its code and balance; its e-mail, with the PDF, goes to the recipient on the send-on date.
 */
export const giftCardPurchases: PurchaseKind = {
  name: 'gift_card',

  async release(tx, purchaseId) {
    await tx
      .update(giftCards)
      .set({ status: 'void' })
      .where(and(eq(giftCards.purchaseId, purchaseId), eq(giftCards.status, 'pending')));
  },

  retake: async () => null,

  async confirm(tx, purchaseId, now) {
    const [card] = await tx.select().from(giftCards).where(eq(giftCards.purchaseId, purchaseId)).for('update');
    if (!card || (card.status !== 'pending' && card.status !== 'void')) return;
    const settings = await readGiftCardSettings(tx);
    const { card: active, code } = await activateCard(tx, card, now, settings.validityMonths);
    await tx.insert(giftCardMovements).values({
      cardId: active.id,
      purchaseId,
      kind: 'issue',
      amountFils: active.initialFils,
      key: `issue:${active.id}`,
      createdAt: now,
    });
    freshCodes.set(purchaseId, code);
  },

  checkout: checkOutGiftCard,

  async writeConfirmation(tx, deps, purchaseId) {
    const code = freshCodes.get(purchaseId);
    freshCodes.delete(purchaseId);
    if (!code) return;
    const [row] = await tx
      .select({ card: giftCards, confirmedAt: purchases.confirmedAt, buyer: users.firstName })
      .from(giftCards)
      .innerJoin(purchases, eq(purchases.id, giftCards.purchaseId))
      .innerJoin(users, eq(users.id, purchases.userId))
      .where(eq(giftCards.purchaseId, purchaseId));
    if (!row) return;
    await writeGiftCardMessage(
      tx,
      { messages: deps.messages, publicUrl: deps.publicUrl, now: row.confirmedAt ?? row.card.createdAt },
      row.card,
      code,
      row.buyer,
    );
  },

  async paymentPage(_db, purchase) {
    return giftCardPaymentPage(purchase.purchaseNumber);
  },
};
