import type { FastifyBaseLogger } from 'fastify';
import { and, asc, eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bookings, payments, purchases, webhookEvents } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import type { PaymentEvent, PaymentProvider } from '../../providers/payments/payments.ts';
import { releaseTickets, reserveTickets } from './inventory.ts';

/** Purchase status (schema): 0 pending (hold), 1 confirmed, 2 failed, 3 cancelled, 4 expired. */
export const purchaseStatus = { pending: 0, confirmed: 1, failed: 2, cancelled: 3, expired: 4 } as const;
const bookingConfirmed = 1;
const bookingFailed = 2;

const ticketsOf = (b: typeof bookings.$inferSelect) => ({
  packageId: b.packageId,
  date: b.date,
  timeSlotId: b.timeSlotId,
  adults: b.adultQty,
  children: b.childQty,
});

/** The portal's payment-complete page for a purchase, where a provider sends the buyer back. */
const completionUrl = (publicUrl: string, purchaseNumber: string) =>
  `${publicUrl.replace(/\/$/, '')}/order-payment-complete?order=${encodeURIComponent(purchaseNumber)}`;

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
    onConfirmed?: (purchaseId: number) => Promise<void>;
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
  if (purchase.totalFils === 0) {
    await confirmWithoutPayment(deps, purchase.id);
    return { payment_link: `${completionUrl(deps.publicUrl, purchaseNumber)}&success=1`, purchase_number: purchaseNumber };
  }
  if (purchase.status !== purchaseStatus.pending || (purchase.holdExpiresAt && purchase.holdExpiresAt <= now)) {
    throw new AppError('purchase_closed');
  }
  const [open] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.purchaseId, purchase.id), eq(payments.provider, provider.name), eq(payments.status, 'created')));
  if (open) return { payment_link: open.paymentLink, purchase_number: purchaseNumber };

  const created = await provider.createPayment({
    purchaseNumber,
    amountFils: purchase.totalFils,
    currency: 'AED',
    expiresAt: purchase.holdExpiresAt ?? new Date(now.getTime() + 30 * 60_000),
    description: `Booking ${purchaseNumber}`,
    returnUrl: completionUrl(deps.publicUrl, purchaseNumber),
  });
  await db.insert(payments).values({
    purchaseId: purchase.id,
    provider: provider.name,
    providerRef: created.providerRef,
    amountFils: purchase.totalFils,
    currency: 'AED',
    paymentLink: created.url,
    createdAt: now,
  });
  return { payment_link: created.url, purchase_number: purchaseNumber };
}

/**
 * Confirms a zero-total purchase with its row locked: a pending, unexpired hold becomes confirmed once
 * (and `onConfirmed` runs once, after the commit); asking again for a confirmed one changes nothing, so a
 * double click or a reload answers the same page. Any other state is closed.
 */
async function confirmWithoutPayment(
  deps: { db: Database; now: Date; log?: FastifyBaseLogger; onConfirmed?: (purchaseId: number) => Promise<void> },
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
    return (await confirmPurchase(tx, held, now)) === 'confirmed';
  });
  if (confirmed) await afterConfirmation(purchaseId, deps.log, deps.onConfirmed);
}

/** Inside a transaction: gives back a pending purchase's tickets and closes it with `status`; false when already closed. */
async function closeHold(tx: Database, purchaseId: number, status: 2 | 3 | 4, now: Date): Promise<boolean> {
  const [closed] = await tx
    .update(purchases)
    .set({ status, releasedAt: now })
    .where(and(eq(purchases.id, purchaseId), eq(purchases.status, purchaseStatus.pending)))
    .returning({ id: purchases.id });
  if (!closed) return false;
  const items = await tx.select().from(bookings).where(eq(bookings.purchaseId, purchaseId)).orderBy(asc(bookings.id));
  for (const item of items) await releaseTickets(tx, ticketsOf(item));
  await tx.update(bookings).set({ status: bookingFailed }).where(eq(bookings.purchaseId, purchaseId));
  return true;
}

/** Gives back a pending purchase's tickets and closes it with `status`, once: a second call finds it closed. */
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
 * purchase and its bookings once (a failure that arrives after a success changes nothing); a failure,
 * cancel or expiry releases the hold once. A payment that succeeds after its hold was released takes the
 * tickets again if they are still there, and is reported for a refund if not.
 *
 * The event id is recorded in the same transaction as its effect, so an event whose processing failed
 * is applied when the provider delivers it again instead of being taken for a duplicate. `onConfirmed`
 * runs after the commit, only for the one event that confirmed the purchase (the confirmation e-mail).
 */
export async function applyPaymentEvent(
  db: Database,
  provider: string,
  event: PaymentEvent,
  now: Date,
  log?: FastifyBaseLogger,
  onConfirmed?: (purchaseId: number) => Promise<void>,
): Promise<Applied> {
  let confirmedPurchase: number | null = null;
  const result = await db.transaction(async (tx): Promise<Applied> => {
    // a second delivery of the same event waits here on the unique index until the first one commits
    const [stored] = await tx
      .insert(webhookEvents)
      .values({
        provider,
        eventId: event.eventId,
        type: event.outcome,
        payload: event.raw as object,
        receivedAt: now,
        processedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: webhookEvents.id });
    if (!stored) return 'duplicate';

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

    if (event.amountFils !== payment.amountFils || (event.currency ?? 'AED') !== payment.currency) return 'amount_mismatch';
    await tx.update(payments).set({ status: 'succeeded', updatedAt: now }).where(eq(payments.id, payment.id));
    const confirmed = await confirmPurchase(tx, purchase, now);
    if (confirmed === 'confirmed') confirmedPurchase = purchase.id;
    return confirmed;
  });

  if (result === 'amount_mismatch' || result === 'paid_after_release' || result === 'unknown_payment') {
    log?.error({ provider, eventId: event.eventId, providerRef: event.providerRef, result }, 'payment event needs attention');
  }
  if (confirmedPurchase !== null) await afterConfirmation(confirmedPurchase, log, onConfirmed);
  return result;
}

/**
 * Inside a transaction, with the purchase row locked: the one place a purchase becomes confirmed, for a
 * payment's success and for a zero total. A confirmed purchase is left as it is ('ignored'); a released
 * one takes its tickets again if they are still free ('paid_after_release' when not).
 */
async function confirmPurchase(
  tx: Database,
  purchase: typeof purchases.$inferSelect,
  now: Date,
): Promise<'confirmed' | 'ignored' | 'paid_after_release'> {
  if (purchase.status === purchaseStatus.confirmed) return 'ignored';
  if (purchase.status !== purchaseStatus.pending) {
    // the hold was released before the money arrived: take the tickets again if they are still free
    const items = await tx.select().from(bookings).where(eq(bookings.purchaseId, purchase.id));
    try {
      await tx.transaction(async (inner) => {
        for (const item of items) await reserveTickets(inner, ticketsOf(item));
      });
    } catch {
      return 'paid_after_release';
    }
  }
  await tx
    .update(purchases)
    .set({ status: purchaseStatus.confirmed, confirmedAt: now, releasedAt: null })
    .where(eq(purchases.id, purchase.id));
  await tx.update(bookings).set({ status: bookingConfirmed }).where(eq(bookings.purchaseId, purchase.id));
  return 'confirmed';
}

/** After the commit that confirmed a purchase, once: the confirmation e-mail. */
async function afterConfirmation(
  purchaseId: number,
  log?: FastifyBaseLogger,
  onConfirmed?: (purchaseId: number) => Promise<void>,
): Promise<void> {
  if (!onConfirmed) return;
  try {
    await onConfirmed(purchaseId);
  } catch (err) {
    // the booking stands; the message row records the failure for a resend
    log?.error({ err, purchaseId }, 'booking confirmation message not sent');
  }
}
