import type { TimeSlot } from '@portal/contract/bookings';
import type {
  BookingCatalog,
  BookingPackage,
  DateRemaining,
  OptionList,
  PriceByDate,
  SlotAvailability,
} from '@portal/domain/booking/index';
import type { PackageDetails } from '../../lib/package-details.ts';

/**
 * The package page's wire data (AED with at most two decimals, spec field names) in the shape the
 * booking rules of packages/domain read (integer fils, camelCase), so the browser runs the same rules
 * the server's createPurchase runs.
 */
export function toFils(aed: number): number;
export function toFils(aed: number | null): number | null;
export function toFils(aed: number | null): number | null {
  return aed === null ? null : Math.round(aed * 100);
}

export const filsToAed = (fils: number): number => fils / 100;

function optionListOf(list: NonNullable<PackageDetails['option_list']>): OptionList {
  return {
    childPriceOnly: list.child_price_only === 1,
    options: list.options.map((o) => ({
      id: o.id,
      label: o.label,
      arabicLabel: o.arabic_label,
      priceFils: toFils(o.price),
      exclusive: o.exclusive === 1,
      ...(o.date ? { date: o.date } : {}),
    })),
    ...(list.notes ? { notes: list.notes } : {}),
  };
}

export function bookingPackageOf(pkg: PackageDetails): BookingPackage {
  return {
    id: pkg.id,
    adultPriceFils: toFils(pkg.adult_price ?? pkg.price),
    childPriceFils: toFils(pkg.child_price),
    startDate: pkg.start_date,
    endDate: pkg.end_date,
    enableDatePicker: pkg.enable_date_picker,
    enableTimePicker: pkg.enable_time_picker,
    enableSubPackages: pkg.enable_sub_packages,
    enableTransport: pkg.enable_transport,
    enableMeal: pkg.enable_meal,
    adultMinQty: pkg.adult_min_qty,
    adultMaxQty: pkg.adult_max_qty,
    childMinQty: pkg.child_min_qty,
    childMaxQty: pkg.child_max_qty,
    overallMinLimit: pkg.overall_min_limit,
    adultOverallLimit: pkg.adult_overall_limit,
    adultBookedTimes: pkg.adult_booked_times,
    childOverallLimit: pkg.child_overall_limit,
    childBookedTimes: pkg.child_booked_times,
    // already a list and weekday numbers: lib/package-details.ts reads the spec's forms where the package is fetched
    eventDates: pkg.event_dates,
    disabledDates: pkg.disabled_dates,
    disabledWeeks: pkg.disabled_weeks,
    disableBookingPrior: pkg.disable_booking_prior,
    optionList: pkg.option_list ? optionListOf(pkg.option_list) : null,
  };
}

/** The add-on rows of the package, with the chosen date's prices when the server gave any. */
export function bookingCatalogOf(pkg: PackageDetails, priceByDate: PriceByDate | null): BookingCatalog {
  return {
    subPackages: pkg.sub_packages.map((s) => ({
      id: s.id,
      packageName: s.package_name,
      adultPriceFils: toFils(s.adult_price),
      childPriceFils: toFils(s.child_price),
      enable: s.enable,
    })),
    meals: pkg.meals.map((m) => ({ id: m.id, mealName: m.meal_name, priceFils: toFils(m.price), enable: m.enable })),
    transports: pkg.transport.map((t) => ({
      id: t.id,
      name: t.name,
      oneWayFils: toFils(t.one_way),
      twoWayFils: toFils(t.two_way),
      enable: t.enable,
    })),
    priceByDate,
  };
}

/** Tickets left on the wire, "" for unlimited (spec part 1 §3 Time slot), as the rules read them: null for unlimited. */
export function remainingOf(wire: number | ''): number | null {
  return wire === '' ? null : wire;
}

/** dateAvailabilityCheck's answer as the rules read it. */
export function dateRemainingOf(wire: { adult_tickets: number | ''; child_tickets: number | '' }): DateRemaining {
  return { adultTickets: remainingOf(wire.adult_tickets), childTickets: remainingOf(wire.child_tickets) };
}

/** packageSlots lists only enabled slots (the contract's TimeSlot carries no flag). */
export function slotAvailabilityOf(wire: TimeSlot): SlotAvailability {
  return {
    id: wire.id,
    timeSlot: wire.time_slot,
    enable: 1,
    adultTickets: remainingOf(wire.adult_tickets),
    childTickets: remainingOf(wire.child_tickets),
  };
}
