import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDestination, createPackage, createVoucher, setHomeSettings, tagPackage } from '../../test/factories.ts';
import { createTestApp } from '../../test/harness.ts';

/**
 * The answers of the catalogue's lists as they were before search moved to an index, lists were
 * paged and HomeData selected only what it shows (decision 028): a client that sends no page gets the
 * same bytes. The snapshot file was written by the code before that change.
 */
const now = new Date('2026-11-22T08:00:00Z');
const siteName = 'see_sharjah';
let t: Awaited<ReturnType<typeof createTestApp>>;

const section = (n: number, slug: string) => ({
  [`tag${n}`]: slug,
  [`tag${n}_heading`]: `Heading ${slug}`,
  [`tag${n}_arabic_heading`]: `عنوان ${slug}`,
  [`tag${n}_description`]: `About ${slug}`,
  [`tag${n}_arabic_description`]: `عن ${slug}`,
});

async function buildCatalogue() {
  const lagoon = await createDestination(t.db, {
    urlSlug: 'lagoon',
    name: 'Al Noor Island',
    arabicName: 'جزيرة النور',
    position: 2,
  });
  const desert = await createDestination(t.db, { urlSlug: 'desert', name: 'Mleiha', arabicName: 'مليحة', position: 1 });
  await createDestination(t.db, { urlSlug: 'hidden-place', hide: 1 });
  const offDestination = await createDestination(t.db, { urlSlug: 'off-place', enable: 0 });
  const specs = [
    {
      destinationId: lagoon.id,
      packageName: 'Butterfly House Entry',
      arabicName: 'دخول بيت الفراشات',
      position: 3,
      tags: ['top', 'family'],
    },
    {
      destinationId: lagoon.id,
      packageName: 'Island Sunset Walk',
      arabicName: 'نزهة الغروب في الجزيرة',
      position: 1,
      tags: ['top'],
    },
    {
      destinationId: desert.id,
      packageName: 'Desert Stargazing Night',
      arabicName: 'ليلة مراقبة النجوم في الصحراء',
      position: 2,
      tags: ['top', 'weekend'],
    },
    {
      destinationId: desert.id,
      packageName: 'Fossil Rock Hike',
      arabicName: 'رحلة إلى جبل فسيل',
      position: 4,
      tags: ['weekend'],
      checkout: ['partner'],
    },
    { destinationId: desert.id, packageName: 'Camp Dinner', arabicName: 'عشاء المخيّم', position: 5, tags: ['top'], hide: 1 },
    { destinationId: desert.id, packageName: 'Closed Tour', arabicName: 'جولة مغلقة', position: 6, tags: ['top'], enable: 0 },
    { destinationId: offDestination.id, packageName: 'Elsewhere Tour', arabicName: 'جولة أخرى', position: 0, tags: ['top'] },
  ];
  for (const [i, { tags, ...spec }] of specs.entries()) {
    const p = await createPackage(t.db, {
      checkout: [siteName],
      description: `<p>Package number ${i}</p>`,
      arabicDescription: `<p>الباقة رقم ${i}</p>`,
      rating: i % 2 === 0 ? '4.5' : null,
      originalPriceFils: i === 0 ? 20_000 : null,
      ...spec,
    });
    for (const tag of tags) await tagPackage(t.db, p.id, tag);
  }
  for (let i = 0; i < 8; i++) {
    const p = await createPackage(t.db, { destinationId: desert.id, checkout: ['partner', siteName], position: 10 + i });
    await tagPackage(t.db, p.id, 'family');
  }
  await createVoucher(t.db, { urlSlug: 'valid-today', expiryDate: '2026-11-22', destinationId: lagoon.id, position: 2 });
  await createVoucher(t.db, { urlSlug: 'first-offer', destinationId: desert.id, position: 1 });
  await createVoucher(t.db, { urlSlug: 'expired', expiryDate: '2026-11-21' });
  await createVoucher(t.db, { urlSlug: 'not-top', topOffer: 0 });
  await setHomeSettings(t.db, {
    gallary_images: Object.fromEntries(
      [1, 2, 3, 4, 5].flatMap((n) => [
        [`image${n}`, `gallery/g${n}.jpg`],
        [`image${n}_link`, `https://example.com/${n}`],
      ]),
    ),
    spend_win_image: 'home/spend-win.jpg',
    ...section(1, 'top'),
    ...section(2, 'family'),
    ...section(3, 'weekend'),
    display_vouchers: 1,
    display_about_us: 0,
    display_top_experience: 1,
  });
}

beforeAll(async () => {
  t = await createTestApp({ now: () => now, config: { SITE_NAME: siteName } });
  await buildCatalogue();
});
afterAll(() => t.close());

/** The lists, whose answers gained `has_more`. */
const queries = [
  'action=destinations',
  'action=packagesByTags&tag=top',
  'action=packagesByTags&tag=family',
  'action=search&search_term=island',
  'action=search&search_term=%D8%A7%D9%84%D8%B5%D8%AD%D8%B1%D8%A7%D8%A1',
  'action=search&search_term=a&destination_id=-1',
  'action=listVoucherByDesitnation',
  'action=listVoucherByDesitnation&slug=lagoon',
];

/**
 * The optional card additions of decision 039 (badges and the rating's count), which a client of before does not read.
 */
const optionalCardFields = new Set(['review_count', 'duration_minutes', 'cancellation']);
const withoutOptionalCardFields = (body: string) =>
  JSON.stringify(JSON.parse(body, (key, value: unknown) => (optionalCardFields.has(key) ? undefined : value)));

const snapshotOf = (query: string) => `./__snapshots__/list-answers/${query.replace(/[^a-z0-9]+/gi, '-')}.json`;

describe('the catalogue lists answer a client that sends no page as they did before paging', () => {
  it('HomeData answers the same bytes besides its optional card fields and message', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api?action=HomeData' });
    // decision 055 added `message`, the same text as `msg`, to every success
    const { message, ...before } = JSON.parse(withoutOptionalCardFields(res.body)) as Record<string, unknown>;
    expect(message).toBe(before.msg);
    await expect(`${JSON.stringify(before)}\n`).toMatchFileSnapshot(snapshotOf('action=HomeData'));
  });

  it.each(queries)('%s answers the same bytes besides has_more: 0 and message', async (query) => {
    const res = await t.app.inject({ method: 'GET', url: `/api?${query}` });
    const { has_more, message, ...before } = JSON.parse(withoutOptionalCardFields(res.body)) as Record<string, unknown>;
    expect(has_more).toBe(0);
    expect(message).toBe(before.msg);
    await expect(`${JSON.stringify(before)}\n`).toMatchFileSnapshot(snapshotOf(query));
  });
});

describe('pages of the lists (our addition: page and limit)', () => {
  const list = async (query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api?${query}` });
    return { status: res.statusCode, body: res.json() };
  };
  const ids = (body: { data: { id: number }[] }) => body.data.map((row) => row.id);

  it.each([
    'action=destinations',
    'action=packagesByTags&tag=family',
    'action=search&search_term=a',
    'action=listVoucherByDesitnation',
  ])('%s: pages of 1 walk the whole first page in order, has_more 1 until the last', async (query) => {
    const whole = await list(query);
    const walked: number[] = [];
    for (let page = 1; page <= whole.body.data.length; page++) {
      const { body } = await list(`${query}&page=${page}&limit=1`);
      walked.push(...ids(body));
      expect(body.has_more).toBe(page < whole.body.data.length ? 1 : 0);
    }
    expect(walked).toEqual(ids(whole.body));
    expect(whole.body.data.length).toBeGreaterThan(1);
  });

  it('gives the rows after the limit on page 2, and an empty page past the end', async () => {
    const whole = await list('action=packagesByTags&tag=family');
    const second = await list('action=packagesByTags&tag=family&page=2&limit=4');
    expect(ids(second.body)).toEqual(ids(whole.body).slice(4, 8));
    const past = await list('action=packagesByTags&tag=family&page=50&limit=4');
    expect(past.body).toMatchObject({ success: 1, data: [], has_more: 0 });
  });

  it.each([
    ['page=0', 'page'],
    ['page=-1', 'page'],
    ['page=two', 'page'],
    ['page=1001', 'page'],
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['limit=1.5', 'limit'],
  ])('refuses %s with 400 naming the field', async (fields, field) => {
    for (const query of [
      'action=destinations',
      'action=search&search_term=a',
      'action=packagesByTags&tag=top',
      'action=listVoucherByDesitnation',
    ]) {
      const { status, body } = await list(`${query}&${fields}`);
      expect(status, query).toBe(400);
      expect(Object.keys(body.fields), query).toEqual([field]);
    }
  });
});
