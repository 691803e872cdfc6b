import { amenityNames, weekdayNames } from '@portal/contract/discovery';
import type { ConsolePackage, ConsolePackageRow, PackageState } from '@portal/contract/console-packages';
import { consoleSearchPerGroup, type ConsoleSearchHit } from '@portal/contract/console-search';
import {
  availableSlots,
  blockingSetupProblems,
  packageSetupProblems,
  packageSetupProblemFields,
  validMeals,
  validSubPackages,
  validTransports,
  type PackageSetup,
  type PackageSetupProblem,
} from '@portal/domain/booking/index';
import { searchText } from '@portal/domain/search-text';
import { slugOf } from '@portal/domain/slug';
import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  bookings,
  coupons,
  destinations,
  meals,
  packages,
  packageTags,
  subPackages,
  tags,
  timeSlots,
  transports,
  type Amenities,
} from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { inScope, type OperatorScope } from '../../http/operator-access.ts';
import { containing } from '../../lib/like-pattern.ts';
import { aedToFils, filsToAed } from '../../lib/money.ts';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import { recordChange, checkPictures, claimSlug, flagOf, picturesOf, type SlugRules } from '../console/index.ts';

/**
 * The packages catalogue (decision 035). Every change is audited in its own transaction; the actions
 * tell every process that public data changed once it commits. A package visitors could book is saved only
 * when the booking rules could book it as configured (packages/domain package-setup.ts).
 */

type PackageRow = typeof packages.$inferSelect;

const foldedName = sql`portal_search_text(${packages.packageName} || E'\\n' || ${packages.arabicName})`;

const stateConditions: Record<PackageState, SQL | undefined> = {
  enabled: and(eq(packages.enable, 1), eq(packages.disabled, 0), eq(packages.hide, 0)),
  disabled: or(eq(packages.enable, 0), eq(packages.disabled, 1)),
  hidden: eq(packages.hide, 1),
};

export type PackageListRequest = {
  q?: string | undefined;
  destination_id?: number | undefined;
  state?: PackageState | undefined;
  page: number;
  perPage: number;
};

/** consolePackages: every package by position, a page at a time; q matches either name folded as the public search folds it. */
export async function listConsolePackages(
  db: Database,
  request: PackageListRequest,
  scope: OperatorScope,
): Promise<{ data: ConsolePackageRow[]; total: number }> {
  const where = and(
    inScope(scope, 'destination', packages.destinationId),
    request.q ? ilike(foldedName, containing(searchText(request.q))) : undefined,
    request.destination_id === undefined ? undefined : eq(packages.destinationId, request.destination_id),
    request.state ? stateConditions[request.state] : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({ pkg: packages, destinationName: destinations.name, destinationArabicName: destinations.arabicName })
      .from(packages)
      .innerJoin(destinations, eq(destinations.id, packages.destinationId))
      .where(where)
      .orderBy(asc(packages.position), asc(packages.id))
      .limit(request.perPage)
      .offset((request.page - 1) * request.perPage),
    db.select({ n: count() }).from(packages).where(where),
  ]);
  const data = rows.map(({ pkg, destinationName, destinationArabicName }) => ({
    id: pkg.id,
    package_name: pkg.packageName,
    arabic_name: pkg.arabicName,
    url_slug: pkg.urlSlug,
    img: pkg.img,
    destination_id: pkg.destinationId,
    destination_name: destinationName,
    destination_arabic_name: destinationArabicName,
    adult_price: filsToAed(pkg.adultPriceFils),
    position: pkg.position,
    hide: flagOf(pkg.hide),
    enable: flagOf(pkg.enable),
    disabled: flagOf(pkg.disabled),
  }));
  return { data, total: counted?.n ?? 0 };
}

/**
 * The console search's packages (decision 060; admins and members with edit_packages): by name in either
 * language, folded as the public search folds it (on its trigram index), of the caller's destinations only.
 */
export async function searchConsolePackages(db: Database, q: string, scope: OperatorScope): Promise<ConsoleSearchHit[]> {
  const pattern = containing(searchText(q));
  const rows = await db
    .select({ id: packages.id, title: packages.packageName, arabicTitle: packages.arabicName })
    .from(packages)
    .where(
      and(
        // the indexed search text (names and descriptions) narrows, the names decide
        ilike(packages.searchText, pattern),
        ilike(foldedName, pattern),
        inScope(scope, 'destination', packages.destinationId),
      ),
    )
    .orderBy(asc(packages.position), asc(packages.id))
    .limit(consoleSearchPerGroup);
  return rows.map((row) => ({
    title: row.title,
    arabic_title: row.arabicTitle,
    detail: '',
    link: `/backoffice/packages/${row.id}`,
  }));
}

/**
 * consolePackageChoices: every destination of the scope (a package is made only under one of them), every tag,
 * and the checkout site names, this site first.
 */
export async function packageChoices(db: Database, siteName: string, scope: OperatorScope) {
  const [destinationRows, tagRows, listed] = await Promise.all([
    db
      .select({ id: destinations.id, name: destinations.name, arabic_name: destinations.arabicName })
      .from(destinations)
      .where(inScope(scope, 'destination', destinations.id))
      .orderBy(asc(destinations.position), asc(destinations.id)),
    db.select({ slug: tags.slug, name: tags.name, arabic_name: tags.arabicName }).from(tags).orderBy(asc(tags.slug)),
    db.selectDistinct({ site: sql<string>`jsonb_array_elements_text(${packages.checkout})` }).from(packages),
  ]);
  const others = listed.map((row) => row.site).filter((site) => site !== siteName);
  return { destinations: destinationRows, tags: tagRows, sites: [siteName, ...others.sort()] };
}

const notFound = () => new AppError('package_not_found', { fields: { id: 'no such package' } });

/**
 * How many of each add-on the booking steps would list, by the booking flow's own rules (spec part 1 §5).
 * One query after another: inside a transaction they share one connection.
 */
async function extrasOf(db: Database, packageId: number) {
  const slotRows = await db.select().from(timeSlots).where(eq(timeSlots.packageId, packageId));
  const subRows = await db.select().from(subPackages).where(eq(subPackages.packageId, packageId));
  const mealRows = await db.select().from(meals).where(eq(meals.packageId, packageId));
  const transportRows = await db.select().from(transports).where(eq(transports.packageId, packageId));
  return {
    enabled_slots: availableSlots(slotRows, { adults: 0, children: 0 }).length,
    enabled_sub_packages: validSubPackages(subRows).length,
    enabled_meals: validMeals(mealRows).length,
    enabled_transports: validTransports(transportRows).length,
  };
}

type Extras = Awaited<ReturnType<typeof extrasOf>>;
const noExtras: Extras = { enabled_slots: 0, enabled_sub_packages: 0, enabled_meals: 0, enabled_transports: 0 };

async function tagSlugsOf(db: Database, packageId: number): Promise<string[]> {
  const rows = await db
    .select({ slug: tags.slug })
    .from(packageTags)
    .innerJoin(tags, eq(tags.id, packageTags.tagId))
    .where(eq(packageTags.packageId, packageId))
    .orderBy(asc(tags.slug));
  return rows.map((row) => row.slug);
}

/** The package's fields as the console edits them (and the audit log keeps them). */
function editableFields(row: PackageRow, tagSlugs: string[]) {
  return {
    destination_id: row.destinationId,
    package_name: row.packageName,
    arabic_name: row.arabicName,
    url_slug: row.urlSlug,
    adult_price: filsToAed(row.adultPriceFils),
    child_price: filsToAed(row.childPriceFils),
    original_price: filsToAed(row.originalPriceFils),
    offer_tag: flagOf(row.offerTag),
    offer_tag_text: row.offerTagText,
    arabic_offer_tag_text: row.arabicOfferTagText,
    redirect: flagOf(row.redirect),
    redirect_url: row.redirectUrl,
    hide: flagOf(row.hide),
    enable: flagOf(row.enable),
    disabled: flagOf(row.disabled),
    checkout: row.checkout,
    enable_date_picker: flagOf(row.enableDatePicker),
    enable_time_picker: flagOf(row.enableTimePicker),
    enable_meal: flagOf(row.enableMeal),
    enable_sub_packages: flagOf(row.enableSubPackages),
    enable_transport: flagOf(row.enableTransport),
    adult_default_qty: row.adultDefaultQty,
    child_default_qty: row.childDefaultQty,
    adult_min_qty: row.adultMinQty,
    adult_max_qty: row.adultMaxQty,
    child_min_qty: row.childMinQty,
    child_max_qty: row.childMaxQty,
    overall_min_limit: row.overallMinLimit,
    adult_overall_limit: row.adultOverallLimit,
    child_overall_limit: row.childOverallLimit,
    start_date: row.startDate,
    end_date: row.endDate,
    event_dates: row.eventDates,
    disabled_dates: row.disabledDates,
    disabled_weeks: row.disabledWeeks.map((day) => weekdayNames[day]).join(','),
    disable_booking_prior: flagOf(row.disableBookingPrior),
    cancel_policy: row.cancelPolicy,
    cancel_free_hours: row.cancelFreeHours,
    cancel_late_fee_percent: row.cancelLateFeePercent,
    duration_minutes: row.durationMinutes,
    meeting_point: row.meetingPoint,
    arabic_meeting_point: row.arabicMeetingPoint,
    included: row.included,
    arabic_included: row.arabicIncluded,
    enable_note: flagOf(row.enableNote),
    note: row.note,
    arabic_note: row.arabicNote,
    description: row.description,
    arabic_description: row.arabicDescription,
    term_conditions: row.termConditions,
    arabic_term_conditions: row.arabicTermConditions,
    additional_info: row.additionalInfo,
    arabic_additional_info: row.arabicAdditionalInfo,
    itinerary: row.itinerary,
    arabic_itinerary: row.arabicItinerary,
    amenities: amenityNames.filter((name) => row.amenities[name] === 1),
    img: row.img,
    mega_slider_images: row.megaSliderImages,
    tags: tagSlugs,
    position: row.position,
    lat: row.lat,
    lan: row.lan,
  };
}

type SetupFields = Omit<PackageSetup, 'enabledSlots' | 'enabledSubPackages' | 'enabledMeals' | 'enabledTransports'>;

/** What the booking rules read of a package row and its extras. */
function setupOf(row: SetupFields, extras: Extras): PackageSetup {
  return {
    ...row,
    enabledSlots: extras.enabled_slots,
    enabledSubPackages: extras.enabled_sub_packages,
    enabledMeals: extras.enabled_meals,
    enabledTransports: extras.enabled_transports,
  };
}

/** consolePackage: one package with its extras counts, bookings and set-up problems as of `now`. */
export async function readConsolePackage(db: Database, id: number, now: Date): Promise<ConsolePackage> {
  const [row] = await db.select().from(packages).where(eq(packages.id, id));
  if (!row) throw notFound();
  const [extras, tagSlugs, [booked]] = await Promise.all([
    extrasOf(db, id),
    tagSlugsOf(db, id),
    db.select({ n: count() }).from(bookings).where(eq(bookings.packageId, id)),
  ]);
  return {
    id: row.id,
    ...editableFields(row, tagSlugs),
    rating: row.rating === null ? null : Number(row.rating),
    adult_booked_times: row.adultBookedTimes,
    child_booked_times: row.childBookedTimes,
    has_option_list: row.optionList ? 1 : 0,
    extras,
    bookings: booked?.n ?? 0,
    problems: packageSetupProblems(setupOf(row, extras), now),
  };
}

export type PackageChange = Omit<ReturnType<typeof editableFields>, 'url_slug'> & {
  id?: number | undefined;
  url_slug?: string | undefined;
};

/** The package locked for the rest of the transaction: two saves, or a save and a delete, cannot cross. */
async function lockedPackage(tx: Database, id: number): Promise<PackageRow> {
  const [row] = await tx.select().from(packages).where(eq(packages.id, id)).for('update');
  if (!row) throw notFound();
  return row;
}

/** The row's columns from a change: money in fils, rich texts sanitised, weekday names as numbers. */
function columnsOf(change: PackageChange, urlSlug: string) {
  const amenities: Amenities = Object.fromEntries(amenityNames.map((name) => [name, change.amenities.includes(name) ? 1 : 0]));
  return {
    destinationId: change.destination_id,
    packageName: change.package_name,
    arabicName: change.arabic_name,
    urlSlug,
    adultPriceFils: aedToFils(change.adult_price),
    childPriceFils: aedToFils(change.child_price),
    originalPriceFils: aedToFils(change.original_price),
    offerTag: change.offer_tag,
    offerTagText: change.offer_tag_text,
    arabicOfferTagText: change.arabic_offer_tag_text,
    redirect: change.redirect,
    redirectUrl: change.redirect_url,
    hide: change.hide,
    enable: change.enable,
    disabled: change.disabled,
    checkout: [...new Set(change.checkout)],
    enableDatePicker: change.enable_date_picker,
    enableTimePicker: change.enable_time_picker,
    enableMeal: change.enable_meal,
    enableSubPackages: change.enable_sub_packages,
    enableTransport: change.enable_transport,
    adultDefaultQty: change.adult_default_qty,
    childDefaultQty: change.child_default_qty,
    adultMinQty: change.adult_min_qty,
    adultMaxQty: change.adult_max_qty,
    childMinQty: change.child_min_qty,
    childMaxQty: change.child_max_qty,
    overallMinLimit: change.overall_min_limit,
    adultOverallLimit: change.adult_overall_limit,
    childOverallLimit: change.child_overall_limit,
    startDate: change.start_date,
    endDate: change.end_date,
    eventDates: [...new Set(change.event_dates)].sort(),
    disabledDates: [...new Set(change.disabled_dates)].sort(),
    disabledWeeks: weekdayNumbers(change.disabled_weeks),
    disableBookingPrior: change.disable_booking_prior,
    cancelPolicy: change.cancel_policy,
    cancelFreeHours: change.cancel_free_hours,
    cancelLateFeePercent: change.cancel_late_fee_percent,
    durationMinutes: change.duration_minutes,
    meetingPoint: change.meeting_point,
    arabicMeetingPoint: change.arabic_meeting_point,
    included: change.included,
    arabicIncluded: change.arabic_included,
    enableNote: change.enable_note,
    note: change.note,
    arabicNote: change.arabic_note,
    description: sanitizeRichText(change.description),
    arabicDescription: sanitizeRichText(change.arabic_description),
    termConditions: sanitizeRichText(change.term_conditions),
    arabicTermConditions: sanitizeRichText(change.arabic_term_conditions),
    additionalInfo: sanitizeRichText(change.additional_info),
    arabicAdditionalInfo: sanitizeRichText(change.arabic_additional_info),
    itinerary: sanitizeRichText(change.itinerary),
    arabicItinerary: sanitizeRichText(change.arabic_itinerary),
    amenities,
    img: change.img,
    megaSliderImages: change.mega_slider_images,
    position: change.position,
    lat: change.lat,
    lan: change.lan,
  };
}

/** "saturday,sunday" → [0, 6] (spec part 1 §3 disabled_weeks names; the column keeps sunday=0 … saturday=6). */
function weekdayNumbers(list: string): number[] {
  const names = new Set(list.split(',').filter(Boolean));
  return weekdayNames.flatMap((name, day) => (names.has(name) ? [day] : []));
}

const packageSlugs: SlugRules = {
  table: packages,
  id: packages.id,
  slug: packages.urlSlug,
  lockSpace: 7_245_023,
  field: 'url_slug',
  taken: 'Another package already uses this slug',
};

/** The slug of the change: the one typed, or one made from the English name; another package's answers slug_taken. */
async function chosenSlug(tx: Database, change: PackageChange, ownId: number | undefined): Promise<string> {
  const slug = change.url_slug ?? slugOf(change.package_name);
  if (!slug) {
    throw new AppError('invalid_input', {
      fields: { url_slug: 'Type the slug: the English name has no Latin letters or digits' },
    });
  }
  await claimSlug(tx, packageSlugs, slug, ownId);
  return slug;
}

async function checkDestination(tx: Database, destinationId: number): Promise<void> {
  const [found] = await tx.select({ id: destinations.id }).from(destinations).where(eq(destinations.id, destinationId));
  if (!found) throw new AppError('invalid_input', { fields: { destination_id: 'no such destination' } });
}

/** The ids of the tags named by slug; an unknown slug names the tags field. */
async function tagIdsOf(tx: Database, slugs: string[]): Promise<number[]> {
  const wanted = [...new Set(slugs)];
  if (wanted.length === 0) return [];
  const rows = await tx.select({ id: tags.id, slug: tags.slug }).from(tags).where(inArray(tags.slug, wanted));
  const unknown = wanted.filter((slug) => !rows.some((row) => row.slug === slug));
  if (unknown.length > 0) throw new AppError('invalid_input', { fields: { tags: `no such tag: ${unknown.join(', ')}` } });
  return rows.map((row) => row.id);
}

/** Whether visitors could book the package as saved: its page opens, its lists show it and Book Now is on. */
const onSale = (row: Pick<PackageRow, 'enable' | 'disabled' | 'hide'>) =>
  row.enable === 1 && row.disabled === 0 && row.hide === 0;

/**
 * The rule of a save (packages/domain blockingSetupProblems): a package on sale that visitors could not book
 * is refused, naming each field and why in the caller's language; a switched-off, disabled or hidden one is
 * being prepared, so it is saved and the console shows its problems as warnings.
 */
function refuseUnbookable(problems: PackageSetupProblem[], language: 'en' | 'ae'): void {
  if (problems.length > 0) throw new AppError('package_unbookable', { fields: packageSetupProblemFields(problems, language) });
}

/**
 * savePackage: creates a package (no id) or changes one. Its pictures are ones uploaded from the console or
 * its own already (the seeded ones were never uploaded). Answers the id saved.
 */
export async function savePackage(
  db: Database,
  operatorId: number,
  change: PackageChange,
  context: { now: Date; language: 'en' | 'ae' },
): Promise<number> {
  return db.transaction(async (tx) => {
    const before = change.id === undefined ? null : await lockedPackage(tx, change.id);
    await checkDestination(tx, change.destination_id);
    const urlSlug = await chosenSlug(tx, change, before?.id);
    const own = new Set(before ? [before.img, ...before.megaSliderImages] : []);
    const pictures = [
      ...(change.img ? [{ field: 'img', path: change.img }] : []),
      ...picturesOf('mega_slider_images', change.mega_slider_images),
    ];
    await checkPictures(tx, pictures, own);
    const tagIds = await tagIdsOf(tx, change.tags);
    const values = columnsOf(change, urlSlug);
    const extras = before ? await extrasOf(tx, before.id) : noExtras;
    const planned = {
      id: before?.id ?? 0,
      adultBookedTimes: before?.adultBookedTimes ?? 0,
      childBookedTimes: before?.childBookedTimes ?? 0,
      optionList: before?.optionList ?? null,
      ...values,
    };
    const was = before && { onSale: onSale(before), problems: packageSetupProblems(setupOf(before, extras), context.now) };
    const problems = packageSetupProblems(setupOf(planned, extras), context.now);
    refuseUnbookable(blockingSetupProblems(problems, onSale(planned), was), context.language);
    const [after] = before
      ? await tx.update(packages).set(values).where(eq(packages.id, before.id)).returning()
      : await tx.insert(packages).values(values).returning();
    const beforeTags = before ? await tagSlugsOf(tx, before.id) : [];
    await tx.delete(packageTags).where(eq(packageTags.packageId, after!.id));
    if (tagIds.length > 0) await tx.insert(packageTags).values(tagIds.map((tagId) => ({ packageId: after!.id, tagId })));
    await recordChange(tx, {
      operatorId,
      action: 'savePackage',
      entity: 'package',
      entityId: after!.id,
      before: before && editableFields(before, beforeTags),
      after: editableFields(after!, await tagSlugsOf(tx, after!.id)),
    });
    return after!.id;
  });
}

/**
 * deletePackage: a package no booking refers to and no coupon names is deleted with its slots, prices,
 * sub-packages, meals and transports (their foreign keys cascade); otherwise in_use. A booking made meanwhile
 * waits for the lock on the package (its foreign key reads the row), so the check cannot miss it.
 */
export async function deletePackage(db: Database, operatorId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockedPackage(tx, id);
    const [booked] = await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.packageId, id)).limit(1);
    const [named] = await tx
      .select({ id: coupons.id })
      .from(coupons)
      .where(sql`${coupons.packageIds} @> ${JSON.stringify([id])}::jsonb`)
      .limit(1);
    if (booked || named) throw new AppError('in_use');
    const beforeTags = await tagSlugsOf(tx, id);
    await tx.delete(packages).where(eq(packages.id, id));
    await recordChange(tx, {
      operatorId,
      action: 'deletePackage',
      entity: 'package',
      entityId: id,
      before: editableFields(before, beforeTags),
      after: null,
    });
  });
}
