import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Destination, HomeSettings, PackageCard, Slide, TagSection, Voucher } from '@portal/contract/catalog';
import { firstPageSize, homeSettingsSchema } from '@portal/contract/catalog';
import type { Database } from '../../db/client.ts';
import { destinations, packages, packageTags, siteSettings, sliders, tags, vouchers } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { filsToAed } from '../../lib/money.ts';

type DestinationRow = typeof destinations.$inferSelect;
type PackageRow = typeof packages.$inferSelect;
type VoucherRow = typeof vouchers.$inferSelect;

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
};
/** A card's package and destination columns, for `select()` on packages joined with destinations. */
export const cardColumns = {
  pkg: cardPackageColumns,
  destination: { id: destinations.id, name: destinations.name, arabicName: destinations.arabicName },
};
type CardPackage = Pick<PackageRow, keyof typeof cardPackageColumns>;
type CardDestination = Pick<DestinationRow, 'id' | 'name' | 'arabicName'>;
export type CardRow = { pkg: CardPackage; destination: CardDestination };

/** The destination columns of the answers (spec part 1 §3 Destination): not the search text. */
const destinationColumns = {
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
  };
}

export function toVoucher(row: Pick<VoucherRow, keyof typeof voucherCardColumns>): Voucher {
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
/**
 * A package its link opens and the booking actions accept (joined with its destination): enabled in an
 * enabled destination; hide=1 only keeps it out of the lists (decision 020).
 */
export const reachablePackage = and(eq(packages.enable, 1), eq(destinations.enable, 1));

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

async function tagSlugsByPackage(db: Database, packageIds: number[]): Promise<Map<number, string[]>> {
  const result = new Map<number, string[]>();
  if (packageIds.length === 0) return result;
  const rows = await db
    .select({ packageId: packageTags.packageId, slug: tags.slug })
    .from(packageTags)
    .innerJoin(tags, eq(tags.id, packageTags.tagId))
    .where(inArray(packageTags.packageId, packageIds))
    .orderBy(asc(tags.slug));
  for (const r of rows) result.set(r.packageId, [...(result.get(r.packageId) ?? []), r.slug]);
  return result;
}

/** Cards of the selected rows, their tags read in one query for all of them. */
export async function cardsFor(db: Database, rows: CardRow[]): Promise<PackageCard[]> {
  const slugs = await tagSlugsByPackage(
    db,
    rows.map((r) => r.pkg.id),
  );
  return rows.map((r) => toPackageCard(r.pkg, r.destination, slugs.get(r.pkg.id) ?? []));
}

/** The visible packages of a visible destination, found by slug or id. */
export async function listDestinationPackages(
  db: Database,
  by: { slug?: string | undefined; id?: number | undefined },
): Promise<{ destination: Destination; data: PackageCard[] }> {
  const where = by.slug !== undefined ? eq(destinations.urlSlug, by.slug) : eq(destinations.id, by.id ?? 0);
  const [destination] = await db.select(destinationColumns).from(destinations).where(and(where, visibleDestination)).limit(1);
  if (!destination) throw new AppError('destination_not_found');
  const rows = await db
    .select(cardColumns)
    .from(packages)
    .innerJoin(destinations, eq(destinations.id, packages.destinationId))
    .where(and(eq(packages.destinationId, destination.id), visiblePackage))
    .orderBy(asc(packages.position), asc(packages.id));
  return { destination: toDestination(destination), data: await cardsFor(db, rows) };
}

export async function readHomeSettings(db: Database): Promise<HomeSettings> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.key, 'homepage')).limit(1);
  if (!row) throw new AppError('not_found', { msg: 'Home settings are not configured' });
  return homeSettingsSchema.parse(row.value);
}

/** spec part 1 §2 Home: at most 6 packages per tag section. */
const homeSectionSize = 6;

/**
 * One home tag section's packages, filtered and cut in SQL: enabled and shown, with the site's name in
 * `checkout` (jsonb containment: the list holds that string), by position, at most 6.
 */
function homeSectionRows(db: Database, slug: string, siteName: string): Promise<CardRow[]> {
  return db
    .select(cardColumns)
    .from(packages)
    .innerJoin(destinations, eq(destinations.id, packages.destinationId))
    .innerJoin(packageTags, eq(packageTags.packageId, packages.id))
    .innerJoin(tags, eq(tags.id, packageTags.tagId))
    .where(
      and(
        eq(tags.slug, slug),
        eq(packages.enable, 1),
        eq(packages.hide, 0),
        sql`${packages.checkout} @> ${JSON.stringify([siteName])}::jsonb`,
      ),
    )
    .orderBy(asc(packages.position), asc(packages.id))
    .limit(homeSectionSize);
}

/** The settings' tag sections that name a tag, in order, without their packages. */
function sectionHeads(settings: HomeSettings): Omit<TagSection, 'packages'>[] {
  return ([1, 2, 3] as const)
    .filter((n) => settings[`tag${n}`])
    .map((n) => ({
      tag: settings[`tag${n}`],
      heading: settings[`tag${n}_heading`],
      arabic_heading: settings[`tag${n}_arabic_heading`],
      description: settings[`tag${n}_description`],
      arabic_description: settings[`tag${n}_arabic_description`],
    }));
}

/**
 * Home data: the Top Offers vouchers (enabled, not expired) and up to three tag sections from the
 * settings, each with at most 6 enabled packages that list the site's name in `checkout` (spec part 1 §2).
 * Three round trips whatever the catalogue's size: vouchers and settings, the sections, their tags.
 */
export async function readHomeData(
  db: Database,
  options: { siteName: string; today: string },
): Promise<{ voucherData: Voucher[]; tag_sections: TagSection[] }> {
  const [voucherRows, settings] = await Promise.all([
    db
      .select(voucherCardColumns)
      .from(vouchers)
      .where(and(eq(vouchers.enable, 1), eq(vouchers.topOffer, 1), gte(vouchers.expiryDate, options.today)))
      .orderBy(asc(vouchers.position), asc(vouchers.id)),
    readHomeSettings(db).catch(() => null),
  ]);
  const heads = settings ? sectionHeads(settings) : [];
  const sectionRows = await Promise.all(heads.map((head) => homeSectionRows(db, head.tag, options.siteName)));
  const slugs = await tagSlugsByPackage(
    db,
    sectionRows.flat().map((r) => r.pkg.id),
  );
  const tag_sections = heads.map((head, i): TagSection => ({
    ...head,
    packages: (sectionRows[i] ?? []).map((r) => toPackageCard(r.pkg, r.destination, slugs.get(r.pkg.id) ?? [])),
  }));
  return { voucherData: voucherRows.map(toVoucher), tag_sections };
}
