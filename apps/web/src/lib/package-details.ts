import type { PackageDetails as WirePackageDetails, WeekdayNames } from '@portal/contract/discovery';

/**
 * packagesDetails answers in the specification's forms (spec part 1 §3 Package); the browser reads
 * them once, where it fetches, into the forms its code works with. One small parser per field.
 */

export type Amenity = WirePackageDetails['amenities'][number];

/** A package as the package page and the booking flow read it. */
export type PackageDetails = Omit<WirePackageDetails, 'mega_slider_images' | 'amenities' | 'event_dates' | 'disabled_weeks'> & {
  /** image paths under files/ */
  mega_slider_images: string[];
  /** in the specification's order */
  amenities: Amenity[];
  /** YYYY-MM-DD */
  event_dates: string[];
  /** weekday numbers, sunday=0, monday=1 … saturday=6 (spec part 1 §5) */
  disabled_weeks: number[];
};

/*
 * The contract's lists, written here because a value import of the contract would bring zod into the
 * page's code; `satisfies` keeps them the same (for the weekdays, in the same order: a name's index is its number).
 */
const weekdayNames = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
] as const satisfies WeekdayNames;

export const amenityNames = [
  'free_wiFi',
  'free_parking',
  'dining',
  'washrooms',
  'seating',
  'bar_or_lounge',
  'refreshments',
] as const satisfies readonly Amenity[];

/** "saturday,sunday" → [6, 0]; names the browser does not know are left out. */
export function weekdayNumbersOf(list: string): number[] {
  const names: readonly string[] = weekdayNames;
  const numbers = list.split(',').map((name) => names.indexOf(name.trim().toLowerCase()));
  return [...new Set(numbers.filter((n) => n >= 0))];
}

/** The JSON text of a list of texts → the list; anything else (malformed text, other values) counts as none. */
export function jsonListOf(text: string): string[] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return [];
  }
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/** The amenity names in the specification's order; a name this browser has no icon or label for is left out. */
export function amenitiesOf(names: readonly string[]): Amenity[] {
  return amenityNames.filter((name) => names.includes(name));
}

export function parsePackageDetails(wire: WirePackageDetails): PackageDetails {
  return {
    ...wire,
    mega_slider_images: jsonListOf(wire.mega_slider_images),
    amenities: amenitiesOf(wire.amenities),
    event_dates: jsonListOf(wire.event_dates),
    disabled_weeks: weekdayNumbersOf(wire.disabled_weeks),
  };
}
