import { and, asc, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Destination, HomeSettings, PackageCard, Slide, TagSection, Voucher } from '@portal/contract/catalog';
import { firstPageSize, homeSettingsSchema } from '@portal/contract/catalog';
import type { Database } from '../../db/client.ts';
import { destinations, packages, packageTags, siteSettings, sliders, tags, vouchers } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { filsToAed } from '../../lib/money.ts';
import { cancelPolicyView } from '../booking/index.ts';

type DestinationRow = typeof destinations.$inferSelect;
type PackageRow = typeof packages.$inferSelect;
type VoucherRow = typeof vouchers.$inferSelect;
type VoucherCardRow = Pick<VoucherRow, keyof typeof voucherCardColumns>;

/** The package columns a card shows (spec part 1 §2 cards): lists select these, never the long texts. */
export const cardPackageColumns = {
  id: packages.id,
  packageName: packages.packageName,
  arabicName: packages.arabicName,
  urlSlug: packages.urlSlug,
  adultPriceFils: packages.adultPriceFils,
  childPriceFils: packages.childPriceFils,
  originalPriceFils: packages.originalPriceFils,
  rating: packages.rating,
  img: packages.img,
  offerTag: packages.offerTag,
  offerTagText: packages.offerTagText,
  arabicOfferTagText: packages.arabicOfferTagText,
  redirect: packages.redirect,
  redirectUrl: packages.redirectUrl,
  hide: packages.hide,
  enable: packages.enable,
  disabled: packages.disabled,
  checkout: packages.checkout,
  position: packages.position,
  reviewCount: packages.reviewCount,
  durationMinutes: packages.durationMinutes,
  cancelPolicy: packages.cancelPolicy,
  cancelFreeHours: packages.cancelFreeHours,
  cancelLateFeePercent: packages.cancelLateFeePercent,
};
/** A card's package and destination columns, for `select()` on packages joined with destinations. */
export const cardColumns = {
  pkg: cardPackageColumns,
  destination: { id: destinations.id, name: destinations.name, arabicName: destinations.arabicName },
};
type CardPackage = Pick<PackageRow, keyof typeof cardPackageColumns>;
type CardDestination = Pick<DestinationRow, 'id' | 'name' | 'arabicName'>;
export type CardRow = { pkg: CardPackage; destination: CardDestination };

/**
 * A card's tag slugs, alphabetical: the package row's copy of its package_tags, which the database keeps
 * (migration 0014, docs/decisions/046-package-tag-slugs.md), so a card costs no subquery.
 */
export const cardTagSlugs = packages.tagSlugs;

/** A card's columns with its tag slugs, for `select()` on packages joined with destinations. */
export const cardWithTagsColumns = { ...cardColumns, tagSlugs: cardTagSlugs };
export type CardWithTagsRow = CardRow & { tagSlugs: string[] };

/**
 * A statement built once per database and run with placeholders: the hot public reads skip Drizzle's
 * query building on every call, and PostgreSQL servers keep the named statement parsed per connection.
 */
export function preparedPer<T>(build: (db: Database) => T): (db: Database) => T {
  const built = new WeakMap<Database, T>();
  return (db) => {
    let statement = built.get(db);
    if (statement === undefined) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}

/** The destination columns of the answers (spec part 1 §3 Destination): not the search text. */
export const destinationColumns = {
  id: destinations.id,
  name: destinations.name,
  arabicName: destinations.arabicName,
  urlSlug: destinations.urlSlug,
  description: destinations.description,
  arabicDescription: destinations.arabicDescription,
  hoverText: destinations.hoverText,
  arabicHoverText: destinations.arabicHoverText,
  featuredImage: destinations.featuredImage,
  img: destinations.img,
  hide: destinations.hide,
  enable: destinations.enable,
  lat: destinations.lat,
  lan: destinations.lan,
};

/** The voucher columns of a card (spec part 1 §3 Voucher). */
export const voucherCardColumns = {
  id: vouchers.id,
  name: vouchers.name,
  arabicName: vouchers.arabicName,
  vendorName: vouchers.vendorName,
  vendorArabicName: vouchers.vendorArabicName,
  amountFils: vouchers.amountFils,
  description: vouchers.description,
  arabicDescription: vouchers.arabicDescription,
  expiryDate: vouchers.expiryDate,
  img: vouchers.img,
  urlSlug: vouchers.urlSlug,
  bgColor: vouchers.bgColor,
  destinationId: vouchers.destinationId,
};

/** Which page of a list a client asked for; neither field is the first page at the list's own size. */
export type PageRequest = { page?: number | undefined; limit?: number | undefined };

export function pageWindow(request: PageRequest, firstPage: number): { limit: number; offset: number } {
  const limit = request.limit ?? firstPage;
  return { limit, offset: ((request.page ?? 1) - 1) * limit };
}

/** A page of rows fetched with one row beyond the limit: that extra row only says a next page has more. */
export function pageOf<T>(rows: T[], limit: number): { rows: T[]; has_more: 0 | 1 } {
  return { rows: rows.slice(0, limit), has_more: rows.length > limit ? 1 : 0 };
}

const flag = (v: number) => (v === 1 ? 1 : 0);

export function toDestination(row: Pick<DestinationRow, keyof typeof destinationColumns>): Destination {
  return {
    id: row.id,
    name: row.name,
    arabic_name: row.arabicName,
    url_slug: row.urlSlug,
    description: row.description,
    arabic_description: row.arabicDescription,
    hover_text: row.hoverText,
    arabic_hover_text: row.arabicHoverText,
    featured_image: row.featuredImage,
    img: row.img,
    hide: flag(row.hide),
    enable: flag(row.enable),
    lat: row.lat,
    lan: row.lan,
  };
}

export function toPackageCard(row: CardPackage, destination: CardDestination, tagSlugs: string[]): PackageCard {
  return {
    id: row.id,
    package_name: row.packageName,
    arabic_name: row.arabicName,
    url_slug: row.urlSlug,
    price: filsToAed(row.adultPriceFils),
    adult_price: filsToAed(row.adultPriceFils),
    child_price: filsToAed(row.childPriceFils),
    original_price: filsToAed(row.originalPriceFils),
    rating: row.rating === null ? null : Number(row.rating),
    img: row.img,
    destination_id: destination.id,
    destination_name: destination.name,
    destination_arabic_name: destination.arabicName,
    offer_tag: flag(row.offerTag),
    offer_tag_text: row.offerTagText,
    arabic_offer_tag_text: row.arabicOfferTagText,
    redirect: flag(row.redirect),
    redirect_url: row.redirectUrl,
    hide: flag(row.hide),
    enable: flag(row.enable),
    disabled: flag(row.disabled),
    checkout: row.checkout,
    tags: tagSlugs,
    position: row.position,
    review_count: row.reviewCount,
    duration_minutes: row.durationMinutes,
    cancellation: cancelPolicyView(row),
  };
}

export function toVoucher(row: VoucherCardRow): Voucher {
  return {
    id: row.id,
    name: row.name,
    arabic_name: row.arabicName,
    vendor_name: row.vendorName,
    vendor_arabic_name: row.vendorArabicName,
    amount: filsToAed(row.amountFils),
    description: row.description,
    arabic_description: row.arabicDescription,
    expiry_date: row.expiryDate,
    img: row.img,
    url_slug: row.urlSlug,
    bg_color: row.bgColor,
    destination_id: row.destinationId,
  };
}

export const visibleDestination = and(eq(destinations.hide, 0), eq(destinations.enable, 1));
export const visiblePackage = and(eq(packages.hide, 0), eq(packages.enable, 1));

export async function listSlides(db: Database): Promise<Slide[]> {
  const rows = await db.select().from(sliders).where(eq(sliders.enable, 1)).orderBy(asc(sliders.position), asc(sliders.id));
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    arabic_title: r.arabicTitle,
    image: r.image,
    mobile_image: r.mobileImage,
    link: r.link,
    position: r.position,
  }));
}

/** spec part 1 §2 Home: only destinations with hide=0 and enable=1, a page at a time. */
export async function listDestinations(
  db: Database,
  request: PageRequest = {},
): Promise<{ data: Destination[]; has_more: 0 | 1 }> {
  const { limit, offset } = pageWindow(request, firstPageSize.destinations);
  const rows = await db
    .select(destinationColumns)
    .from(destinations)
    .where(visibleDestination)
    .orderBy(asc(destinations.position), asc(destinations.id))
    .limit(limit + 1)
    .offset(offset);
  const page = pageOf(rows, limit);
  return { data: page.rows.map(toDestination), has_more: page.has_more };
}

export const toCard = (row: CardWithTagsRow): PackageCard => toPackageCard(row.pkg, row.destination, row.tagSlugs);

/**
 * A visible destination with its visible packages and their tags in one statement (a destination
 * without packages is one row whose package is null), by slug or by id.
 */
function destinationPackagesStatement(db: Database, by: 'slug' | 'id') {
  const where = by === 'slug' ? eq(destinations.urlSlug, sql.placeholder('slug')) : eq(destinations.id, sql.placeholder('id'));
  return db
    .select({ destination: destinationColumns, pkg: cardPackageColumns, tagSlugs: cardTagSlugs })
    .from(destinations)
    .leftJoin(packages, and(eq(packages.destinationId, destinations.id), visiblePackage))
    .where(and(where, visibleDestination))
    .orderBy(asc(packages.position), asc(packages.id))
    .prepare(`catalog_destination_packages_by_${by}`);
}
const destinationPackagesBySlug = preparedPer((db) => destinationPackagesStatement(db, 'slug'));
const destinationPackagesById = preparedPer((db) => destinationPackagesStatement(db, 'id'));

/**
 * A JSON object of columns under their field names, built by the database: rows a statement nests in
 * its own answer (json_agg) read as a select of those columns would, as long as they are ints, texts,
 * dates, jsonb or numerics (a JSON number where a select gives a string: `Number()` reads both alike).
 */
export function jsonObject(columns: Record<string, PgColumn | SQL>): SQL {
  const fields = Object.entries(columns).map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`);
  return sql`json_build_object(${sql.join(fields, sql`, `)})`;
}

/** The visible packages of a visible destination, found by slug or id. */
export async function listDestinationPackages(
  db: Database,
  by: { slug?: string | undefined; id?: number | undefined },
): Promise<{ destination: Destination; data: PackageCard[] }> {
  const rows =
    by.slug !== undefined
      ? await destinationPackagesBySlug(db).execute({ slug: by.slug })
      : await destinationPackagesById(db).execute({ id: by.id ?? 0 });
  const destination = rows[0]?.destination;
  if (!destination) throw new AppError('destination_not_found');
  const data: PackageCard[] = [];
  for (const { pkg, tagSlugs } of rows) if (pkg) data.push(toPackageCard(pkg, destination, tagSlugs ?? []));
  return { destination: toDestination(destination), data };
}

const homeSettingsRow = preparedPer((db) =>
  db.select().from(siteSettings).where(eq(siteSettings.key, 'homepage')).limit(1).prepare('catalog_home_settings'),
);

export async function readHomeSettings(db: Database): Promise<HomeSettings> {
  const [row] = await homeSettingsRow(db).execute();
  if (!row) throw new AppError('not_found', { msg: 'Home settings are not configured' });
  return homeSettingsSchema.parse(row.value);
}

/** spec part 1 §2 Home: at most 6 packages per tag section. */
const homeSectionSize = 6;
/** spec part 1 §2 Home: tag1, tag2 and tag3 of the settings */
const homeSectionNumbers = [1, 2, 3] as const;

/** The home settings' value, or null: a scalar subquery of the home statement. */
const homeSettingsValue = sql<unknown>`(select ${siteSettings.value} from ${siteSettings} where ${siteSettings.key} = 'homepage')`;

/** The Top Offers vouchers, enabled and not expired on `today`, by position, as one JSON array. */
const topOfferVouchers = sql<VoucherCardRow[]>`coalesce((select json_agg(${jsonObject(voucherCardColumns)}
  order by ${vouchers.position}, ${vouchers.id}) from ${vouchers}
  where ${and(eq(vouchers.enable, 1), eq(vouchers.topOffer, 1), gte(vouchers.expiryDate, sql.placeholder('today')))}), '[]'::json)`;

/** A home section's card as the home statement nests it. */
type SectionCardRow = CardWithTagsRow & { section: string };

/**
 * The home tag sections' packages as one JSON array, filtered and cut in SQL: for each tag the settings
 * name in tag1…tag3, its first 6 listed packages by position with the site's name in `checkout` (jsonb
 * containment: the list holds that string). Each section reads the first entries of the tag's listed
 * packages in package_tags_listed_idx (docs/decisions/072-lists-at-scale.md), not every tagged package.
 */
function homeSectionCards(): SQL<SectionCardRow[]> {
  const sectionSlugs = sql`(select distinct unnest(array[${sql.join(
    homeSectionNumbers.map((n) => sql`${siteSettings.value}->>${sql.raw(`'tag${n}'`)}`),
    sql`, `,
  )}]) as slug from ${siteSettings} where ${siteSettings.key} = 'homepage')`;
  const card = jsonObject({
    section: sql`${tags.slug}`,
    pkg: jsonObject(cardPackageColumns),
    destination: jsonObject(cardColumns.destination),
    tagSlugs: cardTagSlugs,
  });
  const firstListed = sql`select ${card} as card, ${packageTags.position} as position, ${packageTags.packageId} as package_id
    from ${packageTags} join ${packages} on ${packages.id} = ${packageTags.packageId}
    join ${destinations} on ${destinations.id} = ${packages.destinationId}
    where ${packageTags.tagId} = ${tags.id} and ${packageTags.listed}
      and ${packages.enable} = 1 and ${packages.hide} = 0 and ${packages.checkout} @> ${sql.placeholder('site')}::jsonb
    order by ${packageTags.position}, ${packageTags.packageId}
    limit ${sql.raw(String(homeSectionSize))}`;
  return sql<SectionCardRow[]>`coalesce((select json_agg(home_first.card
      order by ${tags.slug}, home_first.position, home_first.package_id)
    from ${sectionSlugs} home_sections join ${tags} on ${tags.slug} = home_sections.slug
    cross join lateral (${firstListed}) home_first), '[]'::json)`;
}

/**
 * Everything HomeData shows in one statement, whatever the catalogue's size: the settings, the Top
 * Offers vouchers and the sections' cards with their tags (decision 026: six statements before).
 */
const homeDataRow = preparedPer((db) =>
  db
    // each field nested once more: a select of no table writes its fields' own columns unqualified
    .select({
      settings: sql<unknown>`${homeSettingsValue}`,
      vouchers: sql<VoucherCardRow[]>`${topOfferVouchers}`,
      sectionCards: sql<SectionCardRow[]>`${homeSectionCards()}`,
    })
    .from(sql`(values (1)) as home`)
    .prepare('catalog_home_data'),
);

/** The settings' tag sections that name a tag, in order, without their packages. */
function sectionHeads(settings: HomeSettings): Omit<TagSection, 'packages'>[] {
  return homeSectionNumbers
    .filter((n) => settings[`tag${n}`])
    .map((n) => ({
      tag: settings[`tag${n}`],
      heading: settings[`tag${n}_heading`],
      arabic_heading: settings[`tag${n}_arabic_heading`],
      description: settings[`tag${n}_description`],
      arabic_description: settings[`tag${n}_arabic_description`],
    }));
}

/** Each section tag's cards, in order. */
function cardsBySection(rows: SectionCardRow[]): Map<string, PackageCard[]> {
  const cards = new Map<string, PackageCard[]>();
  for (const row of rows) {
    const card = toCard(row);
    const section = cards.get(row.section);
    if (section) section.push(card);
    else cards.set(row.section, [card]);
  }
  return cards;
}

/**
 * Home data: the Top Offers vouchers (enabled, not expired) and up to three tag sections from the
 * settings, each with at most 6 enabled packages that list the site's name in `checkout` (spec part 1 §2).
 */
export async function readHomeData(
  db: Database,
  options: { siteName: string; today: string },
): Promise<{ voucherData: Voucher[]; tag_sections: TagSection[] }> {
  const [row] = await homeDataRow(db).execute({ today: options.today, site: JSON.stringify([options.siteName]) });
  const parsed = homeSettingsSchema.safeParse(row?.settings);
  const heads = parsed.success ? sectionHeads(parsed.data) : [];
  const cards = cardsBySection(row?.sectionCards ?? []);
  const tag_sections = heads.map((head): TagSection => ({ ...head, packages: cards.get(head.tag) ?? [] }));
  return { voucherData: (row?.vouchers ?? []).map(toVoucher), tag_sections };
}
