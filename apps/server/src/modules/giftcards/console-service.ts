import { calendarDateIn, dubaiTimestamp } from '@portal/domain/dates';
import { and, asc, desc, eq, ilike, inArray, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { giftCardMovements, giftCards, purchases } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { recordChange } from '../../lib/audit.ts';
import { filsToAed } from '../../lib/money.ts';
import type { MessageSender } from '../../providers/messages/messages.ts';
import { monthsAfter } from './codes.ts';
import { activateCard } from './gift-card-purchases.ts';
import { writeGiftCardMessage } from './gift-card-message.ts';
import { readGiftCardSettings } from './settings-service.ts';

type Card = typeof giftCards.$inferSelect;

/** What the audit log keeps of a card: never its code. */
const audited = (c: Card) => ({
  id: c.id,
  last4: c.last4,
  status: c.status,
  balance_fils: c.balanceFils,
  initial_fils: c.initialFils,
  expires_at: c.expiresAt.toISOString(),
  recipient_email: c.recipientEmail,
});

function consoleView(c: Card, purchaseNumber: string | null) {
  return {
    id: c.id,
    last4: c.last4,
    balance: filsToAed(c.balanceFils),
    initial: filsToAed(c.initialFils),
    expired: filsToAed(c.expiredFils),
    status: c.status,
    expires_at: dubaiTimestamp(c.expiresAt),
    recipient_name: c.recipientName,
    recipient_email: c.recipientEmail,
    purchase_number: purchaseNumber,
    created_at: dubaiTimestamp(c.createdAt),
  };
}

const escapeLike = (q: string) => q.replace(/[%_\\]/g, '\\$&');

/** findGiftCards: by the code's last four, the recipient's address or the purchase number; newest first. */
export async function findGiftCards(db: Database, input: { q?: string | undefined; page: number; per_page: number }) {
  const q = input.q?.trim();
  const where = q
    ? or(
        eq(giftCards.last4, q.toUpperCase()),
        ilike(giftCards.recipientEmail, `%${escapeLike(q)}%`),
        eq(purchases.purchaseNumber, q.toUpperCase()),
      )
    : undefined;
  const rows = await db
    .select({ card: giftCards, purchaseNumber: purchases.purchaseNumber })
    .from(giftCards)
    .leftJoin(purchases, eq(purchases.id, giftCards.purchaseId))
    .where(where)
    .orderBy(desc(giftCards.id))
    .limit(input.per_page)
    .offset((input.page - 1) * input.per_page);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(giftCards)
    .leftJoin(purchases, eq(purchases.id, giftCards.purchaseId))
    .where(where);
  return {
    data: rows.map((r) => consoleView(r.card, r.purchaseNumber)),
    total: count?.n ?? 0,
    page: input.page,
    per_page: input.per_page,
  };
}

/** consoleGiftCard: one card (never its code) with every movement of its history, oldest first. */
export async function consoleGiftCard(db: Database, id: number) {
  const [row] = await db
    .select({ card: giftCards, purchaseNumber: purchases.purchaseNumber })
    .from(giftCards)
    .leftJoin(purchases, eq(purchases.id, giftCards.purchaseId))
    .where(eq(giftCards.id, id));
  if (!row) throw new AppError('not_found');
  const history = await db
    .select({ movement: giftCardMovements, purchaseNumber: purchases.purchaseNumber })
    .from(giftCardMovements)
    .leftJoin(purchases, eq(purchases.id, giftCardMovements.purchaseId))
    .where(eq(giftCardMovements.cardId, id))
    .orderBy(asc(giftCardMovements.id));
  return {
    ...consoleView(row.card, row.purchaseNumber),
    history: history.map((h) => ({
      kind: h.movement.kind,
      amount: filsToAed(h.movement.amountFils),
      at: dubaiTimestamp(h.movement.createdAt),
      purchase_number: h.purchaseNumber,
      note: h.movement.note,
    })),
  };
}

/**
 * issueGiftCard: a card without a purchase, active at once with its code, e-mailed to the recipient on its
 * send-on date; audited. The code is answered once, to the operator who issued it.
 */
export async function issueGiftCard(
  db: Database,
  deps: { operatorId: number; now: Date; messages: MessageSender; publicUrl: string },
  input: {
    amount: number;
    recipient_name: string;
    recipient_email: string;
    recipient_language: 'en' | 'ae';
    message: string;
    send_on: string;
  },
) {
  const { now } = deps;
  if (input.send_on < calendarDateIn(now)) throw new AppError('invalid_input', { fields: { send_on: 'today or later' } });
  const settings = await readGiftCardSettings(db);
  return db.transaction(async (tx) => {
    const [pending] = await tx
      .insert(giftCards)
      .values({
        initialFils: input.amount,
        balanceFils: 0,
        expiresAt: monthsAfter(now, settings.validityMonths),
        issuedBy: deps.operatorId,
        recipientName: input.recipient_name,
        recipientEmail: input.recipient_email,
        recipientLanguage: input.recipient_language,
        message: input.message,
        sendOn: input.send_on,
        createdAt: now,
      })
      .returning();
    const { card, code } = await activateCard(tx, pending!, now, settings.validityMonths);
    await tx.insert(giftCardMovements).values({
      cardId: card.id,
      kind: 'issue',
      amountFils: card.initialFils,
      key: `issue:${card.id}`,
      operatorId: deps.operatorId,
      createdAt: now,
    });
    await recordChange(tx, {
      operatorId: deps.operatorId,
      action: 'issueGiftCard',
      entity: 'gift_card',
      entityId: card.id,
      before: null,
      after: audited(card),
    });
    await writeGiftCardMessage(tx, { messages: deps.messages, publicUrl: deps.publicUrl, now }, card, code, '');
    return { ...consoleView(card, null), code };
  });
}

async function lockedCard(tx: Database, id: number): Promise<Card> {
  const [card] = await tx.select().from(giftCards).where(eq(giftCards.id, id)).for('update');
  if (!card || card.status === 'pending' || card.status === 'void') throw new AppError('not_found');
  return card;
}

/** blockGiftCard: a blocked card pays for nothing until it is unblocked; audited. */
export async function blockGiftCard(db: Database, operatorId: number, input: { id: number; blocked: 0 | 1 }) {
  return db.transaction(async (tx) => {
    const before = await lockedCard(tx, input.id);
    const [after] = await tx
      .update(giftCards)
      .set({ status: input.blocked === 1 ? 'blocked' : 'active' })
      .where(eq(giftCards.id, input.id))
      .returning();
    await recordChange(tx, {
      operatorId,
      action: 'blockGiftCard',
      entity: 'gift_card',
      entityId: input.id,
      before: audited(before),
      after: audited(after!),
    });
    return consoleView(after!, null);
  });
}

/** adjustGiftCard: adds to or takes from a balance, never below 0, in the card's history; audited. */
export async function adjustGiftCard(
  db: Database,
  operatorId: number,
  now: Date,
  input: { id: number; amount: number; note: string },
) {
  return db.transaction(async (tx) => {
    const before = await lockedCard(tx, input.id);
    if (before.balanceFils + input.amount < 0) {
      throw new AppError('invalid_input', {
        fields: { amount: `At most ${filsToAed(before.balanceFils).toFixed(2)} AED can be taken` },
      });
    }
    await tx.insert(giftCardMovements).values({
      cardId: before.id,
      kind: 'adjust',
      amountFils: input.amount,
      note: input.note,
      operatorId,
      createdAt: now,
    });
    const [after] = await tx
      .update(giftCards)
      .set({ balanceFils: sql`${giftCards.balanceFils} + ${input.amount}` })
      .where(eq(giftCards.id, input.id))
      .returning();
    await recordChange(tx, {
      operatorId,
      action: 'adjustGiftCard',
      entity: 'gift_card',
      entityId: input.id,
      before: audited(before),
      after: { ...audited(after!), note: input.note },
    });
    return consoleView(after!, null);
  });
}

/**
 * giftCardLiability: what is owed on live cards (active or blocked, not yet expired) and what expired,
 * by the month of expiry (Dubai).
 */
export async function giftCardLiability(db: Database, now: Date) {
  const [live] = await db
    .select({ fils: sql<number>`coalesce(sum(${giftCards.balanceFils}), 0)::int`, n: sql<number>`count(*)::int` })
    .from(giftCards)
    .where(and(inArray(giftCards.status, ['active', 'blocked']), sql`${giftCards.expiresAt} > ${now}`));
  const rows = await db
    .select({ expiresAt: giftCards.expiresAt, fils: giftCards.expiredFils })
    .from(giftCards)
    .where(and(sql`${giftCards.expiredFils} > 0`, lte(giftCards.expiresAt, now)));
  const byMonth = new Map<string, number>();
  for (const r of rows) {
    const month = calendarDateIn(r.expiresAt).slice(0, 7);
    byMonth.set(month, (byMonth.get(month) ?? 0) + r.fils);
  }
  const expired = [...byMonth].sort(([a], [b]) => a.localeCompare(b)).map(([month, fils]) => ({ month, fils }));
  return {
    outstanding: filsToAed(live?.fils ?? 0),
    live_cards: live?.n ?? 0,
    expired: filsToAed(expired.reduce((sum, e) => sum + e.fils, 0)),
    expired_by_month: expired.map((e) => ({ month: e.month, amount: filsToAed(e.fils) })),
  };
}
