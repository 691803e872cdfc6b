import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { purchases } from './booking.ts';
import { createdAt, timestampTz } from './columns.ts';
import { users } from './identity.ts';

export const giftCardStatuses = ['pending', 'active', 'blocked', 'void'] as const;

/**
 * Gift cards (docs/decisions/068): a balance in fils that pays for tickets, store orders and postcards. The
 * code is never stored, only its SHA-256 and its last four characters. A bought card is written pending
 * with its purchase and becomes active (with its code) when the purchase is confirmed; one that is never
 * paid becomes void. The balance never goes below zero: every take locks the row and the check refuses it.
 */
export const giftCards = pgTable(
  'gift_cards',
  {
    id: serial('id').primaryKey(),
    codeHash: text('code_hash').unique(),
    last4: text('last4').notNull().default(''),
    initialFils: integer('initial_fils').notNull(),
    balanceFils: integer('balance_fils').notNull(),
    /** what the expiry job took off the balance when the card expired */
    expiredFils: integer('expired_fils').notNull().default(0),
    currency: text('currency').notNull().default('AED'),
    status: text('status', { enum: giftCardStatuses }).notNull().default('pending'),
    expiresAt: timestampTz('expires_at').notNull(),
    /** the purchase that bought it; null for a card an operator issued */
    purchaseId: integer('purchase_id').references(() => purchases.id),
    purchaserId: integer('purchaser_id').references(() => users.id),
    issuedBy: integer('issued_by').references(() => users.id),
    recipientName: text('recipient_name').notNull().default(''),
    recipientEmail: text('recipient_email').notNull(),
    recipientLanguage: text('recipient_language', { enum: ['en', 'ae'] })
      .notNull()
      .default('en'),
    message: text('message').notNull().default(''),
    /** the Dubai date its e-mail goes out (09:00 Dubai) */
    sendOn: date('send_on').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('gift_cards_purchase_uq').on(t.purchaseId),
    index('gift_cards_recipient_idx').on(t.recipientEmail),
    index('gift_cards_purchaser_idx').on(t.purchaserId),
    index('gift_cards_expiry_idx').on(t.status, t.expiresAt),
    check('gift_cards_balance_not_negative', sql`${t.balanceFils} >= 0`),
  ],
);

export const giftCardMovementKinds = ['issue', 'take', 'release', 'retake', 'refund', 'adjust', 'expire'] as const;

/**
 * Every change of a card's balance, signed (a take is negative). `key` names the cause once
 * (`release:<purchase id>`, `refund:<refund key>`), so a purchase's card part is given back at most once.
 */
export const giftCardMovements = pgTable(
  'gift_card_movements',
  {
    id: serial('id').primaryKey(),
    cardId: integer('card_id')
      .notNull()
      .references(() => giftCards.id),
    purchaseId: integer('purchase_id').references(() => purchases.id),
    kind: text('kind', { enum: giftCardMovementKinds }).notNull(),
    amountFils: integer('amount_fils').notNull(),
    key: text('key'),
    note: text('note').notNull().default(''),
    operatorId: integer('operator_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('gift_card_movements_key_uq').on(t.key),
    index('gift_card_movements_card_idx').on(t.cardId, t.id),
    index('gift_card_movements_purchase_idx').on(t.purchaseId),
  ],
);

/** The operator's settings for selling cards: one row (id 1). */
export const giftCardSettings = pgTable('gift_card_settings', {
  id: integer('id').primaryKey(),
  /** the amounts offered, in fils */
  amountChoices: jsonb('amount_choices').$type<number[]>().notNull(),
  minFils: integer('min_fils').notNull(),
  maxFils: integer('max_fils').notNull(),
  validityMonths: integer('validity_months').notNull(),
  updatedAt: timestampTz('updated_at'),
});
