import type { FastifyBaseLogger } from 'fastify';
import { and, asc, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bookings, payments, postcardOrders, purchases, storeOrders, stores } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import type { PaymentEvent, PaymentProvider } from '../../providers/payments/payments.ts';
import { recheckCouponUse } from '../coupons/index.ts';
import type { ConfirmationMessages } from './confirmation.ts';
import { releaseTickets, reserveTickets } from './inventory.ts';
import { queueRefund, recordCharge } from './refunds.ts';
import { firstDelivery } from './webhook-events.ts';
import { confirmStoreOrder, releaseOrderStock, retakeOrderStock } from '../store/index.ts';

/** Purchase status (schema): 0 pending (hold), 1 confirmed, 2 failed, 3 cancelled, 4 expired. */
export const purchaseStatus = { pending: 0, confirmed: 1, failed: 2, cancelled: 3, expired: 4 } as const;
const bookingConfirmed = 1;
const bookingFailed = 2;
const postcardPaid = 1;
const postcardFailed = 2;

/** Why a payment's money could not confirm its purchase (payments.issue; docs/decisions/021). */
export type PaymentIssue = NonNullable<(typeof payments.$inferSelect)['issue']>;

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

/** A store purchase returns to its checkout page, which shows the order's success overlay (spec part 2 §2.6). */
const storeCheckoutUrl = (publicUrl: string, storeSlug: string, purchaseNumber: string) =>
  `${publicUrl.replace(/\/$/, '')}/stores/${encodeURIComponent(storeSlug)}/checkout-address?order=${encodeURIComponent(purchaseNumber)}`;

/** A postcard purchase returns to its order's details page (decision 033). */
const postcardOrderUrl = (publicUrl: string, orderNumber: string) =>
  `${publicUrl.replace(/\/$/, '')}/hos-postcards/order-details/${encodeURIComponent(orderNumber)}`;

/**
 * Where a provider sends the buyer back after paying (the provider adds the outcome, success=1 or 0): a
 * booking's payment-complete page, a store order's checkout page, or a postcard's order page.
 */
export async function paymentReturnUrl(
  db: Database,
  publicUrl: string,
  purchase: { id: number; kind: string; purchaseNumber: string },
): Promise<string> {
  return returnUrl(publicUrl, purchase.purchaseNumber, await orderOfPurchase(db, purchase));
}

/** The order a store or postcard purchase pays for, or where a booking's buyer asked to come back. */
type PurchaseOrder = Pick<PayableHold, 'storeOrder' | 'postcardOrder' | 'redirectTo'>;

const returnUrl = (publicUrl: string, purchaseNumber: string, order: PurchaseOrder) => {
  if (order.storeOrder) return storeCheckoutUrl(publicUrl, order.storeOrder.storeSlug, purchaseNumber);
  if (order.postcardOrder) return postcardOrderUrl(publicUrl, order.postcardOrder.orderNumber);
  // spec part 1 §7 createPurchase redirect_to, kept only when it was on an allowed origin (allowedRedirect)
  return order.redirectTo || completionUrl(publicUrl, purchaseNumber);
};

/**
 * A createPurchase `redirect_to` the payment may send the buyer back to (decision 055): an http(s) address,
 * or a path read against PUBLIC_URL, whose origin is the portal's own or one of CORS_ORIGINS. Anything
 * else (another origin, `//evil.example`, `javascript:`) is undefined: the buyer returns to the portal's page.
 */
export function allowedRedirect(
  value: string | undefined,
  publicUrl: string,
  corsOrigins: readonly string[],
): string | undefined {
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value, publicUrl);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  const allowed = url.origin === new URL(publicUrl).origin || corsOrigins.includes(url.origin);
  return allowed ? url.toString() : undefined;
}

const withOutcome = (url: string, success: 0 | 1) => `${url}${url.includes('?') ? '&' : '?'}success=${success}`;

async function orderOfPurchase(db: Database, purchase: { id: number; kind: string }): Promise<PurchaseOrder> {
  if (purchase.kind === 'store') return { storeOrder: await storeOrderOf(db, purchase.id) };
  if (purchase.kind !== 'postcard') {
    const [booking] = await db.select({ redirectTo: purchases.redirectTo }).from(purchases).where(eq(purchases.id, purchase.id));
    return { redirectTo: booking?.redirectTo };
  }
  const [postcard] = await db
    .select({ orderNumber: postcardOrders.orderNumber })
    .from(postcardOrders)
    .where(eq(postcardOrders.purchaseId, purchase.id));
  return { postcardOrder: postcard };
}

/** The order of a store purchase and its store's slug, for the payment's description and return page. */
async function storeOrderOf(db: Database, purchaseId: number): Promise<PayableHold['storeOrder']> {
  const [order] = await db
    .select({ orderNumber: storeOrders.orderNumber, storeSlug: stores.slug })
    .from(storeOrders)
    .innerJoin(stores, eq(stores.id, storeOrders.storeId))
    .where(eq(storeOrders.purchaseId, purchaseId));
  return order;
}

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
  if (purchase.totalFils === 0) {
    await confirmWithoutPayment(deps, purchase.id);
    const page = returnUrl(deps.publicUrl, purchaseNumber, await orderOfPurchase(db, purchase));
    return { payment_link: withOutcome(page, 1), purchase_number: purchaseNumber };
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
    totalFils: purchase.totalFils,
    holdExpiresAt: purchase.holdExpiresAt ?? new Date(now.getTime() + 30 * 60_000),
    ...(await orderOfPurchase(db, purchase)),
  });
}

/** A pending hold with something to pay, as the payment the provider opens for it needs it. */
export type PayableHold = {
  purchaseId: number;
  purchaseNumber: string;
  totalFils: number;
  holdExpiresAt: Date;
  /** a store purchase's order: the payment is described by it and returns to the store's checkout page */
  storeOrder?: { orderNumber: string; storeSlug: string } | undefined;
  /** a postcard purchase's order: the payment is described by it and returns to the card's order page */
  postcardOrder?: { orderNumber: string } | undefined;
  /** a booking's allowed redirect_to, where the payment returns instead of the payment-complete page */
  redirectTo?: string | null | undefined;
};

function paymentDescription(hold: PayableHold): string {
  if (hold.storeOrder) return `Order ${hold.storeOrder.orderNumber}`;
  if (hold.postcardOrder) return `Postcard ${hold.postcardOrder.orderNumber}`;
  return `Booking ${hold.purchaseNumber}`;
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
    description: paymentDescription(hold),
    returnUrl: returnUrl(deps.publicUrl, hold.purchaseNumber, hold),
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
  inConfirm?: (tx: Database) => Promise<void>,
): Promise<'confirmed' | 'already' | 'expired' | 'closed'> {
  return db.transaction(async (tx) => {
    const [held] = await tx.select().from(purchases).where(eq(purchases.id, purchaseId)).for('update');
    if (!held || held.kind !== 'booking') return 'closed';
    if (held.status === purchaseStatus.confirmed) return 'already';
    if (held.status === purchaseStatus.expired) return 'expired';
    if (held.status !== purchaseStatus.pending) return 'closed';
    if (held.holdExpiresAt && held.holdExpiresAt <= now) return 'expired';
    if ((await confirmPurchase(tx, held, now)) !== 'confirmed') return 'closed';
    await inConfirm?.(tx);
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
 * Inside a transaction: gives back a pending purchase's tickets (or a store order's stock) and closes it
 * with `status`; false when already closed.
 */
export async function closeHold(tx: Database, purchaseId: number, status: 2 | 3 | 4, now: Date): Promise<boolean> {
  const [closed] = await tx
    .update(purchases)
    .set({ status, releasedAt: now })
    .where(and(eq(purchases.id, purchaseId), eq(purchases.status, purchaseStatus.pending)))
    .returning({ id: purchases.id, kind: purchases.kind });
  if (!closed) return false;
  if (closed.kind === 'store') {
    await releaseOrderStock(tx, purchaseId);
    return true;
  }
  if (closed.kind === 'postcard') {
    // a card holds nothing scarce: its order is only marked failed (spec part 2 §8: any status but 0 and 1)
    await tx.update(postcardOrders).set({ status: postcardFailed }).where(eq(postcardOrders.purchaseId, purchaseId));
    return true;
  }
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
 * tickets and the coupon's use again if they still hold; when they do not, the purchase stays released
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

/** Thrown inside the re-taking savepoint so that what it took so far is given back. */
class NotConfirmable extends Error {
  readonly issue: Exclude<PaymentIssue, 'already_paid' | 'amount_mismatch'>;
  constructor(issue: NotConfirmable['issue']) {
    super(issue);
    this.issue = issue;
  }
}

/**
 * Inside a transaction, with the purchase row locked: the one place a purchase becomes confirmed, for a
 * payment's success and for a zero total. A pending hold still holds its tickets and its coupon's use
 * and is confirmed. A released one gave both back, so it takes them again as createPurchase took them:
 * the tickets by conditional updates in createPurchase's order, then the coupon rechecked with its row
 * locked (total and per-user limits with today's counts, the first-order rule); when any of them no
 * longer holds nothing is taken and the answer is the issue. A released store purchase takes its order's
 * stock again the same way (stock_gone when it is no longer there); a confirmed one starts its fulfilment.
 * A postcard is confirmed whenever its payment succeeds, and its card enters the print queue.
 */
async function confirmPurchase(
  tx: Database,
  purchase: typeof purchases.$inferSelect,
  now: Date,
): Promise<'confirmed' | NotConfirmable['issue']> {
  // a postcard holds nothing scarce: a payment that arrives after its hold was released confirms it as it is
  const released = purchase.status !== purchaseStatus.pending;
  if (released && purchase.kind === 'store') {
    // a store order's stock is taken again as its checkout took it, or not at all
    try {
      await tx.transaction((inner) => retakeOrderStock(inner, purchase.id));
    } catch (err) {
      if (err instanceof AppError) return 'stock_gone';
      throw err;
    }
  } else if (released && purchase.kind === 'booking') {
    const items = await tx.select().from(bookings).where(eq(bookings.purchaseId, purchase.id));
    // the traveller cancelled this checkout (decision 039, cancelCheckout): money that still comes is refunded
    if (purchase.status === purchaseStatus.cancelled && items.some((i) => i.cancelledAt !== null)) return 'checkout_cancelled';
    // scarce rows in createPurchase's order (package, date, slot, then the coupon), so the two cannot deadlock
    items.sort(
      (a, b) =>
        a.packageId - b.packageId || (a.date ?? '').localeCompare(b.date ?? '') || (a.timeSlotId ?? 0) - (b.timeSlotId ?? 0),
    );
    try {
      await tx.transaction(async (inner) => {
        for (const item of items) {
          await reserveTickets(inner, ticketsOf(item)).catch((err: unknown) => {
            throw err instanceof AppError ? new NotConfirmable('tickets_gone') : err;
          });
        }
        if (purchase.couponId === null) return;
        const coupon = await recheckCouponUse(inner, {
          couponId: purchase.couponId,
          userId: purchase.userId,
          packageIds: items.map((i) => i.packageId),
          pricedAt: purchase.createdAt,
        });
        if (!coupon.ok) throw new NotConfirmable(coupon.code);
      });
    } catch (err) {
      if (err instanceof NotConfirmable) return err.issue;
      throw err;
    }
  }
  await tx
    .update(purchases)
    .set({ status: purchaseStatus.confirmed, confirmedAt: now, releasedAt: null })
    .where(eq(purchases.id, purchase.id));
  if (purchase.kind === 'store') await confirmStoreOrder(tx, purchase.id, now);
  else if (purchase.kind === 'postcard') {
    // a paid card enters the print queue at its first step (postcardSteps)
    await tx
      .update(postcardOrders)
      .set({ status: postcardPaid, processingStatus: 'received' })
      .where(eq(postcardOrders.purchaseId, purchase.id));
  } else await tx.update(bookings).set({ status: bookingConfirmed }).where(eq(bookings.purchaseId, purchase.id));
  return 'confirmed';
}
