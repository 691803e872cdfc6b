import type { PurchaseItem } from '@portal/contract/bookings';
import {
  remainingTickets,
  validateSelection,
  type Availability,
  type BookingCatalog,
  type BookingSelection,
  type PricedBooking,
} from '@portal/domain/booking/index';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  dateAvailability,
  destinations,
  meals,
  packages,
  pricesByDate,
  slotInventory,
  subPackages,
  timeSlots,
  transports,
} from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { refusalError, ruleRefusal } from '../../lib/rule-failure.ts';
import { reachablePackage } from '../catalog/catalog-service.ts';

export type PackageRow = typeof packages.$inferSelect;

/**
 * A package that can be booked here: one its page opens (a hidden package too, decision 020), not
 * switched off for booking, not sent elsewhere.
 */
export async function bookablePackage(db: Database, packageId: number): Promise<PackageRow> {
  const [row] = await db
    .select({ pkg: packages })
    .from(packages)
    .innerJoin(destinations, eq(destinations.id, packages.destinationId))
    .where(and(eq(packages.id, packageId), reachablePackage));
  const pkg = row?.pkg;
  if (!pkg) throw new AppError('package_not_found');
  // spec part 1 §2: a disabled package shows 'Sorry, bookings are disabled…'; a redirect one books elsewhere
  if (pkg.disabled === 1 || pkg.redirect === 1) throw new AppError('booking_disabled');
  return pkg;
}

/** The tickets left on one date for the package (null fields = unlimited); null when the date lists no limit. */
export async function dateRemaining(db: Database, packageId: number, date: string) {
  const [day] = await db
    .select()
    .from(dateAvailability)
    .where(and(eq(dateAvailability.packageId, packageId), eq(dateAvailability.date, date)));
  if (!day) return null;
  return {
    adultTickets: remainingTickets(day.adultTickets, day.adultTaken),
    childTickets: remainingTickets(day.childTickets, day.childTaken),
  };
}

/** The package's slots in order with the tickets left on `date` (or their capacity without a date). */
export async function slotsWithRemaining(db: Database, packageId: number, date: string | null) {
  const slots = await db
    .select()
    .from(timeSlots)
    .where(eq(timeSlots.packageId, packageId))
    .orderBy(asc(timeSlots.position), asc(timeSlots.id));
  const taken =
    date === null || slots.length === 0
      ? []
      : await db
          .select()
          .from(slotInventory)
          .where(
            and(
              inArray(
                slotInventory.timeSlotId,
                slots.map((s) => s.id),
              ),
              eq(slotInventory.date, date),
            ),
          );
  return slots.map((slot) => {
    const used = taken.find((t) => t.timeSlotId === slot.id);
    return {
      id: slot.id,
      timeSlot: slot.timeSlot,
      enable: slot.enable,
      adultTickets: date === null ? slot.adultTickets : remainingTickets(slot.adultTickets, used?.adultTaken ?? 0),
      childTickets: date === null ? slot.childTickets : remainingTickets(slot.childTickets, used?.childTaken ?? 0),
    };
  });
}

/** The `prices_by_date` row of the date, which overrides the package's prices (spec part 1 §7 getPackagePrice). */
export async function priceOnDate(db: Database, packageId: number, date: string | null) {
  if (date === null) return null;
  const [row] = await db
    .select()
    .from(pricesByDate)
    .where(and(eq(pricesByDate.packageId, packageId), eq(pricesByDate.date, date)));
  return row ?? null;
}

/**
 * The add-on rows the selection names and the price row of the date (the rules pick the valid ones).
 * Queries run one after another: inside a transaction they share one connection.
 */
export async function bookingCatalog(db: Database, packageId: number, selection: BookingSelection): Promise<BookingCatalog> {
  const wanted = (list: unknown[] | null | undefined) => (list?.length ?? 0) > 0;
  return {
    subPackages: wanted(selection.subPackages)
      ? await db.select().from(subPackages).where(eq(subPackages.packageId, packageId))
      : [],
    meals: wanted(selection.meals) ? await db.select().from(meals).where(eq(meals.packageId, packageId)) : [],
    transports: selection.transport ? await db.select().from(transports).where(eq(transports.packageId, packageId)) : [],
    priceByDate: await priceOnDate(db, packageId, selection.date),
  };
}

/** The wire item (parallel lists of the specification) as the rules' selection; 400 when the lists do not pair up. */
export function selectionOf(item: PurchaseItem, index: number): BookingSelection {
  const at = (field: string) => `items.packages.${index}.${field}`;
  const bad = (field: string, reason: string) => new AppError('invalid_input', { fields: { [at(field)]: reason } });
  if (new Set(item.subpackages_id).size !== item.subpackages_id.length) throw bad('subpackages_id', 'each sub-package once');
  if (new Set(item.meals_id).size !== item.meals_id.length) throw bad('meals_id', 'each meal once');
  if (item.meals_qty.length !== item.meals_id.length) throw bad('meals_qty', 'one quantity for each meal');
  if (item.subpackages_adult_qty.length > item.subpackages_id.length)
    throw bad('subpackages_adult_qty', 'one count per sub-package');
  if (item.subpackages_child_qty.length > item.subpackages_id.length)
    throw bad('subpackages_child_qty', 'one count per sub-package');
  if (item.transport_id !== undefined && item.transport_type === undefined) throw bad('transport_type', 'one_way or two_way');
  return {
    adults: item.adult_qty,
    children: item.child_qty,
    optionIds: item.options,
    date: item.date ?? null,
    timeSlotId: item.time_slot_id ?? null,
    subPackages: item.subpackages_id.map((id, i) => ({
      id,
      adults: item.subpackages_adult_qty[i] ?? 0,
      children: item.subpackages_child_qty[i] ?? 0,
    })),
    meals: item.meals_id.map((id, i) => ({ id, qty: item.meals_qty[i] ?? 0 })),
    transport: item.transport_id === undefined ? null : { id: item.transport_id, type: item.transport_type ?? 'one_way' },
  };
}

export type ValidatedItem = {
  pkg: PackageRow;
  selection: BookingSelection;
  priced: PricedBooking;
  counts: { adults: number; children: number };
  /** the stored label of the chosen slot */
  slotLabel: string | null;
};

/**
 * Loads what the rules need for one item (package, add-ons, date price, tickets left) and runs every
 * rule of packages/domain on it; throws the first failure as its code, or answers the priced item.
 */
export async function validateItem(db: Database, item: PurchaseItem, index: number, now: Date): Promise<ValidatedItem> {
  const pkg = await bookablePackage(db, item.package_id);
  const selection = selectionOf(item, index);
  const date = selection.date;
  const catalog = await bookingCatalog(db, pkg.id, selection);
  const remaining = date === null ? null : await dateRemaining(db, pkg.id, date);
  const slots = pkg.enableTimePicker === 1 || selection.timeSlotId !== null ? await slotsWithRemaining(db, pkg.id, date) : [];
  const availability: Availability = { date: remaining, slots };
  const result = validateSelection(pkg, selection, { catalog, availability }, now);
  if (!result.ok) throw refusalError(ruleRefusal(result.failure), `items.packages.${index}`);
  const slotLabel = selection.timeSlotId === null ? null : (slots.find((s) => s.id === selection.timeSlotId)?.timeSlot ?? null);
  return { pkg, selection, priced: result.priced, counts: result.counts, slotLabel };
}
