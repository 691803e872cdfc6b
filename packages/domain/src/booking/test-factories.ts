import type { BookingPackage, Meal, OptionList, SlotAvailability, SubPackage, Transport } from './types.ts';

/** A package with every step off and no limits; tests switch on what they are about. */
export function makePackage(overrides: Partial<BookingPackage> = {}): BookingPackage {
  return {
    id: 1,
    adultPriceFils: 46_500,
    childPriceFils: 23_500,
    startDate: null,
    endDate: null,
    enableDatePicker: 0,
    enableTimePicker: 0,
    enableSubPackages: 0,
    enableTransport: 0,
    enableMeal: 0,
    adultMinQty: null,
    adultMaxQty: null,
    childMinQty: null,
    childMaxQty: null,
    overallMinLimit: null,
    adultOverallLimit: null,
    adultBookedTimes: 0,
    childOverallLimit: null,
    childBookedTimes: 0,
    eventDates: [],
    disabledDates: [],
    disabledWeeks: [],
    disableBookingPrior: 0,
    optionList: null,
    ...overrides,
  };
}

export const subPackage = (overrides: Partial<SubPackage> = {}): SubPackage => ({
  id: 11,
  packageName: 'Camel ride',
  adultPriceFils: 5_000,
  childPriceFils: 2_500,
  enable: 1,
  ...overrides,
});

export const meal = (overrides: Partial<Meal> = {}): Meal => ({
  id: 21,
  mealName: 'BBQ dinner',
  priceFils: 7_500,
  enable: 1,
  ...overrides,
});

export const transport = (overrides: Partial<Transport> = {}): Transport => ({
  id: 31,
  name: 'Pickup from Sharjah hotels',
  oneWayFils: 4_000,
  twoWayFils: 7_000,
  enable: 1,
  ...overrides,
});

export const slot = (overrides: Partial<SlotAvailability> = {}): SlotAvailability => ({
  id: 41,
  timeSlot: '10:00',
  enable: 1,
  adultTickets: null,
  childTickets: null,
  ...overrides,
});

const aed = (n: number) => n * 100;

/** spec part 1 §9: 2501 'All Days' 290 AED (exclusive) beside single nights, as the demo seed lists them. */
export const concertOptions: OptionList = {
  childPriceOnly: false,
  options: [
    { id: 'all-days', label: 'All Days', arabicLabel: 'كل الأيام', priceFils: aed(290), exclusive: true },
    { id: 'opening-gala', label: 'Opening Gala Night', arabicLabel: 'ليلة الافتتاح', priceFils: aed(276), exclusive: false },
    { id: 'youth-bands', label: 'Youth Bands Night', arabicLabel: 'ليلة الفرق الشبابية', priceFils: aed(75), exclusive: false },
  ],
};

/** spec part 1 §9: 3092 one hour 250 or two hours 450 AED. */
export const durationOptions: OptionList = {
  childPriceOnly: false,
  options: [
    { id: 'one-hour', label: 'One hour', arabicLabel: 'ساعة واحدة', priceFils: aed(250), exclusive: true },
    { id: 'two-hours', label: 'Two hours', arabicLabel: 'ساعتان', priceFils: aed(450), exclusive: true },
  ],
};

/** spec part 1 §9: 2807 individual 35 and family of 4 for 100 AED, child price only in the demo. */
export const childOnlyOptions: OptionList = {
  childPriceOnly: true,
  options: [
    { id: 'individual', label: 'Individual ticket', arabicLabel: 'تذكرة فردية', priceFils: aed(35), exclusive: true },
    { id: 'family-of-4', label: 'Family of 4', arabicLabel: 'تذكرة عائلية لأربعة أشخاص', priceFils: aed(100), exclusive: true },
  ],
};
