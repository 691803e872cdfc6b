import { dubaiTimestamp } from '@portal/domain/dates';
import { asc, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { giftCardMovements, giftCards, purchases, users } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { filsToAed } from '../../lib/money.ts';
import { hitRateLimit } from '../../lib/rate-limit.ts';
import { codeHash, normalizedCode } from './codes.ts';

type Card = typeof giftCards.$inferSelect;

/** balance checks by code one client address may make in ten minutes */
export const balanceChecksPer10Min = 10;

/** A card's status as a holder reads it: a live card past its expiry reads expired. */
export const statusOf = (card: Card, now: Date) =>
  (card.status === 'active' || card.status === 'blocked') && card.expiresAt <= now ? ('expired' as const) : card.status;

/**
 * myGiftCards: the cards the user bought and those sent to their account's e-mail address, with each
 * one's history. A card is read by its owner only; another user's cards and history are never in the answer.
 */
export async function myGiftCards(db: Database, userId: number, now: Date) {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  const cards = await db
    .select()
    .from(giftCards)
    .where(
      or(
        eq(giftCards.purchaserId, userId),
        // a card sent to the address counts once it is paid for; its e-mail may still be on its way
        user?.email ? inArray(giftCards.recipientEmail, [user.email]) : undefined,
      ),
    )
    .orderBy(asc(giftCards.id));
  const visible = cards.filter((c) => c.purchaserId === userId || c.status !== 'pending');
  const ids = visible.map((c) => c.id);
  const history =
    ids.length === 0
      ? []
      : await db
          .select({ movement: giftCardMovements, purchaseNumber: purchases.purchaseNumber, buyerId: purchases.userId })
          .from(giftCardMovements)
          .leftJoin(purchases, eq(purchases.id, giftCardMovements.purchaseId))
          .where(inArray(giftCardMovements.cardId, ids))
          .orderBy(asc(giftCardMovements.id));
  return visible.map((card) => ({
    last4: card.last4,
    balance: filsToAed(card.balanceFils),
    initial: filsToAed(card.initialFils),
    status: statusOf(card, now),
    expires_at: dubaiTimestamp(card.expiresAt),
    role: card.purchaserId === userId ? ('bought' as const) : ('received' as const),
    recipient_name: card.recipientName,
    send_on: card.sendOn,
    history: history
      .filter((h) => h.movement.cardId === card.id)
      .map((h) => ({
        kind: h.movement.kind,
        amount: filsToAed(h.movement.amountFils),
        at: dubaiTimestamp(h.movement.createdAt),
        // a purchase's number only to its own buyer: the holder sees that the card paid, not someone else's order
        purchase_number: h.buyerId === userId ? h.purchaseNumber : null,
      })),
  }));
}

/**
 * giftCardBalance: a card's balance by its code, for whoever holds the code. Every try counts against the
 * client address's limit before the card is looked up, so guessing codes is as slow as the limit.
 */
export async function giftCardBalance(db: Database, input: { code: string; clientAddress: string; now: Date }) {
  await hitRateLimit(db, {
    key: `gift-card-balance:ip:${input.clientAddress}`,
    windowMs: 600_000,
    max: balanceChecksPer10Min,
    now: input.now,
  });
  const code = normalizedCode(input.code);
  const [card] = code
    ? await db
        .select()
        .from(giftCards)
        .where(eq(giftCards.codeHash, codeHash(code)))
    : [];
  if (!card || card.status === 'pending' || card.status === 'void') {
    throw new AppError('gift_card_invalid', { fields: { code: 'gift_card_invalid' } });
  }
  return {
    last4: card.last4,
    balance: filsToAed(card.balanceFils),
    expires_at: dubaiTimestamp(card.expiresAt),
    status: statusOf(card, input.now),
  };
}
