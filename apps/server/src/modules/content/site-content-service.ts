import {
  sitePageSchema,
  sitePromotionsSchema,
  type SitePage,
  type SitePageText,
  type SitePromotions,
} from '@portal/contract/site-content';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { destinations, siteSettings } from '../../db/schema/index.ts';
import { defaultHomePromotion, defaultSeeSharjahPromotion, defaultSeeSharjahSlugs, defaultSitePage } from './default-content.ts';

/**
 * The public texts operators edit (decision 035), kept in `site_settings`: one row per page
 * (`page_about`, `page_terms`, `page_privacy`, value `{ text, arabic_text }`) and one for the promotions.
 * A row not written yet reads as the default content, so a database seeded before these rows existed
 * shows the same texts as before.
 */

export const sitePageKey = (page: SitePage) => `page_${page}`;
export const promotionsKey = 'promotions';

async function settingValue(db: Database, key: string): Promise<unknown> {
  const [row] = await db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, key)).limit(1);
  return row?.value;
}

/** sitePage: the page's text in both languages. */
export async function readSitePage(db: Database, page: SitePage): Promise<SitePageText> {
  const value = await settingValue(db, sitePageKey(page));
  return value === undefined ? defaultSitePage(page) : sitePageSchema.parse({ ...(value as object), page });
}

/** The default promotions, listing the default /seesharjah destinations this database has, in their order. */
export async function defaultPromotions(db: Database): Promise<SitePromotions> {
  const rows = await db
    .select({ id: destinations.id, slug: destinations.urlSlug })
    .from(destinations)
    .where(inArray(destinations.urlSlug, defaultSeeSharjahSlugs))
    .orderBy(asc(destinations.id));
  const idOfSlug = new Map(rows.map((row) => [row.slug, row.id]));
  return {
    home: defaultHomePromotion,
    see_sharjah: defaultSeeSharjahPromotion,
    see_sharjah_destination_ids: defaultSeeSharjahSlugs.flatMap((slug) => idOfSlug.get(slug) ?? []),
  };
}

/** sitePromotions: the advertised codes and the /seesharjah list. */
export async function readSitePromotions(db: Database): Promise<SitePromotions> {
  const value = await settingValue(db, promotionsKey);
  return value === undefined ? defaultPromotions(db) : sitePromotionsSchema.parse(value);
}
