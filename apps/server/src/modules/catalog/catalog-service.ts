import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Destination, HomeSettings, PackageCard, Slide, TagSection, Voucher } from '@portal/contract/catalog';
import { homeSettingsSchema } from '@portal/contract/catalog';
import type { Database } from '../../db/client.ts';
import { destinations, packages, packageTags, siteSettings, sliders, tags, vouchers } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { filsToAed } from '../../lib/money.ts';

type DestinationRow = typeof destinations.$inferSelect;
type PackageRow = typeof packages.$inferSelect;
type VoucherRow = typeof vouchers.$inferSelect;

const flag = (v: number) => (v === 1 ? 1 : 0);

export function toDestination(row: DestinationRow): Destination {
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

export function toPackageCard(row: PackageRow, destination: DestinationRow, tagSlugs: string[]): PackageCard {
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

export function toVoucher(row: VoucherRow): Voucher {
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

/** spec part 1 §2 Home: only destinations with hide=0 and enable=1. */
export async function listDestinations(db: Database): Promise<Destination[]> {
  const rows = await db
    .select()
    .from(destinations)
    .where(visibleDestination)
    .orderBy(asc(destinations.position), asc(destinations.id));
  return rows.map(toDestination);
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

export async function cardsFor(
  db: Database,
  rows: { packages: PackageRow; destinations: DestinationRow }[],
): Promise<PackageCard[]> {
  const slugs = await tagSlugsByPackage(
    db,
    rows.map((r) => r.packages.id),
  );
  return rows.map((r) => toPackageCard(r.packages, r.destinations, slugs.get(r.packages.id) ?? []));
}

/** The visible packages of a visible destination, found by slug or id. */
export async function listDestinationPackages(
  db: Database,
  by: { slug?: string | undefined; id?: number | undefined },
): Promise<{ destination: Destination; data: PackageCard[] }> {
  const where = by.slug !== undefined ? eq(destinations.urlSlug, by.slug) : eq(destinations.id, by.id ?? 0);
  const [destination] = await db.select().from(destinations).where(and(where, visibleDestination)).limit(1);
  if (!destination) throw new AppError('destination_not_found');
  const rows = await db
    .select()
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

/**
 * Home data: the Top Offers vouchers (enabled, not expired) and up to three tag sections from the
 * settings, each with at most 6 enabled packages that list the site's name in `checkout` (spec part 1 §2).
 */
export async function readHomeData(
  db: Database,
  options: { siteName: string; today: string },
): Promise<{ voucherData: Voucher[]; tag_sections: TagSection[] }> {
  const voucherRows = await db
    .select()
    .from(vouchers)
    .where(and(eq(vouchers.enable, 1), eq(vouchers.topOffer, 1)))
    .orderBy(asc(vouchers.position), asc(vouchers.id));
  const voucherData = voucherRows.filter((v) => v.expiryDate >= options.today).map(toVoucher);

  const settings = await readHomeSettings(db).catch(() => null);
  const sections: TagSection[] = [];
  if (settings) {
    for (const n of [1, 2, 3] as const) {
      const slug = settings[`tag${n}`];
      if (!slug) continue;
      const rows = await db
        .select({ packages, destinations })
        .from(packages)
        .innerJoin(destinations, eq(destinations.id, packages.destinationId))
        .innerJoin(packageTags, eq(packageTags.packageId, packages.id))
        .innerJoin(tags, eq(tags.id, packageTags.tagId))
        .where(and(eq(tags.slug, slug), eq(packages.enable, 1), eq(packages.hide, 0)))
        .orderBy(asc(packages.position), asc(packages.id));
      const forSite = rows.filter((r) => r.packages.checkout.includes(options.siteName)).slice(0, 6);
      sections.push({
        tag: slug,
        heading: settings[`tag${n}_heading`],
        arabic_heading: settings[`tag${n}_arabic_heading`],
        description: settings[`tag${n}_description`],
        arabic_description: settings[`tag${n}_arabic_description`],
        packages: await cardsFor(db, forSite),
      });
    }
  }
  return { voucherData, tag_sections: sections };
}
