import type { PurchaseItem } from '@portal/contract/bookings';
import {
  remainingTickets,
  validateSelection,
  type Availability,
  type BookingCatalog,
  type BookingSelection,
  type DateRemaining,
  type Meal,
  type PricedBooking,
  type PriceByDate,
  type SubPackage,
  type Transport,
} from '@portal/domain/booking/index';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { dateAvailability, destinations, packages, pricesByDate, slotInventory, timeSlots } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { refusalError, ruleRefusal } from '../../lib/rule-failure.ts';

/**
 * A package its link opens and the booking actions accept (joined with its destination): enabled in an
 * enabled destination; hide=1 only keeps it out of the lists (decision 020).
 */
export const reachablePackage = and(eq(packages.enable, 1), eq(destinations.enable, 1));

/** The package columns the booking rules and the purchase read: none of its texts, images or lists. */
const bookingColumns = {
  id: packages.id,
  destinationId: packages.destinationId,
  disabled: packages.disabled,
  redirect: packages.redirect,
  adultPriceFils: packages.adultPriceFils,
  childPriceFils: packages.childPriceFils,
  startDate: packages.startDate,
  endDate: packages.endDate,
  enableDatePicker: packages.enableDatePicker,
  enableTimePicker: packages.enableTimePicker,
  enableSubPackages: packages.enableSubPackages,
  enableTransport: packages.enableTransport,
  enableMeal: packages.enableMeal,
  adultMinQty: packages.adultMinQty,
  adultMaxQty: packages.adultMaxQty,
  childMinQty: packages.childMinQty,
  childMaxQty: packages.childMaxQty,
  overallMinLimit: packages.overallMinLimit,
  adultOverallLimit: packages.adultOverallLimit,
  adultBookedTimes: packages.adultBookedTimes,
  childOverallLimit: packages.childOverallLimit,
  childBookedTimes: packages.childBookedTimes,
  eventDates: packages.eventDates,
  disabledDates: packages.disabledDates,
  disabledWeeks: packages.disabledWeeks,
  disableBookingPrior: packages.disableBookingPrior,
  optionList: packages.optionList,
};

export type PackageRow = Pick<typeof packages.$inferSelect, keyof typeof bookingColumns>;

/** spec part 1 §2: a disabled package shows 'Sorry, bookings are disabled…'; a redirect one books elsewhere */
function refuseUnbookable<P extends PackageRow>(pkg: P | undefined): P {
  if (!pkg) throw new AppError('package_not_found');
  if (pkg.disabled === 1 || pkg.redirect === 1) throw new AppError('booking_disabled');
  return pkg;
}

/**
 * A package that can be booked here: one its page opens (a hidden package too, decision 020), not
 * switched off for booking, not sent elsewhere.
 */
export async function bookablePackage(db: Database, packageId: number): Promise<PackageRow> {
  const [pkg] = await db
    .select(bookingColumns)
    .from(packages)
    .innerJoin(destinations, eq(destinations.id, packages.destinationId))
    .where(and(eq(packages.id, packageId), reachablePackage));
  return refuseUnbookable(pkg);
}

/** The tickets left on one date for the package (null fields = unlimited); null when the date lists no limit. */
export async function dateRemaining(db: Database, packageId: number, date: string) {
  const [day] = await db
    .select({
      adultTickets: dateAvailability.adultTickets,
      childTickets: dateAvailability.childTickets,
      adultTaken: dateAvailability.adultTaken,
      childTaken: dateAvailability.childTaken,
    })
    .from(dateAvailability)
    .where(and(eq(dateAvailability.packageId, packageId), eq(dateAvailability.date, date)));
  return day ? remainingOnDate(day) : null;
}

type TakenRow = { adultTickets: number | null; childTickets: number | null; adultTaken: number; childTaken: number };

const remainingOnDate = (day: TakenRow) => ({
  adultTickets: remainingTickets(day.adultTickets, day.adultTaken),
  childTickets: remainingTickets(day.childTickets, day.childTaken),
});

/** A slot row with what its date took (null: nobody booked it on that date yet). */
type SlotRow = {
  id: number;
  timeSlot: string;
  enable: number;
  adultTickets: number | null;
  childTickets: number | null;
  adultTaken: number | null;
  childTaken: number | null;
};

/** A slot with the tickets left on the date (its capacity when no date is chosen). */
const slotRemaining = (slot: SlotRow, date: string | null) => ({
  id: slot.id,
  timeSlot: slot.timeSlot,
  enable: slot.enable,
  adultTickets: date === null ? slot.adultTickets : remainingTickets(slot.adultTickets, slot.adultTaken ?? 0),
  childTickets: date === null ? slot.childTickets : remainingTickets(slot.childTickets, slot.childTaken ?? 0),
});

/** The package's slots in order with the tickets left on `date` (or their capacity without a date). */
export async function slotsWithRemaining(db: Database, packageId: number, date: string | null) {
  const rows = await db
    .select({
      id: timeSlots.id,
      timeSlot: timeSlots.timeSlot,
      enable: timeSlots.enable,
      adultTickets: timeSlots.adultTickets,
      childTickets: timeSlots.childTickets,
      adultTaken: slotInventory.adultTaken,
      childTaken: slotInventory.childTaken,
    })
    .from(timeSlots)
    .leftJoin(slotInventory, and(eq(slotInventory.timeSlotId, timeSlots.id), eq(slotInventory.date, date ?? sql`null`)))
    .where(eq(timeSlots.packageId, packageId))
    .orderBy(asc(timeSlots.position), asc(timeSlots.id));
  return rows.map((r) => slotRemaining(r, date));
}

/** The `prices_by_date` row of the date, which overrides the package's prices (spec part 1 §7 getPackagePrice). */
export async function priceOnDate(db: Database, packageId: number, date: string | null) {
  if (date === null) return null;
  const [row] = await db
    .select({
      adultPriceFils: pricesByDate.adultPriceFils,
      childPriceFils: pricesByDate.childPriceFils,
      peakPrice: pricesByDate.peakPrice,
    })
    .from(pricesByDate)
    .where(and(eq(pricesByDate.packageId, packageId), eq(pricesByDate.date, date)));
  return row ?? null;
}

/**
 * Everything the booking rules need for one item, in one statement: the package (reachable: enabled, in an
 * enabled destination), the date's price row and tickets, the slots with the tickets left on the date, and
 * the add-on rows the selection names. Subqueries answer JSON, so one round trip brings it all; prepared
 * once per database (its plan is reused), as every buyer of a storm, sold out or not, runs it.
 */
const selectionQuery = (db: Database) =>
  db
    .select({
      ...bookingColumns,
      priceByDate: sql<PriceByDate | null>`(select json_build_object('adultPriceFils', adult_price_fils, 'childPriceFils', child_price_fils, 'peakPrice', peak_price)
        from prices_by_date where package_id = ${packages.id} and date = ${sql.placeholder('date')}::date)`,
      dateTaken: sql<TakenRow | null>`(select json_build_object('adultTickets', adult_tickets, 'childTickets', child_tickets, 'adultTaken', adult_taken, 'childTaken', child_taken)
        from date_availability where package_id = ${packages.id} and date = ${sql.placeholder('date')}::date)`,
      slots: sql<SlotRow[] | null>`(select json_agg(json_build_object(
          'id', ts.id, 'timeSlot', ts.time_slot, 'enable', ts.enable, 'adultTickets', ts.adult_tickets, 'childTickets', ts.child_tickets,
          'adultTaken', si.adult_taken, 'childTaken', si.child_taken) order by ts.position, ts.id)
        from time_slots ts left join slot_inventory si on si.time_slot_id = ts.id and si.date = ${sql.placeholder('date')}::date
        where ts.package_id = ${packages.id} and (${packages.enableTimePicker} = 1 or ${sql.placeholder('slotChosen')}::boolean))`,
      subPackages: sql<SubPackage[] | null>`(select json_agg(json_build_object('id', id, 'packageName', package_name,
          'adultPriceFils', adult_price_fils, 'childPriceFils', child_price_fils, 'enable', enable))
        from sub_packages where package_id = ${packages.id} and ${sql.placeholder('subPackages')}::boolean)`,
      meals: sql<
        Meal[] | null
      >`(select json_agg(json_build_object('id', id, 'mealName', meal_name, 'priceFils', price_fils, 'enable', enable))
        from meals where package_id = ${packages.id} and ${sql.placeholder('meals')}::boolean)`,
      transports: sql<Transport[] | null>`(select json_agg(json_build_object('id', id, 'name', name, 'oneWayFils', one_way_fils,
          'twoWayFils', two_way_fils, 'enable', enable))
        from transports where package_id = ${packages.id} and ${sql.placeholder('transports')}::boolean)`,
    })
    .from(packages)
    .innerJoin(destinations, eq(destinations.id, packages.destinationId))
    .where(and(eq(packages.id, sql.placeholder('packageId')), reachablePackage))
    .prepare('booking_selection');

const preparedSelections = new WeakMap<Database, ReturnType<typeof selectionQuery>>();

type SelectionRow = Awaited<ReturnType<ReturnType<typeof selectionQuery>['execute']>>[number];

/**
 * Reads of the same selection already on their way, per database: a buyer who asks for what another is
 * reading at that moment shares its answer instead of sending the same statement (a storm's 500 buyers of one
 * slot read it a few times, not 500). Sharing a read in flight is reading at the same instant; the answer
 * is never changed by its readers.
 */
const readsInFlight = new WeakMap<Database, Map<string, Promise<SelectionRow | undefined>>>();

type SelectionParams = NonNullable<Parameters<ReturnType<typeof selectionQuery>['execute']>[0]>;

function readSelection(db: Database, params: SelectionParams) {
  let query = preparedSelections.get(db);
  if (!query) preparedSelections.set(db, (query = selectionQuery(db)));
  let reads = readsInFlight.get(db);
  if (!reads) readsInFlight.set(db, (reads = new Map()));
  const key = JSON.stringify(params);
  const inFlight = reads.get(key);
  if (inFlight) return inFlight;
  const read = query.execute(params).then((rows) => rows[0]);
  reads.set(key, read);
  const done = () => void reads.delete(key);
  read.then(done, done);
  return read;
}

/** The package and what the rules need for `selection`, in one statement; throws when it cannot be booked. */
async function loadSelection(db: Database, packageId: number, selection: BookingSelection) {
  const wanted = (list: unknown[] | null | undefined) => (list?.length ?? 0) > 0;
  const row = await readSelection(db, {
    packageId,
    date: selection.date,
    // the slots are read for a package with a time step, or to refuse a slot sent for one without
    slotChosen: selection.timeSlotId !== null,
    subPackages: wanted(selection.subPackages),
    meals: wanted(selection.meals),
    transports: selection.transport !== null && selection.transport !== undefined,
  });
  const { priceByDate, dateTaken, slots, subPackages, meals, transports, ...pkg } = refuseUnbookable(row);
  const catalog: BookingCatalog = {
    subPackages: subPackages ?? [],
    meals: meals ?? [],
    transports: transports ?? [],
    priceByDate,
  };
  return {
    pkg,
    catalog,
    date: dateTaken ? remainingOnDate(dateTaken) : null,
    slots: (slots ?? []).map((s) => slotRemaining(s, selection.date)),
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
  /**
   * whether it takes the last adult or child tickets of its date, slot or package (the calendar then changes,
   * decision 039)
   */
  takesLastTickets: boolean;
};

type Counts = { adults: number; children: number };

/** Whether taking `counts` from what is `left` (null = unlimited) leaves a limited count at zero. */
const emptiedBy = (left: { adultTickets: number | null; childTickets: number | null } | null | undefined, counts: Counts) =>
  !!left &&
  ((counts.adults > 0 && left.adultTickets !== null && left.adultTickets <= counts.adults) ||
    (counts.children > 0 && left.childTickets !== null && left.childTickets <= counts.children));

/** Whether the item takes the last tickets of its date, its slot or its package's overall limits. */
function takesLastTickets(
  pkg: PackageRow,
  left: { date: DateRemaining | null; slot: DateRemaining | undefined },
  counts: Counts,
) {
  const overall = {
    adultTickets: pkg.adultOverallLimit === null ? null : pkg.adultOverallLimit - pkg.adultBookedTimes,
    childTickets: pkg.childOverallLimit === null ? null : pkg.childOverallLimit - pkg.childBookedTimes,
  };
  return emptiedBy(left.date, counts) || emptiedBy(left.slot, counts) || emptiedBy(overall, counts);
}

/**
 * Loads what the rules need for one item (package, add-ons, date price, tickets left) in one statement
 * and runs every rule of packages/domain on it; throws the first failure as its code, or answers the
 * priced item. Outside a transaction this is the cheap read that turns a sold-out buyer away before any
 * lock; the tickets themselves are taken by the conditional statements of inventory.ts.
 */
export async function validateItem(db: Database, item: PurchaseItem, index: number, now: Date): Promise<ValidatedItem> {
  const selection = selectionOf(item, index);
  const { pkg, catalog, date, slots } = await loadSelection(db, item.package_id, selection);
  const availability: Availability = { date, slots };
  const result = validateSelection(pkg, selection, { catalog, availability }, now);
  if (!result.ok) throw refusalError(ruleRefusal(result.failure), `items.packages.${index}`);
  const slot = slots.find((s) => s.id === selection.timeSlotId);
  const last = takesLastTickets(pkg, { date, slot }, result.counts);
  return {
    pkg,
    selection,
    priced: result.priced,
    counts: result.counts,
    slotLabel: slot?.timeSlot ?? null,
    takesLastTickets: last,
  };
}
