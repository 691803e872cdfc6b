import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { homeSettingsSchema } from '@portal/contract/catalog';
import { and, eq, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { copyTemplate } from '../../test/templates.ts';
import type { Database } from '../client.ts';
import {
  collections,
  coupons,
  dateAvailability,
  destinations,
  packages,
  packageTags,
  reviews,
  users,
  postcardTemplates,
  products,
  productVariants,
  scratchPrizes,
  siteSettings,
  sliders,
  slotInventory,
  stores,
  tags,
  timeSlots,
  vouchers,
} from '../schema/index.ts';
import { demoSeedKey, seedDemoContent } from './index.ts';
import { myReviews } from '../../modules/reviews/review-service.ts';
import { journeyTravellers } from './reviews.ts';

const today = '2026-11-22';
/** not the default SITE_NAME, so the checkout lists are shown to come from the option */
const siteName = 'see_sharjah';

let database: Awaited<ReturnType<typeof copyTemplate>>;
let db: Database;
let filesDir: string;
let firstRun: { seeded: boolean };

beforeAll(async () => {
  database = await copyTemplate({ pgliteImage: inject('pgliteImage'), postgresTemplateUrl: inject('postgresTemplateUrl') });
  db = database.db;
  filesDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-seed-'));
  firstRun = await seedDemoContent(db, { filesDir, siteName, today });
});

afterAll(async () => {
  await database.close();
  await fs.rm(filesDir, { recursive: true, force: true });
});

const countedTables = {
  destinations,
  packages,
  coupons,
  vouchers,
  products,
  productVariants,
  postcardTemplates,
  siteSettings,
  timeSlots,
};

async function rowCounts(): Promise<Record<string, number>> {
  const entries = await Promise.all(
    Object.entries(countedTables).map(async ([name, table]) => [name, await db.$count(table)] as const),
  );
  return Object.fromEntries(entries);
}

describe('seeding the demo content', () => {
  it('seeds an empty database, and a second run changes nothing', async () => {
    expect(firstRun).toEqual({ seeded: true });
    const before = await rowCounts();
    expect(Object.values(before).every((n) => n > 0)).toBe(true);

    const second = await seedDemoContent(db, { filesDir, siteName, today: '2027-01-01' });

    expect(second).toEqual({ seeded: false });
    expect(await rowCounts()).toEqual(before);
    const [marker] = await db.select().from(siteSettings).where(eq(siteSettings.key, demoSeedKey));
    expect(marker?.value).toEqual({ version: 1 });
  });

  it('continues package ids above the specification ids, so a new package does not collide', async () => {
    const rows = await db.execute(sql`select nextval(pg_get_serial_sequence('packages', 'id'))::int as id`);
    const next = (rows as unknown as { rows: { id: number }[] }).rows[0]?.id;
    expect(next).toBeGreaterThan(3104);
  });
});

describe('coupons', () => {
  it('has WELCOME10 for 10% off a first order, once per user, and SEESHARJAH for 20% off', async () => {
    const rows = await db
      .select()
      .from(coupons)
      .where(inArray(coupons.code, ['WELCOME10', 'SEESHARJAH']));
    const byCode = Object.fromEntries(rows.map((c) => [c.code, c]));
    expect(byCode.WELCOME10).toMatchObject({ type: 'percentage', off: 10, firstOrderOnly: 1, usageLimitPerUser: 1, enable: 1 });
    expect(byCode.SEESHARJAH).toMatchObject({ type: 'percentage', off: 20, enable: 1 });
  });

  it('advertises each promoted code with the cap of its discount, in both languages', async () => {
    const [setting] = await db.select().from(siteSettings).where(eq(siteSettings.key, 'promotions'));
    const promotions = setting!.value as Record<string, { code: string; text: string; arabic_text: string } | unknown>;
    const advertised = Object.values(promotions).filter(
      (p): p is { code: string; text: string; arabic_text: string; description: string; arabic_description: string } =>
        typeof p === 'object' && p !== null && 'code' in p,
    );
    expect(advertised.map((p) => p.code).sort()).toEqual(['SEESHARJAH', 'WELCOME10']);
    for (const promotion of advertised) {
      const [coupon] = await db.select().from(coupons).where(eq(coupons.code, promotion.code));
      const cap = (coupon!.maxDiscountFils ?? 0) / 100;
      expect(cap, promotion.code).toBeGreaterThan(0);
      for (const english of [promotion.text, promotion.description]) expect(english).toContain(`AED ${cap}`);
      for (const arabic of [promotion.arabic_text, promotion.arabic_description]) expect(arabic).toContain(`${cap} درهم`);
    }
  });

  it('stores every code upper-case and includes a fixed, a buy-x-get-y, a minimum-cart and an expired coupon', async () => {
    const rows = await db.select().from(coupons);
    expect(rows.every((c) => c.code === c.code.toUpperCase())).toBe(true);
    expect(rows.some((c) => c.type === 'aed' && c.off > 0)).toBe(true);
    expect(
      rows.some((c) => c.type === 'buy_x_get_y' && c.buy === 'adult' && c.buyQty === 2 && c.free === 'child' && c.freeQty === 1),
    ).toBe(true);
    expect(rows.some((c) => (c.minCartFils ?? 0) > 0)).toBe(true);
    expect(rows.some((c) => c.expiresAt !== null && c.expiresAt < new Date(`${today}T00:00:00+04:00`))).toBe(true);
  });
});

describe('option-list packages (spec part 1 §9)', () => {
  // AED prices of each special package id, as the specification lists them
  const specPrices: Record<number, number[]> = {
    2501: [290],
    2502: [744],
    2503: [720],
    2504: [780],
    2505: [360],
    2596: [780],
    2595: [290],
    2633: [450],
    2634: [200],
    749: [50],
    2734: [200],
    2807: [35, 100],
    3021: [500],
    3092: [250, 450],
    3104: [150, 250],
    3093: [30, 150, 400, 1500],
    3096: [30, 150, 400, 1500],
    3094: [200, 250],
    3097: [200, 250],
  };

  it('exist with their specification ids and carry every listed price', async () => {
    const rows = await db.select({ id: packages.id, optionList: packages.optionList }).from(packages);
    const byId = new Map(rows.map((r) => [r.id, r.optionList]));
    for (const [id, prices] of Object.entries(specPrices)) {
      const list = byId.get(Number(id));
      expect(list, `package ${id}`).toBeTruthy();
      const fils = list?.options.map((o) => o.priceFils) ?? [];
      for (const aed of prices) expect(fils, `package ${id}`).toContain(aed * 100);
    }
  });

  it("give 2501 an exclusive 'All Days' option and 2633 an exclusive 'Full Program', with day and session prices from 75 to 276 AED", async () => {
    const rows = await db
      .select({ id: packages.id, optionList: packages.optionList })
      .from(packages)
      .where(inArray(packages.id, [2501, 2633]));
    for (const { id, optionList } of rows) {
      const exclusive = optionList?.options.filter((o) => o.exclusive) ?? [];
      expect(
        exclusive.map((o) => o.label),
        `package ${id}`,
      ).toEqual([id === 2501 ? 'All Days' : 'Full Program']);
      const others = optionList?.options.filter((o) => !o.exclusive).map((o) => o.priceFils) ?? [];
      expect(others.length).toBeGreaterThan(1);
      expect(Math.min(...others)).toBeGreaterThanOrEqual(7500);
      expect(Math.max(...others)).toBeLessThanOrEqual(27600);
    }
  });
});

describe('booking steps', () => {
  it('shows every combination of the five enable flags in some package', async () => {
    const rows = await db
      .select({
        d: packages.enableDatePicker,
        t: packages.enableTimePicker,
        s: packages.enableSubPackages,
        r: packages.enableTransport,
        m: packages.enableMeal,
      })
      .from(packages);
    const seen = new Set(rows.map((r) => `${r.d}${r.t}${r.s}${r.r}${r.m}`));
    expect(seen.size).toBe(32);
  });

  it('has a fully booked date, a fully booked slot and a disabled slot, all after today', async () => {
    const fullDates = await db
      .select()
      .from(dateAvailability)
      .where(
        and(sql`${dateAvailability.adultTaken} >= ${dateAvailability.adultTickets}`, sql`${dateAvailability.date} > ${today}`),
      );
    expect(fullDates.length).toBeGreaterThan(0);
    const fullSlots = await db
      .select()
      .from(slotInventory)
      .innerJoin(timeSlots, eq(timeSlots.id, slotInventory.timeSlotId))
      .where(
        and(
          eq(timeSlots.enable, 1),
          sql`${slotInventory.adultTaken} >= ${timeSlots.adultTickets}`,
          sql`${slotInventory.date} > ${today}`,
        ),
      );
    expect(fullSlots.length).toBeGreaterThan(0);
    expect(await db.$count(timeSlots, eq(timeSlots.enable, 0))).toBeGreaterThan(0);
  });
});

describe('home page', () => {
  it('keeps a homepage setting that the contract accepts, naming three tags with at least 6 packages each on this site', async () => {
    const [row] = await db.select().from(siteSettings).where(eq(siteSettings.key, 'homepage'));
    const settings = homeSettingsSchema.parse(row?.value);
    for (const slug of [settings.tag1, settings.tag2, settings.tag3]) {
      const rows = await db
        .select({ checkout: packages.checkout })
        .from(packages)
        .innerJoin(packageTags, eq(packageTags.packageId, packages.id))
        .innerJoin(tags, eq(tags.id, packageTags.tagId))
        .where(and(eq(tags.slug, slug), eq(packages.enable, 1), eq(packages.hide, 0)));
      expect(rows.filter((r) => r.checkout.includes(siteName)).length, slug).toBeGreaterThanOrEqual(6);
    }
  });
});

describe('pictures', () => {
  it('exist on disk for every image path the seeded rows reference, each a path under files/', async () => {
    const [homepage] = await db.select().from(siteSettings).where(eq(siteSettings.key, 'homepage'));
    const settings = homeSettingsSchema.parse(homepage?.value);
    const [store] = await db.select().from(stores);
    const paths = [
      ...(await db.select().from(destinations)).flatMap((d) => [d.img, d.featuredImage]),
      ...(await db.select().from(packages)).flatMap((p) => [p.img, ...p.megaSliderImages]),
      ...(await db.select().from(sliders)).flatMap((s) => [s.image, s.mobileImage]),
      ...(await db.select().from(vouchers)).map((v) => v.img),
      ...(await db.select().from(products)).flatMap((p) => p.images),
      ...(await db.select().from(productVariants)).flatMap((v) => v.images),
      ...(await db.select().from(postcardTemplates)).map((t) => t.image),
      ...(await db.select().from(collections)).map((c) => c.logo).filter((logo) => logo !== ''),
      ...(await db.select().from(scratchPrizes)).map((p) => p.logo),
      ...(store ? [...store.sliderImages, ...store.highlights.map((h) => h.image)] : []),
      settings.spend_win_image,
      ...[1, 2, 3, 4, 5].map((n) => settings.gallary_images[`image${n}` as 'image1']),
    ];
    expect(paths.length).toBeGreaterThan(100);
    const missing: string[] = [];
    for (const p of new Set(paths)) {
      // spec part 1 §7: the path under files/, e.g. destinations/al-noor-island.jpg
      expect(p).toMatch(/^[a-z]+\/[a-z0-9-]+\.jpg$/);
      const stat = await fs.stat(path.join(filesDir, p)).catch(() => null);
      if (!stat?.isFile() || stat.size === 0) missing.push(p);
    }
    expect(missing).toEqual([]);
  });

  it('gives every package, destination and voucher a picture of its own that looks unlike its neighbours', async () => {
    const packageRows = await db.select().from(packages).orderBy(packages.destinationId, packages.position, packages.id);
    const lists = {
      // a destination's page lists its packages in this order
      'packages of a destination': packageRows.map((p) => p.img),
      'packages by position': [...packageRows].sort((a, b) => a.position - b.position || a.id - b.id).map((p) => p.img),
      destinations: (await db.select().from(destinations).orderBy(destinations.position, destinations.id)).map((d) => d.img),
      vouchers: (await db.select().from(vouchers).orderBy(vouchers.position, vouchers.id)).map((v) => v.img),
    };
    const alike: string[] = [];
    for (const [name, images] of Object.entries(lists)) {
      const hashes = await Promise.all(images.map((image) => fileHash(path.join(filesDir, image))));
      expect(new Set(hashes).size, `${name}: one picture each`).toBe(images.length);
      const looks = await Promise.all(images.map((image) => thumbnail(path.join(filesDir, image))));
      for (let i = 1; i < images.length; i++) {
        if (difference(looks[i - 1]!, looks[i]!) < visiblyDifferent) alike.push(`${name}: ${images[i - 1]} ~ ${images[i]}`);
      }
    }
    expect(alike).toEqual([]);
  });

  it("shows a package's gallery as distinct pictures", async () => {
    const galleries = (await db.select().from(packages)).map((p) => p.megaSliderImages).filter((g) => g.length > 0);
    expect(galleries.length).toBeGreaterThan(3);
    for (const gallery of galleries) {
      const hashes = await Promise.all(gallery.map((image) => fileHash(path.join(filesDir, image))));
      expect(new Set(hashes).size).toBe(gallery.length);
    }
  });
});

/** mean difference per colour channel (0–255) of two thumbnails above which two pictures do not look alike */
const visiblyDifferent = 8;

async function fileHash(file: string): Promise<string> {
  return createHash('sha256')
    .update(await fs.readFile(file))
    .digest('hex');
}

/** the picture squeezed to 16 × 8 colour pixels: what is left is what the eye sees at a glance */
async function thumbnail(file: string): Promise<Buffer> {
  return sharp(file).resize(16, 8, { fit: 'fill' }).removeAlpha().raw().toBuffer();
}

function difference(a: Buffer, b: Buffer): number {
  let total = 0;
  for (let i = 0; i < a.length; i++) total += Math.abs(a[i]! - b[i]!);
  return total / a.length;
}

describe('the demo reviews', () => {
  it('give every rated package reviews whose average is its rating, and leave packages without a rating unreviewed', async () => {
    const rows = await db
      .select({
        rating: packages.rating,
        reviewCount: packages.reviewCount,
        average: sql<string | null>`(select round(avg(r.stars), 1) from ${reviews} r where r.package_id = ${packages}.id)`,
      })
      .from(packages);
    expect(rows.filter((r) => r.rating !== null).length).toBeGreaterThan(10);
    expect(rows.filter((r) => r.average !== r.rating || r.reviewCount !== (r.rating === null ? 0 : 10))).toEqual([]);
  });

  it('leave each journey traveller one past booking to review', async () => {
    for (const person of journeyTravellers) {
      const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, person.email));
      const mine = await myReviews(db, user!.id, new Date(`${today}T08:00:00Z`));
      expect(mine).toMatchObject({ reviews: [], reviewable: [expect.any(String)] });
    }
  });
});
