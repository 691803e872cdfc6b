import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createDestination,
  createPackage,
  createSlide,
  createVoucher,
  setHomeSettings,
  tagPackage,
} from '../../test/factories.ts';
import { createTestApp } from '../../test/harness.ts';

const now = new Date('2026-11-22T08:00:00Z');
/** not PRODUCT_NAME ('sharjah', which names the settings action): home sections follow SITE_NAME */
const siteName = 'see_sharjah';
let t: Awaited<ReturnType<typeof createTestApp>>;

const get = async (query: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api?${query}` });
  return { status: res.statusCode, body: res.json() };
};

const homeSettings = (tags: [string, string, string]) => ({
  gallary_images: Object.fromEntries(
    [1, 2, 3, 4, 5].flatMap((n) => [
      [`image${n}`, `gallery/g${n}.jpg`],
      [`image${n}_link`, `https://example.com/${n}`],
    ]),
  ),
  spend_win_image: 'home/spend-win.jpg',
  ...Object.fromEntries(
    tags.flatMap((slug, i) => [
      [`tag${i + 1}`, slug],
      [`tag${i + 1}_heading`, `Heading ${slug}`],
      [`tag${i + 1}_arabic_heading`, `عنوان ${slug}`],
      [`tag${i + 1}_description`, `About ${slug}`],
      [`tag${i + 1}_arabic_description`, `عن ${slug}`],
    ]),
  ),
  display_vouchers: 1,
  display_about_us: 0,
  display_top_experience: 1,
});

beforeAll(async () => {
  t = await createTestApp({ now: () => now, config: { SITE_NAME: siteName } });
});
afterAll(() => t.close());

describe('destinations', () => {
  it('lists only destinations with hide=0 and enable=1, by position', async () => {
    await createDestination(t.db, { urlSlug: 'second', position: 2 });
    await createDestination(t.db, { urlSlug: 'first', position: 1 });
    await createDestination(t.db, { urlSlug: 'hidden', hide: 1 });
    await createDestination(t.db, { urlSlug: 'switched-off', enable: 0 });
    const { body } = await get('action=destinations');
    expect(body.data.map((d: { url_slug: string }) => d.url_slug)).toEqual(['first', 'second']);
    expect(body.data[0]).toMatchObject({ hide: 0, enable: 1, arabic_name: expect.any(String) });
  });
});

describe('packages of a destination', () => {
  it('finds the destination by slug or by id and lists its visible packages by position with prices in AED', async () => {
    const d = await createDestination(t.db, { urlSlug: 'mleiha', name: 'Mleiha', arabicName: 'مليحة' });
    const later = await createPackage(t.db, {
      destinationId: d.id,
      position: 5,
      adultPriceFils: 12_550,
      childPriceFils: null,
      originalPriceFils: 15_000,
    });
    const first = await createPackage(t.db, { destinationId: d.id, position: 1, adultPriceFils: null, childPriceFils: null });
    await createPackage(t.db, { destinationId: d.id, hide: 1 });
    await createPackage(t.db, { destinationId: d.id, enable: 0 });
    await tagPackage(t.db, later.id, 'family');
    await tagPackage(t.db, later.id, 'couples');

    const bySlug = await get('action=packages&slug=mleiha');
    expect(bySlug.status).toBe(200);
    expect(bySlug.body.destination).toMatchObject({ url_slug: 'mleiha', name: 'Mleiha', arabic_name: 'مليحة' });
    expect(bySlug.body.data.map((p: { id: number }) => p.id)).toEqual([first.id, later.id]);
    expect(bySlug.body.data[1]).toMatchObject({
      price: 125.5,
      adult_price: 125.5,
      child_price: null,
      original_price: 150,
      destination_name: 'Mleiha',
      tags: ['couples', 'family'],
    });
    expect(bySlug.body.data[0]).toMatchObject({ price: null, child_price: null });

    const byId = await get(`action=packages&id=${d.id}`);
    expect(byId.body.data).toEqual(bySlug.body.data);
  });

  it('answers an unknown destination with 404', async () => {
    const { status, body } = await get('action=packages&slug=atlantis');
    expect(status).toBe(404);
    expect(body).toMatchObject({ success: 0, code: 'destination_not_found' });
  });

  it('answers a hidden destination with 404 too', async () => {
    await createDestination(t.db, { urlSlug: 'secret-beach', hide: 1 });
    expect((await get('action=packages&slug=secret-beach')).status).toBe(404);
  });

  it('needs a slug or an id', async () => {
    const { status, body } = await get('action=packages');
    expect(status).toBe(400);
    expect(body.fields).toHaveProperty('slug');
  });
});

describe('slider', () => {
  it('lists enabled slides by position with both image sets', async () => {
    await createSlide(t.db, { position: 2, title: 'Second' });
    await createSlide(t.db, {
      position: 1,
      title: 'First',
      image: 'sliders/a.jpg',
      mobileImage: 'sliders/a-m.jpg',
    });
    await createSlide(t.db, { enable: 0, title: 'Off' });
    const { body } = await get('action=slider');
    expect(body.data.map((s: { title: string }) => s.title)).toEqual(['First', 'Second']);
    expect(body.data[0]).toMatchObject({ image: 'sliders/a.jpg', mobile_image: 'sliders/a-m.jpg' });
  });
});

describe('home settings and home data', () => {
  it('answers the homepage settings under the configured product name', async () => {
    await setHomeSettings(t.db, homeSettings(['top', 'family-favourites', 'weekend']));
    const { status, body } = await get('action=sharjah_homepage_settings');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      tag1: 'top',
      display_vouchers: 1,
      gallary_images: { image5_link: 'https://example.com/5' },
    });
    expect((await get('action=dubai_homepage_settings')).status).toBe(400);
  });

  it('gives at most 6 enabled packages per tag section, only those whose checkout lists SITE_NAME, and the unexpired top-offer vouchers', async () => {
    const d = await createDestination(t.db);
    for (let i = 0; i < 8; i++) {
      const p = await createPackage(t.db, { destinationId: d.id, position: i, checkout: ['partner_portal', siteName] });
      await tagPackage(t.db, p.id, 'top');
    }
    const elsewhere = await createPackage(t.db, { destinationId: d.id, position: -1, checkout: [t.config.PRODUCT_NAME] });
    await tagPackage(t.db, elsewhere.id, 'top');
    const off = await createPackage(t.db, { destinationId: d.id, position: -2, enable: 0, checkout: [siteName] });
    await tagPackage(t.db, off.id, 'top');
    await createVoucher(t.db, { urlSlug: 'valid-today', expiryDate: '2026-11-22' });
    await createVoucher(t.db, { urlSlug: 'expired', expiryDate: '2026-11-21' });
    await createVoucher(t.db, { urlSlug: 'not-top', topOffer: 0 });

    const { body } = await get('action=HomeData');
    const top = body.data.tag_sections.find((s: { tag: string }) => s.tag === 'top');
    expect(top.packages).toHaveLength(6);
    expect(top.packages.map((p: { id: number }) => p.id)).not.toContain(elsewhere.id);
    expect(top.packages.map((p: { id: number }) => p.id)).not.toContain(off.id);
    expect(top).toMatchObject({ heading: 'Heading top', arabic_heading: 'عنوان top' });
    expect(body.data.voucherData.map((v: { url_slug: string }) => v.url_slug)).toEqual(['valid-today']);
  });
});
