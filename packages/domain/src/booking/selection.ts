import { addOnFailure } from './add-ons.ts';
import { dateFailure } from './dates.ts';
import { withinOverallLimits } from './limits.ts';
import { optionListCounts, optionsFailure } from './options.ts';
import { priceBooking, type PricedBooking } from './pricing.ts';
import { quantityFailure } from './quantities.ts';
import { timeFailure } from './slots.ts';
import { enabledSteps, type StepId } from './steps.ts';
import type { Availability, BookingCatalog, BookingFailure, BookingPackage, BookingSelection } from './types.ts';

/** The people a selection books: the counters, or one ticket for an option-list package. */
export function selectionCounts(
  pkg: Pick<BookingPackage, 'optionList'>,
  selection: Pick<BookingSelection, 'adults' | 'children'>,
) {
  return pkg.optionList ? optionListCounts(pkg.optionList) : { adults: selection.adults, children: selection.children };
}

/**
 * One step's failure, or null (spec part 1 §4: a step advances only when it is valid). The browser
 * calls it for the step on screen; `validateSelection` calls it for every enabled step in order.
 */
export function stepFailure(
  step: StepId,
  pkg: BookingPackage,
  selection: BookingSelection,
  context: { catalog: BookingCatalog; availability: Availability },
  now: Date,
): BookingFailure | null {
  const counts = selectionCounts(pkg, selection);
  const { catalog, availability } = context;
  switch (step) {
    case 'user':
      return quantityFailure(pkg, selection.adults, selection.children);
    case 'options':
      return pkg.optionList ? optionsFailure(pkg.optionList, selection.optionIds ?? []) : { code: 'option_unknown' };
    case 'date':
      return dateFailure(pkg, selection.date, availability.date, counts, now);
    case 'time':
      return timeFailure(availability.slots ?? [], selection.timeSlotId, counts);
    case 'sub_packages':
      return addOnFailure({ subPackages: selection.subPackages ?? [] }, rows(catalog), allOn);
    case 'meals':
      return addOnFailure({ meals: selection.meals ?? [] }, rows(catalog), allOn);
    case 'transports':
      return addOnFailure({ transport: selection.transport ?? null }, rows(catalog), allOn);
  }
}

const allOn = { subPackages: true, meals: true, transports: true };
const rows = (c: BookingCatalog) => ({ subPackages: c.subPackages, meals: c.meals, transports: c.transports });

export type SelectionResult =
  | { ok: true; priced: PricedBooking; counts: { adults: number; children: number } }
  | { ok: false; step: StepId | 'book'; failure: BookingFailure };

/**
 * The whole booking rule set, the server's single truth for createPurchase: every enabled step in the
 * specification's order, then add-ons chosen on steps the package does not enable, then the overall
 * limits (Book Now), and the price. Returns the first failure with the step it belongs to.
 */
export function validateSelection(
  pkg: BookingPackage,
  selection: BookingSelection,
  context: { catalog: BookingCatalog; availability: Availability },
  now: Date,
): SelectionResult {
  for (const step of enabledSteps(pkg)) {
    const failure = stepFailure(step, pkg, selection, context, now);
    if (failure) return { ok: false, step, failure };
  }
  const enabled = {
    subPackages: pkg.enableSubPackages === 1,
    meals: pkg.enableMeal === 1,
    transports: pkg.enableTransport === 1,
  };
  const stray = addOnFailure(selection, rows(context.catalog), enabled);
  if (stray) return { ok: false, step: 'book', failure: stray };
  // a date or slot on a package whose step is off is refused rather than silently dropped
  if (pkg.enableDatePicker !== 1 && selection.date) return { ok: false, step: 'book', failure: { code: 'date_not_bookable' } };
  if (pkg.enableTimePicker !== 1 && selection.timeSlotId !== null) {
    return { ok: false, step: 'book', failure: { code: 'time_unavailable' } };
  }
  const counts = selectionCounts(pkg, selection);
  if (!withinOverallLimits(pkg, counts)) return { ok: false, step: 'book', failure: { code: 'quantity_not_available' } };
  return { ok: true, priced: priceBooking(pkg, selection, context.catalog), counts };
}
