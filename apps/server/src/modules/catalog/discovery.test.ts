import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../db/schema/index.ts';
import { addAddOns, createDestination, createPackage, tagPackage } from '../../test/factories.ts';
import { createTestApp, formBody, formHeaders } from '../../test/harness.ts';
import { weekdayList } from './package-details-service.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let desert: Awaited<ReturnType<typeof createDestination>>;
let sea: Awaited<ReturnType<typeof createDestination>>;

const get = async (query: Record<string, string>) => {
  const res = await t.app.inject({ method: 'GET', url: `/api?${new URLSearchParams(query)}` });
  return { status: res.statusCode, body: res.json() };
};

beforeAll(async () => {
  t = await createTestApp();
  desert = await createDestination(t.db, { urlSlug: 'mleiha', name: 'Mleiha', arabicName: 'مليحة' });
  sea = await createDestination(t.db, { urlSlug: 'khor-fakkan', name: 'Khor Fakkan', arabicName: 'خورفكان' });
});
afterAll(() => t.close());

describe('packagesDetails', () => {
  it('gives the package with its add-ons, rules and option list, prices in AED', async () => {
    const p = await createPackage(t.db, {
      destinationId: desert.id,
      urlSlug: 'desert-safari',
      enableSubPackages: 1,
      enableMeal: 1,
      enableTransport: 1,
      disabledWeeks: [0, 6],
      amenities: { seating: 1, free_wiFi: 1, dining: 0 },
      megaSliderImages: ['packages/desert-safari-1.jpg', 'packages/desert-safari-2.jpg'],
      eventDates: ['2026-12-05', '2026-12-12'],
      disabledDates: ['2026-12-25'],
      optionList: {
        childPriceOnly: false,
        options: [{ id: 'all', label: 'All Days', arabicLabel: 'كل الأيام', priceFils: 29_000, exclusive: true }],
      },
    });
    const { sub, meal, transport } = await addAddOns(t.db, p.id);
    await tagPackage(t.db, p.id, 'family');
    const { status, body } = await get({ action: 'packagesDetails', slug: 'desert-safari' });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      id: p.id,
      destination_slug: 'mleiha',
      destination_name: 'Mleiha',
      tags: ['family'],
      enable_sub_packages: 1,
      // spec part 1 §3 Package: the forms a client written to the specification reads
      disabled_weeks: 'saturday,sunday',
      amenities: ['free_wiFi', 'seating'],
      mega_slider_images: '["packages/desert-safari-1.jpg","packages/desert-safari-2.jpg"]',
      event_dates: '["2026-12-05","2026-12-12"]',
      disabled_dates: ['2026-12-25'],
      sub_packages: [{ id: sub.id, adult_price: 75, child_price: 40 }],
      meals: [{ id: meal.id, price: 90 }],
      transport: [{ id: transport.id, one_way: 50, two_way: 90 }],
      option_list: { child_price_only: 0, options: [{ id: 'all', price: 290, exclusive: 1 }], notes: null },
    });
  });

  it('gives a package with no weekdays off, amenities, gallery or event dates the empty forms', async () => {
    await createPackage(t.db, { destinationId: desert.id, urlSlug: 'plain-package' });
    const { body } = await get({ action: 'packagesDetails', slug: 'plain-package' });
    expect(body.data).toMatchObject({
      disabled_weeks: '',
      amenities: [],
      mega_slider_images: '[]',
      event_dates: '[]',
      disabled_dates: [],
    });
  });

  it('names disabled weekdays Monday first, once each (spec part 1 §5 numbers: sunday=0 … saturday=6)', () => {
    expect(weekdayList([0, 6])).toBe('saturday,sunday');
    expect(weekdayList([5, 1, 1, 3])).toBe('monday,wednesday,friday');
    expect(weekdayList([])).toBe('');
  });

  it('answers 404 for an unknown slug and for a package that is switched off', async () => {
    await createPackage(t.db, { destinationId: desert.id, urlSlug: 'switched-off', enable: 0 });
    for (const slug of ['no-such-package', 'switched-off']) {
      const { status, body } = await get({ action: 'packagesDetails', slug });
      expect(status).toBe(404);
      expect(body.code).toBe('package_not_found');
    }
  });

  it('still opens a hidden package by its link, and a disabled one so the page can say bookings are off', async () => {
    await createPackage(t.db, { destinationId: desert.id, urlSlug: 'hidden-one', hide: 1 });
    await createPackage(t.db, { destinationId: desert.id, urlSlug: 'no-bookings', disabled: 1 });
    expect((await get({ action: 'packagesDetails', slug: 'hidden-one' })).status).toBe(200);
    expect((await get({ action: 'packagesDetails', slug: 'no-bookings' })).body.data.disabled).toBe(1);
  });
});

describe('packagesByTags', () => {
  it('lists the visible packages of a tag by position', async () => {
    const second = await createPackage(t.db, { destinationId: sea.id, position: 2 });
    const first = await createPackage(t.db, { destinationId: desert.id, position: 1 });
    const hidden = await createPackage(t.db, { destinationId: sea.id, position: 0, hide: 1 });
    for (const p of [second, first, hidden]) await tagPackage(t.db, p.id, 'weekend-escapes');
    const { body } = await get({ action: 'packagesByTags', tag: 'weekend-escapes' });
    expect(body.tag.slug).toBe('weekend-escapes');
    expect(body.data.map((p: { id: number }) => p.id)).toEqual([first.id, second.id]);
  });

  it('answers a tag whose packages are all hidden with its name and an empty list', async () => {
    const hidden = await createPackage(t.db, { destinationId: sea.id, hide: 1 });
    await tagPackage(t.db, hidden.id, 'coming-soon');
    const { status, body } = await get({ action: 'packagesByTags', tag: 'coming-soon' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: 1, tag: { slug: 'coming-soon' }, data: [] });
  });

  it('answers an unknown tag with success, tag null and an empty list (No Packages Found, not 404)', async () => {
    const { status, body } = await get({ action: 'packagesByTags', tag: 'nothing-here' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: 1, tag: null, data: [] });
  });
});

describe('search', () => {
  beforeAll(async () => {
    await createPackage(t.db, {
      destinationId: desert.id,
      packageName: 'Desert Stargazing Night',
      arabicName: 'ليلة مراقبة النجوم في الصحراء',
      urlSlug: 'stargazing',
    });
    await createPackage(t.db, {
      destinationId: sea.id,
      packageName: 'Snorkelling Trip',
      arabicName: 'رحلة غوص',
      arabicDescription: 'استكشف الشعاب المرجانية في خورفكان',
      urlSlug: 'snorkel',
    });
    await createPackage(t.db, { destinationId: sea.id, packageName: 'Hidden Cove 50% tour', urlSlug: 'hidden-cove', hide: 1 });
  });

  const slugs = async (fields: Record<string, string>) =>
    ((await get({ action: 'search', ...fields })).body.data as { url_slug: string }[]).map((p) => p.url_slug);

  it('finds packages by English name, case-insensitively', async () => {
    expect(await slugs({ search_term: 'STARGAZING' })).toEqual(['stargazing']);
  });

  it('finds packages by Arabic name and description, whatever form of alef or taa marbuta is typed', async () => {
    expect(await slugs({ search_term: 'الصحراء' })).toContain('stargazing');
    expect(await slugs({ search_term: 'الشعاب المرجانيه' })).toEqual(['snorkel']);
  });

  it('finds packages by their destination name', async () => {
    const found = await slugs({ search_term: 'khor fakkan' });
    expect(found).toContain('snorkel');
    expect(found).not.toContain('stargazing');
  });

  it('filters by destination, -1 meaning all', async () => {
    const inSea = (await get({ action: 'search', search_term: 'a', destination_id: String(sea.id) })).body.data as {
      url_slug: string;
      destination_id: number;
    }[];
    expect(inSea.map((p) => p.url_slug)).toContain('snorkel');
    expect(inSea.every((p) => p.destination_id === sea.id)).toBe(true);
    expect((await slugs({ search_term: 'a', destination_id: '-1' })).length).toBeGreaterThan(1);
  });

  it('answers an unknown destination with success and an empty list', async () => {
    const { status, body } = await get({ action: 'search', search_term: 'a', destination_id: '999999' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: 1, data: [] });
  });

  it('treats LIKE wildcards literally and never lists hidden packages', async () => {
    expect(await slugs({ search_term: '50%' })).toEqual([]);
    expect(await slugs({ search_term: '_' })).toEqual([]);
  });

  it('needs a term', async () => {
    const { status, body } = await get({ action: 'search', search_term: '  ' });
    expect(status).toBe(400);
    expect(body.fields).toHaveProperty('search_term');
  });
});

describe('contactUs', () => {
  it("sends the visitor's message to the team through the message provider", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api',
      headers: formHeaders,
      payload: formBody({
        action: 'contactUs',
        name: 'Mariam',
        email: 'mariam@example.ae',
        message: 'Is Al Noor Island open on Fridays?',
      }),
    });
    expect(res.statusCode).toBe(200);
    const [m] = await t.db.select().from(messages).orderBy(desc(messages.id)).limit(1);
    expect(m).toMatchObject({ recipient: t.config.CONTACT_EMAIL, channel: 'email' });
    expect(m!.body).toContain('Is Al Noor Island open on Fridays?');
    expect(m!.body).toContain('mariam@example.ae');
  });

  it('refuses an empty message with the failing fields', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api',
      headers: formHeaders,
      payload: formBody({ action: 'contactUs', name: '', email: 'x', message: '' }),
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields).sort()).toEqual(['email', 'message', 'name']);
  });
});
