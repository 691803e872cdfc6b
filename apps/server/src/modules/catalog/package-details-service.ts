import { and, asc, eq, ilike, or, sql, type AnyColumn } from 'drizzle-orm';
import type { PackageCard } from '@portal/contract/catalog';
import { amenityNames, weekdayNames, type PackageDetails, type Tag } from '@portal/contract/discovery';
import type { Database } from '../../db/client.ts';
import { destinations, meals, packages, packageTags, subPackages, tags, transports } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { filsToAed } from '../../lib/money.ts';
import { cardsFor, reachablePackage, toPackageCard, visibleDestination, visiblePackage } from './catalog-service.ts';

const flag = (v: number) => (v === 1 ? 1 : 0);

type Amenities = (typeof packages.$inferSelect)['amenities'];

/** The amenities switched on, by name in the specification's order (spec part 1 §2 Package page). */
export function amenityList(amenities: Amenities): PackageDetails['amenities'] {
  return amenityNames.filter((name) => amenities[name] === 1);
}

/**
 * Stored weekday numbers (spec part 1 §5: sunday=0, monday=1 … saturday=6) as the comma list of names
 * spec part 1 §3 gives disabled_weeks, Monday first as the week runs in the emirate: [0, 6] → "saturday,sunday".
 */
export function weekdayList(days: readonly number[]): string {
  const mondayFirst = (day: number) => (day + 6) % 7;
  return [...new Set(days)]
    .filter((day) => weekdayNames[day] !== undefined)
    .sort((a, b) => mondayFirst(a) - mondayFirst(b))
    .map((day) => weekdayNames[day])
    .join(',');
}

/** One reachable package by slug with its add-ons (hidden packages stay reachable by their link). */
export async function readPackageDetails(db: Database, slug: string): Promise<PackageDetails> {
  const [row] = await db
    .select()
    .from(packages)
    .innerJoin(destinations, eq(destinations.id, packages.destinationId))
    .where(and(eq(packages.urlSlug, slug), reachablePackage))
    .limit(1);
  if (!row) throw new AppError('package_not_found');
  const p = row.packages;
  const [tagRows, subs, mealRows, transportRows] = await Promise.all([
    db
      .select({ slug: tags.slug })
      .from(packageTags)
      .innerJoin(tags, eq(tags.id, packageTags.tagId))
      .where(eq(packageTags.packageId, p.id))
      .orderBy(asc(tags.slug)),
    db.select().from(subPackages).where(eq(subPackages.packageId, p.id)).orderBy(asc(subPackages.id)),
    db.select().from(meals).where(eq(meals.packageId, p.id)).orderBy(asc(meals.id)),
    db.select().from(transports).where(eq(transports.packageId, p.id)).orderBy(asc(transports.id)),
  ]);
  const card = toPackageCard(
    p,
    row.destinations,
    tagRows.map((t) => t.slug),
  );
  return {
    ...card,
    destination_slug: row.destinations.urlSlug,
    mega_slider_images: JSON.stringify(p.megaSliderImages),
    description: p.description,
    arabic_description: p.arabicDescription,
    amenities: amenityList(p.amenities),
    lat: p.lat,
    lan: p.lan,
    term_conditions: p.termConditions,
    arabic_term_conditions: p.arabicTermConditions,
    additional_info: p.additionalInfo,
    arabic_additional_info: p.arabicAdditionalInfo,
    itinerary: p.itinerary,
    arabic_itinerary: p.arabicItinerary,
    note: p.note,
    arabic_note: p.arabicNote,
    enable_note: flag(p.enableNote),
    start_date: p.startDate,
    end_date: p.endDate,
    enable_date_picker: flag(p.enableDatePicker),
    enable_time_picker: flag(p.enableTimePicker),
    enable_meal: flag(p.enableMeal),
    enable_sub_packages: flag(p.enableSubPackages),
    enable_transport: flag(p.enableTransport),
    adult_default_qty: p.adultDefaultQty,
    child_default_qty: p.childDefaultQty,
    adult_min_qty: p.adultMinQty,
    adult_max_qty: p.adultMaxQty,
    child_min_qty: p.childMinQty,
    child_max_qty: p.childMaxQty,
    overall_min_limit: p.overallMinLimit,
    adult_overall_limit: p.adultOverallLimit,
    adult_booked_times: p.adultBookedTimes,
    child_overall_limit: p.childOverallLimit,
    child_booked_times: p.childBookedTimes,
    event_dates: JSON.stringify(p.eventDates),
    disabled_dates: p.disabledDates,
    disabled_weeks: weekdayList(p.disabledWeeks),
    disable_booking_prior: flag(p.disableBookingPrior),
    sub_packages: subs.map((s) => ({
      id: s.id,
      package_name: s.packageName,
      arabic_name: s.arabicName,
      adult_price: filsToAed(s.adultPriceFils),
      child_price: filsToAed(s.childPriceFils),
      adult_person: s.adultPerson,
      child_person: s.childPerson,
      enable: flag(s.enable),
    })),
    meals: mealRows.map((m) => ({
      id: m.id,
      meal_name: m.mealName,
      arabic_name: m.arabicName,
      price: filsToAed(m.priceFils),
      description: m.description,
      arabic_description: m.arabicDescription,
      enable: flag(m.enable),
    })),
    transport: transportRows.map((t) => ({
      id: t.id,
      name: t.name,
      arabic_name: t.arabicName,
      one_way: filsToAed(t.oneWayFils),
      two_way: filsToAed(t.twoWayFils),
      enable: flag(t.enable),
    })),
    option_list: p.optionList
      ? {
          child_price_only: p.optionList.childPriceOnly ? 1 : 0,
          options: p.optionList.options.map((o) => ({
            id: o.id,
            label: o.label,
            arabic_label: o.arabicLabel,
            price: filsToAed(o.priceFils),
            exclusive: o.exclusive ? 1 : 0,
          })),
          notes: p.optionList.notes ?? null,
        }
      : null,
  };
}

/** A tag's visible packages by position; an unknown tag is an empty list, not a failure (issue 10, spec part 1 §8 'No Packages Found'). */
export async function listTagPackages(db: Database, slug: string): Promise<{ tag: Tag | null; data: PackageCard[] }> {
  const [tag] = await db.select().from(tags).where(eq(tags.slug, slug)).limit(1);
  if (!tag) return { tag: null, data: [] };
  const rows = await db
    .select({ packages, destinations })
    .from(packages)
    .innerJoin(destinations, eq(destinations.id, packages.destinationId))
    .innerJoin(packageTags, eq(packageTags.packageId, packages.id))
    .where(and(eq(packageTags.tagId, tag.id), visiblePackage, visibleDestination))
    .orderBy(asc(packages.position), asc(packages.id));
  return { tag: { slug: tag.slug, name: tag.name, arabic_name: tag.arabicName }, data: await cardsFor(db, rows) };
}

/** Arabic letter forms a searcher may type either way: alef with hamza or madda, alef maqsura, taa marbuta. */
const arabicFrom = 'أإآىة';
const arabicTo = 'ااايه';

export function foldArabic(text: string): string {
  let out = text;
  for (let i = 0; i < arabicFrom.length; i++) out = out.replaceAll(arabicFrom[i]!, arabicTo[i]!);
  return out;
}

const folded = (column: AnyColumn) => sql`translate(${column}, ${arabicFrom}, ${arabicTo})`;

/** LIKE wildcards in the user's term are literal. */
function likePattern(term: string): string {
  return `%${foldArabic(term).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export async function searchPackages(db: Database, term: string, destinationId?: number): Promise<PackageCard[]> {
  const pattern = likePattern(term);
  const matches = or(
    ...[
      packages.packageName,
      packages.arabicName,
      packages.description,
      packages.arabicDescription,
      destinations.name,
      destinations.arabicName,
    ].map((column) => ilike(folded(column), pattern)),
  );
  const rows = await db
    .select({ packages, destinations })
    .from(packages)
    .innerJoin(destinations, eq(destinations.id, packages.destinationId))
    .where(
      and(
        visiblePackage,
        visibleDestination,
        matches,
        destinationId !== undefined ? eq(destinations.id, destinationId) : undefined,
      ),
    )
    .orderBy(asc(packages.position), asc(packages.id))
    .limit(60);
  return cardsFor(db, rows);
}
