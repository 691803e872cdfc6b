import { randomBytes } from 'node:crypto';
import type { ActionOutput } from '@portal/contract/action';
import type { CouponValidation, createPurchaseAction, PurchaseItem, purchaseStatusAction } from '@portal/contract/bookings';
import type { PricedBooking } from '@portal/domain/booking/index';
import { dubaiTimestamp } from '@portal/domain/dates';
import { and, asc, count, eq, gt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { bookingMeals, bookingSubPackages, bookings, couponRedemptions, payments, purchases } from '../../db/schema/index.ts';
import type { PaymentProvider } from '../../providers/payments/payments.ts';
import { AppError } from '../../http/errors.ts';
import { filsToAed } from '../../lib/money.ts';
import { refusalError } from '../../lib/rule-failure.ts';
import { checkCoupon, couponValidation } from '../coupons/coupon-service.ts';
import type { ConfirmationMessages } from './confirmation.ts';
import { reserveTickets } from './inventory.ts';
import { applyPaymentEvent, purchaseStatus as purchaseStatusCode } from './payment-service.ts';
import { validateItem, type ValidatedItem } from './selection-loader.ts';

const base32 = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** unpaid holds one user may have at a time */
export const maxOpenHolds = 5;

/** An unguessable reference: a letter and 16 characters from 80 random bits, easy to read aloud (no 0/O, 1/I). */
export function referenceNumber(prefix: 'P' | 'B'): string {
  const bytes = randomBytes(16);
  let out = prefix;
  for (let i = 0; i < 16; i += 1) out += base32[bytes[i]! % 32];
  return out;
}

/** the first key of the per-user holds lock (two-key advisory locks never meet the seed's one-key lock) */
const openHoldsLockSpace = 7_245_002;

/**
 * One account cannot keep tickets away from everyone else with unpaid holds. Counted inside the purchase's
 * transaction under a per-user advisory lock held until it commits, so a user's purchases are counted
 * one after another: 50 at once give exactly `maxOpenHolds` holds (decision 020).
 */
async function limitOpenHolds(tx: Database, userId: number, now: Date): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${openHoldsLockSpace}::int, ${userId}::int)`);
  const [open] = await tx
    .select({ n: count() })
    .from(purchases)
    .where(and(eq(purchases.userId, userId), eq(purchases.status, purchaseStatusCode.pending), gt(purchases.holdExpiresAt, now)));
  if ((open?.n ?? 0) >= maxOpenHolds) {
    throw new AppError('rate_limited', { msg: 'You have too many unpaid bookings; pay them or wait until they expire' });
  }
}

/**
 * createPurchase (spec part 1 §4 Purchase): every price and total the browser sent is ignored. In one
 * transaction the user's unpaid holds are counted, each item is priced and checked again by
 * packages/domain on the rows as they are now, its tickets (overall limits, date, slot) are taken with
 * conditional updates, the coupon is checked with its row locked and its use recorded, and the purchase
 * and its bookings are written as a hold that ends after HOLD_MINUTES. Any failure rolls everything
 * back: nothing is taken.
 */
export async function createPurchase(
  deps: { db: Database; now: Date; holdMinutes: number },
  input: {
    userId: number;
    items: {
      packages: PurchaseItem[];
      coupon?: string | undefined;
    };
    site?: string | undefined;
    channel?: string | undefined;
    redirectTo?: string | undefined;
    referral?: string | undefined;
    trafficReferral?: string | undefined;
  },
): Promise<ActionOutput<typeof createPurchaseAction>> {
  const { db, now } = deps;
  const holdExpiresAt = new Date(now.getTime() + deps.holdMinutes * 60_000);
  return db.transaction(async (tx) => {
    await limitOpenHolds(tx, input.userId, now);
    const validated: ValidatedItem[] = [];
    for (const [index, item] of input.items.packages.entries()) validated.push(await validateItem(tx, item, index, now));

    // scarce rows are always taken in the same order (package, date, slot), so two carts cannot deadlock
    const order = [...validated].sort(
      (a, b) =>
        a.pkg.id - b.pkg.id ||
        (a.selection.date ?? '').localeCompare(b.selection.date ?? '') ||
        (a.selection.timeSlotId ?? 0) - (b.selection.timeSlotId ?? 0),
    );
    for (const v of order) {
      await reserveTickets(tx, {
        packageId: v.pkg.id,
        date: v.selection.date,
        timeSlotId: v.selection.timeSlotId,
        adults: v.counts.adults,
        children: v.counts.children,
      });
    }

    const priced = validated.map((v) => v.priced);
    const subTotal = priced.reduce((sum, p) => sum + p.subtotal, 0);
    let discount = 0;
    let totals = priced.map((p) => p.subtotal);
    let coupon: { id: number; code: string } | null = null;
    if (input.items.coupon) {
      const check = await checkCoupon(tx, { code: input.items.coupon, userId: input.userId, bookings: priced, now, lock: true });
      if (!check.ok) throw refusalError(check.refusal, 'items.coupon');
      discount = check.discount;
      totals = check.packages.map((p) => p.total);
      coupon = { id: check.coupon.id, code: check.coupon.code };
    }

    const [purchase] = await tx
      .insert(purchases)
      .values({
        purchaseNumber: referenceNumber('P'),
        userId: input.userId,
        kind: 'booking',
        status: 0,
        subtotalFils: subTotal,
        discountFils: discount,
        totalFils: subTotal - discount,
        couponId: coupon?.id ?? null,
        couponCode: coupon?.code ?? null,
        site: input.site ?? null,
        channel: input.channel ?? null,
        redirectTo: input.redirectTo ?? null,
        referral: input.referral ?? null,
        trafficReferral: input.trafficReferral ?? null,
        holdExpiresAt,
        createdAt: now,
      })
      .returning();
    if (!purchase) throw new AppError('internal');
    if (coupon) await tx.insert(couponRedemptions).values({ couponId: coupon.id, userId: input.userId, purchaseId: purchase.id });

    for (const [index, v] of validated.entries()) {
      const p = v.priced;
      const transport = p.lines.transport;
      const [booking] = await tx
        .insert(bookings)
        .values({
          purchaseId: purchase.id,
          orderNumber: referenceNumber('B'),
          userId: input.userId,
          packageId: v.pkg.id,
          destinationId: v.pkg.destinationId,
          date: v.selection.date,
          timeSlotId: v.selection.timeSlotId,
          timeSlotData: v.slotLabel,
          adultQty: p.adults,
          childQty: p.children,
          adultPriceFils: p.adultPriceFils,
          childPriceFils: p.childPriceFils,
          options: p.lines.options.length > 0 ? p.lines.options : null,
          notes: input.items.packages[index]?.notes ?? null,
          transportId: transport?.id ?? null,
          transportType: transport?.type ?? null,
          transportName: transport?.name ?? null,
          transportPriceFils: transport?.priceFils ?? null,
          totalFils: totals[index] ?? p.subtotal,
          status: 0,
          createdAt: now,
        })
        .returning({ id: bookings.id });
      if (!booking) throw new AppError('internal');
      if (p.lines.subPackages.length > 0) {
        await tx.insert(bookingSubPackages).values(
          p.lines.subPackages.map((s) => ({
            bookingId: booking.id,
            subPackageId: s.id,
            packageName: s.packageName,
            adultQty: s.adults,
            childQty: s.children,
            adultPriceFils: s.adultPriceFils,
            childPriceFils: s.childPriceFils,
          })),
        );
      }
      if (p.lines.meals.length > 0) {
        await tx.insert(bookingMeals).values(
          p.lines.meals.map((m) => ({
            bookingId: booking.id,
            mealId: m.id,
            mealName: m.mealName,
            mealQty: m.qty,
            priceFils: m.priceFils,
          })),
        );
      }
    }

    return {
      purchase_number: purchase.purchaseNumber,
      id: purchase.id,
      sub_total: filsToAed(subTotal),
      discount: filsToAed(discount),
      total: filsToAed(subTotal - discount),
      hold_expires_at: dubaiTimestamp(holdExpiresAt),
    };
  });
}

const findPurchase = async (db: Database, userId: number, purchaseNumber: string) =>
  (
    await db
      .select()
      .from(purchases)
      .where(and(eq(purchases.purchaseNumber, purchaseNumber), eq(purchases.userId, userId)))
  )[0];

/**
 * One of the user's purchases for the payment-complete page; anyone else's is answered as not found.
 * While it is pending with an open payment, the provider is asked (where it can be), so a buyer who
 * returns before the webhook sees the booking confirmed; the answer is applied like any event, once.
 */
export async function purchaseStatus(
  deps: {
    db: Database;
    provider: PaymentProvider;
    now: Date;
    log?: FastifyBaseLogger;
    onConfirmed?: ConfirmationMessages;
  },
  userId: number,
  purchaseNumber: string,
): Promise<ActionOutput<typeof purchaseStatusAction>['data']> {
  const { db, provider } = deps;
  let purchase = await findPurchase(db, userId, purchaseNumber);
  if (!purchase) throw new AppError('booking_not_found');
  if (purchase.status === purchaseStatusCode.pending && provider.fetchPayment) {
    const [open] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.purchaseId, purchase.id), eq(payments.provider, provider.name), eq(payments.status, 'created')));
    try {
      const event = open ? await provider.fetchPayment(open.providerRef) : null;
      if (event) {
        await applyPaymentEvent(db, provider.name, event, deps.now, deps.log, deps.onConfirmed);
        purchase = (await findPurchase(db, userId, purchaseNumber)) ?? purchase;
      }
    } catch (err) {
      // the webhook still settles it; the page asks again
      deps.log?.warn({ err, purchaseNumber }, 'payment provider not reachable for the status');
    }
  }
  const items = await db
    .select({ order_number: bookings.orderNumber, status: bookings.status, package_id: bookings.packageId })
    .from(bookings)
    .where(eq(bookings.purchaseId, purchase.id))
    .orderBy(asc(bookings.id));
  return {
    purchase_number: purchase.purchaseNumber,
    id: purchase.id,
    status: purchase.status,
    sub_total: filsToAed(purchase.subtotalFils),
    discount: filsToAed(purchase.discountFils),
    total: filsToAed(purchase.totalFils),
    coupon: purchase.couponCode,
    hold_expires_at: purchase.holdExpiresAt ? dubaiTimestamp(purchase.holdExpiresAt) : null,
    bookings: items,
  };
}

/**
 * validateCoupon: prices the selection with the rules (what the browser sent as prices is ignored) and
 * checks the coupon for this user; a refusal is status 0 with its code and message (spec part 1 §4 Coupon).
 */
export async function validateCoupon(
  db: Database,
  input: { userId: number; packages: PurchaseItem[]; coupon: string; now: Date },
): Promise<CouponValidation> {
  const priced: PricedBooking[] = [];
  for (const [index, item] of input.packages.entries()) priced.push((await validateItem(db, item, index, input.now)).priced);
  const check = await checkCoupon(db, {
    code: input.coupon,
    userId: input.userId,
    bookings: priced,
    now: input.now,
    lock: false,
  });
  return couponValidation(input.coupon, check, priced);
}
