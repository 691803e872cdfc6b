import type { FastifyBaseLogger } from 'fastify';
import { and, eq, gt, inArray, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { payments, purchases } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import type { PaymentEvent, PaymentProvider } from '../../providers/payments/payments.ts';
import {
  purchaseKind,
  type ConfirmationMessages,
  type PayableHold,
  type PaymentIssue,
  type PurchaseRow,
} from './purchase-kind.ts';
import { queueRefund, recordCharge } from './refunds.ts';
import { releaseTenders, retakeTenders } from './tender.ts';
import { firstDelivery } from './webhook-events.ts';

/** Purchase status (schema): 0 pending (hold), 1 confirmed, 2 failed, 3 cancelled, 4 expired. */
export const purchaseStatus = { pending: 0, confirmed: 1, failed: 2, cancelled: 3, expired: 4 } as const;

export type { PayableHold, PaymentIssue } from './purchase-kind.ts';

/**
 * Where a provider sends the buyer back after paying (the provider adds the outcome, success=1 or 0): the
 * page the purchase's kind names (a booking's payment-complete page, a store order's checkout page, a
 * postcard's order page).
 */
export async function paymentReturnUrl(
  db: Database,
  publicUrl: string,
  purchase: { id: number; kind: string; purchaseNumber: string },
): Promise<string> {
  return (await purchaseKind(purchase.kind).paymentPage(db, purchase)).returnUrl(publicUrl);
}

const withOutcome = (url: string, success: 0 | 1) => `${url}${url.includes('?') ? '&' : '?'}success=${success}`;

/**
 * The payment link of one of the user's pending purchases. Asking again answers the same link while the
 * payment is open, so a double click or a reload does not open two payments.
 *
 * A purchase whose server-computed total is 0 (a coupon took all of it) has nothing to pay: no provider
 * is asked (Stripe refuses a zero charge), the purchase is confirmed here through the same confirmation
 * as a paid one, and the link is the payment-complete page with `success=1`, so the browser's flow and
 * its Purchase event stay the same (docs/decisions/016).
 */
export async function initiatePayment(
  deps: {
    db: Database;
    provider: PaymentProvider;
    now: Date;
    publicUrl: string;
    log?: FastifyBaseLogger;
    onConfirmed?: ConfirmationMessages;
  },
  userId: number,
  purchaseNumber: string,
): Promise<{ payment_link: string; purchase_number: string }> {
  const { db, provider, now } = deps;
  const [purchase] = await db
    .select()
    .from(purchases)
    .where(and(eq(purchases.purchaseNumber, purchaseNumber), eq(purchases.userId, userId)));
  if (!purchase) throw new AppError('not_found');
  // what the provider is asked for: the total less what tenders (a gift card) paid with the hold
  const dueFils = purchase.totalFils - purchase.tenderedFils;
  if (dueFils === 0) {
    await confirmWithoutPayment(deps, purchase.id);
    const page = await purchaseKind(purchase.kind).paymentPage(db, purchase);
    return { payment_link: withOutcome(page.returnUrl(deps.publicUrl), 1), purchase_number: purchaseNumber };
  }
  if (purchase.status !== purchaseStatus.pending || (purchase.holdExpiresAt && purchase.holdExpiresAt <= now)) {
    throw new AppError('purchase_closed');
  }
  const [open] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.purchaseId, purchase.id), eq(payments.provider, provider.name), eq(payments.status, 'created')));
  if (open) return { payment_link: open.paymentLink, purchase_number: purchaseNumber };
  return openPayment(deps, {
    purchaseId: purchase.id,
    purchaseNumber,
    totalFils: dueFils,
    holdExpiresAt: purchase.holdExpiresAt ?? new Date(now.getTime() + 30 * 60_000),
    page: await purchaseKind(purchase.kind).paymentPage(db, purchase),
  });
}

/**
 * Asks the provider for a new payment of `hold` and records it (one insert). The caller knows the hold
 * is pending and has no open payment: initiatePayment has read both, and createPurchase has just written
 * the hold in this request, so its answer opens the payment without reading them again (decision 027).
 */
export async function openPayment(
  deps: { db: Database; provider: PaymentProvider; now: Date; publicUrl: string },
  hold: PayableHold,
): Promise<{ payment_link: string; purchase_number: string }> {
  const { db, provider, now } = deps;
  const created = await provider.createPayment({
    purchaseNumber: hold.purchaseNumber,
    amountFils: hold.totalFils,
    currency: 'AED',
    expiresAt: hold.holdExpiresAt,
    description: hold.page.description,
    returnUrl: hold.page.returnUrl(deps.publicUrl),
  });
  await db.insert(payments).values({
    purchaseId: hold.purchaseId,
    provider: provider.name,
    providerRef: created.providerRef,
    amountFils: hold.totalFils,
    currency: 'AED',
    paymentLink: created.url,
    createdAt: now,
  });
  return { payment_link: created.url, purchase_number: hold.purchaseNumber };
}

/**
 * After the commit that closed `purchaseIds` without their payments (checkouts a new one replaced): asks
 * the provider to expire each payment of theirs still open, so its page takes no money for a closed hold.
 * A refusal is logged and changes nothing here: money that still comes is a late payment (decision 021).
 */
export async function expirePayments(
  deps: { db: Database; provider: PaymentProvider; log?: FastifyBaseLogger },
  purchaseIds: readonly number[],
): Promise<void> {
  if (purchaseIds.length === 0) return;
  const open = await deps.db
    .select({ providerRef: payments.providerRef })
    .from(payments)
    .where(
      and(
        inArray(payments.purchaseId, [...purchaseIds]),
        eq(payments.provider, deps.provider.name),
        eq(payments.status, 'created'),
      ),
    );
  for (const { providerRef } of open) {
    await deps.provider.expirePayment(providerRef).catch((err: unknown) => {
      deps.log?.warn({ err, providerRef }, 'payment of a replaced checkout not expired at the provider');
    });
  }
}

/**
 * Confirms a zero-total purchase with its row locked: a pending, unexpired hold becomes confirmed once
 * (its confirmation e-mail written in the same transaction); asking again for a confirmed one changes nothing, so a
 * double click or a reload answers the same page. Any other state is closed.
 */
async function confirmWithoutPayment(
  deps: { db: Database; now: Date; log?: FastifyBaseLogger; onConfirmed?: ConfirmationMessages },
  purchaseId: number,
): Promise<void> {
  const { now } = deps;
  const confirmed = await deps.db.transaction(async (tx) => {
    // a second request for the same purchase waits here until the first one commits
    const [held] = await tx.select().from(purchases).where(eq(purchases.id, purchaseId)).for('update');
    if (held?.status === purchaseStatus.confirmed) return false;
    if (!held || held.status !== purchaseStatus.pending || (held.holdExpiresAt && held.holdExpiresAt <= now)) {
      throw new AppError('purchase_closed');
    }
    if ((await confirmPurchase(tx, held, now)) !== 'confirmed') return false;
    await deps.onConfirmed?.write(tx, purchaseId);
    return true;
  });
  if (confirmed) deps.onConfirmed?.committed();
}

/**
 * Confirms a held booking purchase that is paid outside the portal (a reseller's, settled on account,
 * docs/decisions/061), with its row locked: a pending, unexpired hold is confirmed once through the same
 * confirmation as a paid one, and `inConfirm` runs in the same transaction; asking again for a confirmed one
 * changes nothing ('already'). An expired hold (swept or not) is 'expired' and takes nothing; any other
 * state is 'closed'.
 */
export async function confirmOnAccount(
  db: Database,
  purchaseId: number,
  now: Date,
  of: { kind: string; inConfirm?: (tx: Database) => Promise<void> },
): Promise<'confirmed' | 'already' | 'expired' | 'closed'> {
  return db.transaction(async (tx) => {
    const [held] = await tx.select().from(purchases).where(eq(purchases.id, purchaseId)).for('update');
    if (!held || held.kind !== of.kind) return 'closed';
    if (held.status === purchaseStatus.confirmed) return 'already';
    if (held.status === purchaseStatus.expired) return 'expired';
    if (held.status !== purchaseStatus.pending) return 'closed';
    if (held.holdExpiresAt && held.holdExpiresAt <= now) return 'expired';
    if ((await confirmPurchase(tx, held, now)) !== 'confirmed') return 'closed';
    await of.inConfirm?.(tx);
    return 'confirmed';
  });
}

/**
 * Moves a live hold's expiry to `until` (a reseller extending its reservation, docs/decisions/061): only
 * while it is pending and not yet expired, in one conditional update, so a hold the sweeper is releasing
 * is never revived. False when it was not live.
 */
export async function extendHold(db: Database, purchaseId: number, until: Date, now: Date): Promise<boolean> {
  const extended = await db
    .update(purchases)
    .set({ holdExpiresAt: until })
    .where(and(eq(purchases.id, purchaseId), eq(purchases.status, purchaseStatus.pending), gt(purchases.holdExpiresAt, now)))
    .returning({ id: purchases.id });
  return extended.length > 0;
}

/**
 * Inside a transaction: closes a pending purchase with `status` and has its kind give back what the hold
 * held (tickets, stock); false when already closed.
 */
export async function closeHold(tx: Database, purchaseId: number, status: 2 | 3 | 4, now: Date): Promise<boolean> {
  const [closed] = await tx
    .update(purchases)
    .set({ status, releasedAt: now })
    .where(and(eq(purchases.id, purchaseId), eq(purchases.status, purchaseStatus.pending)))
    .returning({ id: purchases.id, kind: purchases.kind, tenderedFils: purchases.tenderedFils });
  if (!closed) return false;
  await purchaseKind(closed.kind).release(tx, purchaseId, now);
  if (closed.tenderedFils > 0) await releaseTenders(tx, purchaseId, now);
  return true;
}

/** Closes a pending purchase with `status` and gives back what it held with `status`, once: a second call finds it closed. */
export async function releaseHold(db: Database, purchaseId: number, status: 2 | 3 | 4, now: Date): Promise<boolean> {
  return db.transaction((tx) => closeHold(tx, purchaseId, status, now));
}

/** Closes every hold past its expiry (the sweeper runs this every minute); answers how many it released. */
export async function releaseExpiredHolds(db: Database, now: Date): Promise<number> {
  const expired = await db
    .select({ id: purchases.id })
    .from(purchases)
    .where(and(eq(purchases.status, purchaseStatus.pending), lt(purchases.holdExpiresAt, now)))
    .limit(500);
  let released = 0;
  for (const { id } of expired) if (await releaseHold(db, id, purchaseStatus.expired, now)) released += 1;
  return released;
}

type Applied = 'confirmed' | 'released' | 'duplicate' | 'ignored' | 'unknown_payment' | 'amount_mismatch' | 'paid_after_release';

/**
 * Applies one verified provider event, exactly once per event id and in any order: success confirms the
 * purchase and its kind's rows once (a failure that arrives after a success changes nothing); a failure,
 * cancel or expiry releases the hold once. A payment that succeeds after its hold was released takes
 * again what the hold held if it is still there (confirmPurchase); when it is not, the purchase stays released
 * and the payment is marked with its issue and a refund of all of it is written (docs/decisions/021),
 * which sendDueRefunds asks of the provider after the commit. A success with another amount, or
 * for a purchase another payment already paid, is marked too, so operators see every payment that
 * took money without confirming a purchase.
 *
 * The event id is recorded in the same transaction as its effect, so an event whose processing failed
 * is applied when the provider delivers it again instead of being taken for a duplicate. So is the
 * confirmation e-mail (`onConfirmed`, docs/decisions/022), only for the one event that confirmed the
 * purchase; its delivery is woken after the commit.
 */
export async function applyPaymentEvent(
  db: Database,
  provider: string,
  event: PaymentEvent,
  now: Date,
  log?: FastifyBaseLogger,
  onConfirmed?: ConfirmationMessages,
): Promise<Applied> {
  let confirmedPurchase: number | null = null;
  const result = await db.transaction(async (tx): Promise<Applied> => {
    if (!(await firstDelivery(tx, provider, { ...event, type: event.outcome }, now))) return 'duplicate';

    const [payment] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.provider, provider), eq(payments.providerRef, event.providerRef)))
      .for('update');
    if (!payment) return 'unknown_payment';
    const [purchase] = await tx.select().from(purchases).where(eq(purchases.id, payment.purchaseId)).for('update');
    if (!purchase) return 'unknown_payment';

    if (event.outcome !== 'succeeded') {
      if (payment.status === 'succeeded') return 'ignored';
      await tx.update(payments).set({ status: event.outcome, updatedAt: now }).where(eq(payments.id, payment.id));
      const closing = {
        failed: purchaseStatus.failed,
        cancelled: purchaseStatus.cancelled,
        expired: purchaseStatus.expired,
      } as const;
      return (await closeHold(tx, purchase.id, closing[event.outcome], now)) ? 'released' : 'ignored';
    }

    if (event.amountFils !== payment.amountFils || (event.currency ?? 'AED') !== payment.currency) {
      // what was taken is not what was asked: an operator settles it with the provider; the ledger still
      // holds what the provider took, when it says
      await tx.update(payments).set({ issue: 'amount_mismatch', updatedAt: now }).where(eq(payments.id, payment.id));
      if (event.amountFils !== null && event.currency === payment.currency)
        await recordCharge(tx, payment, event.amountFils, now);
      return 'amount_mismatch';
    }
    if (payment.status === 'succeeded') return 'ignored';
    await tx.update(payments).set({ status: 'succeeded', updatedAt: now }).where(eq(payments.id, payment.id));
    await recordCharge(tx, payment, payment.amountFils, now);
    if (purchase.status === purchaseStatus.confirmed || purchase.confirmedAt !== null) {
      // another payment (or a zero total) confirmed it first, and it may since have been cancelled: this
      // one is money paid twice
      await refundWhole(tx, payment, 'already_paid', now);
      return 'paid_after_release';
    }
    const confirmed = await confirmPurchase(tx, purchase, now);
    if (confirmed === 'confirmed') {
      confirmedPurchase = purchase.id;
      await onConfirmed?.write(tx, purchase.id);
      return 'confirmed';
    }
    await refundWhole(tx, payment, confirmed, now);
    return 'paid_after_release';
  });

  if (result === 'amount_mismatch' || result === 'paid_after_release' || result === 'unknown_payment') {
    log?.error({ provider, eventId: event.eventId, providerRef: event.providerRef, result }, 'payment event needs attention');
  }
  if (confirmedPurchase !== null) onConfirmed?.committed();
  return result;
}

/**
 * Marks a succeeded payment that could not confirm its purchase with its issue and writes the refund of
 * all of it, keyed by the payment so that it is refunded once (docs/decisions/021 and 036).
 */
async function refundWhole(tx: Database, payment: typeof payments.$inferSelect, issue: PaymentIssue, now: Date) {
  await tx.update(payments).set({ issue }).where(eq(payments.id, payment.id));
  await queueRefund(tx, {
    paymentId: payment.id,
    purchaseId: payment.purchaseId,
    bookingId: null,
    amountFils: payment.amountFils,
    currency: payment.currency,
    reason: 'late_payment',
    requestedBy: null,
    idempotencyKey: `refund-${payment.providerRef}`,
    now,
  });
}

/**
 * Inside a transaction, with the purchase row locked: the one place a purchase becomes confirmed, for a
 * payment's success and for a zero total. A pending hold still holds what it took and is confirmed. A
 * released one gave it back, so its kind takes it again as creating the purchase took it (a booking's
 * tickets and coupon use, a store order's stock; a postcard holds nothing scarce), or takes nothing and
 * answers the issue. Once the purchase row reads confirmed, its kind confirms its own rows.
 */
async function confirmPurchase(tx: Database, purchase: PurchaseRow, now: Date): Promise<'confirmed' | PaymentIssue> {
  const kind = purchaseKind(purchase.kind);
  if (purchase.status !== purchaseStatus.pending) {
    const issue = purchase.tenderedFils > 0 ? await retakeWithTenders(tx, purchase, now) : await kind.retake(tx, purchase, now);
    if (issue) return issue;
  }
  await tx
    .update(purchases)
    .set({ status: purchaseStatus.confirmed, confirmedAt: now, releasedAt: null })
    .where(eq(purchases.id, purchase.id));
  await kind.confirm(tx, purchase.id, now);
  return 'confirmed';
}

/** Thrown inside the retake's savepoint to undo the kind's retake when a tender cannot pay its part again. */
class TenderGone extends Error {}

/**
 * A released purchase that tenders paid part of takes its kind's rows again, then the tenders' part (the
 * tenders' rows last, as the hold took them), in one savepoint: when a tender cannot, nothing stays taken
 * and the issue is `tender_gone`, so the payment is refunded whole.
 */
async function retakeWithTenders(tx: Database, purchase: PurchaseRow, now: Date): Promise<PaymentIssue | null> {
  try {
    return await tx.transaction(async (inner) => {
      const issue = await purchaseKind(purchase.kind).retake(inner, purchase, now);
      if (issue) return issue;
      if (!(await retakeTenders(inner, purchase, now))) throw new TenderGone();
      return null;
    });
  } catch (err) {
    if (err instanceof TenderGone) return 'tender_gone';
    throw err;
  }
}
