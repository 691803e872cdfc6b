import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { auditLog, siteSettings, sliders } from '../../db/schema/index.ts';
import {
  auditEntriesOf,
  createConsoleTestApp,
  openSecondProcess,
  statusesOfOutsiders,
  type ConsoleTestApp,
} from '../../test/console-harness.ts';
import {
  createCoupon,
  createDestination,
  createSlide,
  setHomeSettings,
  tagPackage,
  createPackage,
} from '../../test/factories.ts';
import { pngPicture, uploadConsoleImageCall } from '../../test/media-factories.ts';
import { defaultSitePage } from './default-content.ts';

// Decision 035 (home and content) and 034 (visitors see changes at once), on PGlite and (with
// TEST_DATABASE_URL) PostgreSQL. The public cache keeps answers a minute here, as in production.

let t: ConsoleTestApp;

beforeAll(async () => {
  t = await createConsoleTestApp();
});
afterAll(() => t.close());

const call = (fields: Record<string, string | number>) => t.call(fields);

/** A picture uploaded through the console; answers its path under files/. */
async function uploadedPicture(): Promise<string> {
  const res = await uploadConsoleImageCall(t.app, t.tokens.admin, {
    filename: 'slide.png',
    data: await pngPicture(),
    contentType: 'image/png',
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.path;
}

/** What visitors get: a GET of a public action, answered from the public cache when it holds the answer. */
async function visitorAnswer(query: string, app = t.app) {
  const res = await app.inject({ method: 'GET', url: `/api?action=${query}` });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}
const visitorSlides = async (app = t.app) => (await visitorAnswer('slider', app)) as { id: number; title: string }[];
const homeSettingsAction = () => `${t.config.PRODUCT_NAME}_homepage_settings`;

const slideFields = (image: string, mobileImage: string, overrides: Record<string, string | number> = {}) => ({
  action: 'saveSlider',
  title: 'Lanterns of Al Qasba',
  arabic_title: 'فوانيس القصباء',
  image,
  mobile_image: mobileImage,
  link: '/d/al-qasba',
  enable: 1,
  ...overrides,
});

async function slideOrderIds() {
  const res = await call({ action: 'consoleSliders' });
  expect(res.statusCode).toBe(200);
  return (res.json().data as { id: number }[]).map((slide) => slide.id);
}

const settingsFields = (pictures: string[], overrides: Record<string, string | number> = {}) => ({
  action: 'saveHomeSettings',
  ...Object.fromEntries(
    pictures.slice(0, 5).flatMap((picture, i) => [
      [`image${i + 1}`, picture],
      [`image${i + 1}_link`, `/p/gallery-${i + 1}`],
    ]),
  ),
  spend_win_image: pictures[5]!,
  ...Object.fromEntries(
    [1, 2, 3].flatMap((n) => [
      [`tag${n}`, n === 1 ? 'river-trips' : ''],
      [`tag${n}_heading`, n === 1 ? 'River Trips' : ''],
      [`tag${n}_arabic_heading`, n === 1 ? 'رحلات نهرية' : ''],
      [`tag${n}_description`, ''],
      [`tag${n}_arabic_description`, ''],
    ]),
  ),
  display_vouchers: 1,
  display_about_us: 0,
  display_top_experience: 1,
  ...overrides,
});

describe('who may run home and content', () => {
  it('answers no token 401, a traveller and a moderator 403, for each action, and changes nothing for them', async () => {
    const slide = await createSlide(t.db);
    const destination = await createDestination(t.db);
    const calls: Record<string, string | number>[] = [
      { action: 'consoleSliders' },
      slideFields(slide.image, slide.mobileImage, { id: slide.id, title: 'Renamed' }),
      { action: 'moveSlider', id: slide.id, direction: 'up' },
      { action: 'deleteSlider', id: slide.id },
      { action: 'consoleHomeSettings' },
      settingsFields(Array.from({ length: 6 }, () => slide.image)),
      { action: 'consoleSitePages' },
      { action: 'saveSitePage', page: 'about', text: 'Taken over', arabic_text: 'تم الاستيلاء' },
      { action: 'consolePromotions' },
      {
        action: 'savePromotion',
        slot: 'home',
        code: 'FREE',
        text: 'Free',
        arabic_text: 'مجاناً',
        description: '',
        arabic_description: '',
        show: 1,
      },
      { action: 'saveSeeSharjahDestinations', destination_ids: JSON.stringify([destination.id]) },
    ];
    const auditBefore = await t.db.$count(auditLog);
    expect(await statusesOfOutsiders(t, calls)).toEqual(calls.map(() => [401, 403, 403]));
    expect((await t.db.select().from(sliders).where(eq(sliders.id, slide.id)))[0]).toEqual(slide);
    expect(await t.db.$count(auditLog)).toBe(auditBefore);
    expect((await visitorAnswer('sitePage&page=about')).text).toBe(defaultSitePage('about').text);
  });
});

describe('sliders', () => {
  it('adds a slide last with uploaded pictures, audited, and visitors see it at once although cached', async () => {
    await createSlide(t.db);
    await t.dropCachedAnswers();
    const shownBefore = await visitorSlides();
    const [image, mobileImage] = [await uploadedPicture(), await uploadedPicture()];
    const res = await call(slideFields(image, mobileImage));
    expect(res.statusCode).toBe(200);
    const created = res.json().data;
    expect(created).toMatchObject({ title: 'Lanterns of Al Qasba', image, mobile_image: mobileImage, enable: 1 });
    expect((await slideOrderIds()).at(-1)).toBe(created.id);
    expect(shownBefore.some((slide) => slide.id === created.id)).toBe(false);
    expect((await visitorSlides()).at(-1)).toMatchObject({ id: created.id, arabic_title: 'فوانيس القصباء', link: '/d/al-qasba' });
    expect(await auditEntriesOf(t, 'slider', created.id)).toEqual([
      expect.objectContaining({
        operatorId: t.adminId,
        action: 'saveSlider',
        before: null,
        after: expect.objectContaining({ title: 'Lanterns of Al Qasba', image, mobile_image: mobileImage, enable: 1 }),
      }),
    ]);
  });

  it("refuses a link browsers read as another host, naming the field, and keeps the site's paths and http(s) addresses", async () => {
    const slide = await createSlide(t.db, { title: 'Links' });
    for (const link of ['//evil.example', '/\\evil.example', '///evil.example', 'javascript:alert(1)', 'evil.example']) {
      const res = await call(slideFields(slide.image, slide.mobileImage, { id: slide.id, link }));
      expect([link, res.statusCode, Object.keys(res.json().fields ?? {})]).toEqual([link, 400, ['link']]);
    }
    for (const link of ['/d/al-qasba', '/', 'https://visitsharjah.example/en', 'http://example.com/a//b', '']) {
      expect([link, (await call(slideFields(slide.image, slide.mobileImage, { id: slide.id, link }))).statusCode]).toEqual([
        link,
        200,
      ]);
    }
  });

  it('changes a seeded slide keeping its pictures, and disabling takes it off the banner at once', async () => {
    const slide = await createSlide(t.db, { title: 'Before' });
    await t.dropCachedAnswers();
    expect((await visitorSlides()).find((shown) => shown.id === slide.id)?.title).toBe('Before');
    const res = await call(slideFields(slide.image, slide.mobileImage, { id: slide.id, title: 'After' }));
    expect(res.statusCode).toBe(200);
    expect((await visitorSlides()).find((shown) => shown.id === slide.id)?.title).toBe('After');
    expect((await call(slideFields(slide.image, slide.mobileImage, { id: slide.id, enable: 0 }))).statusCode).toBe(200);
    expect((await visitorSlides()).some((shown) => shown.id === slide.id)).toBe(false);
    expect((await auditEntriesOf(t, 'slider', slide.id)).map((entry) => [entry.before, entry.after])).toEqual([
      [expect.objectContaining({ title: 'Before', enable: 1 }), expect.objectContaining({ title: 'After', enable: 1 })],
      [
        expect.objectContaining({ title: 'After', enable: 1 }),
        expect.objectContaining({ title: 'Lanterns of Al Qasba', enable: 0 }),
      ],
    ]);
  });

  it('names the failing fields: a link that is neither a path nor an address, pictures never uploaded; nothing is stored', async () => {
    const other = await createSlide(t.db);
    const image = await uploadedPicture();
    const count = await t.db.$count(sliders);
    const badLink = await call(slideFields(image, image, { link: 'javascript:alert(1)', enable: 2 }));
    expect(badLink.statusCode).toBe(400);
    expect(Object.keys(badLink.json().fields).sort()).toEqual(['enable', 'link']);
    const notUploaded = await call(slideFields(other.image, 'uploads/2026/01/0123456789abcdef.jpg'));
    expect(notUploaded.statusCode).toBe(400);
    expect(Object.keys(notUploaded.json().fields).sort()).toEqual(['image', 'mobile_image']);
    expect(await t.db.$count(sliders)).toBe(count);
    expect((await call(slideFields(image, image, { id: 2_000_000_000 }))).statusCode).toBe(404);
  });

  it('moves a slide up and down by one place, numbering the banner 1…n, audited; the ends stay put', async () => {
    await t.db.delete(sliders);
    const [a, b, c] = [await createSlide(t.db), await createSlide(t.db), await createSlide(t.db)];
    await t.dropCachedAnswers();
    expect((await visitorSlides()).map((slide) => slide.id)).toEqual([a.id, b.id, c.id]);

    const moved = await call({ action: 'moveSlider', id: c.id, direction: 'up' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data.map((slide: { id: number; position: number }) => [slide.id, slide.position])).toEqual([
      [a.id, 1],
      [c.id, 2],
      [b.id, 3],
    ]);
    expect((await visitorSlides()).map((slide) => slide.id)).toEqual([a.id, c.id, b.id]);
    expect((await call({ action: 'moveSlider', id: a.id, direction: 'up' })).statusCode).toBe(200);
    expect((await call({ action: 'moveSlider', id: b.id, direction: 'down' })).statusCode).toBe(200);
    expect(await slideOrderIds()).toEqual([a.id, c.id, b.id]);
    expect((await auditEntriesOf(t, 'slider', c.id)).map((entry) => [entry.action, entry.after])).toContainEqual([
      'moveSlider',
      { position: 2 },
    ]);
    expect((await call({ action: 'moveSlider', id: b.id, direction: 'sideways' })).json().fields).toHaveProperty('direction');
  });

  it('deletes a slide: audited, and gone from the banner at once', async () => {
    const slide = await createSlide(t.db);
    await t.dropCachedAnswers();
    expect((await visitorSlides()).some((shown) => shown.id === slide.id)).toBe(true);
    expect((await call({ action: 'deleteSlider', id: slide.id })).json()).toMatchObject({ success: 1, deleted: 1 });
    expect((await visitorSlides()).some((shown) => shown.id === slide.id)).toBe(false);
    expect((await auditEntriesOf(t, 'slider', slide.id)).map((entry) => [entry.action, entry.after])).toEqual([
      ['deleteSlider', null],
    ]);
    expect((await call({ action: 'deleteSlider', id: slide.id })).statusCode).toBe(404);
  });
});

describe('home page settings', () => {
  it('answers blank settings before any were saved, with the tags to choose from', async () => {
    await t.db.delete(siteSettings).where(eq(siteSettings.key, 'homepage'));
    const pkg = await createPackage(t.db, { destinationId: (await createDestination(t.db)).id });
    await tagPackage(t.db, pkg.id, 'river-trips');
    const res = await call({ action: 'consoleHomeSettings' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ spend_win_image: '', tag1: '', display_vouchers: 1 });
    expect(res.json().tags).toContainEqual({ slug: 'river-trips', name: 'river-trips', arabic_name: 'river-trips' });
  });

  it('saves every field; the cached public answer (the same contract) changes at once, audited before and after', async () => {
    const seeded = {
      ...(await call({ action: 'consoleHomeSettings' })).json().data,
      display_about_us: 1,
      spend_win_image: 'home/seeded.jpg',
    };
    await setHomeSettings(t.db, seeded);
    await t.dropCachedAnswers();
    expect((await visitorAnswer(homeSettingsAction())).display_about_us).toBe(1);

    const pictures = await Promise.all(Array.from({ length: 6 }, () => uploadedPicture()));
    const res = await call(settingsFields(pictures));
    expect(res.statusCode).toBe(200);
    const shown = await visitorAnswer(homeSettingsAction());
    expect(shown).toEqual(res.json().data);
    expect(shown).toMatchObject({
      gallary_images: { image1: pictures[0], image5: pictures[4], image3_link: '/p/gallery-3' },
      spend_win_image: pictures[5],
      tag1: 'river-trips',
      tag1_arabic_heading: 'رحلات نهرية',
      tag2: '',
      display_about_us: 0,
    });
    const [entry] = await auditEntriesOf(t, 'home_settings', 'homepage');
    expect(entry).toMatchObject({ action: 'saveHomeSettings', before: seeded, after: shown });
  });

  it('names the failing fields: an unknown tag, pictures never uploaded, a flag of 2, a bad link; nothing changes', async () => {
    const before = (await call({ action: 'consoleHomeSettings' })).json().data;
    const pictures = await Promise.all(Array.from({ length: 6 }, () => uploadedPicture()));
    const flags = await call(settingsFields(pictures, { display_vouchers: 2, image2_link: 'not a link' }));
    expect(flags.statusCode).toBe(400);
    expect(Object.keys(flags.json().fields).sort()).toEqual(['display_vouchers', 'image2_link']);
    const unknown = await call(settingsFields(pictures, { tag2: 'no-such-tag', image4: 'gallery/never-uploaded.jpg' }));
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(unknown.json().fields).sort()).toEqual(['image4', 'tag2']);
    expect((await call({ action: 'consoleHomeSettings' })).json().data).toEqual(before);
  });
});

describe('About, Terms and Privacy', () => {
  it('answers the default texts (the former static files) until an operator writes them', async () => {
    const res = await call({ action: 'consoleSitePages' });
    expect(res.json().data.map((page: { page: string }) => page.page)).toEqual(['about', 'terms', 'privacy']);
    const terms = await visitorAnswer('sitePage&page=terms');
    expect(terms.text).toMatch(/^These terms apply to everyone/);
    expect(terms.arabic_text).toMatch(/[\u0600-\u06FF]/);
  });

  it('saves a page in both languages; the cached page changes at once, audited before and after', async () => {
    const before = await visitorAnswer('sitePage&page=privacy');
    const res = await call({
      action: 'saveSitePage',
      page: 'privacy',
      text: '1. What we keep\r\n\r\nYour name and bookings.\n\n- No selling\n- No tracking  ',
      arabic_text: '1. ما نحتفظ به\n\nاسمك وحجوزاتك.',
    });
    expect(res.statusCode).toBe(200);
    const after = await visitorAnswer('sitePage&page=privacy');
    expect(after).toEqual({
      page: 'privacy',
      text: '1. What we keep\n\nYour name and bookings.\n\n- No selling\n- No tracking',
      arabic_text: '1. ما نحتفظ به\n\nاسمك وحجوزاتك.',
    });
    expect(await auditEntriesOf(t, 'site_page', 'privacy')).toEqual([
      expect.objectContaining({
        action: 'saveSitePage',
        before: { text: before.text, arabic_text: before.arabic_text },
        after: { text: after.text, arabic_text: after.arabic_text },
      }),
    ]);
  });

  it('names the failing fields: an empty Arabic text, an unknown page', async () => {
    const empty = await call({ action: 'saveSitePage', page: 'about', text: 'Hello', arabic_text: ' \n ' });
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json().fields)).toEqual(['arabic_text']);
    const unknown = await call({ action: 'saveSitePage', page: 'cookies', text: 'Hello', arabic_text: 'مرحباً' });
    expect(Object.keys(unknown.json().fields)).toEqual(['page']);
    expect(await auditEntriesOf(t, 'site_page', 'about')).toEqual([]);
  });
});

describe('advertised codes and /seesharjah', () => {
  const promotionFields = (overrides: Record<string, string | number> = {}) => ({
    action: 'savePromotion',
    slot: 'home',
    code: 'summer25',
    text: 'Summer: 25% off with',
    arabic_text: 'الصيف: خصم 25% مع',
    description: 'All summer long.',
    arabic_description: 'طوال الصيف.',
    show: 1,
    ...overrides,
  });

  it('answers the defaults, saying which codes have no enabled coupon, with every destination to choose from', async () => {
    await createCoupon(t.db, { code: 'WELCOME10' });
    const hidden = await createDestination(t.db, { hide: 1 });
    const res = await call({ action: 'consolePromotions' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.home).toMatchObject({ code: 'WELCOME10', coupon: 'enabled', show: 1 });
    expect(res.json().data.see_sharjah).toMatchObject({ code: 'SEESHARJAH', coupon: 'missing' });
    expect(res.json().destinations).toContainEqual({
      id: hidden.id,
      name: hidden.name,
      arabic_name: hidden.arabicName,
      shown: 0,
    });
    expect((await visitorAnswer('sitePromotions')).home.code).toBe('WELCOME10');
  });

  it('saves a code upper-case with its texts, warns when its coupon is disabled, and the cached answer changes at once, audited', async () => {
    await createCoupon(t.db, { code: 'SUMMER25', enable: 0 });
    const res = await call(promotionFields());
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ code: 'SUMMER25', coupon: 'disabled' });
    const shown = await visitorAnswer('sitePromotions');
    expect(shown.home).toEqual({
      code: 'SUMMER25',
      text: 'Summer: 25% off with',
      arabic_text: 'الصيف: خصم 25% مع',
      description: 'All summer long.',
      arabic_description: 'طوال الصيف.',
      show: 1,
    });
    expect(shown.see_sharjah.code).toBe('SEESHARJAH');
    const [entry] = await auditEntriesOf(t, 'promotion', 'home');
    expect(entry).toMatchObject({ action: 'savePromotion', before: { code: 'WELCOME10' }, after: shown.home });
  });

  it('names the failing fields of a promotion: a code with spaces, an empty text, an unknown slot', async () => {
    const res = await call(promotionFields({ code: 'TWO WORDS', text: ' ', slot: 'footer' }));
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields).sort()).toEqual(['code', 'slot', 'text']);
  });

  it('replaces the /seesharjah list in order; unknown or repeated destinations are refused', async () => {
    const [first, second] = [await createDestination(t.db), await createDestination(t.db)];
    const save = (ids: unknown) => call({ action: 'saveSeeSharjahDestinations', destination_ids: JSON.stringify(ids) });
    expect((await save([second.id, first.id])).statusCode).toBe(200);
    expect((await visitorAnswer('sitePromotions')).see_sharjah_destination_ids).toEqual([second.id, first.id]);
    const unknown = await save([first.id, 2_000_000_000]);
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(unknown.json().fields)).toEqual(['destination_ids']);
    expect((await save([first.id, first.id])).statusCode).toBe(400);
    expect((await visitorAnswer('sitePromotions')).see_sharjah_destination_ids).toEqual([second.id, first.id]);
    expect((await auditEntriesOf(t, 'promotion', 'see_sharjah_destinations')).map((entry) => entry.after)).toEqual([
      { destination_ids: [second.id, first.id] },
    ]);
  });
});

describe.skipIf(!inject('postgresTemplateUrl'))('two server processes on one PostgreSQL', () => {
  let other: Awaited<ReturnType<typeof openSecondProcess>>;

  beforeAll(async () => {
    other = await openSecondProcess(t);
  });
  afterAll(() => other?.close());

  it("a page saved in one process reaches the other's cached answer without waiting for it to expire", async () => {
    const cached = await visitorAnswer('sitePage&page=terms', other.app);
    // written behind the console's back, nobody is told: the other process keeps its cached answer
    const behind = { text: 'Unannounced.', arabic_text: 'بلا إعلان.' };
    await t.db
      .insert(siteSettings)
      .values({ key: 'page_terms', value: behind })
      .onConflictDoUpdate({ target: siteSettings.key, set: { value: behind } });
    expect(await visitorAnswer('sitePage&page=terms', other.app)).toEqual(cached);

    const res = await call({ action: 'saveSitePage', page: 'terms', text: 'New terms.', arabic_text: 'شروط جديدة.' });
    expect(res.statusCode).toBe(200);
    await vi.waitFor(async () => expect((await visitorAnswer('sitePage&page=terms', other.app)).text).toBe('New terms.'), {
      timeout: 20_000,
    });
  });

  it("a slide moved in one process reorders the other's cached banner", async () => {
    const slides = await visitorSlides(other.app);
    const last = slides.at(-1)!;
    expect((await call({ action: 'moveSlider', id: last.id, direction: 'up' })).statusCode).toBe(200);
    await vi.waitFor(async () => expect((await visitorSlides(other.app)).at(-2)?.id).toBe(last.id), { timeout: 20_000 });
  });
});
