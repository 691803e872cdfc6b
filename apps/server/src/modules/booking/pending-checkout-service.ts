import { bookingStatuses } from '@portal/contract/cancellation';
import type { PendingCheckout } from '@portal/contract/pending-checkout';
import { dubaiTimestamp } from '@portal/domain/dates';
import { and, asc, desc, eq, gt, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bookings, coupons, packages, payments, purchases, timeSlots } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { filsToAed } from '../../lib/money.ts';
import { holdsReplacedBy } from '../coupons/index.ts';
import { closeHold, initiatePayment, purchaseStatus } from './payment-service.ts';

/** Why a checkout can no longer be paid, in words more precise than purchase_closed's catalogue text. */
const closedReasons: Record<number, string> = {
  [purchaseStatus.confirmed]: 'This checkout is already paid',
  [purchaseStatus.failed]: 'The payment of this checkout was declined, please book again',
  [purchaseStatus.cancelled]: 'This checkout was cancelled, please book again',
  [purchaseStatus.expired]: 'The time to pay for this checkout ran out, please book again',
};

const closed = (status: number) =>
  new AppError('purchase_closed', { msg: closedReasons[status] ?? closedReasons[purchaseStatus.failed] });

const lapsed = (purchase: { holdExpiresAt: Date | null }, now: Date) =>
  purchase.holdExpiresAt !== null && purchase.holdExpiresAt <= now;

/** One of the user's booking checkouts by its number; anyone else's is answered exactly like an unknown one. */
async function ownCheckout(db: Database, userId: number, purchaseNumber: string, lock: boolean) {
  const query = db
    .select()
    .from(purchases)
    .where(and(eq(purchases.purchaseNumber, purchaseNumber), eq(purchases.userId, userId), eq(purchases.kind, 'booking')));
  const [purchase] = lock ? await query.for('update') : await query;
  if (!purchase) throw new AppError('booking_not_found');
  return purchase;
}

/**
 * pendingCheckouts: the user's booking checkouts still waiting for payment, their hold not run out, newest
 * first, with their bookings; two queries whatever their number. Nobody else's.
 */
export async function pendingCheckouts(db: Database, userId: number, now: Date): Promise<PendingCheckout[]> {
  const open = await db
    .select()
    .from(purchases)
    .where(
      and(
        eq(purchases.userId, userId),
        eq(purchases.kind, 'booking'),
        eq(purchases.status, purchaseStatus.pending),
        gt(purchases.holdExpiresAt, now),
      ),
    )
    .orderBy(desc(purchases.createdAt), desc(purchases.id));
  if (open.length === 0) return [];
  const items = await db
    .select({
      booking: bookings,
      packageName: packages.packageName,
      packageArabicName: packages.arabicName,
      packageImg: packages.img,
      timeSlot: timeSlots.timeSlot,
    })
    .from(bookings)
    .innerJoin(packages, eq(packages.id, bookings.packageId))
    .leftJoin(timeSlots, eq(timeSlots.id, bookings.timeSlotId))
    .where(
      inArray(
        bookings.purchaseId,
        open.map((p) => p.id),
      ),
    )
    .orderBy(asc(bookings.id));
  return open.map((p) => {
    const expiresAt = p.holdExpiresAt ?? now;
    return {
      purchase_number: p.purchaseNumber,
      sub_total: filsToAed(p.subtotalFils),
      discount: filsToAed(p.discountFils),
      total: filsToAed(p.totalFils),
      coupon: p.couponCode,
      hold_expires_at: dubaiTimestamp(expiresAt),
      seconds_left: Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000)),
      bookings: items
        .filter((i) => i.booking.purchaseId === p.id)
        .map(({ booking: b, ...i }) => ({
          order_number: b.orderNumber,
          package_name: i.packageName,
          package_arabic_name: i.packageArabicName,
          package_img: i.packageImg,
          date: b.date,
          time_slot: i.timeSlot ?? b.timeSlotData,
          adult_qty: b.adultQty,
          child_qty: b.childQty,
        })),
    };
  });
}

/**
 * resumeCheckout: back to the provider's page for the same purchase and the same total the traveller was
 * shown; nothing is priced again. initiatePayment answers the open payment's link while it is open, or
 * opens a new payment of the purchase's stored total. A checkout that can no longer be paid says why.
 */
export async function resumeCheckout(
  deps: Parameters<typeof initiatePayment>[0],
  userId: number,
  purchaseNumber: string,
): Promise<{ payment_link: string; purchase_number: string }> {
  const purchase = await ownCheckout(deps.db, userId, purchaseNumber, false);
  if (purchase.status !== purchaseStatus.pending) throw closed(purchase.status);
  if (lapsed(purchase, deps.now)) throw closed(purchaseStatus.expired);
  return initiatePayment(deps, userId, purchaseNumber);
}

/**
 * cancelCheckout, with the purchase row locked (the order payment events take it, after the payment row
 * they do not need here): a pending checkout gives back its tickets, slot places and overall limits
 * (closeHold) and with its status 3 its coupon's use, since coupon uses count live purchases only; its
 * bookings are marked cancelled by the traveller, which is how a payment that succeeds afterwards is
 * recognised and refunded instead of confirming it (confirmPurchase, issue `checkout_cancelled`), and its
 * open payments are closed, so the payment-complete page no longer asks the provider about them. A hold
 * that had already run out is closed as the sweeper would, expired. Cancelling twice answers 409.
 */
export async function cancelCheckout(
  db: Database,
  input: { userId: number; purchaseNumber: string; now: Date },
): Promise<{ purchase_number: string; status: number }> {
  const { now } = input;
  return db.transaction(async (tx) => {
    const purchase = await ownCheckout(tx, input.userId, input.purchaseNumber, true);
    if (purchase.status !== purchaseStatus.pending) throw closed(purchase.status);
    const status = lapsed(purchase, now) ? purchaseStatus.expired : purchaseStatus.cancelled;
    await closeHold(tx, purchase.id, status, now);
    if (status === purchaseStatus.cancelled) {
      await tx
        .update(bookings)
        .set({
          status: bookingStatuses.cancelled,
          cancelledAt: now,
          cancelledBy: input.userId,
          cancelReason: 'checkout cancelled',
        })
        .where(eq(bookings.purchaseId, purchase.id));
    }
    await tx
      .update(payments)
      .set({ status: 'cancelled', updatedAt: now })
      .where(and(eq(payments.purchaseId, purchase.id), eq(payments.status, 'created')));
    return { purchase_number: purchase.purchaseNumber, status };
  });
}

/**
 * Inside createPurchase's transaction, under the user's holds lock and before any ticket is taken: the
 * user's own unpaid checkouts holding `couponCode` that this checkout replaces (holdsReplacedBy) are
 * closed, lapsed ones expired, live ones cancelled, so their tickets and the coupon's use are back before
 * the coupon is counted. If the new checkout fails, the transaction rolls back and they stay as they were.
 * A replaced checkout paid late is re-checked like any released hold (decision 021): refunded while the
 * new one holds the use. Answers the closed purchases, whose open payments expirePayments closes at the
 * provider after the commit (decision 058).
 */
export async function releaseReplacedHolds(
  tx: Database,
  input: { userId: number; couponCode: string; now: Date },
): Promise<number[]> {
  const [coupon] = await tx
    .select({ id: coupons.id, usageLimitPerUser: coupons.usageLimitPerUser })
    .from(coupons)
    .where(eq(coupons.code, input.couponCode.toUpperCase()));
  if (!coupon) return [];
  const replaced = await holdsReplacedBy(tx, coupon, input.userId, input.now);
  for (const purchase of replaced) {
    await closeHold(tx, purchase.id, lapsed(purchase, input.now) ? purchaseStatus.expired : purchaseStatus.cancelled, input.now);
  }
  return replaced.map((p) => p.id);
}
