import type { ConsolePackage } from '@portal/contract/console-packages';
import { weekdayNames } from '@portal/contract/discovery';
import type { PackageSetup } from '@portal/domain/booking/index';
import { toLatinDigits } from '../../../lib/digits.ts';
import type { TFunction } from '../../../lib/translator.ts';
import type { ActionFields } from '../../../lib/api.ts';

/**
 * What the admin has typed in the package form, field by field under the wire names of savePackage
 * (packages/contract/src/console-packages.ts), so the form's problems, the domain's set-up problems and the
 * server's refusals all name the same fields. Numbers stay the text typed until they are sent.
 */
export type PackageDraft = {
  destination_id: string;
  package_name: string;
  arabic_name: string;
  url_slug: string;
  adult_price: string;
  child_price: string;
  original_price: string;
  offer_tag: boolean;
  offer_tag_text: string;
  arabic_offer_tag_text: string;
  redirect: boolean;
  redirect_url: string;
  hide: boolean;
  enable: boolean;
  disabled: boolean;
  checkout: string[];
  enable_date_picker: boolean;
  enable_time_picker: boolean;
  enable_meal: boolean;
  enable_sub_packages: boolean;
  enable_transport: boolean;
  adult_default_qty: string;
  child_default_qty: string;
  adult_min_qty: string;
  adult_max_qty: string;
  child_min_qty: string;
  child_max_qty: string;
  overall_min_limit: string;
  adult_overall_limit: string;
  child_overall_limit: string;
  start_date: string;
  end_date: string;
  event_dates: string[];
  disabled_dates: string[];
  /** sunday=0 … saturday=6 */
  disabled_weeks: number[];
  disable_booking_prior: boolean;
  cancel_policy: 'none' | 'free';
  cancel_free_hours: string;
  cancel_late_fee_percent: string;
  duration_minutes: string;
  meeting_point: string;
  arabic_meeting_point: string;
  /** one item per line */
  included: string;
  arabic_included: string;
  enable_note: boolean;
  note: string;
  arabic_note: string;
  description: string;
  arabic_description: string;
  term_conditions: string;
  arabic_term_conditions: string;
  additional_info: string;
  arabic_additional_info: string;
  itinerary: string;
  arabic_itinerary: string;
  amenities: string[];
  img: string;
  mega_slider_images: string[];
  tags: string[];
  position: string;
  lat: string;
  lan: string;
};

export type PackageField = keyof PackageDraft;

/** The problems the form finds before sending, as keys of console-packages.problems. */
export type DraftProblem =
  'required' | 'price_format' | 'whole_number' | 'date_format' | 'coordinate' | 'both_coordinates' | 'percent';

/**
 * A new package: one adult by default, sold on this site (`site`), every step off, and bookings off until
 * the admin switches them on: its time slots and extras are added on the other tabs, after the first save.
 */
export function emptyPackageDraft(site: string | undefined): PackageDraft {
  return {
    destination_id: '',
    package_name: '',
    arabic_name: '',
    url_slug: '',
    adult_price: '',
    child_price: '',
    original_price: '',
    offer_tag: false,
    offer_tag_text: '',
    arabic_offer_tag_text: '',
    redirect: false,
    redirect_url: '',
    hide: false,
    enable: true,
    disabled: true,
    checkout: site ? [site] : [],
    enable_date_picker: false,
    enable_time_picker: false,
    enable_meal: false,
    enable_sub_packages: false,
    enable_transport: false,
    adult_default_qty: '1',
    child_default_qty: '0',
    adult_min_qty: '',
    adult_max_qty: '',
    child_min_qty: '',
    child_max_qty: '',
    overall_min_limit: '',
    adult_overall_limit: '',
    child_overall_limit: '',
    start_date: '',
    end_date: '',
    event_dates: [],
    disabled_dates: [],
    disabled_weeks: [],
    disable_booking_prior: false,
    cancel_policy: 'free',
    cancel_free_hours: '24',
    cancel_late_fee_percent: '',
    duration_minutes: '',
    meeting_point: '',
    arabic_meeting_point: '',
    included: '',
    arabic_included: '',
    enable_note: false,
    note: '',
    arabic_note: '',
    description: '',
    arabic_description: '',
    term_conditions: '',
    arabic_term_conditions: '',
    additional_info: '',
    arabic_additional_info: '',
    itinerary: '',
    arabic_itinerary: '',
    amenities: [],
    img: '',
    mega_slider_images: [],
    tags: [],
    position: '0',
    lat: '',
    lan: '',
  };
}

const numberText = (value: number | null) => (value === null ? '' : String(value));
/** An amount as the price fields show it: whole dirhams bare ("150"), fils with two decimals ("75.50"). */
const priceText = (amount: number | null) =>
  amount === null ? '' : Number.isInteger(amount) ? String(amount) : amount.toFixed(2);

export function draftOfPackage(pkg: ConsolePackage): PackageDraft {
  const names = new Set(pkg.disabled_weeks.split(',').filter(Boolean));
  return {
    package_name: pkg.package_name,
    arabic_name: pkg.arabic_name,
    url_slug: pkg.url_slug,
    offer_tag_text: pkg.offer_tag_text,
    arabic_offer_tag_text: pkg.arabic_offer_tag_text,
    redirect_url: pkg.redirect_url,
    checkout: [...pkg.checkout],
    event_dates: [...pkg.event_dates],
    disabled_dates: [...pkg.disabled_dates],
    note: pkg.note,
    arabic_note: pkg.arabic_note,
    description: pkg.description,
    arabic_description: pkg.arabic_description,
    term_conditions: pkg.term_conditions,
    arabic_term_conditions: pkg.arabic_term_conditions,
    additional_info: pkg.additional_info,
    arabic_additional_info: pkg.arabic_additional_info,
    itinerary: pkg.itinerary,
    arabic_itinerary: pkg.arabic_itinerary,
    img: pkg.img,
    mega_slider_images: [...pkg.mega_slider_images],
    tags: [...pkg.tags],
    destination_id: String(pkg.destination_id),
    adult_price: priceText(pkg.adult_price),
    child_price: priceText(pkg.child_price),
    original_price: priceText(pkg.original_price),
    offer_tag: pkg.offer_tag === 1,
    redirect: pkg.redirect === 1,
    hide: pkg.hide === 1,
    enable: pkg.enable === 1,
    disabled: pkg.disabled === 1,
    enable_date_picker: pkg.enable_date_picker === 1,
    enable_time_picker: pkg.enable_time_picker === 1,
    enable_meal: pkg.enable_meal === 1,
    enable_sub_packages: pkg.enable_sub_packages === 1,
    enable_transport: pkg.enable_transport === 1,
    adult_default_qty: String(pkg.adult_default_qty),
    child_default_qty: String(pkg.child_default_qty),
    adult_min_qty: numberText(pkg.adult_min_qty),
    adult_max_qty: numberText(pkg.adult_max_qty),
    child_min_qty: numberText(pkg.child_min_qty),
    child_max_qty: numberText(pkg.child_max_qty),
    overall_min_limit: numberText(pkg.overall_min_limit),
    adult_overall_limit: numberText(pkg.adult_overall_limit),
    child_overall_limit: numberText(pkg.child_overall_limit),
    start_date: pkg.start_date ?? '',
    end_date: pkg.end_date ?? '',
    disabled_weeks: weekdayNames.flatMap((name, day) => (names.has(name) ? [day] : [])),
    disable_booking_prior: pkg.disable_booking_prior === 1,
    cancel_policy: pkg.cancel_policy,
    cancel_free_hours: String(pkg.cancel_free_hours),
    cancel_late_fee_percent: numberText(pkg.cancel_late_fee_percent),
    duration_minutes: numberText(pkg.duration_minutes),
    meeting_point: pkg.meeting_point,
    arabic_meeting_point: pkg.arabic_meeting_point,
    included: pkg.included,
    arabic_included: pkg.arabic_included,
    enable_note: pkg.enable_note === 1,
    amenities: [...pkg.amenities],
    position: String(pkg.position),
    lat: numberText(pkg.lat),
    lan: numberText(pkg.lan),
  };
}

/** Text typed with Arabic-Indic digits or the Arabic decimal separator, read as Latin. */
const latin = (text: string) => toLatinDigits(text.trim()).replace('\u066B', '.');

/** The amount typed in AED, null when empty, NaN when it is not an amount with at most two decimals. */
export function parsePrice(text: string): number | null {
  const typed = latin(text);
  if (typed === '') return null;
  return /^\d{1,7}(\.\d{1,2})?$/.test(typed) ? Number(typed) : NaN;
}

/** The whole number typed, null when empty, NaN when it is not one. */
export function parseWhole(text: string): number | null {
  const typed = latin(text);
  if (typed === '') return null;
  return /^\d{1,7}$/.test(typed) ? Number(typed) : NaN;
}

function parseCoordinate(text: string, limit: number): number | null {
  const typed = latin(text);
  if (typed === '') return null;
  const value = /^-?\d{1,3}(\.\d{1,12})?$/.test(typed) ? Number(typed) : NaN;
  return Math.abs(value) <= limit ? value : NaN;
}

const priceFields = ['adult_price', 'child_price', 'original_price'] as const;
const wholeFields = [
  'adult_default_qty',
  'child_default_qty',
  'adult_min_qty',
  'adult_max_qty',
  'child_min_qty',
  'child_max_qty',
  'overall_min_limit',
  'adult_overall_limit',
  'child_overall_limit',
  'cancel_free_hours',
  'cancel_late_fee_percent',
  'duration_minutes',
  'position',
] as const;

/** The problems to show before sending: what savePackage's contract would refuse, found while typing. */
export function draftProblems(draft: PackageDraft): Partial<Record<PackageField, DraftProblem>> {
  const problems: Partial<Record<PackageField, DraftProblem>> = {};
  for (const field of ['destination_id', 'package_name', 'arabic_name'] as const) {
    if (!draft[field].trim()) problems[field] = 'required';
  }
  for (const field of priceFields) if (Number.isNaN(parsePrice(draft[field]))) problems[field] = 'price_format';
  for (const field of wholeFields) if (Number.isNaN(parseWhole(draft[field]))) problems[field] = 'whole_number';
  if ((parseWhole(draft.cancel_late_fee_percent) ?? 0) > 100) problems.cancel_late_fee_percent = 'percent';
  for (const field of ['adult_default_qty', 'child_default_qty', 'cancel_free_hours', 'position'] as const) {
    if (parseWhole(draft[field]) === null) problems[field] = 'required';
  }
  for (const field of ['start_date', 'end_date'] as const) {
    if (draft[field] && !/^\d{4}-\d{2}-\d{2}$/.test(draft[field])) problems[field] = 'date_format';
  }
  const lat = parseCoordinate(draft.lat, 90);
  const lan = parseCoordinate(draft.lan, 180);
  if (Number.isNaN(lat)) problems.lat = 'coordinate';
  if (Number.isNaN(lan)) problems.lan = 'coordinate';
  if (!problems.lat && !problems.lan && (lat === null) !== (lan === null))
    problems[lat === null ? 'lat' : 'lan'] = 'both_coordinates';
  if (draft.offer_tag && !draft.offer_tag_text.trim()) problems.offer_tag_text = 'required';
  if (draft.enable_note && !draft.note.trim()) problems.note = 'required';
  return problems;
}

const flag = (on: boolean) => (on ? 1 : 0);
const fils = (text: string) => {
  const amount = parsePrice(text);
  return amount === null || Number.isNaN(amount) ? null : Math.round(amount * 100);
};
const whole = (text: string) => {
  const n = parseWhole(text);
  return n === null || Number.isNaN(n) ? null : n;
};

/** What the package's extras give the booking steps, and what only the server knows (booked counts, option list). */
export type PackageFacts = Pick<ConsolePackage, 'extras' | 'adult_booked_times' | 'child_booked_times' | 'has_option_list'>;

/**
 * The draft as the booking rules read a package (packages/domain package-setup.ts), so the form shows the
 * server's own verdict while the admin types. An option list's contents stay on the Extras tab: here it only
 * matters that there is one (its options price the booking).
 */
export function setupOfDraft(draft: PackageDraft, facts: PackageFacts | null): PackageSetup {
  return {
    id: 0,
    adultPriceFils: fils(draft.adult_price),
    childPriceFils: fils(draft.child_price),
    startDate: draft.start_date || null,
    endDate: draft.end_date || null,
    enableDatePicker: flag(draft.enable_date_picker),
    enableTimePicker: flag(draft.enable_time_picker),
    enableSubPackages: flag(draft.enable_sub_packages),
    enableTransport: flag(draft.enable_transport),
    enableMeal: flag(draft.enable_meal),
    adultMinQty: whole(draft.adult_min_qty),
    adultMaxQty: whole(draft.adult_max_qty),
    childMinQty: whole(draft.child_min_qty),
    childMaxQty: whole(draft.child_max_qty),
    overallMinLimit: whole(draft.overall_min_limit),
    adultOverallLimit: whole(draft.adult_overall_limit),
    adultBookedTimes: facts?.adult_booked_times ?? 0,
    childOverallLimit: whole(draft.child_overall_limit),
    childBookedTimes: facts?.child_booked_times ?? 0,
    eventDates: draft.event_dates,
    disabledDates: draft.disabled_dates,
    disabledWeeks: draft.disabled_weeks,
    disableBookingPrior: flag(draft.disable_booking_prior),
    optionList: facts?.has_option_list ? { childPriceOnly: false, options: [] } : null,
    redirect: flag(draft.redirect),
    redirectUrl: draft.redirect_url,
    adultDefaultQty: whole(draft.adult_default_qty) ?? 0,
    childDefaultQty: whole(draft.child_default_qty) ?? 0,
    enabledSlots: facts?.extras.enabled_slots ?? 0,
    enabledSubPackages: facts?.extras.enabled_sub_packages ?? 0,
    enabledMeals: facts?.extras.enabled_meals ?? 0,
    enabledTransports: facts?.extras.enabled_transports ?? 0,
  };
}

/** Whether the package is on sale as the draft leaves it: enabled, bookings on, shown in the lists. */
export const draftOnSale = (draft: PackageDraft) => draft.enable && !draft.disabled && !draft.hide;

/** Whether the package was on sale as the server last stored it. */
export const packageOnSale = (pkg: Pick<ConsolePackage, 'enable' | 'disabled' | 'hide'>) =>
  pkg.enable === 1 && pkg.disabled === 0 && pkg.hide === 0;

/**
 * Whether visitors can book the package, or the first thing that stops them, as the server decides it
 * (apps/server booking/selection-loader.ts): switched off, bookings disabled, then what the booking rules
 * find missing; a redirect package is booked on the other site, a hidden one from its link.
 */
export type SaleState = 'on_sale' | 'hidden' | 'elsewhere' | 'unbookable' | 'bookings_off' | 'switched_off';

type SaleSwitches = { enable: boolean; disabled: boolean; redirect: boolean; hide: boolean };

function saleStateOf(switches: SaleSwitches, problems: number): SaleState {
  if (!switches.enable) return 'switched_off';
  if (switches.disabled) return 'bookings_off';
  if (problems > 0) return 'unbookable';
  if (switches.redirect) return 'elsewhere';
  return switches.hide ? 'hidden' : 'on_sale';
}

const storedSwitches = (pkg: Pick<ConsolePackage, 'enable' | 'disabled' | 'redirect' | 'hide'>): SaleSwitches => ({
  enable: pkg.enable === 1,
  disabled: pkg.disabled === 1,
  redirect: pkg.redirect === 1,
  hide: pkg.hide === 1,
});

/**
 * What the form says at its top, as keys of console-packages.sale: whether visitors can book the package as
 * the draft leaves it (with the booking rules' `problems` of the draft), and whether that waits for a save —
 * always for a new package, which visitors cannot book before it exists.
 */
export function saleVerdict(
  draft: PackageDraft,
  problems: readonly unknown[],
  stored: Pick<ConsolePackage, 'enable' | 'disabled' | 'redirect' | 'hide' | 'problems'> | null,
): { state: SaleState; pending: boolean } {
  const state = saleStateOf(draft, problems.length);
  const pending = stored === null || saleStateOf(storedSwitches(stored), stored.problems.length) !== state;
  return { state, pending };
}

/**
 * The confirmation of a save, from what the server stored: "created" or "saved", then whether visitors can
 * book it now ("saved; not yet on sale — switch bookings on when it is ready"). A new package with bookings
 * off is also told where its slots and extras go.
 */
export function savedMessage(t: TFunction, saved: ConsolePackage, created: boolean, name: string): string {
  const state = saleStateOf(storedSwitches(saved), saved.problems.length);
  const sale = state === 'bookings_off' && created ? 'bookings_off_new' : state;
  return t('console-packages.edit.done', {
    done: t(created ? 'console-packages.edit.created' : 'console-packages.edit.saved', { name }),
    sale: t(`console-packages.after_save.${sale}`),
  });
}

/**
 * savePackage's fields from a draft with no form problems; `id` is absent for a new package. Each draft field
 * must be one of the action's (a field it does not take fails to compile); the server's schema checks the text.
 */
export function packageInput(draft: PackageDraft, id: number | null): ActionFields<'savePackage'> {
  const { disabled_weeks, ...rest } = draft;
  const fields: Partial<Record<keyof ActionFields<'savePackage'>, string | number>> = id === null ? {} : { id };
  for (const [field, value] of Object.entries(rest) as [keyof typeof rest, (typeof rest)[keyof typeof rest]][]) {
    if (typeof value === 'boolean') fields[field] = flag(value);
    else if (Array.isArray(value)) fields[field] = JSON.stringify(value);
    else fields[field] = latinNumberFields.has(field) ? latin(value) : value.trim();
  }
  fields.disabled_weeks = [...disabled_weeks]
    .sort()
    .map((day) => weekdayNames[day])
    .join(',');
  return fields as ActionFields<'savePackage'>;
}

const latinNumberFields = new Set<string>([...priceFields, ...wholeFields, 'lat', 'lan']);
