import type { BookingPackage } from './types.ts';

/** spec part 1 §5 Overall limits: an unlimited (null) overall limit counts as 1000. */
export const unlimitedOverallLimit = 1000;

/**
 * Whether the package's overall limits still take these counts (spec part 1 §5): blocked when the
 * adult limit is below booked adults plus selected adults, and likewise for children. When false,
 * Book Now is replaced by 'Sorry, Selected Quantity is not Available' (`quantity_not_available`).
 */
export function withinOverallLimits(
  pkg: Pick<BookingPackage, 'adultOverallLimit' | 'adultBookedTimes' | 'childOverallLimit' | 'childBookedTimes'>,
  counts: { adults: number; children: number },
): boolean {
  const adultLimit = pkg.adultOverallLimit ?? unlimitedOverallLimit;
  const childLimit = pkg.childOverallLimit ?? unlimitedOverallLimit;
  return adultLimit >= pkg.adultBookedTimes + counts.adults && childLimit >= pkg.childBookedTimes + counts.children;
}
