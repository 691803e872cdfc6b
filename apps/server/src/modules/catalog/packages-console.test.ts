import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { bookings, packages, purchases, timeSlots } from '../../db/schema/index.ts';
import {
  auditEntriesOf,
  createConsoleTestApp,
  openSecondProcess,
  statusesOfOutsiders,
  type ConsoleTestApp,
} from '../../test/console-harness.ts';
import { createCoupon, createDestination, createPackage, setHomeSettings, tagPackage } from '../../test/factories.ts';
import { pngPicture, uploadedConsolePicture } from '../../test/media-factories.ts';
import { formBody, postAction } from '../../test/harness.ts';

// Decision 035 (packages) and 034 (visitors see changes at once), on PGlite and (with TEST_DATABASE_URL)
// PostgreSQL. The public cache keeps answers a minute here, as in production.

// 10:00 in Dubai on Wednesday 2026-03-04
const now = new Date('2026-03-04T06:00:00Z');

let t: ConsoleTestApp;
let destinationId: number;

beforeAll(async () => {
  t = await createConsoleTestApp({ now: () => now });
  destinationId = (await createDestination(t.db, { urlSlug: 'mleiha' })).id;
});
afterAll(() => t.close());

type Fields = Record<string, string | number>;
const call = (fields: Fields) => t.call(fields);

/** A package visitors can book: priced, date step on with an end date, every other step off. */
const fields = (overrides: Fields = {}): Fields => ({
  action: 'savePackage',
  destination_id: destinationId,
  package_name: 'Desert Stargazing',
  arabic_name: 'مراقبة النجوم في الصحراء',
  adult_price: '150',
  child_price: '75.50',
  enable_date_picker: 1,
  end_date: '2026-12-31',
  checkout: JSON.stringify(['sharjah']),
  ...overrides,
});

const packageRow = async (id: number) => (await t.db.select().from(packages).where(eq(packages.id, id)))[0];
const auditOf = (id: number) => auditEntriesOf(t, 'package', id);

/** A public answer as visitors get it: a GET, answered from the public cache when it holds one. */
async function visitor(query: string, app = t.app) {
  const res = await app.inject({ method: 'GET', url: `/api?${query}` });
  return { status: res.statusCode, body: res.json() };
}

const uploadedPicture = async () =>
  uploadedConsolePicture(t.app, t.tokens.admin, { filename: 'dunes.png', data: await pngPicture(900, 600) });

/** A confirmed booking of the package, as createPurchase leaves one. */
async function bookPackage(packageId: number) {
  const [purchase] = await t.db
    .insert(purchases)
    .values({
      purchaseNumber: `P-${packageId}-${Date.now()}`,
      userId: t.adminId,
      kind: 'booking',
      status: 1,
      subtotalFils: 100,
      totalFils: 100,
    })
    .returning();
  await t.db
    .insert(bookings)
    .values({ purchaseId: purchase!.id, orderNumber: `B-${purchase!.id}`, userId: t.adminId, packageId, totalFils: 100 });
}

describe('who may run the packages catalogue', () => {
  it('answers no token 401, a traveller and a moderator 403, for each action, and changes nothing for them', async () => {
    const pkg = await createPackage(t.db, { destinationId });
    const calls: Fields[] = [
      { action: 'consolePackages' },
      { action: 'consolePackageChoices' },
      { action: 'consolePackage', id: pkg.id },
      fields({ id: pkg.id, package_name: 'Renamed' }),
      { action: 'deletePackage', id: pkg.id },
    ];
    expect(await statusesOfOutsiders(t, calls)).toEqual(calls.map(() => [401, 403, 403]));
    expect(await packageRow(pkg.id)).toEqual(pkg);
    expect(await auditOf(pkg.id)).toEqual([]);
  });
});

describe('consolePackages', () => {
  it('lists every package by position with its destination, searched by either name and filtered by destination and state', async () => {
    const other = await createDestination(t.db, { name: 'Khor Fakkan', arabicName: 'خورفكان' });
    const shown = await createPackage(t.db, {
      destinationId: other.id,
      packageName: 'Kayak Tour',
      arabicName: 'جولة قوارب الكاياك',
      position: 2,
    });
    const hidden = await createPackage(t.db, { destinationId: other.id, packageName: 'Night Kayak', hide: 1, position: 1 });
    const off = await createPackage(t.db, { destinationId: other.id, packageName: 'Hiking', enable: 0, position: 3 });
    const disabled = await createPackage(t.db, { destinationId: other.id, packageName: 'Diving', disabled: 1, position: 4 });
    const ids = async (query: Fields) => {
      const res = await call({ action: 'consolePackages', destination_id: other.id, ...query });
      expect(res.statusCode).toBe(200);
      return (res.json().data as { id: number }[]).map((row) => row.id);
    };
    expect(await ids({})).toEqual([hidden.id, shown.id, off.id, disabled.id]);
    expect(await ids({ q: 'kayak' })).toEqual([hidden.id, shown.id]);
    expect(await ids({ q: 'الكاياك' })).toEqual([shown.id]);
    expect(await ids({ state: 'enabled' })).toEqual([shown.id]);
    expect(await ids({ state: 'disabled' })).toEqual([off.id, disabled.id]);
    expect(await ids({ state: 'hidden' })).toEqual([hidden.id]);

    const page = await call({ action: 'consolePackages', destination_id: other.id, per_page: 3, page: 2 });
    expect(page.json()).toMatchObject({ total: 4, page: 2, per_page: 3, data: [{ id: disabled.id }] });
    expect(page.json().data[0]).toEqual({
      id: disabled.id,
      package_name: 'Diving',
      arabic_name: disabled.arabicName,
      url_slug: disabled.urlSlug,
      img: '',
      destination_id: other.id,
      destination_name: 'Khor Fakkan',
      destination_arabic_name: 'خورفكان',
      adult_price: 100,
      position: 4,
      hide: 0,
      enable: 1,
      disabled: 1,
    });
    expect((await call({ action: 'consolePackages', state: 'sold' })).json().fields).toHaveProperty('state');
  });
});

describe('consolePackageChoices', () => {
  it('offers every destination, every tag and the checkout sites, this site first', async () => {
    const hidden = await createDestination(t.db, { hide: 1, enable: 0 });
    const pkg = await createPackage(t.db, { destinationId, checkout: ['partner-site', 'sharjah'] });
    await tagPackage(t.db, pkg.id, 'family');
    const res = await call({ action: 'consolePackageChoices' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.destinations.map((d: { id: number }) => d.id)).toContain(hidden.id);
    expect(body.tags).toContainEqual({ slug: 'family', name: 'family', arabic_name: 'family' });
    expect(body.sites[0]).toBe('sharjah');
    expect(body.sites).toContain('partner-site');
  });
});

describe('savePackage', () => {
  it('creates a package with every field, priced in fils, rich texts sanitised, slug from the name, audited', async () => {
    const picture = await uploadedPicture();
    await tagPackage(t.db, (await createPackage(t.db, { destinationId })).id, 'stargazing');
    const res = await call(
      fields({
        original_price: '199.99',
        offer_tag: 1,
        offer_tag_text: '20% off',
        arabic_offer_tag_text: 'خصم ٢٠٪',
        adult_min_qty: 1,
        adult_max_qty: 8,
        child_max_qty: '',
        adult_overall_limit: 500,
        start_date: '2026-03-01',
        event_dates: JSON.stringify([]),
        disabled_dates: JSON.stringify(['2026-03-10', '2026-03-10']),
        disabled_weeks: 'friday,sunday',
        enable_note: 1,
        note: 'Use code SEESHARJAH for 20% off',
        arabic_note: 'استخدم الرمز SEESHARJAH',
        description: '<p>Stars <strong>over</strong> the dunes</p><script>alert(1)</script><img src=x onerror=alert(1)>',
        arabic_itinerary: '<ul><li>العشاء</li></ul>',
        amenities: JSON.stringify(['dining', 'free_parking']),
        img: picture,
        mega_slider_images: JSON.stringify([picture]),
        tags: JSON.stringify(['stargazing']),
        position: 7,
        lat: '25.1234',
        lan: '55.9',
        cancel_policy: 'free',
        cancel_free_hours: '48',
        cancel_late_fee_percent: '25',
      }),
    );
    expect(res.statusCode).toBe(200);
    const saved = res.json().data;
    expect(saved).toMatchObject({
      url_slug: 'desert-stargazing',
      adult_price: 150,
      child_price: 75.5,
      original_price: 199.99,
      disabled_dates: ['2026-03-10'],
      disabled_weeks: 'sunday,friday',
      description: '<p>Stars <strong>over</strong> the dunes</p>',
      amenities: ['free_parking', 'dining'],
      mega_slider_images: [picture],
      tags: ['stargazing'],
      problems: [],
      extras: { enabled_slots: 0, enabled_sub_packages: 0, enabled_meals: 0, enabled_transports: 0 },
      bookings: 0,
      rating: null,
      cancel_policy: 'free',
      cancel_free_hours: 48,
      cancel_late_fee_percent: 25,
    });
    const row = await packageRow(saved.id);
    expect(row).toMatchObject({
      adultPriceFils: 15_000,
      childPriceFils: 7_550,
      originalPriceFils: 19_999,
      disabledWeeks: [0, 5],
    });
    const [entry, ...more] = await auditOf(saved.id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ operatorId: t.adminId, action: 'savePackage', before: null });
    expect(entry!.after).toMatchObject({ package_name: 'Desert Stargazing', adult_price: 150, tags: ['stargazing'] });

    const again = await call({ action: 'consolePackage', id: saved.id });
    expect(again.json().data).toEqual(saved);
    // the sitemap follows at once
    expect((await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body).toContain('/p/desert-stargazing');
  });

  it('refuses invalid input with 400 naming each failing field, and saves nothing', async () => {
    const before = await t.db.select({ id: packages.id }).from(packages);
    const res = await call(
      fields({
        adult_price: '10.005',
        adult_min_qty: 100,
        start_date: '2026-02-30',
        disabled_weeks: 'funday',
        amenities: JSON.stringify(['pool']),
        url_slug: 'Not A Slug!',
        redirect_url: 'javascript:alert(1)',
        cancel_policy: 'sometimes',
        cancel_late_fee_percent: '101',
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields).sort()).toEqual([
      'adult_min_qty',
      'adult_price',
      'amenities.0',
      'cancel_late_fee_percent',
      'cancel_policy',
      'disabled_weeks',
      'redirect_url',
      'start_date',
      'url_slug',
    ]);
    // the rules between fields are checked once every field is valid
    const pairs = await call(fields({ lat: '25.1', offer_tag: 1, enable_note: 1 }));
    expect(Object.keys(pairs.json().fields).sort()).toEqual(['lan', 'note', 'offer_tag_text']);
    expect(await t.db.select({ id: packages.id }).from(packages)).toEqual(before);
  });

  it('refuses a package on sale that could not be booked, naming each field and why in the caller’s language', async () => {
    const before = await t.db.select({ id: packages.id }).from(packages);
    const unbookable = fields({
      package_name: 'Broken Tour',
      adult_price: '0',
      child_price: '',
      end_date: '',
      enable_time_picker: 1,
    });
    const res = await call(unbookable);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'package_unbookable',
      fields: {
        adult_price: 'Give an adult or child price above 0: nothing in the booking has a price',
        end_date: expect.stringContaining('Give an end date or event dates'),
        enable_time_picker: 'The time step is on, but the package has no enabled time slot',
      },
    });
    const arabic = await t.app.inject({
      method: 'POST',
      url: '/api',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Bearer ${t.tokens.admin}`,
        'accept-language': 'ar',
      },
      payload: formBody(unbookable),
    });
    expect(arabic.statusCode).toBe(400);
    expect(arabic.json().fields.enable_time_picker).toBe('خطوة الوقت مفعّلة، لكن لا توجد للباقة فترة زمنية مفعّلة');
    expect(await t.db.select({ id: packages.id }).from(packages)).toEqual(before);

    // switched off, disabled or hidden, it is being prepared: saved, with its problems as warnings
    for (const state of [{ enable: 0 }, { disabled: 1 }, { hide: 1 }] as Fields[]) {
      const saved = await call({ ...unbookable, url_slug: `broken-${Object.keys(state)[0]}`, ...state });
      expect(saved.statusCode).toBe(200);
      expect(saved.json().data.problems.map((p: { field: string }) => p.field)).toEqual([
        'adult_price',
        'end_date',
        'enable_time_picker',
      ]);
    }
  });

  it('lets a package on sale with a problem it already had be corrected, but refuses a new problem', async () => {
    // an older set-up: the time step on, and no slot
    const pkg = await createPackage(t.db, { destinationId, enableTimePicker: 1, urlSlug: 'older-setup' });
    const renamed = await call(fields({ id: pkg.id, url_slug: 'older-setup', enable_date_picker: 0, enable_time_picker: 1 }));
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data.problems).toEqual([{ field: 'enable_time_picker', code: 'no_slot' }]);
    const unpriced = await call(
      fields({
        id: pkg.id,
        url_slug: 'older-setup',
        enable_date_picker: 0,
        enable_time_picker: 1,
        adult_price: '',
        child_price: '',
      }),
    );
    expect(unpriced.statusCode).toBe(400);
    expect(Object.keys(unpriced.json().fields)).toEqual(['adult_price']);
  });

  it('counts the package’s own enabled slots, so the time step passes once one exists', async () => {
    const draft = await call(fields({ package_name: 'Sunset Cruise', enable_time_picker: 1, disabled: 1 }));
    const id = draft.json().data.id;
    await t.db.insert(timeSlots).values({ packageId: id, timeSlot: '6:00 PM', enable: 0 });
    expect((await call(fields({ id, package_name: 'Sunset Cruise', enable_time_picker: 1 }))).json().code).toBe(
      'package_unbookable',
    );
    await t.db.insert(timeSlots).values({ packageId: id, timeSlot: '7:00 PM', enable: 1 });
    const onSale = await call(fields({ id, package_name: 'Sunset Cruise', enable_time_picker: 1 }));
    expect(onSale.statusCode).toBe(200);
    expect(onSale.json().data).toMatchObject({ disabled: 0, problems: [], extras: { enabled_slots: 1 } });
  });

  it('refuses a slug another package has, a destination that does not exist and a picture never uploaded', async () => {
    const other = await createPackage(t.db, { destinationId, urlSlug: 'taken-slug' });
    const clash = await call(fields({ url_slug: 'taken-slug' }));
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({ code: 'slug_taken', fields: { url_slug: expect.any(String) } });
    const noDestination = await call(fields({ destination_id: 999_999 }));
    expect(noDestination.json().fields).toEqual({ destination_id: 'no such destination' });
    const foreign = await call(
      fields({ package_name: 'Foreign', img: 'destinations/d1.jpg', mega_slider_images: JSON.stringify(['x/y.jpg']) }),
    );
    expect(foreign.json().fields).toEqual({
      img: 'Choose an uploaded image',
      'mega_slider_images.0': 'Choose an uploaded image',
    });
    const arabicOnly = await call(fields({ package_name: 'شاطئ' }));
    expect(arabicOnly.json().fields).toHaveProperty('url_slug');
    expect(await auditOf(other.id)).toEqual([]);
  });

  it('changes a package: visitors see it at once in packages, packagesDetails, search and HomeData although cached', async () => {
    const pkg = await createPackage(t.db, {
      destinationId,
      packageName: 'Camel Trek',
      urlSlug: 'camel-trek',
      img: 'packages/seeded.jpg',
      megaSliderImages: ['packages/seeded.jpg'],
    });
    await tagPackage(t.db, pkg.id, 'adventure');
    await setHomeSettings(t.db, homeSettings('adventure'));
    await t.dropCachedAnswers();
    const cards = async () => (await visitor('action=packages&slug=mleiha')).body.data as { id: number; price: number }[];
    const homeCards = async () =>
      (await visitor('action=HomeData')).body.data.tag_sections[0].packages as { id: number; package_name: string }[];
    expect((await cards()).find((c) => c.id === pkg.id)?.price).toBe(100);
    expect((await visitor('action=packagesDetails&slug=camel-trek')).body.data.package_name).toBe('Camel Trek');
    expect((await visitor('action=search&search_term=camel')).body.data.map((c: { id: number }) => c.id)).toContain(pkg.id);
    expect((await homeCards()).map((c) => c.id)).toContain(pkg.id);

    // the seeded pictures stay although they were never uploaded
    const res = await call(
      fields({
        id: pkg.id,
        package_name: 'Camel Trek at Dawn',
        url_slug: 'camel-trek',
        adult_price: '120',
        img: 'packages/seeded.jpg',
        mega_slider_images: JSON.stringify(['packages/seeded.jpg']),
        tags: JSON.stringify(['adventure']),
      }),
    );
    expect(res.statusCode).toBe(200);
    expect((await cards()).find((c) => c.id === pkg.id)?.price).toBe(120);
    expect((await visitor('action=packagesDetails&slug=camel-trek')).body.data.package_name).toBe('Camel Trek at Dawn');
    expect((await visitor('action=search&search_term=dawn')).body.data.map((c: { id: number }) => c.id)).toEqual([pkg.id]);
    expect((await homeCards()).find((c) => c.id === pkg.id)?.package_name).toBe('Camel Trek at Dawn');

    const [entry] = await auditOf(pkg.id);
    expect(entry!.before).toMatchObject({ package_name: 'Camel Trek', adult_price: 100, tags: ['adventure'] });
    expect(entry!.after).toMatchObject({ package_name: 'Camel Trek at Dawn', adult_price: 120, tags: ['adventure'] });

    // switched off: its page is gone at once
    await call(
      fields({ id: pkg.id, package_name: 'Camel Trek at Dawn', url_slug: 'camel-trek', enable: 0, img: 'packages/seeded.jpg' }),
    );
    expect((await visitor('action=packagesDetails&slug=camel-trek')).status).toBe(404);
    expect((await cards()).map((c) => c.id)).not.toContain(pkg.id);
  });

  it('disabling a package makes the booking flow answer that bookings are disabled, without a restart', async () => {
    const pkg = await createPackage(t.db, { destinationId });
    const book = () =>
      postAction(
        t.app,
        {
          action: 'createPurchase',
          items: JSON.stringify({ packages: [{ package_id: pkg.id, adult_qty: 1 }] }),
          site: 'sharjah',
          channel: 'web',
        },
        t.tokens.user,
      );
    expect((await book()).statusCode).toBe(200);
    const res = await call(fields({ id: pkg.id, url_slug: pkg.urlSlug, enable_date_picker: 0, disabled: 1 }));
    expect(res.statusCode).toBe(200);
    const refused = await book();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'booking_disabled', msg: 'Sorry, bookings are disabled for this package' });
    expect((await visitor(`action=packagesDetails&slug=${pkg.urlSlug}`)).body.data.disabled).toBe(1);
  });
});

describe('deletePackage', () => {
  it('refuses a package with bookings or named by a coupon (in_use), and deletes a free one, audited', async () => {
    const booked = await createPackage(t.db, { destinationId });
    await bookPackage(booked.id);
    const named = await createPackage(t.db, { destinationId });
    await createCoupon(t.db, { code: `ONLY${named.id}`, packageIds: [named.id] });
    for (const pkg of [booked, named]) {
      const res = await call({ action: 'deletePackage', id: pkg.id });
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('in_use');
      expect(await packageRow(pkg.id)).toEqual(pkg);
    }
    expect((await call({ action: 'consolePackage', id: booked.id })).json().data.bookings).toBe(1);

    const free = await createPackage(t.db, { destinationId, urlSlug: 'free-to-go' });
    await t.db.insert(timeSlots).values({ packageId: free.id, timeSlot: '9:00 AM', enable: 1 });
    await t.dropCachedAnswers();
    expect((await visitor('action=packagesDetails&slug=free-to-go')).status).toBe(200);
    const res = await call({ action: 'deletePackage', id: free.id });
    expect(res.statusCode).toBe(200);
    expect(await packageRow(free.id)).toBeUndefined();
    expect((await visitor('action=packagesDetails&slug=free-to-go')).status).toBe(404);
    const [entry] = await auditOf(free.id);
    expect(entry).toMatchObject({ action: 'deletePackage', after: null, before: { url_slug: 'free-to-go' } });
    expect((await call({ action: 'deletePackage', id: free.id })).statusCode).toBe(404);
  });
});

describe.skipIf(!inject('postgresTemplateUrl'))('two server processes on one PostgreSQL', () => {
  it('a change made through one process reaches the cached answer of the other at once', async () => {
    const pkg = await createPackage(t.db, { destinationId, packageName: 'Fossil Rock', urlSlug: 'fossil-rock' });
    const second = await openSecondProcess(t);
    try {
      const details = async () => (await visitor('action=packagesDetails&slug=fossil-rock', second.app)).body.data;
      expect((await details()).adult_price).toBe(100);
      await call(fields({ id: pkg.id, package_name: 'Fossil Rock', url_slug: 'fossil-rock', adult_price: '95' }));
      await expect.poll(async () => (await details()).adult_price).toBe(95);
    } finally {
      await second.close();
    }
  });
});

function homeSettings(tag: string) {
  const gallery = Object.fromEntries(
    [1, 2, 3, 4, 5].flatMap((n) => [
      [`image${n}`, ''],
      [`image${n}_link`, ''],
    ]),
  );
  const section = (n: number, slug: string) => ({
    [`tag${n}`]: slug,
    [`tag${n}_heading`]: slug ? 'Adventures' : '',
    [`tag${n}_arabic_heading`]: slug ? 'مغامرات' : '',
    [`tag${n}_description`]: '',
    [`tag${n}_arabic_description`]: '',
  });
  return {
    gallary_images: gallery,
    spend_win_image: '',
    ...section(1, tag),
    ...section(2, ''),
    ...section(3, ''),
    display_vouchers: 1,
    display_about_us: 1,
    display_top_experience: 1,
  };
}
