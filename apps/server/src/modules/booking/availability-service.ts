import type { ActionOutput } from '@portal/contract/action';
import type { dateAvailabilityCheckAction, getPackagePriceAction, packageSlotsAction } from '@portal/contract/bookings';
import { availableSlots, ticketPrices } from '@portal/domain/booking/index';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { pricesByDate } from '../../db/schema/index.ts';
import { filsToAed } from '../../lib/money.ts';
import { bookablePackage, dateRemaining, priceOnDate, slotsWithRemaining } from './selection-loader.ts';

/** Remaining tickets on the wire: null (unlimited inside the rules) is "" (spec part 1 §3 Time slot: "empty means unlimited"). */
const wireRemaining = (tickets: number | null): number | '' => tickets ?? '';

/** dateAvailabilityCheck: tickets left on the date; a date without a listed capacity is unlimited. */
export async function dateAvailabilityCheck(
  db: Database,
  packageId: number,
  date: string,
): Promise<ActionOutput<typeof dateAvailabilityCheckAction>> {
  await bookablePackage(db, packageId);
  const remaining = await dateRemaining(db, packageId, date);
  return {
    adult_tickets: wireRemaining(remaining?.adultTickets ?? null),
    child_tickets: wireRemaining(remaining?.childTickets ?? null),
  };
}

/** packageSlots: the enabled, named slots with the tickets left on the date (spec part 1 §5 Time). */
export async function packageSlots(
  db: Database,
  packageId: number,
  date: string | null,
): Promise<ActionOutput<typeof packageSlotsAction>['data']> {
  await bookablePackage(db, packageId);
  const slots = await slotsWithRemaining(db, packageId, date);
  // the rule's listing for nobody yet: enabled and named; the browser filters by its counts
  return availableSlots(slots, { adults: 0, children: 0 }).map((s) => ({
    id: s.id,
    time_slot: s.timeSlot,
    adult_tickets: wireRemaining(s.adultTickets),
    child_tickets: wireRemaining(s.childTickets),
    enable: 1 as const,
  }));
}

/** getPackagePrice: the date's prices when listed, else the package's (packages/domain `ticketPrices`). */
export async function packagePrice(
  db: Database,
  packageId: number,
  date: string,
): Promise<ActionOutput<typeof getPackagePriceAction>> {
  const pkg = await bookablePackage(db, packageId);
  const prices = ticketPrices(pkg, await priceOnDate(db, packageId, date));
  return {
    adult_price: filsToAed(prices.adultPriceFils),
    child_price: filsToAed(prices.childPriceFils),
    peak_price: prices.peakPrice ? 1 : 0,
  };
}

/**
 * The ticket prices of a package on each of `dates` by getPackagePrice's rule (a date's `prices_by_date`
 * row, else the package's), for sellers that price many days at once (the OCTO API, decision 061).
 */
export async function ticketPricesOn(
  db: Database,
  pkg: { id: number; adultPriceFils: number | null; childPriceFils: number | null },
  dates: readonly string[],
): Promise<Map<string, { adultPriceFils: number; childPriceFils: number }>> {
  const rows =
    dates.length === 0
      ? []
      : await db
          .select({
            date: pricesByDate.date,
            adultPriceFils: pricesByDate.adultPriceFils,
            childPriceFils: pricesByDate.childPriceFils,
            peakPrice: pricesByDate.peakPrice,
          })
          .from(pricesByDate)
          .where(and(eq(pricesByDate.packageId, pkg.id), inArray(pricesByDate.date, [...new Set(dates)])));
  const byDate = new Map(rows.map((r) => [String(r.date), r]));
  return new Map(
    dates.map((date) => {
      const { adultPriceFils, childPriceFils } = ticketPrices(pkg, byDate.get(date) ?? null);
      return [date, { adultPriceFils, childPriceFils }];
    }),
  );
}
