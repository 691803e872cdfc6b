import { createReadStream } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { contentTypeOf, publicPicture, type Storage } from '../../lib/storage/index.ts';
import { siteSettings } from '../schema/index.ts';
import { calendarFrom, type SeedContext, type Tx } from './context.ts';
import { seedCatalog } from './destinations-and-packages.ts';
import { createImageSet, generateImages, type VariantCache } from './images.ts';
import { seedPostcards } from './postcards.ts';
import { seedPromotions } from './promotions.ts';
import { seedReviews } from './reviews.ts';
import { seedSite } from './site.ts';
import { seedSiteContent } from './site-content.ts';
import { seedStore } from './store.ts';

/** The `site_settings` row that marks the demo content as seeded; written last. */
export const demoSeedKey = 'demo_seed';
const demoSeedVersion = 1;

/** Any fixed number: two processes starting on one empty database take turns on it. */
const seedLockKey = 7_245_001;

export type SeedOptions = {
  /** where `/files/…` is served from; the generated pictures go here */
  filesDir: string;
  /**
   * the portal's storage (docs/decisions/069): when it is not the disk, the pictures drawn into `filesDir` are
   * copied to its files/ before the seed commits, so every machine serves them
   */
  storage?: Storage;
  /** the resizer's disk cache: the first screens' card variants are written into it with the pictures */
  imageCache?: VariantCache;
  /** the site's name (SITE_NAME), written into the packages' checkout lists */
  siteName: string;
  /** YYYY-MM-DD in Asia/Dubai; every future date of the demo is counted from it */
  today: string;
};

async function isSeeded(db: Database | Tx): Promise<boolean> {
  const rows = await db.select({ key: siteSettings.key }).from(siteSettings).where(eq(siteSettings.key, demoSeedKey)).limit(1);
  return rows.length > 0;
}

/**
 * Seeds the demo content once (docs/architecture.md "The data path"): destinations, packages exercising every
 * booking option, coupons, vouchers, raffles, scratch prizes, the store, postcard templates and
 * the home settings, with their pictures drawn locally. Everything is written in one transaction;
 * a database that already has the `demo_seed` row is left untouched.
 */
export async function seedDemoContent(db: Database, options: SeedOptions): Promise<{ seeded: boolean }> {
  if (await isSeeded(db)) return { seeded: false };
  const calendar = calendarFrom(options.today);
  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${seedLockKey})`);
    if (await isSeeded(tx)) return false;
    const ctx: SeedContext = {
      tx,
      siteName: options.siteName,
      calendar,
      images: createImageSet(),
      destinationIds: new Map(),
      packageIds: new Map(),
    };
    await seedCatalog(ctx);
    await seedPromotions(ctx);
    await seedStore(ctx);
    await seedPostcards(ctx);
    await seedSite(ctx);
    await seedSiteContent(ctx);
    await seedReviews(ctx);
    // the option-list packages carry the specification's ids (up to 3104): later inserts continue above them
    await tx.execute(sql`select setval(pg_get_serial_sequence('packages', 'id'), (select max(id) from packages))`);
    // drawn inside the transaction, so a failure leaves neither rows nor a `demo_seed` marker behind
    await generateImages(options.filesDir, ctx.images.specs(), options.imageCache);
    if (options.storage && options.storage.kind !== 'disk')
      await copyPictures(options.filesDir, ctx.images.specs(), options.storage);
    await tx.insert(siteSettings).values({ key: demoSeedKey, value: { version: demoSeedVersion } });
    return true;
  });
  return { seeded };
}

/** Copies the drawn pictures into storage's files/, four at a time. */
async function copyPictures(filesDir: string, specs: { file: string }[], storage: Storage): Promise<void> {
  const queue = [...specs];
  const worker = async () => {
    for (let spec = queue.shift(); spec; spec = queue.shift()) {
      await storage.put(
        `files/${spec.file}`,
        createReadStream(path.join(filesDir, spec.file)),
        publicPicture(contentTypeOf(spec.file)),
      );
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
}
