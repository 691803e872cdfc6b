/**
 * The inputs of the booking rules, shaped like the server's rows (camelCase, money in integer fils,
 * 0/1 flags as numbers), so `createPurchase` passes what it loads and the browser maps its wire data once.
 */

/** A 0/1 flag as the specification stores it. */
export type Flag = number;

/** spec part 1 §9: an option-list package's priced choices (same shape as the `option_list` column). */
export type OptionList = {
  childPriceOnly: boolean;
  /** `date`: the day the option is for (a concert's night), YYYY-MM-DD, shown beside it; absent when it has none */
  options: { id: string; label: string; arabicLabel: string; priceFils: number; exclusive: boolean; date?: string }[];
  notes?: { en: string; ae: string };
};

/** The package fields the booking rules read (a subset of a `packages` row). */
export type BookingPackage = {
  id: number;
  adultPriceFils: number | null;
  childPriceFils: number | null;
  startDate: string | null;
  endDate: string | null;
  enableDatePicker: Flag;
  enableTimePicker: Flag;
  enableSubPackages: Flag;
  enableTransport: Flag;
  enableMeal: Flag;
  adultMinQty: number | null;
  adultMaxQty: number | null;
  childMinQty: number | null;
  childMaxQty: number | null;
  overallMinLimit: number | null;
  /** null = unlimited: never caps sales (spec part 1 §5's "1000" is a display bound, decision 020) */
  adultOverallLimit: number | null;
  adultBookedTimes: number;
  childOverallLimit: number | null;
  childBookedTimes: number;
  eventDates: string[];
  disabledDates: string[];
  /** sunday=0 … saturday=6 */
  disabledWeeks: number[];
  disableBookingPrior: Flag;
  optionList: OptionList | null;
};

export type SubPackage = {
  id: number;
  packageName: string;
  adultPriceFils: number | null;
  childPriceFils: number | null;
  enable: Flag;
};

export type Meal = { id: number; mealName: string; priceFils: number | null; enable: Flag };

export type Transport = { id: number; name: string; oneWayFils: number | null; twoWayFils: number | null; enable: Flag };

export type TransportType = 'one_way' | 'two_way';

/**
 * A time slot with the tickets left for the chosen date (capacity minus taken, see `remainingTickets`);
 * null = unlimited (spec part 1 §3 Time slot: "remaining; empty means unlimited").
 */
export type SlotAvailability = {
  id: number;
  timeSlot: string;
  enable: Flag;
  adultTickets: number | null;
  childTickets: number | null;
};

/** Tickets left on one date for the package; null fields = unlimited. A date without a row is unlimited. */
export type DateRemaining = { adultTickets: number | null; childTickets: number | null };

/** A `prices_by_date` row for the chosen date: it overrides the package prices (spec part 1 §7 getPackagePrice). */
export type PriceByDate = { adultPriceFils: number | null; childPriceFils: number | null; peakPrice: Flag };

/** What the visitor chose, step by step. Counts of add-ons left out mean 0. */
export type BookingSelection = {
  adults: number;
  children: number;
  /** the checked options of an option-list package (spec part 1 §9) */
  optionIds?: string[];
  /** YYYY-MM-DD, a calendar date in Asia/Dubai; null when none is chosen */
  date: string | null;
  timeSlotId: number | null;
  subPackages?: { id: number; adults: number; children: number }[];
  meals?: { id: number; qty: number }[];
  transport?: { id: number; type: TransportType } | null;
};

/** The package's add-on rows and the date-dependent data the server loads for one selection. */
export type BookingCatalog = {
  subPackages: SubPackage[];
  meals: Meal[];
  transports: Transport[];
  /** the price row of the chosen date, if any */
  priceByDate?: PriceByDate | null;
};

export type Availability = {
  /** tickets left on the chosen date; null/absent = no limit listed for that date */
  date?: DateRemaining | null;
  /** the package's slots with tickets left on the chosen date */
  slots?: SlotAvailability[];
};

/**
 * Why a selection cannot go on. `n` carries the number the message shows, e.g. `{ code: 'adult_min', n: 2 }`
 * → 'Select Adult - Minimum 2'; for `coupon_min_cart` it is the missing amount in fils.
 */
export type BookingFailure = { code: BookingFailureCode; n?: number };

export type BookingFailureCode = keyof typeof bookingFailureMessages;

/**
 * English texts of the failure codes, `{n}` replaced by the failure's number (spec part 1 §5 and §8).
 * Codes shared with `packages/contract/src/errors.ts` keep its names (date_sold_out, quantity_not_available).
 */
export const bookingFailureMessages = {
  adult_min: 'Select Adult - Minimum {n}',
  adult_max: 'Select Adult - Maximum {n}',
  child_min: 'Select Child - Minimum {n}',
  child_max: 'Select Child - Maximum {n}',
  overall_min: 'Select Minimum {n} Person',
  passengers_min: 'Select Passengers - Minimum 1',
  option_required: 'Please choose an option',
  option_unknown: 'This option is not offered for this package',
  option_conflict: 'This option cannot be combined with the others',
  date_required: 'Please Select a Date',
  date_not_bookable: 'This date cannot be booked, please choose another',
  date_sold_out: 'Event is Completely Booked',
  date_fully_booked: 'Selected Date is Fully Booked',
  slots_fully_booked: 'All Time Slots are Fully Booked, Please Choose Another Date',
  time_required: 'Please Select a Time',
  time_fully_booked: 'Selected Time is Fully Booked',
  time_unavailable: 'This time is not available, please choose another',
  sub_package_unavailable: 'This add-on is not available',
  meal_unavailable: 'This meal is not available',
  transport_unavailable: 'This transport is not available',
  invalid_count: 'Please enter all the valid information',
  quantity_not_available: 'Sorry, Selected Quantity is not Available',
  coupon_min_cart: 'Add {n} Amount more to apply this coupon.',
  coupon_not_valid: 'Coupon not Valid or Expired for this package',
  coupon_not_for_package: 'Coupon not valid for this Package',
} as const;

/** Failures whose number is money in fils, shown in AED. */
const moneyFailures: ReadonlySet<BookingFailureCode> = new Set(['coupon_min_cart']);

/** The English text of a failure, with its number filled in (fils shown as AED with two decimals). */
export function failureText(failure: BookingFailure): string {
  const n = failure.n ?? 0;
  const shown = moneyFailures.has(failure.code) ? (n / 100).toFixed(2) : String(n);
  return bookingFailureMessages[failure.code].replace('{n}', shown);
}
