import {
  lowStockUnits,
  nearlyFullPercent,
  type ConsoleToday,
  type MoneyMoved,
  type MoneyPeriod,
  type VisitSlot,
} from '@portal/contract/console-home';
import { consolePeriods, instantsOf, type DaySpan, type PeriodPair } from '@portal/domain/console/periods';
import { dubaiTimestamp } from '@portal/domain/dates';
import { and, between, count, eq, gte, isNotNull, isNull, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { inScope, type OperatorAccess } from '../../http/operator-access.ts';
import {
  bookings,
  checkIns,
  dateAvailability,
  invoices,
  ledgerEntries,
  messages,
  packages,
  payments,
  productVariants,
  products,
  refunds,
  slotInventory,
  timeSlots,
} from '../../db/schema/index.ts';
import { filsToAed } from '../../lib/money.ts';
import { undelivered } from './messages-service.ts';

/** A console path with its list's filters in the query string. */
const pathWith = (path: string, query: Record<string, string | number>) =>
  `${path}?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString()}`;

/** The bookings list of confirmed bookings dated within a span. */
const bookingsPath = (span: DaySpan) => pathWith('/backoffice/bookings', { from: span.from, to: span.to, status: 1 });

/** Adult and child tickets of a capacity, null when either is unlimited. */
const totalCapacity = (adults: number | null, children: number | null) =>
  adults === null || children === null ? null : adults + children;

/**
 * Confirmed bookings dated from today to a week from today, grouped by package, date and slot (the
 * partial index bookings_confirmed_date_idx reads just those days), with each slot's capacity and what
 * is taken of it: the slot's inventory for a package with slots, the date's for one without.
 */
async function visitSlots(db: Database, span: DaySpan, isAdmin: boolean, ofScope: SQL | undefined): Promise<VisitSlot[]> {
  const grouped = db
    .select({
      packageId: bookings.packageId,
      date: sql<string>`${bookings.date}`.as('visit_date'),
      timeSlotId: bookings.timeSlotId,
      slotText: sql<string | null>`max(${bookings.timeSlotData})`.as('slot_text'),
      bookings: sql<number>`count(*)::int`.as('booked'),
      attendees: sql<number>`sum(${bookings.adultQty} + ${bookings.childQty})::int`.as('attending'),
    })
    .from(bookings)
    .where(and(eq(bookings.status, 1), between(bookings.date, span.from, span.to), ofScope))
    .groupBy(bookings.packageId, bookings.date, bookings.timeSlotId)
    .as('visits');
  const rows = await db
    .select({
      visit: {
        packageId: grouped.packageId,
        date: grouped.date,
        timeSlotId: grouped.timeSlotId,
        slotText: grouped.slotText,
        bookings: grouped.bookings,
        attendees: grouped.attendees,
      },
      packageName: packages.packageName,
      arabicName: packages.arabicName,
      slot: { name: timeSlots.timeSlot, adults: timeSlots.adultTickets, children: timeSlots.childTickets },
      slotTaken: sql<number | null>`${slotInventory.adultTaken} + ${slotInventory.childTaken}`,
      day: { adults: dateAvailability.adultTickets, children: dateAvailability.childTickets },
      dayTaken: sql<number | null>`${dateAvailability.adultTaken} + ${dateAvailability.childTaken}`,
    })
    .from(grouped)
    .innerJoin(packages, eq(packages.id, grouped.packageId))
    .leftJoin(timeSlots, eq(timeSlots.id, grouped.timeSlotId))
    .leftJoin(slotInventory, and(eq(slotInventory.timeSlotId, grouped.timeSlotId), eq(slotInventory.date, grouped.date)))
    .leftJoin(dateAvailability, and(eq(dateAvailability.packageId, grouped.packageId), eq(dateAvailability.date, grouped.date)))
    .orderBy(grouped.date, timeSlots.position, grouped.slotText, packages.packageName, grouped.packageId);
  return rows.map((row) => {
    const { visit } = row;
    const bySlot = visit.timeSlotId !== null;
    // a slot's tickets are per date; a date without a date_availability row is unlimited
    const capacity = bySlot
      ? row.slot
        ? totalCapacity(row.slot.adults, row.slot.children)
        : null
      : row.day
        ? totalCapacity(row.day.adults, row.day.children)
        : null;
    const taken = Math.max(Number((bySlot ? row.slotTaken : row.dayTaken) ?? 0), visit.attendees);
    const nearlyFull = capacity !== null && taken * 100 >= capacity * nearlyFullPercent;
    return {
      package_id: visit.packageId,
      package_name: row.packageName,
      package_arabic_name: row.arabicName,
      date: visit.date,
      time_slot_id: visit.timeSlotId,
      time_slot: row.slot?.name ?? visit.slotText,
      bookings: visit.bookings,
      attendees: visit.attendees,
      capacity,
      taken,
      nearly_full: nearlyFull ? 1 : 0,
      path: pathWith('/backoffice/attendees', {
        package: visit.packageId,
        date: visit.date,
        ...(visit.timeSlotId !== null ? { slot: visit.timeSlotId } : {}),
      }),
      availability_path: isAdmin ? `/backoffice/packages/${visit.packageId}/availability` : null,
    };
  });
}

/** Today's confirmed bookings, and those of them checked in. */
async function checkInsToday(db: Database, today: string, ofScope: SQL | undefined) {
  const [row] = await db
    .select({ expected: count(), checkedIn: count(checkIns.id) })
    .from(bookings)
    .leftJoin(checkIns, eq(checkIns.bookingId, bookings.id))
    .where(and(eq(bookings.status, 1), eq(bookings.date, today), ofScope));
  return { checked_in: row?.checkedIn ?? 0, expected: row?.expected ?? 0 };
}

/**
 * The ledger's charges and refunds of the day, week and month and the periods before them, summed in one
 * range read of ledger_entries_created_idx (from the earliest period's start to the latest's end).
 */
async function moneyMoved(db: Database, periods: Record<'day' | 'week' | 'month', PeriodPair>) {
  const spans = Object.values(periods).flatMap((pair) => [instantsOf(pair.current), instantsOf(pair.previous)]);
  const start = new Date(Math.min(...spans.map((s) => s.start.getTime())));
  const end = new Date(Math.max(...spans.map((s) => s.end.getTime())));
  const sumOf = (kind: 'charge' | 'refund', span: DaySpan) => {
    const { start: from, end: until } = instantsOf(span);
    return sql<number>`coalesce(sum(${ledgerEntries.amountFils}) filter (where ${ledgerEntries.kind} = ${kind} and ${ledgerEntries.createdAt} >= ${from} and ${ledgerEntries.createdAt} < ${until}), 0)::bigint`;
  };
  const moved = (span: DaySpan) => ({ revenue: sumOf('charge', span), refunds: sumOf('refund', span) });
  const [row] = await db
    .select({
      day: moved(periods.day.current),
      dayBefore: moved(periods.day.previous),
      week: moved(periods.week.current),
      weekBefore: moved(periods.week.previous),
      month: moved(periods.month.current),
      monthBefore: moved(periods.month.previous),
    })
    .from(ledgerEntries)
    .where(and(gte(ledgerEntries.createdAt, start), lt(ledgerEntries.createdAt, end)));
  if (!row) throw new Error('an aggregate answers one row');
  type Sums = { revenue: number; refunds: number };
  // refunds are negative rows of the ledger; the figures show them as amounts given back
  const aed = (sums: Sums): MoneyMoved => ({
    revenue: filsToAed(Number(sums.revenue)),
    refunds: filsToAed(-Number(sums.refunds)),
  });
  const period = (pair: PeriodPair, current: Sums, previous: Sums): MoneyPeriod => ({
    span: pair.current,
    current: aed(current),
    previous_span: pair.previous,
    previous: aed(previous),
  });
  return {
    day: period(periods.day, row.day, row.dayBefore),
    week: period(periods.week, row.week, row.weekBefore),
    month: period(periods.month, row.month, row.monthBefore),
  };
}

const countOf = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;

/**
 * The daily lists of other areas the home counts, each counted by its area as its list selects the rows;
 * the app's wiring registers them (app.ts), so the console foundation imports no area (docs/decisions/058).
 */
export type AreaWork = {
  /** store orders paid and not yet shipped, within the operator's stores */
  storeOrdersToShip?: (db: Database, scope: OperatorAccess['scope']) => Promise<{ n: number }[]>;
  /** paid cards not yet posted */
  postcardsInQueue?: (db: Database) => Promise<{ n: number }[]>;
};

const areaWork: AreaWork = {};

export function registerAreaWork(work: AreaWork): void {
  Object.assign(areaWork, work);
}

/**
 * The rows waiting in each daily list, counted as that list selects them: the lists the caller may open
 * (decision 049: a team member sees its stores' orders and the print queue with those permissions, no
 * portal-wide queue), each under the action that opens it.
 */
async function work(db: Database, access: OperatorAccess & { staff: boolean }): Promise<ConsoleToday['work']> {
  const may = (permission: OperatorAccess['permissions'][number]) => access.staff || access.permissions.includes(permission);
  const figure = async (allowed: boolean, path: string, query: () => Promise<{ n: number }[]>) =>
    allowed ? { count: await countOf(query()), path } : undefined;
  const { storeOrdersToShip: toShipOf, postcardsInQueue: inQueueOf } = areaWork;
  const [toShip, inQueue, toReview, failed, toSettle] = await Promise.all([
    figure(may('fulfil_store_orders') && toShipOf !== undefined, '/backoffice/store-orders', () => toShipOf!(db, access.scope)),
    figure(may('print_postcards') && inQueueOf !== undefined, '/backoffice/postcards', () => inQueueOf!(db)),
    figure(access.staff, '/backoffice/invoices', () => db.select({ n: count() }).from(invoices).where(eq(invoices.status, 0))),
    figure(access.staff, '/backoffice/messages?show=failed', () => db.select({ n: count() }).from(messages).where(undelivered)),
    // as the payment issues page shows them: no refund made on its own (amount_mismatch), or one not succeeded yet
    figure(access.staff, '/backoffice/payments', () =>
      db
        .select({ n: count() })
        .from(payments)
        .leftJoin(refunds, and(eq(refunds.paymentId, payments.id), eq(refunds.reason, 'late_payment')))
        .where(and(isNotNull(payments.issue), or(isNull(refunds.id), ne(refunds.status, 'succeeded')))),
    ),
  ]);
  return {
    ...(toShip && { store_orders_to_ship: toShip }),
    ...(inQueue && { postcards_in_queue: inQueue }),
    ...(toReview && { invoices_to_review: toReview }),
    ...(failed && { failed_messages: failed }),
    ...(toSettle && { payments_to_settle: toSettle }),
  };
}

/** Enabled products sold without variants, and enabled variants of enabled products, with at most `lowStockUnits` left. */
async function lowStock(db: Database): Promise<number> {
  const hasVariants = sql`exists (select 1 from ${productVariants} v where v.product_id = ${products.id})`;
  const [plain, variants] = await Promise.all([
    countOf(
      db
        .select({ n: count() })
        .from(products)
        .where(and(eq(products.enable, 1), lte(products.qty, lowStockUnits), sql`not ${hasVariants}`)),
    ),
    countOf(
      db
        .select({ n: count() })
        .from(productVariants)
        .innerJoin(products, eq(products.id, productVariants.productId))
        .where(and(eq(products.enable, 1), eq(productVariants.enable, 1), lte(productVariants.qty, lowStockUnits))),
    ),
  ]);
  return plain + variants;
}

/**
 * getConsoleToday: the console home's figures at `now`; admins also get money, nearly full slots and low
 * stock. A team member's visits and check-ins are those of their destinations (decision 049).
 */
export async function consoleToday(
  db: Database,
  options: { now: Date; isAdmin: boolean; staff: boolean; access: OperatorAccess },
): Promise<ConsoleToday> {
  const periods = consolePeriods(options.now);
  const { today, coming } = periods;
  const week: DaySpan = { from: today, to: coming.to };
  const ofScope = inScope(options.access.scope, 'destination', bookings.destinationId);
  const [slots, checkIns, waiting, money, lowStockCount] = await Promise.all([
    visitSlots(db, week, options.isAdmin, ofScope),
    checkInsToday(db, today, ofScope),
    work(db, { ...options.access, staff: options.staff }),
    options.isAdmin ? moneyMoved(db, { day: periods.day, week: periods.week, month: periods.month }) : null,
    options.isAdmin ? lowStock(db) : null,
  ]);
  const totals = (span: DaySpan) => {
    const within = slots.filter((slot) => slot.date >= span.from && slot.date <= span.to);
    return {
      bookings: within.reduce((sum, slot) => sum + slot.bookings, 0),
      attendees: within.reduce((sum, slot) => sum + slot.attendees, 0),
      span,
      path: bookingsPath(span),
    };
  };
  const todaySpan = { from: today, to: today };
  return {
    today,
    read_at: dubaiTimestamp(options.now),
    visits: { today: totals(todaySpan), coming: totals(coming), slots },
    check_ins: { ...checkIns, path: '/backoffice/check-in' },
    work: waiting,
    money,
    nearly_full: options.isAdmin
      ? { count: slots.filter((slot) => slot.nearly_full === 1).length, percent: nearlyFullPercent }
      : null,
    low_stock: lowStockCount === null ? null : { count: lowStockCount, units: lowStockUnits, path: '/backoffice/products' },
  };
}
