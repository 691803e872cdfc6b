import { firstBookableDate, minBookableDate } from './dates.ts';
import { withinOverallLimits } from './limits.ts';
import { adultCounter, childCounter, quantityFailure } from './quantities.ts';
import type { BookingPackage, Flag } from './types.ts';

/**
 * "Could this package be booked as configured?" (decision 035): the console's check of a package's
 * settings against the same rules the booking flow applies to a visitor's choices (quantities, limits,
 * dates, slots, add-ons). The console shows the problems while the operator types; the server refuses to
 * save a package visitors could book that has any, and saves a switched-off one with them as warnings.
 */

/** The package's settings, plus what its extras give: how many enabled slots, sub-packages, meals and transports. */
export type PackageSetup = BookingPackage & {
  redirect: Flag;
  redirectUrl: string;
  adultDefaultQty: number;
  childDefaultQty: number;
  enabledSlots: number;
  enabledSubPackages: number;
  enabledMeals: number;
  enabledTransports: number;
};

/** One reason the package could not be booked: the wire field it belongs to, a code, and the number its text shows. */
export type PackageSetupProblem = { field: string; code: PackageSetupProblemCode; n?: number };

export type PackageSetupProblemCode = keyof (typeof packageSetupProblemTexts)['en'];

/** The texts of the problems in both languages, `{n}` replaced by the problem's number. */
export const packageSetupProblemTexts = {
  en: {
    no_price: 'Give an adult or child price above 0: nothing in the booking has a price',
    redirect_without_url: 'Give the address that Book Now sends visitors to',
    min_above_max: 'The minimum is above the maximum ({n})',
    default_outside: 'The default is outside what visitors may choose ({n} is the nearest allowed)',
    overall_min_unreachable: 'No allowed number of adults and children reaches this minimum',
    limit_reached: 'Only {n} left under the overall limit: visitors cannot book the minimum',
    end_before_start: 'The end date is before the start date',
    every_weekday_disabled: 'Every weekday is disabled: no date can be booked',
    no_end: 'Give an end date or event dates: without them the calendar shows the event as completely booked',
    no_event_date_left: 'No event date is left between the first bookable date and the end date',
    no_date_left: 'No date is left to book: the window has passed or every day in it is disabled',
    no_slot: 'The time step is on, but the package has no enabled time slot',
    no_sub_package: 'The add-ons step is on, but the package has no enabled sub-package',
    no_meal: 'The meal step is on, but the package has no enabled meal',
    no_transport: 'The transport step is on, but the package has no enabled transport',
  },
  ae: {
    no_price: 'أدخل سعرًا للبالغ أو للطفل أكبر من صفر، فلا شيء في الحجز له سعر',
    redirect_without_url: 'أدخل العنوان الذي ينقل إليه زر "احجز الآن" الزوار',
    min_above_max: 'الحد الأدنى أكبر من الحد الأقصى ({n})',
    default_outside: 'القيمة الافتراضية خارج ما يمكن للزوار اختياره (أقرب قيمة مسموحة {n})',
    overall_min_unreachable: 'لا يوجد عدد مسموح من البالغين والأطفال يبلغ هذا الحد الأدنى',
    limit_reached: 'تبقّى {n} فقط ضمن الحد الإجمالي، فلا يستطيع الزوار حجز الحد الأدنى',
    end_before_start: 'تاريخ الانتهاء قبل تاريخ البدء',
    every_weekday_disabled: 'جميع أيام الأسبوع معطّلة، فلا يمكن حجز أي تاريخ',
    no_end: 'أدخل تاريخ انتهاء أو تواريخ الفعالية، وإلا سيظهر التقويم أن الفعالية محجوزة بالكامل',
    no_event_date_left: 'لم يتبقَّ أي تاريخ للفعالية بين أول تاريخ قابل للحجز وتاريخ الانتهاء',
    no_date_left: 'لم يتبقَّ تاريخ للحجز: انتهت الفترة أو أن كل أيامها معطّلة',
    no_slot: 'خطوة الوقت مفعّلة، لكن لا توجد للباقة فترة زمنية مفعّلة',
    no_sub_package: 'خطوة الإضافات مفعّلة، لكن لا توجد للباقة باقة فرعية مفعّلة',
    no_meal: 'خطوة الوجبات مفعّلة، لكن لا توجد للباقة وجبة مفعّلة',
    no_transport: 'خطوة النقل مفعّلة، لكن لا توجد للباقة وسيلة نقل مفعّلة',
  },
} as const;

/** A problem's text in one language, its number filled in. */
export function packageSetupProblemText(problem: PackageSetupProblem, language: 'en' | 'ae'): string {
  return packageSetupProblemTexts[language][problem.code].replace('{n}', String(problem.n ?? ''));
}

/** The problems' texts by field, two on one field joined with "; " (how a refusal names its fields). */
export function packageSetupProblemFields(
  problems: readonly PackageSetupProblem[],
  language: 'en' | 'ae',
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const problem of problems) {
    const text = packageSetupProblemText(problem, language);
    fields[problem.field] = fields[problem.field] ? `${fields[problem.field]}; ${text}` : text;
  }
  return fields;
}

/** The counters' bounds as `quantityFailure` applies them: a package value of null or 0 sets no rule. */
function counterBounds(pkg: PackageSetup) {
  return {
    adult: {
      min: Math.max(adultCounter.min, pkg.adultMinQty ?? 0),
      max: Math.min(adultCounter.max, pkg.adultMaxQty || adultCounter.max),
    },
    child: {
      min: Math.max(childCounter.min, pkg.childMinQty ?? 0),
      max: Math.min(childCounter.max, pkg.childMaxQty || childCounter.max),
    },
  };
}

/**
 * The smallest party the counters allow: each kind at its minimum, then children and adults added up to
 * their maximums until the overall minimum is met. Null when even the maximums fall short of it.
 */
function smallestParty(pkg: PackageSetup): { adults: number; children: number } | null {
  const { adult, child } = counterBounds(pkg);
  let adults = adult.min;
  let children = child.min;
  const missing = () => (pkg.overallMinLimit ?? 0) - adults - children;
  if (missing() > 0) children = Math.min(child.max, children + missing());
  if (missing() > 0) adults = Math.min(adult.max, adults + missing());
  return quantityFailure(pkg, adults, children) === null ? { adults, children } : null;
}

function quantityProblems(pkg: PackageSetup): PackageSetupProblem[] {
  const problems: PackageSetupProblem[] = [];
  const bounds = counterBounds(pkg);
  for (const kind of ['adult', 'child'] as const) {
    const { min, max } = bounds[kind];
    const defaultQty = kind === 'adult' ? pkg.adultDefaultQty : pkg.childDefaultQty;
    if (min > max) problems.push({ field: `${kind}_min_qty`, code: 'min_above_max', n: max });
    else if (defaultQty < min || defaultQty > max) {
      problems.push({ field: `${kind}_default_qty`, code: 'default_outside', n: defaultQty < min ? min : max });
    }
  }
  if (problems.some((p) => p.code === 'min_above_max')) return problems;
  const party = smallestParty(pkg);
  if (!party) return [...problems, { field: 'overall_min_limit', code: 'overall_min_unreachable' }];
  return [...problems, ...limitProblems(pkg, party)];
}

/** Book Now answers 'Sorry, Selected Quantity is not Available' when the overall limits cannot take the smallest party. */
function limitProblems(pkg: PackageSetup, party: { adults: number; children: number }): PackageSetupProblem[] {
  if (withinOverallLimits(pkg, party)) return [];
  const adultsLeft = (pkg.adultOverallLimit ?? Infinity) - pkg.adultBookedTimes;
  if (adultsLeft < party.adults) return [{ field: 'adult_overall_limit', code: 'limit_reached', n: Math.max(0, adultsLeft) }];
  const childrenLeft = (pkg.childOverallLimit ?? Infinity) - pkg.childBookedTimes;
  return [{ field: 'child_overall_limit', code: 'limit_reached', n: Math.max(0, childrenLeft) }];
}

/** The date step's problems: the same window and day rules as the calendar (`firstBookableDate`). */
function dateProblems(pkg: PackageSetup, now: Date): PackageSetupProblem[] {
  if (pkg.startDate && pkg.endDate && pkg.endDate < pkg.startDate) {
    return [{ field: 'end_date', code: 'end_before_start' }];
  }
  if ([0, 1, 2, 3, 4, 5, 6].every((day) => pkg.disabledWeeks.includes(day))) {
    return [{ field: 'disabled_weeks', code: 'every_weekday_disabled' }];
  }
  if (!pkg.endDate && pkg.eventDates.length === 0) return [{ field: 'end_date', code: 'no_end' }];
  if (firstBookableDate(pkg, now) !== null) return [];
  if (pkg.eventDates.length > 0) return [{ field: 'event_dates', code: 'no_event_date_left' }];
  return [
    { field: pkg.endDate && pkg.endDate < minBookableDate(pkg, now) ? 'end_date' : 'disabled_dates', code: 'no_date_left' },
  ];
}

/**
 * Something in the booking has a price (spec part 1 §3): the adult or the child price (a child-only package
 * lets accompanying adults in free), or the sub-packages a visitor must pick from (a pass sold as bundles).
 */
function hasPrice(pkg: PackageSetup): boolean {
  return (
    Boolean(pkg.adultPriceFils) || Boolean(pkg.childPriceFils) || (pkg.enableSubPackages === 1 && pkg.enabledSubPackages > 0)
  );
}

/** A step that is on must have something to choose from, or the visitor is stuck on it. */
function stepProblems(pkg: PackageSetup): PackageSetupProblem[] {
  const steps = [
    { on: pkg.enableTimePicker, count: pkg.enabledSlots, field: 'enable_time_picker', code: 'no_slot' },
    { on: pkg.enableSubPackages, count: pkg.enabledSubPackages, field: 'enable_sub_packages', code: 'no_sub_package' },
    { on: pkg.enableMeal, count: pkg.enabledMeals, field: 'enable_meal', code: 'no_meal' },
    { on: pkg.enableTransport, count: pkg.enabledTransports, field: 'enable_transport', code: 'no_transport' },
  ] as const;
  return steps.filter((s) => s.on === 1 && s.count === 0).map((s) => ({ field: s.field, code: s.code }));
}

/**
 * Every reason the package could not be booked as configured, in the form's order; empty when it can be.
 * A redirect package only needs its address (Book Now leaves the portal); an option-list package is priced
 * and counted by its options (spec part 1 §9), so its counters and package prices are not checked.
 */
export function packageSetupProblems(pkg: PackageSetup, now: Date): PackageSetupProblem[] {
  if (pkg.redirect === 1) {
    return pkg.redirectUrl.trim() ? [] : [{ field: 'redirect_url', code: 'redirect_without_url' }];
  }
  const problems: PackageSetupProblem[] = [];
  if (!pkg.optionList) {
    if (!hasPrice(pkg)) problems.push({ field: 'adult_price', code: 'no_price' });
    problems.push(...quantityProblems(pkg));
  }
  if (pkg.enableDatePicker === 1) problems.push(...dateProblems(pkg, now));
  problems.push(...stepProblems(pkg));
  return problems;
}

/** A problem as an answer carries it: the code as text. */
type NamedProblem = { field: string; code: string };

const sameProblem = (a: NamedProblem) => (b: NamedProblem) => a.field === b.field && a.code === b.code;

/**
 * The problems that stop a save (decision 035; the server and the console apply the same rule). None while the
 * package is not on sale: it is being prepared. Every problem of a package a save puts on sale (a new one,
 * or one that was switched off, disabled or hidden). For a package already on sale only the problems the
 * save adds: one already there (an event whose last date has passed, an older set-up) does not stop the
 * operator from correcting a text, and stays shown as a warning.
 */
export function blockingSetupProblems<P extends NamedProblem>(
  problems: readonly P[],
  onSale: boolean,
  before: { onSale: boolean; problems: readonly NamedProblem[] } | null,
): P[] {
  if (!onSale) return [];
  if (!before?.onSale) return [...problems];
  return problems.filter((problem) => !before.problems.some(sameProblem(problem)));
}
