import {
  boolean,
  date,
  type ExtraConfigColumn,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, fils, flag } from './columns.ts';

/**
 * What search matches a row against (docs/decisions/028-search-and-pages.md): its searched texts on
 * lines of their own, folded by the SQL function `portal_search_text` (migration 0006), the mirror of
 * `searchText` in packages/domain/src/search-text.ts. PostgreSQL keeps it up to date on every write.
 */
const searchTextOf = (...columns: string[]) =>
  sql.raw(`portal_search_text(${columns.map((c) => `"${c}"`).join(" || E'\\n' || ")})`);

/**
 * A trigram index on a search text. fastupdate off: new rows go straight into the index instead of a
 * pending list that every search scans until a vacuum, and PGlite runs no autovacuum.
 */
const searchIndex = (name: string, column: ExtraConfigColumn) =>
  index(name).using('gin', column.op('gin_trgm_ops')).with({ fastupdate: false });

export const destinations = pgTable(
  'destinations',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    arabicName: text('arabic_name').notNull(),
    urlSlug: text('url_slug').notNull().unique(),
    description: text('description').notNull().default(''),
    arabicDescription: text('arabic_description').notNull().default(''),
    hoverText: text('hover_text').notNull().default(''),
    arabicHoverText: text('arabic_hover_text').notNull().default(''),
    featuredImage: text('featured_image').notNull().default(''),
    img: text('img').notNull().default(''),
    hide: flag('hide'),
    enable: flag('enable'),
    lat: doublePrecision('lat'),
    lan: doublePrecision('lan'),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    searchText: text('search_text').notNull().generatedAlwaysAs(searchTextOf('name', 'arabic_name')),
  },
  (t) => [
    searchIndex('destinations_search_text_trgm', t.searchText),
    // the destinations list is read by position a page at a time (docs/decisions/072-lists-at-scale.md)
    index('destinations_position_idx').on(t.position, t.id),
  ],
);

export type Amenities = Partial<
  Record<'free_wiFi' | 'free_parking' | 'dining' | 'washrooms' | 'seating' | 'bar_or_lounge' | 'refreshments', 0 | 1>
>;

/**
 * Option-list packages (spec part 1 §9): the first step is a list of priced options instead of
 * counters. Kept as data on the package, never as ids in the code.
 */
export type PackageOptionList = {
  childPriceOnly: boolean;
  /** `date`: the day the option is for, YYYY-MM-DD (docs/decisions/059); absent when it has none */
  options: { id: string; label: string; arabicLabel: string; priceFils: number; exclusive: boolean; date?: string }[];
  notes?: { en: string; ae: string };
};

export const packages = pgTable(
  'packages',
  {
    id: serial('id').primaryKey(),
    destinationId: integer('destination_id')
      .notNull()
      .references(() => destinations.id),
    packageName: text('package_name').notNull(),
    arabicName: text('arabic_name').notNull(),
    urlSlug: text('url_slug').notNull().unique(),
    adultPriceFils: fils('adult_price_fils'),
    childPriceFils: fils('child_price_fils'),
    originalPriceFils: fils('original_price_fils'),
    rating: numeric('rating', { precision: 2, scale: 1 }),
    img: text('img').notNull().default(''),
    megaSliderImages: jsonb('mega_slider_images').$type<string[]>().notNull().default([]),
    offerTag: flag('offer_tag'),
    offerTagText: text('offer_tag_text').notNull().default(''),
    arabicOfferTagText: text('arabic_offer_tag_text').notNull().default(''),
    redirect: flag('redirect'),
    redirectUrl: text('redirect_url').notNull().default(''),
    hide: flag('hide'),
    enable: flag('enable'),
    disabled: flag('disabled'),
    /** the sites that sell this package; a home tag section shows it only when the site's name is listed */
    checkout: jsonb('checkout').$type<string[]>().notNull().default([]),
    position: integer('position').notNull().default(0),
    description: text('description').notNull().default(''),
    arabicDescription: text('arabic_description').notNull().default(''),
    amenities: jsonb('amenities').$type<Amenities>().notNull().default({}),
    lat: doublePrecision('lat'),
    lan: doublePrecision('lan'),
    termConditions: text('term_conditions').notNull().default(''),
    arabicTermConditions: text('arabic_term_conditions').notNull().default(''),
    additionalInfo: text('additional_info').notNull().default(''),
    arabicAdditionalInfo: text('arabic_additional_info').notNull().default(''),
    itinerary: text('itinerary').notNull().default(''),
    arabicItinerary: text('arabic_itinerary').notNull().default(''),
    note: text('note').notNull().default(''),
    arabicNote: text('arabic_note').notNull().default(''),
    enableNote: flag('enable_note'),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    enableDatePicker: flag('enable_date_picker'),
    enableTimePicker: flag('enable_time_picker'),
    enableMeal: flag('enable_meal'),
    enableSubPackages: flag('enable_sub_packages'),
    enableTransport: flag('enable_transport'),
    adultDefaultQty: smallint('adult_default_qty').notNull().default(1),
    childDefaultQty: smallint('child_default_qty').notNull().default(0),
    adultMinQty: smallint('adult_min_qty'),
    adultMaxQty: smallint('adult_max_qty'),
    childMinQty: smallint('child_min_qty'),
    childMaxQty: smallint('child_max_qty'),
    overallMinLimit: smallint('overall_min_limit'),
    /** null = unlimited (spec part 1 §5: treated as 1000) */
    adultOverallLimit: integer('adult_overall_limit'),
    adultBookedTimes: integer('adult_booked_times').notNull().default(0),
    childOverallLimit: integer('child_overall_limit'),
    childBookedTimes: integer('child_booked_times').notNull().default(0),
    eventDates: jsonb('event_dates').$type<string[]>().notNull().default([]),
    disabledDates: jsonb('disabled_dates').$type<string[]>().notNull().default([]),
    /** weekday numbers, sunday=0 … saturday=6 */
    disabledWeeks: jsonb('disabled_weeks').$type<number[]>().notNull().default([]),
    disableBookingPrior: flag('disable_booking_prior'),
    optionList: jsonb('option_list').$type<PackageOptionList>(),
    /**
     * Cancellation policy (decision 036): 'none' (travellers cannot cancel) or 'free' (free cancellation up to
     * cancel_free_hours before the event; after that with a fee of cancel_late_fee_percent of what was paid,
     * or not at all when it is null).
     */
    cancelPolicy: text('cancel_policy', { enum: ['none', 'free'] })
      .notNull()
      .default('none'),
    cancelFreeHours: smallint('cancel_free_hours').notNull().default(24),
    cancelLateFeePercent: smallint('cancel_late_fee_percent'),
    /** facts shown up front (decision 039): how long it lasts, where to meet, what the price includes (one per line) */
    durationMinutes: smallint('duration_minutes'),
    meetingPoint: text('meeting_point').notNull().default(''),
    arabicMeetingPoint: text('arabic_meeting_point').notNull().default(''),
    included: text('included').notNull().default(''),
    arabicIncluded: text('arabic_included').notNull().default(''),
    /** visible verified reviews, kept beside `rating` (their average) by the review service */
    reviewCount: integer('review_count').notNull().default(0),
    /**
     * The slugs of the package's tags, alphabetical: a copy of package_tags joined with tags that the
     * database keeps (triggers of migration 0014), so a card reads its tags with its row (decision 046).
     */
    tagSlugs: text('tag_slugs')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(searchTextOf('package_name', 'arabic_name', 'description', 'arabic_description')),
  },
  (t) => [
    index('packages_destination_idx').on(t.destinationId, t.position),
    // lists and search read packages by position: the first page of a common term is found scanning in order
    index('packages_position_idx').on(t.position, t.id),
    searchIndex('packages_search_text_trgm', t.searchText),
  ],
);

export const tags = pgTable('tags', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  arabicName: text('arabic_name').notNull(),
});

export const packageTags = pgTable(
  'package_tags',
  {
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
    /**
     * The package's position and whether it is listed (enable = 1 and hide = 0), copied from its row by the
     * database (triggers of migration 0025, docs/decisions/072-lists-at-scale.md): a tag's first listed
     * packages are the first entries of one index, whatever the catalogue's size.
     */
    position: integer('position').notNull().default(0),
    listed: boolean('listed').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.packageId, t.tagId] }),
    index('package_tags_tag_idx').on(t.tagId),
    index('package_tags_listed_idx')
      .on(t.tagId, t.position, t.packageId)
      .where(sql`${t.listed}`),
  ],
);

export const subPackages = pgTable('sub_packages', {
  id: serial('id').primaryKey(),
  packageId: integer('package_id')
    .notNull()
    .references(() => packages.id, { onDelete: 'cascade' }),
  packageName: text('package_name').notNull(),
  arabicName: text('arabic_name').notNull().default(''),
  adultPriceFils: fils('adult_price_fils'),
  childPriceFils: fils('child_price_fils'),
  adultPerson: smallint('adult_person'),
  childPerson: smallint('child_person'),
  enable: flag('enable'),
});

export const meals = pgTable('meals', {
  id: serial('id').primaryKey(),
  packageId: integer('package_id')
    .notNull()
    .references(() => packages.id, { onDelete: 'cascade' }),
  mealName: text('meal_name').notNull(),
  arabicName: text('arabic_name').notNull().default(''),
  priceFils: fils('price_fils'),
  description: text('description').notNull().default(''),
  arabicDescription: text('arabic_description').notNull().default(''),
  enable: flag('enable'),
});

export const transports = pgTable('transports', {
  id: serial('id').primaryKey(),
  packageId: integer('package_id')
    .notNull()
    .references(() => packages.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  arabicName: text('arabic_name').notNull().default(''),
  oneWayFils: fils('one_way_fils'),
  twoWayFils: fils('two_way_fils'),
  enable: flag('enable'),
});

export const timeSlots = pgTable('time_slots', {
  id: serial('id').primaryKey(),
  packageId: integer('package_id')
    .notNull()
    .references(() => packages.id, { onDelete: 'cascade' }),
  timeSlot: text('time_slot').notNull(),
  /** tickets per date; null = unlimited (spec part 1 §5: treated as 9999) */
  adultTickets: integer('adult_tickets'),
  childTickets: integer('child_tickets'),
  enable: flag('enable'),
  position: integer('position').notNull().default(0),
});

/** Tickets taken per slot and date; a hold raises `taken` with a conditional update. */
export const slotInventory = pgTable(
  'slot_inventory',
  {
    id: serial('id').primaryKey(),
    timeSlotId: integer('time_slot_id')
      .notNull()
      .references(() => timeSlots.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    adultTaken: integer('adult_taken').notNull().default(0),
    childTaken: integer('child_taken').notNull().default(0),
  },
  (t) => [
    uniqueIndex('slot_inventory_slot_date_uq').on(t.timeSlotId, t.date),
    // the reports' capacity: every slot's dates in a range
    index('slot_inventory_date_idx').on(t.date),
  ],
);

/** Capacity and tickets taken for one package on one date (spec: date availability). */
export const dateAvailability = pgTable(
  'date_availability',
  {
    id: serial('id').primaryKey(),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    adultTickets: integer('adult_tickets'),
    childTickets: integer('child_tickets'),
    adultTaken: integer('adult_taken').notNull().default(0),
    childTaken: integer('child_taken').notNull().default(0),
  },
  (t) => [uniqueIndex('date_availability_package_date_uq').on(t.packageId, t.date)],
);

export const pricesByDate = pgTable(
  'prices_by_date',
  {
    id: serial('id').primaryKey(),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    adultPriceFils: fils('adult_price_fils'),
    childPriceFils: fils('child_price_fils'),
    peakPrice: flag('peak_price'),
  },
  (t) => [uniqueIndex('prices_by_date_package_date_uq').on(t.packageId, t.date)],
);
