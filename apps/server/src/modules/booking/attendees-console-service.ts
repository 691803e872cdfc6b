import type { Attendee } from '@portal/contract/console-bookings';
import { bookingStatuses } from '@portal/contract/cancellation';
import { and, asc, eq, inArray, isNotNull, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  bookingMeals,
  bookingSubPackages,
  bookings,
  checkIns,
  packages,
  purchases,
  timeSlots,
  users,
} from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { inScope, type OperatorScope } from '../../http/operator-access.ts';
import { csvText } from '../../lib/csv.ts';

/**
 * The attendee list of a date (decision 036): who comes to a package on a day (and slot), for the
 * gate and the guides, on screen, printed or as CSV.
 */

export type AttendeesQuery = { package_id: number; date: string; time_slot_id?: number | null | undefined };

/** The package `id` inside `scope`; one of another destination is not found, as a missing one is. */
async function packageOf(db: Database, id: number, scope: OperatorScope) {
  const [pkg] = await db
    .select({ id: packages.id, slug: packages.urlSlug })
    .from(packages)
    .where(and(eq(packages.id, id), inScope(scope, 'destination', packages.destinationId)));
  if (!pkg) throw new AppError('package_not_found', { fields: { package_id: 'no such package' } });
  return pkg;
}

/** Confirmed bookings of a paid purchase only: a cancelled, refunded, failed or still unpaid one does not come. */
function attendeeConditions(query: AttendeesQuery): SQL {
  const where = [
    eq(bookings.packageId, query.package_id),
    eq(bookings.date, query.date),
    eq(bookings.status, bookingStatuses.confirmed),
    isNotNull(purchases.confirmedAt),
  ];
  if (query.time_slot_id) where.push(eq(bookings.timeSlotId, query.time_slot_id));
  return and(...where)!;
}

async function attendeesOf(db: Database, query: AttendeesQuery): Promise<Attendee[]> {
  const rows = await db
    .select({
      booking: bookings,
      buyer: { firstName: users.firstName, lastName: users.lastName, mobile: users.mobile },
      checkedIn: checkIns.id,
    })
    .from(bookings)
    .innerJoin(purchases, eq(purchases.id, bookings.purchaseId))
    .innerJoin(users, eq(users.id, bookings.userId))
    .leftJoin(checkIns, eq(checkIns.bookingId, bookings.id))
    .where(attendeeConditions(query))
    .orderBy(asc(bookings.timeSlotData), asc(bookings.orderNumber));
  const ids = rows.map((r) => r.booking.id);
  const [subs, mealRows] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([
          db
            .select()
            .from(bookingSubPackages)
            .where(inArray(bookingSubPackages.bookingId, ids))
            .orderBy(asc(bookingSubPackages.id)),
          db.select().from(bookingMeals).where(inArray(bookingMeals.bookingId, ids)).orderBy(asc(bookingMeals.id)),
        ]);
  return rows.map(({ booking: b, buyer, checkedIn }) => ({
    order_number: b.orderNumber,
    buyer_name: `${buyer.firstName} ${buyer.lastName}`.trim(),
    mobile: buyer.mobile,
    time_slot: b.timeSlotData,
    adult_qty: b.adultQty,
    child_qty: b.childQty,
    sub_packages: subs
      .filter((s) => s.bookingId === b.id)
      .map((s) => ({ name: s.packageName, adult_qty: s.adultQty, child_qty: s.childQty })),
    meals: mealRows.filter((m) => m.bookingId === b.id).map((m) => ({ name: m.mealName, qty: m.mealQty })),
    transport: b.transportName,
    checked_in: checkedIn === null ? 0 : 1,
  }));
}

/** consoleAttendees: the list, its totals, and the package's slots for the slot picker. */
export async function consoleAttendees(db: Database, query: AttendeesQuery, scope: OperatorScope) {
  await packageOf(db, query.package_id, scope);
  const [data, slots] = await Promise.all([
    attendeesOf(db, query),
    db
      .select({ id: timeSlots.id, time_slot: timeSlots.timeSlot })
      .from(timeSlots)
      .where(eq(timeSlots.packageId, query.package_id))
      .orderBy(asc(timeSlots.id)),
  ]);
  const totals = {
    bookings: data.length,
    adults: data.reduce((sum, a) => sum + a.adult_qty, 0),
    children: data.reduce((sum, a) => sum + a.child_qty, 0),
    checked_in: data.filter((a) => a.checked_in === 1).length,
  };
  return { data, totals, slots };
}

/** consoleAttendeesCsv: the same list as CSV, one line per booking, add-ons and meals in one cell each. */
export async function consoleAttendeesCsv(db: Database, query: AttendeesQuery, scope: OperatorScope) {
  const pkg = await packageOf(db, query.package_id, scope);
  const data = await attendeesOf(db, query);
  const header = [
    'order_number',
    'buyer',
    'mobile',
    'time_slot',
    'adults',
    'children',
    'add_ons',
    'meals',
    'transport',
    'checked_in',
  ];
  const lines = data.map((a) => [
    a.order_number,
    a.buyer_name,
    a.mobile,
    a.time_slot,
    a.adult_qty,
    a.child_qty,
    a.sub_packages.map((s) => `${s.name} (${s.adult_qty}+${s.child_qty})`).join('; '),
    a.meals.map((m) => `${m.name} x ${m.qty}`).join('; '),
    a.transport,
    a.checked_in === 1 ? 'yes' : 'no',
  ]);
  return { filename: `attendees-${pkg.slug}-${query.date}.csv`, csv: csvText(header, lines) };
}

/** bookingPackageChoices: every package of the scope's destinations by English name, for the pickers. */
export async function bookingPackageChoices(db: Database, scope: OperatorScope) {
  const rows = await db
    .select({ id: packages.id, name: packages.packageName, arabic_name: packages.arabicName })
    .from(packages)
    .where(inScope(scope, 'destination', packages.destinationId))
    .orderBy(asc(packages.packageName), asc(packages.id));
  return { data: rows };
}
