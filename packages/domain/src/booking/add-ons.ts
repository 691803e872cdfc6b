import type { BookingFailure, BookingSelection, Meal, SubPackage, Transport, TransportType } from './types.ts';

const hasPrice = (fils: number | null): fils is number => fils !== null && fils > 0;

/** spec part 1 §5 Add-ons: enable 1, a name longer than 2 characters and an adult price. */
export function isValidSubPackage(s: SubPackage): boolean {
  return s.enable === 1 && s.packageName.trim().length > 2 && hasPrice(s.adultPriceFils);
}

/** spec part 1 §5 Add-ons: enable 1, a name longer than 1 character and a price. */
export function isValidMeal(m: Meal): boolean {
  return m.enable === 1 && m.mealName.trim().length > 1 && hasPrice(m.priceFils);
}

/** spec part 1 §5 Add-ons: enable 1, a name longer than 1 character and a one-way price. */
export function isValidTransport(t: Transport): boolean {
  return t.enable === 1 && t.name.trim().length > 1 && hasPrice(t.oneWayFils);
}

/** A transport can be taken both ways only when it has a two-way price. */
export function offersTransportType(t: Transport, type: TransportType): boolean {
  return isValidTransport(t) && (type === 'one_way' || hasPrice(t.twoWayFils));
}

/** The rows each add-on step lists. */
export function validSubPackages<S extends SubPackage>(rows: readonly S[]): S[] {
  return rows.filter(isValidSubPackage);
}
export function validMeals<M extends Meal>(rows: readonly M[]): M[] {
  return rows.filter(isValidMeal);
}
export function validTransports<T extends Transport>(rows: readonly T[]): T[] {
  return rows.filter(isValidTransport);
}

/**
 * Which counters a sub-package row shows (spec part 1 §2: adult, child or both, by which price is above
 * 0). A counter without a price cannot change (spec part 1 §5).
 */
export function subPackageCounters(s: SubPackage): { adult: boolean; child: boolean } {
  return { adult: hasPrice(s.adultPriceFils), child: hasPrice(s.childPriceFils) };
}

/** The count after a step of +1/−1 (or a typed value): never below 0, and frozen when `priced` is false. */
export function stepAddOnCount(current: number, next: number, priced = true): number {
  if (!priced) return current;
  return Math.max(0, Number.isFinite(next) ? Math.trunc(next) : 0);
}

/**
 * The add-on steps' failure, or null: every chosen sub-package, meal and transport must be a listed row
 * of its step, with whole non-negative counts, no count on a price that is empty or 0, and a two-way
 * price when two-way is chosen. Rows with all counts 0 are ignored.
 */
export function addOnFailure(
  selection: Pick<BookingSelection, 'subPackages' | 'meals' | 'transport'>,
  rows: { subPackages: readonly SubPackage[]; meals: readonly Meal[]; transports: readonly Transport[] },
  enabled: { subPackages: boolean; meals: boolean; transports: boolean },
): BookingFailure | null {
  const whole = (n: number) => Number.isInteger(n) && n >= 0;
  for (const chosen of selection.subPackages ?? []) {
    if (!whole(chosen.adults) || !whole(chosen.children)) return { code: 'invalid_count' };
    if (chosen.adults === 0 && chosen.children === 0) continue;
    const row = rows.subPackages.find((s) => s.id === chosen.id);
    if (!enabled.subPackages || !row || !isValidSubPackage(row)) return { code: 'sub_package_unavailable' };
    const counters = subPackageCounters(row);
    if ((chosen.adults > 0 && !counters.adult) || (chosen.children > 0 && !counters.child)) {
      return { code: 'sub_package_unavailable' };
    }
  }
  for (const chosen of selection.meals ?? []) {
    if (!whole(chosen.qty)) return { code: 'invalid_count' };
    if (chosen.qty === 0) continue;
    const row = rows.meals.find((m) => m.id === chosen.id);
    if (!enabled.meals || !row || !isValidMeal(row)) return { code: 'meal_unavailable' };
  }
  if (selection.transport) {
    const { id, type } = selection.transport;
    const row = rows.transports.find((t) => t.id === id);
    if (!enabled.transports || !row || !offersTransportType(row, type)) return { code: 'transport_unavailable' };
  }
  return null;
}
