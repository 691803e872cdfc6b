import type { Booking, PaymentHistoryEntry } from '@portal/contract/bookings';
import { purchaseStatuses } from '@portal/contract/console-offers';
import { dubaiTimestamp } from '@portal/domain/dates';
import { mapSearchUrl } from '@portal/domain/support-contact';
import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  bookingMeals,
  bookingSubPackages,
  bookings,
  checkIns,
  refunds,
  destinations,
  meals as mealsTable,
  packages,
  postcardOrders,
  purchases,
  storeOrders,
  stores,
  subPackages,
  timeSlots,
  transports,
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
      transportArabicName: transports.arabicName,
      coupon: purchases.couponCode,
      discountFils: purchases.discountFils,
      cancelPolicy: packages.cancelPolicy,
      cancelFreeHours: packages.cancelFreeHours,
      cancelLateFeePercent: packages.cancelLateFeePercent,
      meetingPoint: packages.meetingPoint,
      arabicMeetingPoint: packages.arabicMeetingPoint,
      packageLat: packages.lat,
      packageLng: packages.lan,
      destinationLat: destinations.lat,
      destinationLng: destinations.lan,
    })
    .from(bookings)
    .innerJoin(packages, eq(packages.id, bookings.packageId))
    .innerJoin(purchases, eq(purchases.id, bookings.purchaseId))
    .leftJoin(destinations, eq(destinations.id, bookings.destinationId))
    .leftJoin(timeSlots, eq(timeSlots.id, bookings.timeSlotId))
    .leftJoin(transports, eq(transports.id, bookings.transportId))
    .where(and(eq(bookings.userId, userId), where))
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(limit);
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.booking.id);
  const [owner] = await db.select({ email: users.email, mobile: users.mobile }).from(users).where(eq(users.id, userId));
  // the names as booked, with today's Arabic name of the add-on or meal (the booked rows keep the English one)
  const subs = await db
    .select({ row: bookingSubPackages, arabicName: subPackages.arabicName })
    .from(bookingSubPackages)
    .leftJoin(subPackages, eq(subPackages.id, bookingSubPackages.subPackageId))
    .where(inArray(bookingSubPackages.bookingId, ids))
    .orderBy(asc(bookingSubPackages.id));
  const meals = await db
    .select({ row: bookingMeals, arabicName: mealsTable.arabicName })
    .from(bookingMeals)
    .leftJoin(mealsTable, eq(mealsTable.id, bookingMeals.mealId))
    .where(inArray(bookingMeals.bookingId, ids))
    .orderBy(asc(bookingMeals.id));
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
      arabic_transport_name: b.transportName ? (row.transportArabicName ?? null) : null,
      coupon: row.coupon,
      date: b.date,
      order_sub_packages: subs
        .filter((s) => s.row.bookingId === b.id)
        .map(({ row: s, arabicName }) => ({
          package_name: s.packageName,
          arabic_name: arabicName ?? null,
          adult_qty: s.adultQty,
          child_qty: s.childQty,
        })),
      order_meals: meals
        .filter((m) => m.row.bookingId === b.id)
        .map(({ row: m, arabicName }) => ({ meal_name: m.mealName, arabic_meal_name: arabicName ?? null, meal_qty: m.mealQty })),
      time_slot: row.timeSlot ?? b.timeSlotData,
      transport_type: b.transportType,
      options: (b.options ?? []).map((o) => ({ label: o.label, price: filsToAed(o.priceFils) })),
      discount: filsToAed(row.discountFils),
      cancellation: cancelPolicyView(row),
      cancelled_at: b.cancelledAt ? dubaiTimestamp(b.cancelledAt) : null,
      refund: refundOf(given.filter((r) => r.bookingId === b.id)),
      checked_in_at: timestampOf(checked.find((c) => c.bookingId === b.id)?.createdAt),
      meeting_point: row.meetingPoint,
      arabic_meeting_point: row.arabicMeetingPoint,
      map_url: mapUrlOf(row),
    };
  });
}

/** The package's own place when it has one, else its destination's, else the meeting point's words (decision 063). */
function mapUrlOf(row: {
  meetingPoint: string;
  packageLat: number | null;
  packageLng: number | null;
  destinationLat: number | null;
  destinationLng: number | null;
}): string | null {
  const own = row.packageLat !== null && row.packageLng !== null;
  return mapSearchUrl({
    lat: own ? row.packageLat : row.destinationLat,
    lng: own ? row.packageLng : row.destinationLng,
    address: row.meetingPoint,
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

/** Most purchases paymentHistory lists. */
const paymentHistoryLimit = 200;

/**
 * paymentHistory: the user's purchases of every kind, newest first, each with what it bought (the bookings'
 * packages, the store order's store, the postcard's template) and what came back. Five queries whatever the count.
 */
export async function paymentHistory(db: Database, userId: number): Promise<PaymentHistoryEntry[]> {
  const own = await db
    .select()
    .from(purchases)
    .where(eq(purchases.userId, userId))
    .orderBy(desc(purchases.createdAt), desc(purchases.id))
    .limit(paymentHistoryLimit);
  if (own.length === 0) return [];
  const ids = own.map((p) => p.id);
  const booked = await db
    .select({
      purchaseId: bookings.purchaseId,
      orderNumber: bookings.orderNumber,
      status: bookings.status,
      name: packages.packageName,
      arabicName: packages.arabicName,
    })
    .from(bookings)
    .innerJoin(packages, eq(packages.id, bookings.packageId))
    .where(inArray(bookings.purchaseId, ids))
    .orderBy(asc(bookings.id));
  const ordered = await db
    .select({
      purchaseId: storeOrders.purchaseId,
      orderNumber: storeOrders.orderNumber,
      status: storeOrders.status,
      name: stores.storeName,
      arabicName: stores.arabicStoreName,
      slug: stores.slug,
    })
    .from(storeOrders)
    .innerJoin(stores, eq(stores.id, storeOrders.storeId))
    .where(inArray(storeOrders.purchaseId, ids));
  const cards = await db
    .select({
      purchaseId: postcardOrders.purchaseId,
      orderNumber: postcardOrders.orderNumber,
      status: postcardOrders.status,
      name: postcardOrders.name,
      arabicName: postcardOrders.arabicName,
    })
    .from(postcardOrders)
    .where(inArray(postcardOrders.purchaseId, ids));
  const given = await db
    .select({ purchaseId: refunds.purchaseId, amountFils: refunds.amountFils, status: refunds.status })
    .from(refunds)
    .where(inArray(refunds.purchaseId, ids));
  const items = [...booked, ...ordered, ...cards];
  return own.map((purchase) => {
    const refund = refundOf(given.filter((r) => r.purchaseId === purchase.id));
    return {
      purchase_number: purchase.purchaseNumber,
      kind: purchase.kind,
      status: purchaseStatuses[purchase.status] ?? 'pending',
      created_at: dubaiTimestamp(purchase.createdAt),
      total: filsToAed(purchase.totalFils),
      items: items
        .filter((i) => i.purchaseId === purchase.id)
        .map((i) => ({ order_number: i.orderNumber, name: i.name, arabic_name: i.arabicName, status: i.status })),
      store_slug: ordered.find((o) => o.purchaseId === purchase.id)?.slug ?? null,
      refunded: refund?.amount ?? filsToAed(0),
      refund_status: refund?.status ?? null,
    };
  });
}
