import type { BookingDetails, OrderHistoryItem } from '@portal/contract/bookings';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  bookingMeals,
  bookingSubPackages,
  bookings,
  destinations,
  packages,
  purchases,
  timeSlots,
  users,
} from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { filsToAed } from '../../lib/money.ts';

const columns = {
  booking: bookings,
  packageName: packages.packageName,
  packageArabicName: packages.arabicName,
  img: packages.img,
  destinationName: destinations.name,
  destinationArabicName: destinations.arabicName,
  timeSlot: timeSlots.timeSlot,
};

type Row = {
  booking: typeof bookings.$inferSelect;
  packageName: string;
  packageArabicName: string;
  img: string;
  destinationName: string | null;
  destinationArabicName: string | null;
  timeSlot: string | null;
};

function item(row: Row): OrderHistoryItem {
  const b = row.booking;
  return {
    order_number: b.orderNumber,
    status: b.status,
    package_name: row.packageName,
    arabic_name: row.packageArabicName,
    destination_name: row.destinationName ?? '',
    destination_arabic_name: row.destinationArabicName ?? '',
    img: row.img,
    date: b.date,
    time_slot: row.timeSlot ?? b.timeSlotData,
    adult_qty: b.adultQty,
    child_qty: b.childQty,
    total: filsToAed(b.totalFils),
    created_at: b.createdAt.toISOString(),
  };
}

const bookingRows = (db: Database) =>
  db
    .select(columns)
    .from(bookings)
    .innerJoin(packages, eq(packages.id, bookings.packageId))
    .leftJoin(destinations, eq(destinations.id, bookings.destinationId))
    .leftJoin(timeSlots, eq(timeSlots.id, bookings.timeSlotId));

/** The user's bookings, newest first; nobody else's. */
export async function orderHistory(db: Database, userId: number): Promise<OrderHistoryItem[]> {
  const rows = await bookingRows(db)
    .where(eq(bookings.userId, userId))
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(200);
  return rows.map(item);
}

/** One of the user's own bookings; another user's order number is answered exactly like an unknown one. */
export async function bookingDetails(db: Database, userId: number, orderNumber: string): Promise<BookingDetails> {
  const [row] = await bookingRows(db).where(and(eq(bookings.orderNumber, orderNumber), eq(bookings.userId, userId)));
  if (!row) throw new AppError('booking_not_found');
  const b = row.booking;
  const [owner] = await db.select({ email: users.email, mobile: users.mobile }).from(users).where(eq(users.id, userId));
  const [purchase] = await db
    .select({ coupon: purchases.couponCode, discountFils: purchases.discountFils })
    .from(purchases)
    .where(eq(purchases.id, b.purchaseId));
  const subs = await db.select().from(bookingSubPackages).where(eq(bookingSubPackages.bookingId, b.id));
  const meals = await db.select().from(bookingMeals).where(eq(bookingMeals.bookingId, b.id));
  return {
    ...item(row),
    email: owner?.email ?? null,
    mobile: owner?.mobile ?? null,
    sub_packages: subs.map((s) => ({ name: s.packageName, adult_qty: s.adultQty, child_qty: s.childQty })),
    transport_name: b.transportName,
    transport_type: b.transportType,
    meals: meals.map((m) => ({ name: m.mealName, qty: m.mealQty })),
    options: (b.options ?? []).map((o) => ({ label: o.label, price: filsToAed(o.priceFils) })),
    coupon: purchase?.coupon ?? null,
    discount: filsToAed(purchase?.discountFils ?? 0),
  };
}
