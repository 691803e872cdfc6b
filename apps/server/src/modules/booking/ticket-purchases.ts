import { and, asc, eq, ne } from 'drizzle-orm';
import { bookingStatuses } from '@portal/contract/cancellation';
import type { Database } from '../../db/client.ts';
import { bookings, purchases, refunds } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { recheckCouponUse } from '../coupons/index.ts';
import { bookingConfirmationMessages } from './confirmation.ts';
import { releaseTickets, reserveTickets } from './inventory.ts';
import { purchaseStatus } from './payment-service.ts';
import { paymentCompleteUrl, type PaymentPage, type PurchaseKind, type RetakeIssue } from './purchase-kind.ts';

const ticketsOf = (b: typeof bookings.$inferSelect) => ({
  packageId: b.packageId,
  date: b.date,
  timeSlotId: b.timeSlotId,
  adults: b.adultQty,
  children: b.childQty,
});

/**
 * A booking's payment page: described by its purchase number, returning to the createPurchase `redirect_to`
 * when it was on an allowed origin (allowedRedirect, spec part 1 §7), else to the payment-complete page.
 */
export function ticketPaymentPage(purchaseNumber: string, redirectTo: string | null | undefined): PaymentPage {
  return {
    description: `Booking ${purchaseNumber}`,
    returnUrl: (publicUrl) => redirectTo || paymentCompleteUrl(publicUrl, purchaseNumber),
  };
}

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

/** Thrown inside the re-taking savepoint so that what it took so far is given back. */
class NotConfirmable extends Error {
  readonly issue: RetakeIssue;
  constructor(issue: RetakeIssue) {
    super(issue);
    this.issue = issue;
  }
}

/** A cancelled booking whose refunds all succeeded is refunded. */
async function markRefundedWhenSettled(tx: Database, bookingId: number): Promise<void> {
  const open = await tx
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(eq(refunds.bookingId, bookingId), ne(refunds.status, 'succeeded')))
    .limit(1);
  if (open.length > 0) return;
  await tx
    .update(bookings)
    .set({ status: bookingStatuses.refunded })
    .where(and(eq(bookings.id, bookingId), eq(bookings.status, bookingStatuses.cancelled)));
}

/** bookings.status: 1 confirmed, 2 failed. */
const bookingConfirmed = 1;
const bookingFailed = 2;

/** Ticket bookings as a kind of purchase (docs/decisions/058): their tickets are the scarce rows a hold keeps. */
export const ticketPurchases: PurchaseKind = {
  name: 'booking',

  async release(tx, purchaseId) {
    const items = await tx.select().from(bookings).where(eq(bookings.purchaseId, purchaseId)).orderBy(asc(bookings.id));
    for (const item of items) await releaseTickets(tx, ticketsOf(item));
    await tx.update(bookings).set({ status: bookingFailed }).where(eq(bookings.purchaseId, purchaseId));
  },

  /**
   * The tickets by conditional updates in createPurchase's order, then the coupon rechecked with its row
   * locked (total and per-user limits with today's counts, the first-order rule), in one savepoint: when
   * any of them no longer holds nothing is taken and the answer is the issue.
   */
  async retake(tx, purchase) {
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
    return null;
  },

  async confirm(tx, purchaseId) {
    await tx.update(bookings).set({ status: bookingConfirmed }).where(eq(bookings.purchaseId, purchaseId));
  },

  writeConfirmation(tx, deps, purchaseId) {
    return bookingConfirmationMessages(deps).write(tx, purchaseId);
  },

  async paymentPage(db, purchase) {
    const [booking] = await db.select({ redirectTo: purchases.redirectTo }).from(purchases).where(eq(purchases.id, purchase.id));
    return ticketPaymentPage(purchase.purchaseNumber, booking?.redirectTo);
  },

  async refundSettled(tx, refund) {
    if (refund.bookingId !== null) await markRefundedWhenSettled(tx, refund.bookingId);
  },
};
