import type { ActionOutput } from '@portal/contract/action';
import type { createPurchaseAction } from '@portal/contract/bookings';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { purchases, type payments, type refunds } from '../../db/schema/index.ts';
import { purchaseEvents } from '../../lib/observe.ts';
import type { MessageSender } from '../../providers/messages/messages.ts';
import type { Storage } from '../../lib/storage/index.ts';
import type { TenderRequest } from './tender.ts';

/**
 * One kind of purchase as the payment engine (payment-service.ts, refunds.ts) sees it (docs/decisions/058).
 * The engine owns the purchase row, its payments, refunds and ledger, and calls a kind for what only the
 * kind knows: the rows its hold keeps, what confirming starts, its e-mail, its payment page. Each kind
 * lives in its own module and is registered by the app's wiring (app.ts); the engine names none.
 *
 * Every `tx` call runs inside the engine's transaction with the purchase row already locked (FOR UPDATE,
 * or by the conditional update that closed it), so a kind takes its own rows' locks after the purchase's,
 * the one order every path keeps.
 */
export interface PurchaseKind {
  /** purchases.kind */
  readonly name: string;
  /**
   * The hold has just been closed (declined, cancelled, expired, replaced), once: give back what it holds
   * and mark the kind's rows failed.
   */
  release(tx: Database, purchaseId: number, now: Date): Promise<void>;
  /**
   * A payment succeeded after the hold was released: take again what the hold held, as creating it took
   * it, or take nothing and answer why. A kind with nothing scarce answers null at once.
   */
  retake(tx: Database, purchase: PurchaseRow, now: Date): Promise<RetakeIssue | null>;
  /** The purchase row has just been confirmed: confirm the kind's rows and start what follows (fulfilment, printing). */
  confirm(tx: Database, purchaseId: number, now: Date): Promise<void>;
  /** Writes the buyer's confirmation e-mail to the outbox, in the confirming transaction; none without an address. */
  writeConfirmation(tx: Database, deps: MessageDeps, purchaseId: number): Promise<void>;
  /** What the provider's page says of the purchase, and where it sends the buyer back. */
  paymentPage(db: Database, purchase: { id: number; purchaseNumber: string }): Promise<PaymentPage>;
  /** A refund of the purchase has succeeded (its ledger row written, in the same transaction). */
  refundSettled?(tx: Database, refund: typeof refunds.$inferSelect): Promise<void>;
  /**
   * The kind's form of createPurchase (the contract's `items.kind`), when it is bought through that action:
   * writes the hold in one transaction and answers it; the action opens its payment after the commit.
   */
  checkout?(deps: CheckoutDeps, input: CheckoutInput): Promise<CheckedOut>;
}

/** A kind's createPurchase: the buyer, the items, and what pays part of it besides the provider (tender.ts). */
export type CheckoutInput = { userId: number; items: CheckoutItems; tenders?: readonly TenderRequest[] };

/** The items of a createPurchase, in any kind's form. */
export type CheckoutItems = z.output<(typeof createPurchaseAction)['input']>['items'];
export type CheckoutDeps = { db: Database; now: Date; holdMinutes: number };
export type CheckedOut = {
  answer: ActionOutput<typeof createPurchaseAction>;
  hold: PayableHold;
  /** the user's checkouts this one replaced, closed in its transaction; their payments are expired after it */
  replaced?: number[];
};

export type PurchaseRow = typeof purchases.$inferSelect;

/** Why a payment's money could not confirm its purchase (payments.issue; docs/decisions/021). */
export type PaymentIssue = NonNullable<(typeof payments.$inferSelect)['issue']>;

/** Why a released purchase could not take again what it held. */
export type RetakeIssue = Exclude<PaymentIssue, 'already_paid' | 'amount_mismatch'>;

/** A pending hold with something to pay, as the payment the provider opens for it needs it. */
export type PayableHold = {
  purchaseId: number;
  purchaseNumber: string;
  totalFils: number;
  holdExpiresAt: Date;
  /** what the provider's page says of it and where it returns, as its kind writes them */
  page: PaymentPage;
};

/**
 * A payment's description at the provider and the page it returns to (the provider adds success=1 or 0),
 * read against PUBLIC_URL.
 */
export type PaymentPage = { description: string; returnUrl: (publicUrl: string) => string };

/** The portal's payment-complete page for a purchase, where a provider sends the buyer back by default. */
export const paymentCompleteUrl = (publicUrl: string, purchaseNumber: string) =>
  `${publicUrl.replace(/\/$/, '')}/order-payment-complete?order=${encodeURIComponent(purchaseNumber)}`;

/** What a confirmation e-mail is written with: the outbox, the site's address, and the stored files. */
export type MessageDeps = { messages: MessageSender; publicUrl: string; storage: Storage };

/**
 * What confirming a purchase does beyond the purchase itself (docs/decisions/022): `write` runs inside the
 * confirming transaction and writes the confirmation e-mail to the outbox, so the e-mail exists exactly when
 * the confirmation does; `committed` runs after the commit and wakes its delivery.
 */
export type ConfirmationMessages = {
  write(tx: Database, purchaseId: number): Promise<void>;
  committed(): void;
};

const kinds = new Map<string, PurchaseKind>();

/** Makes a kind known to the engine; registering a kind of the same name again replaces it. */
export function registerPurchaseKind(kind: PurchaseKind): void {
  kinds.set(kind.name, kind);
}

/** The registered kind of a purchase; a purchase of a kind nobody registered is a wiring error. */
export function purchaseKind(name: string): PurchaseKind {
  const kind = kinds.get(name);
  if (!kind) throw new Error(`no purchase kind "${name}" is registered`);
  return kind;
}

/** createPurchase in the form of kind `name` (the store's cart, say), by the kind's own checkout. */
export function checkOut(name: string, deps: CheckoutDeps, input: CheckoutInput): Promise<CheckedOut> {
  const kind = purchaseKind(name);
  if (!kind.checkout) throw new Error(`purchase kind "${name}" has no createPurchase form`);
  return kind.checkout(deps, input);
}

/**
 * The confirmation e-mail of any purchase, written by its kind in the transaction that confirms it
 * (docs/decisions/022), so a replayed payment event, which confirms nothing, writes none.
 */
export function purchaseConfirmationMessages(deps: MessageDeps): ConfirmationMessages {
  return {
    async write(tx, purchaseId) {
      const [purchase] = await tx.select({ kind: purchases.kind }).from(purchases).where(eq(purchases.id, purchaseId));
      if (purchase) await purchaseKind(purchase.kind).writeConfirmation(tx, deps, purchaseId);
    },
    // after the commit of every confirmation, paid or free: the one place /metrics counts them (decision 062)
    committed() {
      deps.messages.wake();
      purchaseEvents.note({ outcome: 'confirmed', count: 1 });
    },
  };
}
