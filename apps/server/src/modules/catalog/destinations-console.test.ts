import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { auditLog, destinations, tags } from '../../db/schema/index.ts';
import {
  auditEntriesOf,
  createConsoleTestApp,
  openSecondProcess,
  statusesOfOutsiders,
  type ConsoleTestApp,
} from '../../test/console-harness.ts';
import { createDestination, createPackage, createVoucher, setHomeSettings, tagPackage } from '../../test/factories.ts';
import { pngPicture, uploadedConsolePicture } from '../../test/media-factories.ts';
import { createStore } from '../../test/store-factories.ts';

// Decision 035 (destinations) and 034 (visitors and the sitemap see changes at once), on PGlite and
// (with TEST_DATABASE_URL) PostgreSQL. The public cache keeps answers a minute here, as in production.

let t: ConsoleTestApp;

beforeAll(async () => {
  t = await createConsoleTestApp();
});
afterAll(() => t.close());

const call = (fields: Record<string, string | number>) => t.call(fields);

const uploadedPicture = async () =>
  uploadedConsolePicture(t.app, t.tokens.admin, { filename: 'khor-fakkan.png', data: await pngPicture(640, 480) });

/** What visitors get through GET, answered from the public cache when it holds the answer. */
async function visitorGet(query: string, app = t.app) {
  const res = await app.inject({ method: 'GET', url: `/api?${query}` });
  return { status: res.statusCode, body: res.json() };
}

const shownDestinations = async (app = t.app) =>
  (await visitorGet('action=destinations&limit=100', app)).body.data as { id: number; name: string; url_slug: string }[];

const sitemap = async () => (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;

const destinationRow = async (id: number) => (await t.db.select().from(destinations).where(eq(destinations.id, id)))[0];

const auditOf = (id: number) => auditEntriesOf(t, 'destination', id);

let unique = 0;
/** saveDestination's fields for a new destination, with a name no other test uses. */
const fields = (overrides: Record<string, string | number> = {}) => {
  unique += 1;
  return {
    action: 'saveDestination',
    name: `Khor Fakkan Amphitheatre ${unique}`,
    arabic_name: `مسرح خورفكان ${unique}`,
    description: 'A Roman-style amphitheatre on the bay.\nOpen every evening.',
    arabic_description: 'مسرح على الطراز الروماني مطل على الخليج.',
    hover_text: 'Concerts by the sea',
    arabic_hover_text: 'حفلات على البحر',
    hide: 0,
    enable: 1,
    lat: '25.3397',
    lan: '56.3561',
    ...overrides,
  };
};

describe('who may run the destinations catalogue', () => {
  it('answers no token 401, a traveller and a moderator 403, for each action, and changes nothing for them', async () => {
    const destination = await createDestination(t.db);
    const calls: Record<string, string | number>[] = [
      { action: 'consoleDestinations' },
      { action: 'consoleDestination', id: destination.id },
      fields({ id: destination.id, name: 'Renamed' }),
      { action: 'deleteDestination', id: destination.id },
    ];
    expect(await statusesOfOutsiders(t, calls)).toEqual(calls.map(() => [401, 403, 403]));
    expect(await destinationRow(destination.id)).toEqual(destination);
    expect(await auditOf(destination.id)).toEqual([]);
    expect((await call(calls[0]!)).statusCode).toBe(200);
  });
});

describe('consoleDestinations', () => {
  it('lists hidden and disabled destinations too, by position, with their packages, a page at a time', async () => {
    const hidden = await createDestination(t.db, { name: 'Wadi Shees Lister', hide: 1, position: 9_001 });
    const off = await createDestination(t.db, { name: 'Wadi Helo Lister', enable: 0, position: 9_000 });
    await createPackage(t.db, { destinationId: hidden.id });
    await createPackage(t.db, { destinationId: hidden.id, enable: 0 });

    const res = await call({ action: 'consoleDestinations', q: 'lister' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ total: 2, page: 1, per_page: 25 });
    expect(res.json().data).toEqual([
      expect.objectContaining({ id: off.id, hide: 0, enable: 0, packages: 0, position: 9_000 }),
      {
        id: hidden.id,
        name: 'Wadi Shees Lister',
        arabic_name: hidden.arabicName,
        url_slug: hidden.urlSlug,
        img: hidden.img,
        position: 9_001,
        hide: 1,
        enable: 1,
        packages: 2,
      },
    ]);

    const second = await call({ action: 'consoleDestinations', q: 'lister', per_page: 1, page: 2 });
    expect(second.json()).toMatchObject({ total: 2, page: 2, per_page: 1, data: [{ id: hidden.id }] });
    const onlyHidden = await call({ action: 'consoleDestinations', q: 'lister', state: 'hidden' });
    expect(onlyHidden.json().data.map((row: { id: number }) => row.id)).toEqual([hidden.id]);
    const onlyDisabled = await call({ action: 'consoleDestinations', q: 'lister', state: 'disabled' });
    expect(onlyDisabled.json().data.map((row: { id: number }) => row.id)).toEqual([off.id]);
  });

  it('finds an Arabic name written with other letter forms, as the public search does', async () => {
    const island = await createDestination(t.db, { arabicName: 'جزيرة الأمنيات' });
    const res = await call({ action: 'consoleDestinations', q: 'جزيره الامنيات' });
    expect(res.json().data.map((row: { id: number }) => row.id)).toEqual([island.id]);
  });
});

describe('consoleDestination', () => {
  it('gives every field and what refers to the destination', async () => {
    const destination = await createDestination(t.db, { lat: 25.1, lan: 55.9 });
    await createPackage(t.db, { destinationId: destination.id });
    await createVoucher(t.db, { destinationId: destination.id });
    await createStore(t.db, { destinationId: destination.id });
    const res = await call({ action: 'consoleDestination', id: destination.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      id: destination.id,
      name: destination.name,
      arabic_name: destination.arabicName,
      url_slug: destination.urlSlug,
      description: destination.description,
      arabic_description: destination.arabicDescription,
      hover_text: '',
      arabic_hover_text: '',
      featured_image: destination.featuredImage,
      img: destination.img,
      hide: 0,
      enable: 1,
      lat: 25.1,
      lan: 55.9,
      position: destination.position,
      usage: { packages: 1, bookings: 0, vouchers: 1, invoices: 0, stores: 1, products: 0 },
    });
    expect((await call({ action: 'consoleDestination', id: 2_000_000_000 })).statusCode).toBe(404);
  });
});

describe('saveDestination', () => {
  it('creates a destination with uploaded pictures and a slug made from its name, last in order, audited; visitors and the sitemap see it at once', async () => {
    const [img, featured] = [await uploadedPicture(), await uploadedPicture()];
    const listedBefore = await shownDestinations();
    const sitemapBefore = await sitemap();
    const lastPosition = Math.max(...(await t.db.select({ p: destinations.position }).from(destinations)).map((r) => r.p));

    const res = await call(fields({ name: 'Khor Fakkan Amphitheatre Test', img, featured_image: featured }));
    expect(res.statusCode).toBe(200);
    const created = res.json().data;
    expect(created).toMatchObject({
      name: 'Khor Fakkan Amphitheatre Test',
      url_slug: 'khor-fakkan-amphitheatre-test',
      description: 'A Roman-style amphitheatre on the bay.\nOpen every evening.',
      img,
      featured_image: featured,
      lat: 25.3397,
      lan: 56.3561,
      position: lastPosition + 1,
      usage: { packages: 0 },
    });

    expect(listedBefore.some((d) => d.id === created.id)).toBe(false);
    expect((await shownDestinations()).find((d) => d.id === created.id)).toMatchObject({ name: 'Khor Fakkan Amphitheatre Test' });
    expect(sitemapBefore).not.toContain('/d/khor-fakkan-amphitheatre-test<');
    expect(await sitemap()).toContain('/d/khor-fakkan-amphitheatre-test</loc>');
    const page = await visitorGet('action=packages&slug=khor-fakkan-amphitheatre-test');
    expect(page).toMatchObject({ status: 200, body: { destination: { id: created.id, arabic_hover_text: 'حفلات على البحر' } } });

    const [entry] = await auditOf(created.id);
    expect(entry).toMatchObject({
      operatorId: t.adminId,
      action: 'saveDestination',
      before: null,
      after: expect.objectContaining({ name: 'Khor Fakkan Amphitheatre Test', img, lat: 25.3397, position: lastPosition + 1 }),
    });
  });

  it('hiding takes a destination off the list, its page and the sitemap at once, though their answers were cached', async () => {
    const destination = await createDestination(t.db);
    await t.dropCachedAnswers();
    expect((await shownDestinations()).some((d) => d.id === destination.id)).toBe(true);
    expect((await visitorGet(`action=packages&slug=${destination.urlSlug}`)).status).toBe(200);

    const res = await call(
      fields({
        id: destination.id,
        name: destination.name,
        arabic_name: destination.arabicName,
        url_slug: destination.urlSlug,
        img: destination.img,
        featured_image: destination.featuredImage,
        hide: 1,
      }),
    );
    expect(res.statusCode).toBe(200);
    expect((await shownDestinations()).some((d) => d.id === destination.id)).toBe(false);
    expect((await visitorGet(`action=packages&slug=${destination.urlSlug}`)).status).toBe(404);
    expect(await sitemap()).not.toContain(`/d/${destination.urlSlug}</loc>`);
    const [entry] = await auditOf(destination.id);
    expect(entry).toMatchObject({
      before: expect.objectContaining({ hide: 0, img: destination.img }),
      after: expect.objectContaining({ hide: 1, img: destination.img }),
    });
  });

  it("renaming reaches the home page's tag section cards at once, and clearing the map position stores none", async () => {
    const destination = await createDestination(t.db, { lat: 25.3, lan: 55.4 });
    const pkg = await createPackage(t.db, { destinationId: destination.id });
    await tagPackage(t.db, pkg.id, 'amphitheatre-evenings');
    await setHomeSettings(t.db, homeSettings('amphitheatre-evenings'));
    await t.dropCachedAnswers();
    const sectionCard = async () =>
      (await visitorGet('action=HomeData')).body.data.tag_sections[0].packages.find((card: { id: number }) => card.id === pkg.id);
    expect((await sectionCard()).destination_name).toBe(destination.name);

    const res = await call(
      fields({
        id: destination.id,
        name: 'Kalba Mangroves',
        arabic_name: 'قرم كلباء',
        url_slug: destination.urlSlug,
        lat: '',
        lan: '',
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ lat: null, lan: null, position: destination.position, img: '' });
    expect(await sectionCard()).toMatchObject({ destination_name: 'Kalba Mangroves', destination_arabic_name: 'قرم كلباء' });
  });

  it('names the failing fields and stores nothing: an empty Arabic name, a latitude of 91, a longitude alone, a bad slug, a picture never uploaded', async () => {
    const countBefore = await t.db.$count(destinations);
    const auditBefore = await t.db.$count(auditLog);
    const refused = async (overrides: Record<string, string | number>) => {
      const res = await call(fields(overrides));
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('invalid_input');
      return Object.keys(res.json().fields);
    };
    expect(await refused({ arabic_name: '  ' })).toEqual(['arabic_name']);
    expect(await refused({ lat: '91' })).toEqual(['lat']);
    expect(await refused({ lan: '-180.5' })).toEqual(['lan']);
    expect(await refused({ lat: '' })).toEqual(['lat']);
    expect(await refused({ lat: '25,3' })).toEqual(['lat']);
    expect(await refused({ url_slug: 'two words' })).toEqual(['url_slug']);
    expect(await refused({ img: 'uploads/2026/12/0123456789abcdef.png' })).toEqual(['img']);
    expect(await refused({ featured_image: 'destinations/d1.jpg' })).toEqual(['featured_image']);
    expect(await refused({ name: 'خورفكان' })).toEqual(['url_slug']);
    expect(await refused({ hide: 2, position: -1 })).toEqual(['hide', 'position']);

    expect(await t.db.$count(destinations)).toBe(countBefore);
    expect(await t.db.$count(auditLog)).toBe(auditBefore);
  });

  it("refuses a slug another destination has (slug_taken naming url_slug), but keeps a destination's own", async () => {
    const taken = await createDestination(t.db);
    const mine = await createDestination(t.db);
    const clash = await call(fields({ url_slug: taken.urlSlug }));
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({ code: 'slug_taken', fields: { url_slug: expect.any(String) } });
    const moved = await call(fields({ id: mine.id, url_slug: taken.urlSlug.toUpperCase() }));
    expect(moved.statusCode).toBe(409);
    expect(await destinationRow(mine.id)).toEqual(mine);
    const kept = await call(fields({ id: mine.id, url_slug: mine.urlSlug, img: mine.img, featured_image: mine.featuredImage }));
    expect(kept.statusCode).toBe(200);
  });

  it('answers 404 for a destination that does not exist', async () => {
    const res = await call(fields({ id: 2_000_000_000 }));
    expect(res.statusCode).toBe(404);
  });
});

describe('deleteDestination', () => {
  it('refuses a destination that packages, vouchers or stores refer to (in_use) and keeps it', async () => {
    for (const refer of [
      (id: number) => createPackage(t.db, { destinationId: id }),
      (id: number) => createVoucher(t.db, { destinationId: id }),
      (id: number) => createStore(t.db, { destinationId: id }),
    ]) {
      const destination = await createDestination(t.db);
      await refer(destination.id);
      const res = await call({ action: 'deleteDestination', id: destination.id });
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('in_use');
      expect(await destinationRow(destination.id)).toEqual(destination);
      expect(await auditOf(destination.id)).toEqual([]);
    }
  });

  it('deletes one nothing refers to: audited, and gone from the list and the sitemap at once', async () => {
    const destination = await createDestination(t.db);
    await t.dropCachedAnswers();
    expect((await shownDestinations()).some((d) => d.id === destination.id)).toBe(true);
    const res = await call({ action: 'deleteDestination', id: destination.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: 1, deleted: 1 });
    expect(await destinationRow(destination.id)).toBeUndefined();
    expect((await shownDestinations()).some((d) => d.id === destination.id)).toBe(false);
    expect(await sitemap()).not.toContain(`/d/${destination.urlSlug}</loc>`);
    expect(await auditOf(destination.id)).toEqual([
      expect.objectContaining({
        action: 'deleteDestination',
        before: expect.objectContaining({ name: destination.name, url_slug: destination.urlSlug }),
        after: null,
      }),
    ]);
    expect((await call({ action: 'deleteDestination', id: destination.id })).statusCode).toBe(404);
  });
});

describe('tags', () => {
  const tagRow = async (slug: string) => (await t.db.select().from(tags).where(eq(tags.slug, slug)))[0];

  it('answers no token 401, a traveller and a moderator 403, for each tag action, and changes nothing for them', async () => {
    const pkg = await createPackage(t.db, { destinationId: (await createDestination(t.db)).id });
    await tagPackage(t.db, pkg.id, 'guarded-tag');
    const tag = (await tagRow('guarded-tag'))!;
    const calls: Record<string, string | number>[] = [
      { action: 'consoleTags' },
      { action: 'saveTag', id: tag.id, name: 'Renamed', arabic_name: 'معدل' },
      { action: 'deleteTag', id: tag.id },
    ];
    expect(await statusesOfOutsiders(t, calls)).toEqual(calls.map(() => [401, 403, 403]));
    expect(await tagRow('guarded-tag')).toEqual(tag);
    expect(await auditEntriesOf(t, 'tag', tag.id)).toEqual([]);
  });

  it('lists tags by slug with their packages and the home section that names them; q matches either name', async () => {
    const d = await createDestination(t.db);
    for (const slug of ['listed-b', 'listed-a', 'listed-a']) {
      await tagPackage(t.db, (await createPackage(t.db, { destinationId: d.id })).id, slug);
    }
    await setHomeSettings(t.db, homeSettings('listed-b'));
    await t.db.update(tags).set({ arabicName: 'عروض العائلة' }).where(eq(tags.slug, 'listed-a'));

    const res = await call({ action: 'consoleTags', q: 'listed-' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ total: 2, page: 1 });
    expect(res.json().data).toEqual([
      {
        id: expect.any(Number),
        slug: 'listed-a',
        name: 'listed-a',
        arabic_name: 'عروض العائلة',
        packages: 2,
        home_section: null,
      },
      { id: expect.any(Number), slug: 'listed-b', name: 'listed-b', arabic_name: 'listed-b', packages: 1, home_section: 1 },
    ]);
    const arabic = await call({ action: 'consoleTags', q: 'عروض العائله' });
    expect(arabic.json().data.map((tag: { slug: string }) => tag.slug)).toEqual(['listed-a']);
  });

  it('creates a tag with a slug made from its name, audited, and the sitemap lists its page at once', async () => {
    const res = await call({ action: 'saveTag', name: 'Sunset Cruises', arabic_name: 'رحلات الغروب' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ slug: 'sunset-cruises', packages: 0, home_section: null });
    expect(await sitemap()).toContain('/t/sunset-cruises</loc>');
    expect(await auditEntriesOf(t, 'tag', res.json().data.id)).toEqual([
      expect.objectContaining({
        action: 'saveTag',
        before: null,
        after: { slug: 'sunset-cruises', name: 'Sunset Cruises', arabic_name: 'رحلات الغروب' },
      }),
    ]);
    const again = await call({ action: 'saveTag', name: 'Sunset  cruises!', arabic_name: 'رحلات' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'slug_taken', fields: { slug: expect.any(String) } });
    const invalid = await call({ action: 'saveTag', slug: 'no spaces', name: '', arabic_name: 'x' });
    expect(Object.keys(invalid.json().fields)).toEqual(['slug', 'name']);
  });

  it("a package card's tags follow a new slug at once; a tag a home section names keeps its slug (in_use) but can be renamed", async () => {
    const d = await createDestination(t.db);
    const pkg = await createPackage(t.db, { destinationId: d.id });
    await tagPackage(t.db, pkg.id, 'old-tag-slug');
    const tag = (await tagRow('old-tag-slug'))!;
    await t.dropCachedAnswers();
    const cardTags = async () => (await visitorGet(`action=packages&id=${d.id}`)).body.data[0].tags;
    expect(await cardTags()).toEqual(['old-tag-slug']);

    const renamed = await call({ action: 'saveTag', id: tag.id, slug: 'new-tag-slug', name: 'Evenings', arabic_name: 'أمسيات' });
    expect(renamed.statusCode).toBe(200);
    expect(await cardTags()).toEqual(['new-tag-slug']);

    await setHomeSettings(t.db, homeSettings('new-tag-slug'));
    const moved = await call({ action: 'saveTag', id: tag.id, slug: 'newer-tag-slug', name: 'Evenings', arabic_name: 'أمسيات' });
    expect(moved.statusCode).toBe(409);
    expect(moved.json()).toMatchObject({ code: 'in_use', fields: { slug: expect.any(String) } });
    const named = await call({ action: 'saveTag', id: tag.id, slug: 'new-tag-slug', name: 'Evenings out', arabic_name: 'سهرات' });
    expect(named.json().data).toMatchObject({ slug: 'new-tag-slug', name: 'Evenings out', home_section: 1 });
    expect((await auditEntriesOf(t, 'tag', tag.id)).map((entry) => [entry.before, entry.after])).toEqual([
      [
        { slug: 'old-tag-slug', name: 'old-tag-slug', arabic_name: 'old-tag-slug' },
        { slug: 'new-tag-slug', name: 'Evenings', arabic_name: 'أمسيات' },
      ],
      [
        { slug: 'new-tag-slug', name: 'Evenings', arabic_name: 'أمسيات' },
        { slug: 'new-tag-slug', name: 'Evenings out', arabic_name: 'سهرات' },
      ],
    ]);
  });

  it('refuses to delete a tag a home section names; deletes another with its links, answering how many packages lost it', async () => {
    const d = await createDestination(t.db);
    const [first, second] = [
      await createPackage(t.db, { destinationId: d.id }),
      await createPackage(t.db, { destinationId: d.id }),
    ];
    await tagPackage(t.db, first.id, 'home-tag');
    await tagPackage(t.db, first.id, 'spare-tag');
    await tagPackage(t.db, second.id, 'spare-tag');
    await setHomeSettings(t.db, homeSettings('home-tag'));
    const [home, spare] = [(await tagRow('home-tag'))!, (await tagRow('spare-tag'))!];
    await t.dropCachedAnswers();
    const cardTags = async () =>
      (await visitorGet(`action=packages&id=${d.id}`)).body.data.map((card: { tags: string[] }) => card.tags);
    expect(await cardTags()).toEqual([['home-tag', 'spare-tag'], ['spare-tag']]);

    const refused = await call({ action: 'deleteTag', id: home.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('in_use');
    expect(await tagRow('home-tag')).toEqual(home);

    const res = await call({ action: 'deleteTag', id: spare.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ deleted: 1, unlinked_packages: 2 });
    expect(await tagRow('spare-tag')).toBeUndefined();
    expect(await cardTags()).toEqual([['home-tag'], []]);
    expect(await sitemap()).not.toContain('/t/spare-tag</loc>');
    expect(await auditEntriesOf(t, 'tag', spare.id)).toEqual([
      expect.objectContaining({
        action: 'deleteTag',
        before: { slug: 'spare-tag', name: 'spare-tag', arabic_name: 'spare-tag', package_ids: [first.id, second.id] },
        after: null,
      }),
    ]);
  });
});

/** Home settings whose first tag section shows `slug`. */
function homeSettings(slug: string) {
  const section = (n: number, tag: string) => ({
    [`tag${n}`]: tag,
    [`tag${n}_heading`]: `Heading ${n}`,
    [`tag${n}_arabic_heading`]: `عنوان ${n}`,
    [`tag${n}_description`]: '',
    [`tag${n}_arabic_description`]: '',
  });
  return {
    gallary_images: Object.fromEntries(
      [1, 2, 3, 4, 5].flatMap((n) => [
        [`image${n}`, ''],
        [`image${n}_link`, ''],
      ]),
    ),
    spend_win_image: '',
    ...section(1, slug),
    ...section(2, ''),
    ...section(3, ''),
    display_vouchers: 1,
    display_about_us: 1,
    display_top_experience: 1,
  };
}

describe.skipIf(!inject('postgresTemplateUrl'))('two server processes on one PostgreSQL', () => {
  let other: Awaited<ReturnType<typeof openSecondProcess>>;

  beforeAll(async () => {
    other = await openSecondProcess(t);
  });
  afterAll(() => other?.close());

  it("a rename in one process reaches the other's cached destinations answer without waiting for it to expire", async () => {
    // the other process opened after every earlier change was announced: its first answer is read afresh and kept
    const destination = await createDestination(t.db);
    const seenByOther = async () => (await shownDestinations(other.app)).find((d) => d.id === destination.id)?.name;
    expect(await seenByOther()).toBe(destination.name);
    await t.db.update(destinations).set({ name: 'Behind the console' }).where(eq(destinations.id, destination.id));
    expect(await seenByOther()).toBe(destination.name);

    const res = await call(
      fields({
        id: destination.id,
        name: 'Sharjah Desert Park',
        url_slug: destination.urlSlug,
        img: destination.img,
        featured_image: destination.featuredImage,
      }),
    );
    expect(res.statusCode).toBe(200);
    await vi.waitFor(async () => expect(await seenByOther()).toBe('Sharjah Desert Park'), { timeout: 20_000 });
  });
});
