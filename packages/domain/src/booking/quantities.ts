import type { BookingFailure, BookingPackage } from './types.ts';

/** spec part 1 §5 and §9: the counters' own bounds, whatever the package says. */
export const adultCounter = { min: 1, max: 99 } as const;
export const childCounter = { min: 0, max: 99 } as const;

type QuantityRules = Pick<BookingPackage, 'adultMinQty' | 'adultMaxQty' | 'childMinQty' | 'childMaxQty' | 'overallMinLimit'>;

/** The value a counter shows after pressing + or − (or typing): kept inside its bounds (spec part 1 §5). */
export function clampCount(kind: 'adult' | 'child', value: number): number {
  const bounds = kind === 'adult' ? adultCounter : childCounter;
  if (!Number.isFinite(value)) return bounds.min;
  return Math.min(bounds.max, Math.max(bounds.min, Math.trunc(value)));
}

/**
 * The first quantity rule the counts break, or null (spec part 1 §5 Quantities): the package's adult
 * min/max, child min/max, the overall minimum, then at least one passenger. A package value of null or 0
 * sets no rule. Counts outside the counters' bounds (adults 1–99, children 0–99) break the counter's rule.
 */
export function quantityFailure(pkg: QuantityRules, adults: number, children: number): BookingFailure | null {
  if (!Number.isInteger(adults) || !Number.isInteger(children) || adults < 0 || children < 0) {
    return { code: 'invalid_count' };
  }
  if (adults + children < 1) return { code: 'passengers_min' };
  const adultMin = Math.max(adultCounter.min, pkg.adultMinQty ?? 0);
  const adultMax = Math.min(adultCounter.max, pkg.adultMaxQty || adultCounter.max);
  const childMin = Math.max(childCounter.min, pkg.childMinQty ?? 0);
  const childMax = Math.min(childCounter.max, pkg.childMaxQty || childCounter.max);
  if (adults < adultMin) return { code: 'adult_min', n: adultMin };
  if (adults > adultMax) return { code: 'adult_max', n: adultMax };
  if (children < childMin) return { code: 'child_min', n: childMin };
  if (children > childMax) return { code: 'child_max', n: childMax };
  if (pkg.overallMinLimit && adults + children < pkg.overallMinLimit) {
    return { code: 'overall_min', n: pkg.overallMinLimit };
  }
  return null;
}
