import type { BookingPackage } from './types.ts';

/**
 * Whether the package's overall limits still take these counts (spec part 1 §5): blocked when the
 * adult limit (when set) is below booked adults plus selected adults, and likewise for children. An
 * empty limit never blocks: the specification's "1000 for the limit fields" is the bound its page
 * shows for an empty limit, not a cap on sales (decision 020). When false, Book Now is replaced by
 * 'Sorry, Selected Quantity is not Available' (`quantity_not_available`).
 */
export function withinOverallLimits(
  pkg: Pick<BookingPackage, 'adultOverallLimit' | 'adultBookedTimes' | 'childOverallLimit' | 'childBookedTimes'>,
  counts: { adults: number; children: number },
): boolean {
  const fits = (limit: number | null, booked: number, wanted: number) => limit === null || limit >= booked + wanted;
  return (
    fits(pkg.adultOverallLimit, pkg.adultBookedTimes, counts.adults) &&
    fits(pkg.childOverallLimit, pkg.childBookedTimes, counts.children)
  );
}
