import { describe, expect, it } from 'vitest';
import {
  blockingSetupProblems,
  packageSetupProblemFields,
  packageSetupProblems,
  packageSetupProblemText,
  packageSetupProblemTexts,
  type PackageSetup,
} from './package-setup.ts';
import { concertOptions, makePackage } from './test-factories.ts';

// 10:00 in Dubai on Wednesday 2026-03-04
const now = new Date('2026-03-04T06:00:00Z');

/** A package that can be booked, with every step off; tests break one setting at a time. */
function setup(overrides: Partial<PackageSetup> = {}): PackageSetup {
  return {
    ...makePackage(),
    redirect: 0,
    redirectUrl: '',
    adultDefaultQty: 1,
    childDefaultQty: 0,
    enabledSlots: 0,
    enabledSubPackages: 0,
    enabledMeals: 0,
    enabledTransports: 0,
    ...overrides,
  };
}

const problemsOf = (overrides: Partial<PackageSetup>) => packageSetupProblems(setup(overrides), now);

describe('packageSetupProblems', () => {
  it('finds nothing wrong with a priced package with every step off', () => {
    expect(problemsOf({})).toEqual([]);
  });

  it('asks for a price unless a child price, an option list or the sub-packages price the booking', () => {
    const noPrice = [{ field: 'adult_price', code: 'no_price' }];
    expect(problemsOf({ adultPriceFils: 0, childPriceFils: null })).toEqual(noPrice);
    expect(problemsOf({ adultPriceFils: null, childPriceFils: 0 })).toEqual(noPrice);
    // a child-only package: accompanying adults go free
    expect(problemsOf({ adultPriceFils: null, childPriceFils: 4_000 })).toEqual([]);
    expect(problemsOf({ adultPriceFils: null, childPriceFils: null, optionList: concertOptions })).toEqual([]);
    // a pass sold as bundles: the sub-packages carry the prices
    expect(problemsOf({ adultPriceFils: null, childPriceFils: null, enableSubPackages: 1, enabledSubPackages: 3 })).toEqual([]);
    expect(problemsOf({ adultPriceFils: null, childPriceFils: null, enableSubPackages: 1 }).map((p) => p.code)).toEqual([
      'no_price',
      'no_sub_package',
    ]);
  });

  it('asks a redirect package only for its address', () => {
    expect(problemsOf({ redirect: 1, redirectUrl: ' ', adultPriceFils: 0, childPriceFils: 0 })).toEqual([
      { field: 'redirect_url', code: 'redirect_without_url' },
    ]);
    expect(problemsOf({ redirect: 1, redirectUrl: 'https://tickets.example/x', adultPriceFils: 0 })).toEqual([]);
  });

  it('refuses a minimum above the maximum, a 0 maximum meaning none as in the booking flow', () => {
    expect(problemsOf({ adultMinQty: 5, adultMaxQty: 3, adultDefaultQty: 5 })).toEqual([
      { field: 'adult_min_qty', code: 'min_above_max', n: 3 },
    ]);
    expect(problemsOf({ childMinQty: 2, childMaxQty: 1, childDefaultQty: 2 })).toEqual([
      { field: 'child_min_qty', code: 'min_above_max', n: 1 },
    ]);
    expect(problemsOf({ adultMinQty: 5, adultMaxQty: 0, adultDefaultQty: 5 })).toEqual([]);
  });

  it('names the nearest allowed value when a default quantity is outside min..max', () => {
    expect(problemsOf({ adultMinQty: 2, adultDefaultQty: 1 })).toEqual([
      { field: 'adult_default_qty', code: 'default_outside', n: 2 },
    ]);
    expect(problemsOf({ childMaxQty: 2, childDefaultQty: 3 })).toEqual([
      { field: 'child_default_qty', code: 'default_outside', n: 2 },
    ]);
    // the adult counter never goes below 1 (spec part 1 §5), whatever the package says
    expect(problemsOf({ adultDefaultQty: 0 })).toEqual([{ field: 'adult_default_qty', code: 'default_outside', n: 1 }]);
  });

  it('refuses an overall minimum that no allowed party reaches', () => {
    expect(problemsOf({ adultMaxQty: 2, childMaxQty: 2, overallMinLimit: 5 })).toEqual([
      { field: 'overall_min_limit', code: 'overall_min_unreachable' },
    ]);
    expect(problemsOf({ adultMaxQty: 2, childMaxQty: 3, overallMinLimit: 5 })).toEqual([]);
  });

  it('says how many are left when the overall limits cannot take the smallest party', () => {
    expect(problemsOf({ adultMinQty: 2, adultDefaultQty: 2, adultOverallLimit: 10, adultBookedTimes: 9 })).toEqual([
      { field: 'adult_overall_limit', code: 'limit_reached', n: 1 },
    ]);
    expect(problemsOf({ childMinQty: 1, childDefaultQty: 1, childOverallLimit: 4, childBookedTimes: 4 })).toEqual([
      { field: 'child_overall_limit', code: 'limit_reached', n: 0 },
    ]);
    expect(problemsOf({ adultOverallLimit: 10, adultBookedTimes: 9 })).toEqual([]);
  });

  it('checks the date window only when the date step is on', () => {
    expect(problemsOf({ startDate: '2026-05-01', endDate: '2026-04-01' })).toEqual([]);
    expect(problemsOf({ enableDatePicker: 1, startDate: '2026-05-01', endDate: '2026-04-01' })).toEqual([
      { field: 'end_date', code: 'end_before_start' },
    ]);
  });

  it('needs an end date or event dates with the date step, else the calendar says completely booked', () => {
    expect(problemsOf({ enableDatePicker: 1 })).toEqual([{ field: 'end_date', code: 'no_end' }]);
    expect(problemsOf({ enableDatePicker: 1, endDate: '2026-12-31' })).toEqual([]);
    expect(problemsOf({ enableDatePicker: 1, eventDates: ['2026-03-20'] })).toEqual([]);
  });

  it('refuses every weekday disabled', () => {
    expect(problemsOf({ enableDatePicker: 1, endDate: '2026-12-31', disabledWeeks: [0, 1, 2, 3, 4, 5, 6] })).toEqual([
      { field: 'disabled_weeks', code: 'every_weekday_disabled' },
    ]);
    expect(problemsOf({ enableDatePicker: 1, endDate: '2026-12-31', disabledWeeks: [0, 1, 2, 3, 4, 5] })).toEqual([]);
  });

  it('refuses event dates that are all past or after the end date', () => {
    expect(problemsOf({ enableDatePicker: 1, eventDates: ['2026-03-01', '2026-03-03'] })).toEqual([
      { field: 'event_dates', code: 'no_event_date_left' },
    ]);
    expect(problemsOf({ enableDatePicker: 1, endDate: '2026-04-30', eventDates: ['2026-05-02'] })).toEqual([
      { field: 'event_dates', code: 'no_event_date_left' },
    ]);
  });

  it('refuses a window that has passed or whose every day is disabled', () => {
    expect(problemsOf({ enableDatePicker: 1, endDate: '2026-03-01' })).toEqual([{ field: 'end_date', code: 'no_date_left' }]);
    expect(problemsOf({ enableDatePicker: 1, endDate: '2026-03-05', disabledDates: ['2026-03-04', '2026-03-05'] })).toEqual([
      { field: 'disabled_dates', code: 'no_date_left' },
    ]);
    // with disable_booking_prior, today and (from 01:00) tomorrow cannot be booked
    expect(problemsOf({ enableDatePicker: 1, endDate: '2026-03-05', disableBookingPrior: 1 })).toEqual([
      { field: 'end_date', code: 'no_date_left' },
    ]);
  });

  it('needs something to choose on each step that is on', () => {
    expect(problemsOf({ enableTimePicker: 1, enableSubPackages: 1, enableMeal: 1, enableTransport: 1, enabledMeals: 2 })).toEqual(
      [
        { field: 'enable_time_picker', code: 'no_slot' },
        { field: 'enable_sub_packages', code: 'no_sub_package' },
        { field: 'enable_transport', code: 'no_transport' },
      ],
    );
    expect(problemsOf({ enableTimePicker: 1, enabledSlots: 1 })).toEqual([]);
  });

  it('lists every problem at once', () => {
    expect(
      problemsOf({ adultPriceFils: 0, childPriceFils: 0, enableDatePicker: 1, enableTimePicker: 1 }).map((p) => p.field),
    ).toEqual(['adult_price', 'end_date', 'enable_time_picker']);
  });
});

describe('blockingSetupProblems', () => {
  const noSlot = { field: 'enable_time_picker', code: 'no_slot' } as const;
  const noPrice = { field: 'adult_price', code: 'no_price' } as const;

  it('lets a package that is not on sale be saved with any problem', () => {
    expect(blockingSetupProblems([noSlot], false, null)).toEqual([]);
    expect(blockingSetupProblems([noSlot], false, { onSale: true, problems: [] })).toEqual([]);
  });

  it('stops every problem of a package a save puts on sale', () => {
    expect(blockingSetupProblems([noSlot], true, null)).toEqual([noSlot]);
    expect(blockingSetupProblems([noSlot], true, { onSale: false, problems: [noSlot] })).toEqual([noSlot]);
  });

  it('stops only the problems a save adds to a package already on sale', () => {
    expect(blockingSetupProblems([noSlot, noPrice], true, { onSale: true, problems: [noSlot] })).toEqual([noPrice]);
    expect(blockingSetupProblems([noSlot], true, { onSale: true, problems: [noSlot] })).toEqual([]);
  });
});

describe('packageSetupProblemText', () => {
  it('fills in the number in English and Arabic', () => {
    const problem = { field: 'adult_overall_limit', code: 'limit_reached', n: 3 } as const;
    expect(packageSetupProblemText(problem, 'en')).toBe('Only 3 left under the overall limit: visitors cannot book the minimum');
    expect(packageSetupProblemText(problem, 'ae')).toContain('3');
    expect(packageSetupProblemText(problem, 'ae')).not.toContain('{n}');
  });

  it('names each field once, two problems of one field joined', () => {
    const problems = [
      { field: 'end_date', code: 'end_before_start' },
      { field: 'end_date', code: 'no_date_left' },
      { field: 'adult_price', code: 'no_price' },
    ] as const;
    expect(packageSetupProblemFields(problems, 'en')).toEqual({
      end_date:
        'The end date is before the start date; No date is left to book: the window has passed or every day in it is disabled',
      adult_price: 'Give an adult or child price above 0: nothing in the booking has a price',
    });
  });

  it('has an Arabic text for every English one', () => {
    expect(Object.keys(packageSetupProblemTexts.ae).sort()).toEqual(Object.keys(packageSetupProblemTexts.en).sort());
  });
});
