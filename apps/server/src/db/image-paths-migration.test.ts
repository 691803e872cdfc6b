import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { createDestination, createPackage, createSlide, createVoucher, setHomeSettings } from '../test/factories.ts';
import { migrationTags, runMigration as runMigrationOf } from '../test/migrations.ts';
import { copyTemplate } from '../test/templates.ts';
import type { Database } from './client.ts';
import {
  collections,
  destinations,
  packages,
  postcardTemplates,
  products,
  productVariants,
  scratchCampaigns,
  scratchPrizes,
  siteSettings,
  sliders,
  stores,
  vouchers,
} from './schema/index.ts';

const tag = '0003_image_paths_under_files';

let database: Awaited<ReturnType<typeof copyTemplate>>;
let db: Database;

beforeAll(async () => {
  database = await copyTemplate({ pgliteImage: inject('pgliteImage'), postgresTemplateUrl: inject('postgresTemplateUrl') });
  db = database.db;
});

afterAll(() => database.close());

/** The migration's statements as drizzle's migrator runs them, run again on rows written in the old form. */
const runMigration = () => runMigrationOf(tag, (statement) => db.execute(sql.raw(statement)));

describe(`migration ${tag}`, () => {
  it('is listed in the journal, so every database runs it', async () => {
    expect(await migrationTags()).toContain(tag);
  });

  it('turns every stored /files/<path> into <path>, and leaves links and new-form paths alone', async () => {
    const destination = await createDestination(db, { img: '/files/x.jpg', featuredImage: '/files/destinations/x-banner.jpg' });
    const pkg = await createPackage(db, {
      destinationId: destination.id,
      img: 'packages/already.jpg',
      megaSliderImages: ['/files/packages/a.jpg', 'packages/b.jpg', '/files/packages/c.jpg'],
    });
    const slide = await createSlide(db, { image: '/files/sliders/s.jpg', mobileImage: '/files/sliders/s-m.jpg' });
    const voucher = await createVoucher(db, { img: '/files/vouchers/v.jpg' });
    const [campaign] = await db.insert(scratchCampaigns).values({ slug: 'c', name: 'C', arabicName: 'ج', enable: 1 }).returning();
    const [prize] = await db
      .insert(scratchPrizes)
      .values({ campaignId: campaign!.id, name: 'P', arabicName: 'ج', voucherCodes: 'CODE-1', logo: '/files/logos/p.jpg' })
      .returning();
    const [store] = await db
      .insert(stores)
      .values({
        slug: 'store',
        storeName: 'Store',
        arabicStoreName: 'متجر',
        highlights: [{ title: 'T', arabic_title: 'ت', image: '/files/store/h.jpg' }],
        sliderImages: ['/files/store/slider-1.jpg'],
      })
      .returning();
    const [collection] = await db
      .insert(collections)
      .values({ storeId: store!.id, slug: 'c', collectionName: 'C', arabicCollectionName: 'ج', logo: '/files/logos/c.jpg' })
      .returning();
    const [product] = await db
      .insert(products)
      .values({
        storeId: store!.id,
        slug: 'p',
        productTitle: 'P',
        arabicTitle: 'ج',
        priceFils: 100,
        images: ['/files/store/p.jpg', '/files/store/p-2.jpg'],
      })
      .returning();
    const [variant] = await db
      .insert(productVariants)
      .values({ productId: product!.id, priceFils: 100, variantOptions: { Size: 'M' }, images: ['/files/store/p-m.jpg'] })
      .returning();
    const [template] = await db
      .insert(postcardTemplates)
      .values({ name: 'T', arabicName: 'ت', image: '/files/postcards/t.jpg', priceFils: 1_500 })
      .returning();
    await setHomeSettings(db, {
      gallary_images: {
        image1: '/files/gallery/a.jpg',
        image1_link: '/files/brochure.pdf',
        image2: 'gallery/b.jpg',
        image2_link: '',
        image3: '',
        image3_link: '',
      },
      spend_win_image: '/files/home/spend-and-win.jpg',
      display_vouchers: 1,
    });

    await runMigration();

    const one = async <T>(rows: Promise<T[]>) => (await rows)[0]!;
    expect(await one(db.select().from(destinations).where(eq(destinations.id, destination.id)))).toMatchObject({
      img: 'x.jpg',
      featuredImage: 'destinations/x-banner.jpg',
    });
    expect(await one(db.select().from(packages).where(eq(packages.id, pkg.id)))).toMatchObject({
      img: 'packages/already.jpg',
      megaSliderImages: ['packages/a.jpg', 'packages/b.jpg', 'packages/c.jpg'],
    });
    expect(await one(db.select().from(sliders).where(eq(sliders.id, slide.id)))).toMatchObject({
      image: 'sliders/s.jpg',
      mobileImage: 'sliders/s-m.jpg',
    });
    expect((await one(db.select().from(vouchers).where(eq(vouchers.id, voucher.id)))).img).toBe('vouchers/v.jpg');
    expect((await one(db.select().from(scratchPrizes).where(eq(scratchPrizes.id, prize!.id)))).logo).toBe('logos/p.jpg');
    expect(await one(db.select().from(stores).where(eq(stores.id, store!.id)))).toMatchObject({
      highlights: [{ title: 'T', arabic_title: 'ت', image: 'store/h.jpg' }],
      sliderImages: ['store/slider-1.jpg'],
    });
    expect((await one(db.select().from(collections).where(eq(collections.id, collection!.id)))).logo).toBe('logos/c.jpg');
    expect((await one(db.select().from(products).where(eq(products.id, product!.id)))).images).toEqual([
      'store/p.jpg',
      'store/p-2.jpg',
    ]);
    expect((await one(db.select().from(productVariants).where(eq(productVariants.id, variant!.id)))).images).toEqual([
      'store/p-m.jpg',
    ]);
    expect((await one(db.select().from(postcardTemplates).where(eq(postcardTemplates.id, template!.id)))).image).toBe(
      'postcards/t.jpg',
    );
    expect((await one(db.select().from(siteSettings).where(eq(siteSettings.key, 'homepage')))).value).toEqual({
      gallary_images: {
        image1: 'gallery/a.jpg',
        image1_link: '/files/brochure.pdf',
        image2: 'gallery/b.jpg',
        image2_link: '',
        image3: '',
        image3_link: '',
      },
      spend_win_image: 'home/spend-and-win.jpg',
      display_vouchers: 1,
    });

    // a second run (a database migrated twice by hand, say) changes nothing more
    await runMigration();
    expect((await one(db.select().from(packages).where(eq(packages.id, pkg.id)))).megaSliderImages).toEqual([
      'packages/a.jpg',
      'packages/b.jpg',
      'packages/c.jpg',
    ]);
  });
});
