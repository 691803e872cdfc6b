import { and, asc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { giftCardMovements, giftCards } from '../../db/schema/index.ts';

/**
 * Expires what is left on cards past their expiry (the scheduler runs it, one process at a time): each
 * card's balance goes to 0 with an `expire` row in its history and the amount kept as expired_fils, which
 * the liability report counts. A card is expired once: its key is `expire:<card>`. Answers how many.
 */
export async function expireGiftCards(db: Database, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: giftCards.id, balanceFils: giftCards.balanceFils })
      .from(giftCards)
      .where(and(inArray(giftCards.status, ['active', 'blocked']), lte(giftCards.expiresAt, now), gt(giftCards.balanceFils, 0)))
      .orderBy(asc(giftCards.id))
      .limit(500)
      .for('update', { skipLocked: true });
    for (const card of due) {
      await tx.insert(giftCardMovements).values({
        cardId: card.id,
        kind: 'expire',
        amountFils: -card.balanceFils,
        // a refund that reached the card after it expired is expired again, under its own key
        key: `expire:${card.id}:${now.getTime()}`,
        createdAt: now,
      });
      await tx
        .update(giftCards)
        .set({ balanceFils: 0, expiredFils: sql`${giftCards.expiredFils} + ${card.balanceFils}` })
        .where(eq(giftCards.id, card.id));
    }
    return due.length;
  });
}
