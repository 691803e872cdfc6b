import type { Booking } from '@portal/contract/bookings';
import { dubaiTimestamp } from '@portal/domain/dates';
import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  bookingMeals,
  bookingSubPackages,
  bookings,
  checkIns,
  refunds,
  destinations,
  packages,
  purchases,
  timeSlots,
  users,
} from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { cancelPolicyView } from './cancellation-service.ts';
import { filsToAed } from '../../lib/money.ts';

/** Most bookings orderHistory lists. */
const historyLimit = 200;

/**
 * The user's bookings matching `where`, as spec part 2 §3 names a booking. Whatever their number, it
 * takes four queries: the bookings with their package, destination, slot and purchase; the owner; and
 * the sub-packages and the meals of all of them, one query each.
 */
async function ownBookings(db: Database, userId: number, where: SQL | undefined, limit: number): Promise<Booking[]> {
  const rows = await db
    .select({
      booking: bookings,
      packageName: packages.packageName,
      packageArabicName: packages.arabicName,
      packageImg: packages.img,
      destinationName: destinations.name,
      destArabicName: destinations.arabicName,
      timeSlot: timeSlots.timeSlot,
      coupon: purchases.couponCode,
      discountFils: purchases.discountFils,
      cancelPolicy: packages.cancelPolicy,
      cancelFreeHours: packages.cancelFreeHours,
      cancelLateFeePercent: packages.cancelLateFeePercent,
    })
    .from(bookings)
    .innerJoin(packages, eq(packages.id, bookings.packageId))
    .innerJoin(purchases, eq(purchases.id, bookings.purchaseId))
    .leftJoin(destinations, eq(destinations.id, bookings.destinationId))
    .leftJoin(timeSlots, eq(timeSlots.id, bookings.timeSlotId))
    .where(and(eq(bookings.userId, userId), where))
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(limit);
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.booking.id);
  const [owner] = await db.select({ email: users.email, mobile: users.mobile }).from(users).where(eq(users.id, userId));
  const subs = await db
    .select()
    .from(bookingSubPackages)
    .where(inArray(bookingSubPackages.bookingId, ids))
    .orderBy(asc(bookingSubPackages.id));
  const meals = await db.select().from(bookingMeals).where(inArray(bookingMeals.bookingId, ids)).orderBy(asc(bookingMeals.id));
  const given = await db
    .select({ bookingId: refunds.bookingId, amountFils: refunds.amountFils, status: refunds.status })
    .from(refunds)
    .where(inArray(refunds.bookingId, ids));
  const checked = await db.select().from(checkIns).where(inArray(checkIns.bookingId, ids));
  return rows.map((row) => {
    const b = row.booking;
    return {
      order_number: b.orderNumber,
      status: b.status,
      package_name: row.packageName,
      package_arabic_name: row.packageArabicName,
      destination_name: row.destinationName ?? '',
      dest_arabic_name: row.destArabicName ?? '',
      package_img: row.packageImg,
      adult_qty: b.adultQty,
      child_qty: b.childQty,
      email: owner?.email ?? null,
      mobile: owner?.mobile ?? null,
      created_at: dubaiTimestamp(b.createdAt),
      total: filsToAed(b.totalFils),
      transport_name: b.transportName,
      coupon: row.coupon,
      date: b.date,
      order_sub_packages: subs
        .filter((s) => s.bookingId === b.id)
        .map((s) => ({ package_name: s.packageName, adult_qty: s.adultQty, child_qty: s.childQty })),
      order_meals: meals.filter((m) => m.bookingId === b.id).map((m) => ({ meal_name: m.mealName, meal_qty: m.mealQty })),
      time_slot: row.timeSlot ?? b.timeSlotData,
      transport_type: b.transportType,
      options: (b.options ?? []).map((o) => ({ label: o.label, price: filsToAed(o.priceFils) })),
      discount: filsToAed(row.discountFils),
      cancellation: cancelPolicyView(row),
      cancelled_at: b.cancelledAt ? dubaiTimestamp(b.cancelledAt) : null,
      refund: refundOf(given.filter((r) => r.bookingId === b.id)),
      checked_in_at: timestampOf(checked.find((c) => c.bookingId === b.id)?.createdAt),
    };
  });
}

const timestampOf = (at: Date | undefined) => (at ? dubaiTimestamp(at) : null);

/**
 * What a booking's refunds give back, as the traveller follows it: their amount (failed ones aside) and
 * failed when one failed, pending while one settles, else succeeded; null when nothing was refunded.
 */
function refundOf(rows: { amountFils: number; status: 'due' | 'pending' | 'succeeded' | 'failed' }[]): Booking['refund'] {
  if (rows.length === 0) return null;
  const amount = rows.filter((r) => r.status !== 'failed').reduce((sum, r) => sum + r.amountFils, 0);
  const status = rows.some((r) => r.status === 'failed')
    ? 'failed'
    : rows.every((r) => r.status === 'succeeded')
      ? 'succeeded'
      : 'pending';
  return { amount: filsToAed(amount), status };
}

/** orderHistory: the user's bookings, newest first; nobody else's. */
export function orderHistory(db: Database, userId: number): Promise<Booking[]> {
  return ownBookings(db, userId, undefined, historyLimit);
}

/** bookingDetails: one of the user's own bookings; another user's order number is answered exactly like an unknown one. */
export async function bookingDetails(db: Database, userId: number, orderNumber: string): Promise<Booking> {
  const [booking] = await ownBookings(db, userId, eq(bookings.orderNumber, orderNumber), 1);
  if (!booking) throw new AppError('booking_not_found');
  return booking;
}
