import { subPackageCounters } from './add-ons.ts';
import { checkedOptions, optionListCounts } from './options.ts';
import type { StepId } from './steps.ts';
import type { BookingCatalog, BookingPackage, BookingSelection, PriceByDate, TransportType } from './types.ts';

/** The unit ticket prices for a date: a `prices_by_date` row overrides the package's prices field by field. */
export function ticketPrices(
  pkg: Pick<BookingPackage, 'adultPriceFils' | 'childPriceFils'>,
  priceByDate: PriceByDate | null | undefined,
): { adultPriceFils: number; childPriceFils: number; peakPrice: boolean } {
  return {
    adultPriceFils: priceByDate?.adultPriceFils ?? pkg.adultPriceFils ?? 0,
    childPriceFils: priceByDate?.childPriceFils ?? pkg.childPriceFils ?? 0,
    // spec part 1 §7 getPackagePrice: the browser toasts 'Peak Pricing applied' when set
    peakPrice: priceByDate?.peakPrice === 1,
  };
}

export type PricedSubPackage = {
  id: number;
  packageName: string;
  adults: number;
  children: number;
  adultPriceFils: number;
  childPriceFils: number;
  amountFils: number;
};
export type PricedMeal = { id: number; mealName: string; qty: number; priceFils: number; amountFils: number };
export type PricedTransport = {
  id: number;
  name: string;
  type: TransportType;
  people: number;
  priceFils: number;
  amountFils: number;
};

/** One package's priced selection; every amount in fils. */
export type PricedBooking = {
  packageId: number;
  /** the people the tickets are for (an option-list booking is one ticket, see `optionListCounts`) */
  adults: number;
  children: number;
  /** unit prices charged; for an option-list package the options' sum sits on its one ticket type */
  adultPriceFils: number;
  childPriceFils: number;
  peakPrice: boolean;
  /** adults × adult price + children × child price (0 for an option-list package) */
  tickets: number;
  /** the sum of the checked options (0 unless option-list) */
  options: number;
  subPackages: number;
  meals: number;
  transport: number;
  subtotal: number;
  lines: {
    options: { id: string; label: string; priceFils: number }[];
    subPackages: PricedSubPackage[];
    meals: PricedMeal[];
    transport: PricedTransport | null;
  };
  /** the amount each priced step shows in the step bar (date and time show the chosen value instead) */
  stepAmounts: Partial<Record<StepId, number>>;
};

/** Who rides: every person on the booking, adults and children alike (an option-list booking: one). */
export function transportPeople(counts: { adults: number; children: number }): number {
  return counts.adults + counts.children;
}

/**
 * Prices a whole selection (spec part 1 §2 and §5): tickets at the date's prices, each chosen
 * sub-package (adult and child counts × its prices, a counter without a price counts 0), meals
 * (qty × price), transport (people × one-way or two-way price). Rows not in the catalog or not
 * valid are left out here; `validateSelection` rejects them before pricing.
 */
export function priceBooking(pkg: BookingPackage, selection: BookingSelection, catalog: BookingCatalog): PricedBooking {
  const list = pkg.optionList;
  let adults = selection.adults;
  let children = selection.children;
  let adultPriceFils: number;
  let childPriceFils: number;
  let peakPrice = false;
  let options: PricedBooking['lines']['options'] = [];
  let optionsAmount = 0;
  let tickets = 0;
  if (list) {
    // spec part 1 §9: options replace the counters; date prices do not apply to them
    ({ adults, children } = optionListCounts(list));
    options = checkedOptions(list, selection.optionIds ?? []).map((o) => ({ id: o.id, label: o.label, priceFils: o.priceFils }));
    optionsAmount = options.reduce((sum, o) => sum + o.priceFils, 0);
    adultPriceFils = list.childPriceOnly ? 0 : optionsAmount;
    childPriceFils = list.childPriceOnly ? optionsAmount : 0;
  } else {
    ({ adultPriceFils, childPriceFils, peakPrice } = ticketPrices(pkg, catalog.priceByDate));
    tickets = adults * adultPriceFils + children * childPriceFils;
  }

  const subPackages: PricedSubPackage[] = [];
  for (const chosen of selection.subPackages ?? []) {
    const row = catalog.subPackages.find((s) => s.id === chosen.id);
    if (!row || (chosen.adults === 0 && chosen.children === 0)) continue;
    const counters = subPackageCounters(row);
    const a = counters.adult ? chosen.adults : 0;
    const c = counters.child ? chosen.children : 0;
    const ap = row.adultPriceFils ?? 0;
    const cp = row.childPriceFils ?? 0;
    subPackages.push({
      id: row.id,
      packageName: row.packageName,
      adults: a,
      children: c,
      adultPriceFils: ap,
      childPriceFils: cp,
      amountFils: a * ap + c * cp,
    });
  }

  const meals: PricedMeal[] = [];
  for (const chosen of selection.meals ?? []) {
    const row = catalog.meals.find((m) => m.id === chosen.id);
    if (!row || chosen.qty === 0) continue;
    const price = row.priceFils ?? 0;
    meals.push({ id: row.id, mealName: row.mealName, qty: chosen.qty, priceFils: price, amountFils: chosen.qty * price });
  }

  let transport: PricedTransport | null = null;
  const chosenTransport = selection.transport;
  const transportRow = chosenTransport ? catalog.transports.find((t) => t.id === chosenTransport.id) : undefined;
  if (chosenTransport && transportRow) {
    const people = transportPeople({ adults, children });
    const price = (chosenTransport.type === 'two_way' ? transportRow.twoWayFils : transportRow.oneWayFils) ?? 0;
    transport = {
      id: transportRow.id,
      name: transportRow.name,
      type: chosenTransport.type,
      people,
      priceFils: price,
      amountFils: people * price,
    };
  }

  const subPackagesAmount = subPackages.reduce((sum, s) => sum + s.amountFils, 0);
  const mealsAmount = meals.reduce((sum, m) => sum + m.amountFils, 0);
  const transportAmount = transport?.amountFils ?? 0;
  const stepAmounts: Partial<Record<StepId, number>> = list ? { options: optionsAmount } : { user: tickets };
  if (pkg.enableSubPackages === 1) stepAmounts.sub_packages = subPackagesAmount;
  if (pkg.enableTransport === 1) stepAmounts.transports = transportAmount;
  if (pkg.enableMeal === 1) stepAmounts.meals = mealsAmount;

  return {
    packageId: pkg.id,
    adults,
    children,
    adultPriceFils,
    childPriceFils,
    peakPrice,
    tickets,
    options: optionsAmount,
    subPackages: subPackagesAmount,
    meals: mealsAmount,
    transport: transportAmount,
    subtotal: tickets + optionsAmount + subPackagesAmount + mealsAmount + transportAmount,
    lines: { options, subPackages, meals, transport },
    stepAmounts,
  };
}
