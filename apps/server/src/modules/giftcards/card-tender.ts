import { and, eq, like, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { giftCardMovements, giftCards } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { hitRateLimit } from '../../lib/rate-limit.ts';
import type { PaymentTender } from '../booking/index.ts';
import { codeHash, normalizedCode } from './codes.ts';

type Card = typeof giftCards.$inferSelect;

/** codes one buyer may try at checkout in ten minutes */
export const checkoutTriesPer10Min = 20;

const refusal = (code: 'gift_card_invalid' | 'gift_card_expired' | 'gift_card_blocked' | 'gift_card_empty') =>
  new AppError(code, { fields: { gift_card_code: code } });

/**
 * The card of `typed`, locked (FOR UPDATE) until the transaction ends, when it can pay: active, not
 * expired, with a balance. Anything else is refused with its reason; a code that names no card, or a card
 * not yet paid for, is invalid.
 */
export async function payingCard(tx: Database, typed: string, now: Date): Promise<Card> {
  const code = normalizedCode(typed);
  if (!code) throw refusal('gift_card_invalid');
  const [card] = await tx
    .select()
    .from(giftCards)
    .where(eq(giftCards.codeHash, codeHash(code)))
    .for('update');
  if (!card || card.status === 'pending' || card.status === 'void') throw refusal('gift_card_invalid');
  if (card.status === 'blocked') throw refusal('gift_card_blocked');
  if (card.expiresAt <= now) throw refusal('gift_card_expired');
  if (card.balanceFils <= 0) throw refusal('gift_card_empty');
  return card;
}

/** Moves a card's balance by `amountFils` (signed) with its history row; the row is the once-only guard when keyed. */
async function move(
  tx: Database,
  movement: {
    cardId: number;
    purchaseId: number | null;
    kind: (typeof giftCardMovements.$inferInsert)['kind'];
    amountFils: number;
    key: string;
    now: Date;
  },
): Promise<boolean> {
  const [written] = await tx
    .insert(giftCardMovements)
    .values({
      cardId: movement.cardId,
      purchaseId: movement.purchaseId,
      kind: movement.kind,
      amountFils: movement.amountFils,
      key: movement.key,
      createdAt: movement.now,
    })
    .onConflictDoNothing({ target: giftCardMovements.key })
    .returning({ id: giftCardMovements.id });
  if (!written) return false;
  await tx
    .update(giftCards)
    .set({ balanceFils: sql`${giftCards.balanceFils} + ${movement.amountFils}` })
    .where(eq(giftCards.id, movement.cardId));
  return true;
}

const movementOf = async (tx: Database, key: string) =>
  (await tx.select().from(giftCardMovements).where(eq(giftCardMovements.key, key)))[0];

/**
 * Gift cards as a tender of the payment engine (docs/decisions/068). A purchase's take is keyed
 * `take:<purchase>`, its release `release:<purchase>` and a late payment's retake `retake:<purchase>`, so
 * each happens at most once whatever path reaches it; the card's row is locked after the kind's rows, as
 * the last statement of the hold.
 */
export const giftCardTender: PaymentTender = {
  name: 'gift_card',
  inputField: 'gift_card_code',

  async tried(db, { userId, now }) {
    await hitRateLimit(db, { key: `gift-card-code:user:${userId}`, windowMs: 600_000, max: checkoutTriesPer10Min, now });
  },

  async take(tx, { purchaseId, code, dueFils, now }) {
    const card = await payingCard(tx, code, now);
    const taken = Math.min(card.balanceFils, dueFils);
    await move(tx, { cardId: card.id, purchaseId, kind: 'take', amountFils: -taken, key: `take:${purchaseId}`, now });
    return taken;
  },

  async release(tx, purchaseId, now) {
    const taken = await movementOf(tx, `take:${purchaseId}`);
    if (!taken) return;
    await move(tx, {
      cardId: taken.cardId,
      purchaseId,
      kind: 'release',
      amountFils: -taken.amountFils,
      key: `release:${purchaseId}`,
      now,
    });
  },

  async retake(tx, purchase, now) {
    const taken = await movementOf(tx, `take:${purchase.id}`);
    if (!taken || !(await movementOf(tx, `release:${purchase.id}`))) return true;
    const [card] = await tx.select().from(giftCards).where(eq(giftCards.id, taken.cardId)).for('update');
    const amount = -taken.amountFils;
    if (!card || card.status !== 'active' || card.expiresAt <= now || card.balanceFils < amount) return false;
    await move(tx, {
      cardId: card.id,
      purchaseId: purchase.id,
      kind: 'retake',
      amountFils: -amount,
      key: `retake:${purchase.id}`,
      now,
    });
    return true;
  },

  async refund(tx, { purchaseId, amountFils, key, now }) {
    const taken = await movementOf(tx, `take:${purchaseId}`);
    if (!taken) return 0;
    const [paid] = await tx
      .select({
        net: sql<number>`coalesce(-sum(${giftCardMovements.amountFils}) filter (where ${giftCardMovements.kind} in ('take', 'release', 'retake')), 0)::int`,
        refunded: sql<number>`coalesce(sum(${giftCardMovements.amountFils}) filter (where ${giftCardMovements.kind} = 'refund'), 0)::int`,
      })
      .from(giftCardMovements)
      .where(eq(giftCardMovements.purchaseId, purchaseId));
    const give = Math.min(amountFils, (paid?.net ?? 0) - (paid?.refunded ?? 0));
    if (give <= 0) return 0;
    const moved = await move(tx, {
      cardId: taken.cardId,
      purchaseId,
      kind: 'refund',
      amountFils: give,
      key: `refund:${key}`,
      now,
    });
    return moved ? give : 0;
  },

  async refunded(tx, keyPrefix) {
    const [row] = await tx
      .select({ fils: sql<number>`coalesce(sum(${giftCardMovements.amountFils}), 0)::int` })
      .from(giftCardMovements)
      .where(
        and(eq(giftCardMovements.kind, 'refund'), like(giftCardMovements.key, `refund:${keyPrefix.replace(/[%_\\]/g, '\\$&')}%`)),
      );
    return row?.fils ?? 0;
  },
};
