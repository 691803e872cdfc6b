import type { CheckInTicket, CheckInVerdict } from '@portal/contract/check-in';
import { calendarDateIn, dubaiTimestamp } from '@portal/domain/dates';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  bookingMeals,
  bookingSubPackages,
  bookings,
  checkIns,
  destinations,
  packages,
  timeSlots,
  users,
} from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { inScope, type OperatorScope } from '../../http/operator-access.ts';
import { recordChange } from '../../lib/audit.ts';

/**
 * Check-in at the gate (decision 036). A ticket is a booking; it is checked in at most once, which
 * the unique index on check_ins.booking_id guarantees however many gates scan it at the same moment.
 */

type BookingRow = typeof bookings.$inferSelect;
type Person = { id: number; firstName: string; lastName: string; email: string | null; mobile: string | null };
type CheckedIn = { at: string; by: string };

/** A person's name as the gate reads it; an operator account often has only an e-mail address. */
function personName(p: Person): string {
  return `${p.firstName} ${p.lastName}`.trim() || p.email || p.mobile || `#${p.id}`;
}

const personColumns = (table: typeof users) => ({
  id: table.id,
  firstName: table.firstName,
  lastName: table.lastName,
  email: table.email,
  mobile: table.mobile,
});

/**
 * The booking of an order number inside `scope` (a ticket of another venue is not found, as a missing one is);
 * `lock` keeps it from being cancelled until the check-in commits.
 */
async function bookingOf(db: Database, orderNumber: string, scope: OperatorScope, lock = false): Promise<BookingRow> {
  const query = db
    .select()
    .from(bookings)
    .where(and(eq(bookings.orderNumber, orderNumber), inScope(scope, 'destination', bookings.destinationId)));
  const [booking] = await (lock ? query.for('share') : query);
  if (!booking) throw new AppError('booking_not_found');
  return booking;
}

/** When and by whom a booking was checked in; null while it was not. */
async function checkInOf(db: Database, bookingId: number): Promise<CheckedIn | null> {
  const [row] = await db
    .select({ at: checkIns.createdAt, operator: personColumns(users) })
    .from(checkIns)
    .innerJoin(users, eq(users.id, checkIns.operatorId))
    .where(eq(checkIns.bookingId, bookingId));
  return row ? { at: dubaiTimestamp(row.at), by: personName(row.operator) } : null;
}

/**
 * What the gate decides (contract checkInVerdicts): a cancelled or unpaid booking is refused whatever else
 * is true; a ticket already in says so before the day is looked at; a booking without a date is good any day.
 */
function verdictOf(booking: BookingRow, checkedIn: CheckedIn | null, today: string): CheckInVerdict {
  if (booking.status === 3 || booking.status === 4) return 'cancelled';
  if (booking.status !== 1) return 'unpaid';
  if (checkedIn) return 'already_checked_in';
  if (booking.date !== null && booking.date !== today) return 'wrong_day';
  return 'ok';
}

/** The refusal of a check-in with verdict `verdict`, saying why in the failure's params. */
function refusal(verdict: Exclude<CheckInVerdict, 'ok'>, booking: BookingRow, checkedIn: CheckedIn | null): AppError {
  switch (verdict) {
    case 'already_checked_in':
      return new AppError('already_checked_in', { params: { at: checkedIn!.at, by: checkedIn!.by } });
    case 'wrong_day':
      return new AppError('ticket_wrong_day', { params: { date: booking.date! } });
    case 'cancelled':
      return new AppError('ticket_cancelled');
    case 'unpaid':
      return new AppError('ticket_unpaid');
  }
}

/** The ticket as the gate shows it: what was booked, for when, by whom, and the verdict. */
async function ticketOf(db: Database, booking: BookingRow, checkedIn: CheckedIn | null, today: string): Promise<CheckInTicket> {
  const [row] = await db
    .select({
      packageName: packages.packageName,
      packageArabicName: packages.arabicName,
      destinationName: destinations.name,
      destArabicName: destinations.arabicName,
      timeSlot: timeSlots.timeSlot,
      buyer: personColumns(users),
    })
    .from(bookings)
    .innerJoin(packages, eq(packages.id, bookings.packageId))
    .innerJoin(users, eq(users.id, bookings.userId))
    .leftJoin(destinations, eq(destinations.id, bookings.destinationId))
    .leftJoin(timeSlots, eq(timeSlots.id, bookings.timeSlotId))
    .where(eq(bookings.id, booking.id));
  const subs = await db
    .select()
    .from(bookingSubPackages)
    .where(eq(bookingSubPackages.bookingId, booking.id))
    .orderBy(asc(bookingSubPackages.id));
  const meals = await db.select().from(bookingMeals).where(eq(bookingMeals.bookingId, booking.id)).orderBy(asc(bookingMeals.id));
  return {
    order_number: booking.orderNumber,
    status: booking.status,
    package_name: row!.packageName,
    package_arabic_name: row!.packageArabicName,
    destination_name: row!.destinationName ?? '',
    dest_arabic_name: row!.destArabicName ?? '',
    date: booking.date,
    time_slot: row!.timeSlot ?? booking.timeSlotData,
    adult_qty: booking.adultQty,
    child_qty: booking.childQty,
    order_sub_packages: subs.map((s) => ({ package_name: s.packageName, adult_qty: s.adultQty, child_qty: s.childQty })),
    order_meals: meals.map((m) => ({ meal_name: m.mealName, meal_qty: m.mealQty })),
    transport_name: booking.transportName,
    transport_type: booking.transportType,
    options: (booking.options ?? []).map((o) => ({ label: o.label })),
    buyer_name: personName(row!.buyer),
    checked_in: checkedIn,
    verdict: verdictOf(booking, checkedIn, today),
  };
}

/** checkInLookup: the ticket of an order number, with the gate's verdict for today (Asia/Dubai). Changes nothing. */
export async function lookUpTicket(db: Database, orderNumber: string, now: Date, scope: OperatorScope): Promise<CheckInTicket> {
  const booking = await bookingOf(db, orderNumber, scope);
  return ticketOf(db, booking, await checkInOf(db, booking.id), calendarDateIn(now));
}

/**
 * checkIn: checks a ticket in once. The booking is read under a share lock (a cancellation waits for the
 * check-in, and the verdict cannot change under it); the row is inserted with ON CONFLICT DO NOTHING on
 * the unique booking_id, so of simultaneous check-ins one inserts and the others, after it commits, read
 * back its row and are refused with when and by whom.
 */
export async function checkInTicket(
  db: Database,
  operatorId: number,
  orderNumber: string,
  now: Date,
  scope: OperatorScope,
): Promise<CheckInTicket> {
  const today = calendarDateIn(now);
  const booking = await db.transaction(async (tx) => {
    const locked = await bookingOf(tx, orderNumber, scope, true);
    const before = await checkInOf(tx, locked.id);
    const verdict = verdictOf(locked, before, today);
    if (verdict !== 'ok') throw refusal(verdict, locked, before);
    const [inserted] = await tx
      .insert(checkIns)
      .values({ bookingId: locked.id, operatorId, createdAt: now })
      .onConflictDoNothing({ target: checkIns.bookingId })
      .returning({ id: checkIns.id });
    if (!inserted) throw refusal('already_checked_in', locked, await checkInOf(tx, locked.id));
    await recordChange(tx, {
      operatorId,
      action: 'checkIn',
      entity: 'booking',
      entityId: locked.id,
      before: { order_number: locked.orderNumber, checked_in: null },
      after: { order_number: locked.orderNumber, checked_in: await checkInOf(tx, locked.id) },
    });
    return locked;
  });
  return ticketOf(db, booking, await checkInOf(db, booking.id), today);
}
