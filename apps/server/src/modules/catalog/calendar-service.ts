import type { CalendarDay, CalendarDayStatus } from '@portal/contract/calendar';
import {
  availableSlots,
  bookableDates,
  bookableDatesInMonth,
  hasTickets,
  remainingTickets,
  selectionCounts,
  ticketPrices,
  withinOverallLimits,
  type PriceByDate,
  type SlotAvailability,
} from '@portal/domain/booking/index';
import { addDays } from '@portal/domain/dates';
import { and, asc, between, eq, type AnyColumn } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { dateAvailability, pricesByDate, slotInventory, timeSlots } from '../../db/schema/index.ts';
import { filsToAed } from '../../lib/money.ts';
import { bookablePackage, type PackageRow } from '../booking/index.ts';

type Counts = { adults: number; children: number };
type DateTickets = { adultTickets: number | null; childTickets: number | null };

/** The days of a YYYY-MM month, in order. */
export function daysOfMonth(month: string): string[] {
  const days: string[] = [];
  for (let d = `${month}-01`; d.startsWith(month); d = addDays(d, 1)) days.push(d);
  return days;
}

/** What the month's rows say, per date: the price row, the date's tickets left, the slots with their tickets left. */
type MonthRows = {
  prices: Map<string, PriceByDate>;
  dateTickets: Map<string, DateTickets>;
  /** the date rows' capacities (null = unlimited) */
  dateCapacity: Map<string, DateTickets>;
  /** the slots with their capacities (null = unlimited) */
  slotCapacity: SlotAvailability[];
  slotsOn: (date: string) => SlotAvailability[];
};

async function monthRows(db: Database, pkg: PackageRow, first: string, last: string): Promise<MonthRows> {
  const inMonth = (column: AnyColumn) => between(column, first, last);
  const [priceRows, dateRows, slotRows, takenRows] = await Promise.all([
    db
      .select({
        date: pricesByDate.date,
        adultPriceFils: pricesByDate.adultPriceFils,
        childPriceFils: pricesByDate.childPriceFils,
        peakPrice: pricesByDate.peakPrice,
      })
      .from(pricesByDate)
      .where(and(eq(pricesByDate.packageId, pkg.id), inMonth(pricesByDate.date))),
    db
      .select({
        date: dateAvailability.date,
        adultTickets: dateAvailability.adultTickets,
        childTickets: dateAvailability.childTickets,
        adultTaken: dateAvailability.adultTaken,
        childTaken: dateAvailability.childTaken,
      })
      .from(dateAvailability)
      .where(and(eq(dateAvailability.packageId, pkg.id), inMonth(dateAvailability.date))),
    pkg.enableTimePicker === 1
      ? db
          .select({
            id: timeSlots.id,
            timeSlot: timeSlots.timeSlot,
            enable: timeSlots.enable,
            adultTickets: timeSlots.adultTickets,
            childTickets: timeSlots.childTickets,
          })
          .from(timeSlots)
          .where(eq(timeSlots.packageId, pkg.id))
          .orderBy(asc(timeSlots.position), asc(timeSlots.id))
      : [],
    pkg.enableTimePicker === 1
      ? db
          .select({
            timeSlotId: slotInventory.timeSlotId,
            date: slotInventory.date,
            adultTaken: slotInventory.adultTaken,
            childTaken: slotInventory.childTaken,
          })
          .from(slotInventory)
          .innerJoin(timeSlots, eq(timeSlots.id, slotInventory.timeSlotId))
          .where(and(eq(timeSlots.packageId, pkg.id), inMonth(slotInventory.date)))
      : [],
  ]);
  const taken = new Map(takenRows.map((r) => [`${r.timeSlotId}@${r.date}`, r]));
  return {
    prices: new Map(priceRows.map(({ date, ...price }) => [date, price])),
    dateTickets: new Map(
      dateRows.map((r) => [
        r.date,
        {
          adultTickets: remainingTickets(r.adultTickets, r.adultTaken),
          childTickets: remainingTickets(r.childTickets, r.childTaken),
        },
      ]),
    ),
    dateCapacity: new Map(dateRows.map((r) => [r.date, { adultTickets: r.adultTickets, childTickets: r.childTickets }])),
    slotCapacity: slotRows,
    // the same reading as the time step's: a slot without a row for the date has taken nothing
    slotsOn: (date) =>
      slotRows.map((s) => {
        const row = taken.get(`${s.id}@${date}`);
        return {
          ...s,
          adultTickets: remainingTickets(s.adultTickets, row?.adultTaken ?? 0),
          childTickets: remainingTickets(s.childTickets, row?.childTaken ?? 0),
        };
      }),
  };
}

/**
 * A bookable day's status for these counts, by the purchase's own rules (packages/domain): the date's
 * tickets, then, with a time step, a slot that still takes them, then the package's overall limits.
 */
function openDayStatus(pkg: PackageRow, rows: MonthRows, date: string, counts: Counts): CalendarDayStatus {
  const left = rows.dateTickets.get(date);
  if (left && !hasTickets(left, counts)) return 'sold_out';
  if (pkg.enableTimePicker === 1 && availableSlots(rows.slotsOn(date), counts).length === 0) return 'sold_out';
  return withinOverallLimits(pkg, counts) ? 'open' : 'sold_out';
}

/**
 * packageCalendar: every day of `month` with its prices (`ticketPrices`, the rule createPurchase prices
 * with), its peak flag and whether it can be booked for the counts. A package that cannot be booked here
 * is refused as the booking path refuses it.
 */
export async function packageCalendar(
  db: Database,
  input: { packageId: number; month: string; adults: number; children: number },
  now: Date,
): Promise<CalendarDay[]> {
  const pkg = await bookablePackage(db, input.packageId);
  const days = daysOfMonth(input.month);
  const rows = await monthRows(db, pkg, days[0]!, days.at(-1)!);
  const bookable = new Set(bookableDatesInMonth(pkg, input.month, now));
  // an option-list package books its own ticket whatever the counters say (spec part 1 §5)
  const counts = selectionCounts(pkg, input);
  return days.map((date) => {
    const prices = ticketPrices(pkg, rows.prices.get(date));
    return {
      date,
      status: bookable.has(date) ? openDayStatus(pkg, rows, date, counts) : 'closed',
      adult_price: filsToAed(prices.adultPriceFils),
      child_price: filsToAed(prices.childPriceFils),
      peak: prices.peakPrice ? 1 : 0,
    };
  });
}

/** One offered slot of a day: its tickets left and its capacity (null = unlimited), and whether it takes the counts. */
export type SlotDay = { id: number; timeSlot: string; open: boolean; left: DateTickets; capacity: DateTickets };

/** One day of a package as the booking calendar reads it, with the counts behind its status. */
export type AvailabilityDay = {
  date: string;
  /** the calendar's status of the day for the counts (closed: not bookable by the date rules) */
  status: CalendarDayStatus;
  /** the date's own row: tickets left and capacity; null when the date lists no limit */
  dateTickets: { left: DateTickets; capacity: DateTickets } | null;
  /** with a time step, the slots the time step offers (enabled and named), sold out or not */
  slots: SlotDay[];
};

/**
 * The days from `from` to `to` (inclusive, at most a year) of a bookable package for `counts`, read and
 * decided exactly as packageCalendar decides them (the same rows, date rules and purchase rules), with the
 * tickets left and capacities behind each status, for channels that show numbers (docs/decisions/061).
 */
export async function packageAvailability(
  db: Database,
  input: { packageId: number; from: string; to: string; adults: number; children: number },
  now: Date,
): Promise<{ pkg: PackageRow; days: AvailabilityDay[] }> {
  const pkg = await bookablePackage(db, input.packageId);
  const days: string[] = [];
  for (let d = input.from; d <= input.to && days.length < 366; d = addDays(d, 1)) days.push(d);
  if (days.length === 0) return { pkg, days: [] };
  const rows = await monthRows(db, pkg, days[0]!, days.at(-1)!);
  const bookable = new Set(bookableDates(pkg, days[0]!, days.at(-1)!, now));
  const counts = selectionCounts(pkg, input);
  return {
    pkg,
    days: days.map((date) => {
      const left = rows.dateTickets.get(date);
      const capacity = rows.dateCapacity.get(date);
      const slotsLeft = pkg.enableTimePicker === 1 ? rows.slotsOn(date) : [];
      const offered = availableSlots(slotsLeft, { adults: 0, children: 0 });
      const taking = new Set(availableSlots(slotsLeft, counts).map((s) => s.id));
      return {
        date,
        status: bookable.has(date) ? openDayStatus(pkg, rows, date, counts) : 'closed',
        dateTickets: left && capacity ? { left, capacity } : null,
        slots: offered.map((s) => {
          const cap = rows.slotCapacity.find((c) => c.id === s.id);
          return {
            id: s.id,
            timeSlot: s.timeSlot,
            open: taking.has(s.id),
            left: { adultTickets: s.adultTickets, childTickets: s.childTickets },
            capacity: { adultTickets: cap?.adultTickets ?? null, childTickets: cap?.childTickets ?? null },
          };
        }),
      };
    }),
  };
}
