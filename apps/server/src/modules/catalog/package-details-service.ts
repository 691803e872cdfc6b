import { and, asc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PackageCard } from '@portal/contract/catalog';
import { amenityNames, weekdayNames, type PackageDetails, type Tag } from '@portal/contract/discovery';
import type { Database } from '../../db/client.ts';
import {
  destinations,
  meals,
  packages,
  packageTags,
  pricesByDate,
  subPackages,
  tags,
  transports,
} from '../../db/schema/index.ts';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { AppError } from '../../http/errors.ts';
import { reachablePackage } from '../booking/index.ts';
import { filsToAed } from '../../lib/money.ts';
import { firstPageSize } from '@portal/contract/catalog';
import { dubaiToday } from '@portal/domain/booking/dates';
import {
  cardWithTagsColumns,
  jsonObject,
  pageOf,
  pageWindow,
  preparedPer,
  toCard,
  toPackageCard,
  visibleDestination,
  visiblePackage,
  type PageRequest,
} from './catalog-service.ts';

const flag = (v: number) => (v === 1 ? 1 : 0);

/** Every package column but the search text, which only search reads. */
const { searchText: _searchText, ...detailColumns } = getTableColumns(packages);

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

type SubPackageRow = typeof subPackages.$inferSelect;
type MealRow = typeof meals.$inferSelect;
type TransportRow = typeof transports.$inferSelect;

/**
 * A package's add-on rows as one JSON array, by id, read in the package's own statement: the keys are
 * the schema's field names, so the rows are what a select of those columns gives (ints and texts only).
 */
function addOnRows<T>(table: PgTable, packageId: PgColumn, id: PgColumn, columns: Record<string, PgColumn>): SQL<T[]> {
  return sql<T[]>`coalesce((select json_agg(${jsonObject(columns)} order by ${id}) from ${table}
    where ${packageId} = ${packages.id}), '[]'::json)`;
}

/** One reachable package by slug with its destination, tags and add-ons: one statement, built once. */
const packageDetailsRow = preparedPer((db) =>
  db
    .select({
      pkg: detailColumns,
      destination: {
        id: destinations.id,
        name: destinations.name,
        arabicName: destinations.arabicName,
        urlSlug: destinations.urlSlug,
      },
      tagSlugs: cardWithTagsColumns.tagSlugs,
      subs: addOnRows<SubPackageRow>(subPackages, subPackages.packageId, subPackages.id, getTableColumns(subPackages)),
      mealRows: addOnRows<MealRow>(meals, meals.packageId, meals.id, getTableColumns(meals)),
      transportRows: addOnRows<TransportRow>(transports, transports.packageId, transports.id, getTableColumns(transports)),
      // decision 039 "From AED x": the cheapest adult price listed for a date from today on (Asia/Dubai)
      lowestDatePriceFils: sql<number | null>`(select min(${pricesByDate.adultPriceFils}) from ${pricesByDate}
        where ${pricesByDate.packageId} = ${packages.id} and ${pricesByDate.date} >= ${sql.placeholder('today')}::date)`,
    })
    .from(packages)
    .innerJoin(destinations, eq(destinations.id, packages.destinationId))
    .where(and(eq(packages.urlSlug, sql.placeholder('slug')), reachablePackage))
    .limit(1)
    .prepare('catalog_package_details'),
);

/** The lowest of the package's adult price and the cheapest dated one; null when neither is set. */
function lowestAdultPrice(packageFils: number | null, datedFils: number | null): number | null {
  const prices = [packageFils, datedFils].filter((fils) => fils !== null);
  return prices.length === 0 ? null : Math.min(...prices);
}

/** One reachable package by slug with its add-ons (hidden packages stay reachable by their link). */
export async function readPackageDetails(db: Database, slug: string, now: Date): Promise<PackageDetails> {
  const [row] = await packageDetailsRow(db).execute({ slug, today: dubaiToday(now) });
  if (!row) throw new AppError('package_not_found');
  const { pkg: p, subs, mealRows, transportRows } = row;
  const card = toPackageCard(p, row.destination, row.tagSlugs);
  return {
    ...card,
    destination_slug: row.destination.urlSlug,
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
    meeting_point: p.meetingPoint,
    arabic_meeting_point: p.arabicMeetingPoint,
    included: p.included,
    arabic_included: p.arabicIncluded,
    from_price: filsToAed(lowestAdultPrice(p.adultPriceFils, row.lowestDatePriceFils)),
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
            ...(o.date ? { date: o.date } : {}),
          })),
          notes: p.optionList.notes ?? null,
        }
      : null,
  };
}

/**
 * A tag's visible packages by position, a page at a time; an unknown tag, or none (`tag=undefined`,
 * decision 055), is an empty list, not a failure (decision 018, spec part 1 §8 'No Packages Found').
 */
export async function listTagPackages(
  db: Database,
  slug: string | undefined,
  request: PageRequest = {},
): Promise<{ tag: Tag | null; data: PackageCard[]; has_more: 0 | 1 }> {
  if (slug === undefined) return { tag: null, data: [], has_more: 0 };
  const [tag] = await db.select().from(tags).where(eq(tags.slug, slug)).limit(1);
  if (!tag) return { tag: null, data: [], has_more: 0 };
  const { limit, offset } = pageWindow(request, firstPageSize.packagesByTags);
  const rows = await db
    .select(cardWithTagsColumns)
    .from(packages)
    .innerJoin(destinations, eq(destinations.id, packages.destinationId))
    .innerJoin(packageTags, eq(packageTags.packageId, packages.id))
    // the tag's listed packages in package_tags_listed_idx order (docs/decisions/072-lists-at-scale.md)
    .where(and(eq(packageTags.tagId, tag.id), sql`${packageTags.listed}`, visiblePackage, visibleDestination))
    .orderBy(asc(packageTags.position), asc(packageTags.packageId))
    .limit(limit + 1)
    .offset(offset);
  const page = pageOf(rows, limit);
  return {
    tag: { slug: tag.slug, name: tag.name, arabic_name: tag.arabicName },
    data: page.rows.map(toCard),
    has_more: page.has_more,
  };
}
