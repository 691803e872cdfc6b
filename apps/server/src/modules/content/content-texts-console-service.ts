import type { ConsolePromotion, DestinationChoice } from '@portal/contract/console-content';
import {
  sitePages,
  type Promotion,
  type PromotionSlot,
  type SitePage,
  type SitePageText,
  type SitePromotions,
} from '@portal/contract/site-content';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { coupons, destinations, siteSettings } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { defaultPromotions, promotionsKey, readSitePage, readSitePromotions, sitePageKey } from './site-content-service.ts';
import { recordChange } from '../console/index.ts';

/**
 * The About, Terms and Privacy texts and the advertised codes in the console (decision 035). They
 * are rows of site_settings the public content module reads; each save is audited in its transaction.
 */

/** consoleSitePages: the three pages, as visitors get them. */
export const consoleSitePages = (db: Database): Promise<SitePageText[]> =>
  Promise.all(sitePages.map((page) => readSitePage(db, page)));

/** saveSitePage: replaces a page's text in both languages; the audit keeps the text visitors saw before. */
export async function saveSitePage(
  db: Database,
  operatorId: number,
  change: { page: SitePage; text: string; arabic_text: string },
): Promise<SitePageText> {
  const key = sitePageKey(change.page);
  const value = { text: change.text, arabic_text: change.arabic_text };
  await db.transaction(async (tx) => {
    // taken before reading, so two saves of one page audit one after the other
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
    const { page: _page, ...before } = await readSitePage(tx, change.page);
    await tx.insert(siteSettings).values({ key, value }).onConflictDoUpdate({ target: siteSettings.key, set: { value } });
    await recordChange(tx, {
      operatorId,
      action: 'saveSitePage',
      entity: 'site_page',
      entityId: change.page,
      before,
      after: value,
    });
  });
  return { page: change.page, ...value };
}

/** Whether checkout takes the code: an enabled coupon has it, a disabled one does, or none. */
async function couponStateOf(db: Database, code: string): Promise<ConsolePromotion['coupon']> {
  const [coupon] = await db.select({ enable: coupons.enable }).from(coupons).where(eq(coupons.code, code)).limit(1);
  if (!coupon) return 'missing';
  return coupon.enable === 1 ? 'enabled' : 'disabled';
}

const withCouponState = async (db: Database, promotion: Promotion): Promise<ConsolePromotion> => ({
  ...promotion,
  coupon: await couponStateOf(db, promotion.code),
});

const destinationChoices = (db: Database): Promise<DestinationChoice[]> =>
  db
    .select({
      id: destinations.id,
      name: destinations.name,
      arabic_name: destinations.arabicName,
      shown: sql<0 | 1>`case when ${and(eq(destinations.hide, 0), eq(destinations.enable, 1))} then 1 else 0 end`.mapWith(Number),
    })
    .from(destinations)
    .orderBy(asc(destinations.position), asc(destinations.id)) as Promise<DestinationChoice[]>;

/** consolePromotions: the advertised codes with their coupons' state, the /seesharjah list and the destinations to choose from. */
export async function consolePromotions(db: Database) {
  const promotions = await readSitePromotions(db);
  const [home, seeSharjah, choices] = await Promise.all([
    withCouponState(db, promotions.home),
    withCouponState(db, promotions.see_sharjah),
    destinationChoices(db),
  ]);
  return { data: { ...promotions, home, see_sharjah: seeSharjah }, destinations: choices };
}

/**
 * Changes the promotions document under a lock on its row (written with the defaults first when there is
 * none), so two saves of different parts cannot undo each other; `audit` names what changed.
 */
async function changePromotions(
  db: Database,
  change: (current: SitePromotions) => SitePromotions,
  audit: (
    before: SitePromotions,
    after: SitePromotions,
  ) => { operatorId: number; action: string; entityId: string; before: object; after: object },
): Promise<SitePromotions> {
  return db.transaction(async (tx) => {
    await tx
      .insert(siteSettings)
      .values({ key: promotionsKey, value: await defaultPromotions(tx) })
      .onConflictDoNothing({ target: siteSettings.key });
    await tx.select().from(siteSettings).where(eq(siteSettings.key, promotionsKey)).for('update');
    const before = await readSitePromotions(tx);
    const after = change(before);
    await tx.update(siteSettings).set({ value: after }).where(eq(siteSettings.key, promotionsKey));
    await recordChange(tx, { entity: 'promotion', ...audit(before, after) });
    return after;
  });
}

/** savePromotion: the code, texts and flag of one slot; a code without an enabled coupon is kept, and the answer says so. */
export async function savePromotion(
  db: Database,
  operatorId: number,
  slot: PromotionSlot,
  promotion: Promotion,
): Promise<ConsolePromotion> {
  await changePromotions(
    db,
    (current) => ({ ...current, [slot]: promotion }),
    (before, after) => ({ operatorId, action: 'savePromotion', entityId: slot, before: before[slot], after: after[slot] }),
  );
  return withCouponState(db, promotion);
}

/** saveSeeSharjahDestinations: the destinations /seesharjah lists, in order; each must exist. */
export async function saveSeeSharjahDestinations(db: Database, operatorId: number, ids: number[]): Promise<number[]> {
  const found = ids.length
    ? new Set((await db.select({ id: destinations.id }).from(destinations).where(inArray(destinations.id, ids))).map((d) => d.id))
    : new Set<number>();
  const unknown = ids.filter((id) => !found.has(id));
  if (unknown.length > 0) {
    throw new AppError('invalid_input', { fields: { destination_ids: `no such destination: ${unknown.join(', ')}` } });
  }
  await changePromotions(
    db,
    (current) => ({ ...current, see_sharjah_destination_ids: ids }),
    (before, after) => ({
      operatorId,
      action: 'saveSeeSharjahDestinations',
      entityId: 'see_sharjah_destinations',
      before: { destination_ids: before.see_sharjah_destination_ids },
      after: { destination_ids: after.see_sharjah_destination_ids },
    }),
  );
  return ids;
}
