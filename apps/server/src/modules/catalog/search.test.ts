import { searchText } from '@portal/domain/search-text';
import { eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { dateAvailability, packages } from '../../db/schema/index.ts';
import { createDestination, createPackage, tagPackage } from '../../test/factories.ts';
import { createTestApp } from '../../test/harness.ts';
import { containsTerm, packagesMatching, searchDestinations, searchQuery } from './search-service.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let lagoon: Awaited<ReturnType<typeof createDestination>>;

const get = async (query: Record<string, string>) => {
  const res = await t.app.inject({ method: 'GET', url: `/api?${new URLSearchParams(query)}` });
  return { status: res.statusCode, body: res.json() };
};
/** The rows of a statement, on either database. */
const rowsOf = async <Row>(statement: SQL) => ((await t.db.execute(statement)) as unknown as { rows: Row[] }).rows;
const slugs = async (fields: Record<string, string>) =>
  ((await get({ action: 'search', ...fields })).body.data as { url_slug: string }[]).map((p) => p.url_slug);

beforeAll(async () => {
  // a Tuesday in the season of the desert packages below
  t = await createTestApp({ now: () => new Date('2026-12-01T08:00:00Z') });
  lagoon = await createDestination(t.db, { urlSlug: 'lagoon', name: 'Al Noor Island', arabicName: 'جزيرة النور' });
  const desert = await createDestination(t.db, { urlSlug: 'desert', name: 'Mleiha', arabicName: 'مليحة' });
  await createPackage(t.db, {
    destinationId: desert.id,
    packageName: 'Desert Stargazing Night',
    arabicName: 'ليلةُ مراقبة النجوم في الصحراء',
    urlSlug: 'stargazing',
    description: '<p>Telescopes under <strong>clear</strong> skies.</p>',
  });
  await createPackage(t.db, {
    destinationId: lagoon.id,
    packageName: 'Butterfly House',
    arabicName: 'بيت الفراشات في إمارة الشارقة',
    arabicDescription: 'زيارة إلى مستشفى الطيور والمدرسة البيئية',
    urlSlug: 'butterflies',
  });
  await createDesertPackages();
});

/** Decision 028: three packages in one destination to filter and sort, and two that must never be found. */
async function createDesertPackages() {
  const dunes = await createDestination(t.db, { urlSlug: 'dunes', name: 'Al Badayer', arabicName: 'البداير' });
  const season = { enableDatePicker: 1, startDate: '2026-12-01', endDate: '2027-03-31' };
  const safari = await createPackage(t.db, {
    destinationId: dunes.id,
    packageName: 'Desert Safari Adventure',
    arabicName: 'سفاري الصحراء مع عشاء',
    urlSlug: 'desert-safari',
    adultPriceFils: 25_000,
    rating: '4.5',
    position: 500,
    ...season,
    disabledWeeks: [5],
  });
  const dunesPkg = await createPackage(t.db, {
    destinationId: dunes.id,
    packageName: 'Dune Bashing Safari',
    arabicName: 'التزلج على الكثبان الرملية',
    urlSlug: 'dune-bashing',
    adultPriceFils: 15_000,
    rating: '4.8',
    position: 501,
  });
  const camel = await createPackage(t.db, {
    destinationId: dunes.id,
    packageName: 'Camel Ride at Sunset',
    arabicName: 'ركوب الإبل عند الغروب',
    urlSlug: 'camel',
    adultPriceFils: 8_000,
    position: 502,
    ...season,
  });
  await t.db.insert(dateAvailability).values({ packageId: camel.id, date: '2026-12-10', adultTickets: 5, adultTaken: 5 });
  await tagPackage(t.db, safari.id, 'adventure');
  await tagPackage(t.db, dunesPkg.id, 'adventure');
  await tagPackage(t.db, dunesPkg.id, 'family');
  await tagPackage(t.db, camel.id, 'family');
  const hidden = await createPackage(t.db, {
    destinationId: dunes.id,
    packageName: 'Safari Hidden Camp',
    urlSlug: 'hidden-camp',
    hide: 1,
  });
  await tagPackage(t.db, hidden.id, 'secret');
  await createPackage(t.db, { destinationId: dunes.id, packageName: 'Safari Closed Camp', urlSlug: 'closed-camp', enable: 0 });
}
afterAll(() => t.close());

describe('search finds what people type, however they write it', () => {
  it('finds an English name in any case', async () => {
    expect(await slugs({ search_term: 'stargazing' })).toEqual(['stargazing']);
    expect(await slugs({ search_term: 'BUTTERFLY house' })).toEqual(['butterflies']);
  });

  it('meets alef with or without hamza, taa marbuta or haa, alef maqsura or yaa, in either direction', async () => {
    expect(await slugs({ search_term: 'امارة' })).toEqual(['butterflies']);
    expect(await slugs({ search_term: 'الشارقه' })).toEqual(['butterflies']);
    expect(await slugs({ search_term: 'مستشفي' })).toEqual(['butterflies']);
    expect(await slugs({ search_term: 'ألمدرسة' })).toEqual(['butterflies']);
  });

  it('ignores tashkeel and tatweel in the text and in the term', async () => {
    expect(await slugs({ search_term: 'ليلة' })).toEqual(['stargazing']);
    expect(await slugs({ search_term: 'مراقـــبة النُّجوم' })).toEqual(['stargazing']);
  });

  it("finds a package by its destination's name", async () => {
    expect(await slugs({ search_term: 'جزيره النور' })).toEqual(['butterflies']);
  });

  it('never matches the markup of a description', async () => {
    expect(await slugs({ search_term: 'clear' })).toEqual(['stargazing']);
    expect(await slugs({ search_term: 'strong' })).toEqual([]);
  });

  it('finds a one-word typo by similarity when nothing contains the term', async () => {
    expect(await slugs({ search_term: 'stargazng' })).toEqual(['stargazing']);
    expect(await slugs({ search_term: 'qwertyuiop' })).toEqual([]);
  });

  it('finds a typo of a word that a package gained when it was edited, in English and in Arabic', async () => {
    const pkg = await createPackage(t.db, { destinationId: lagoon.id, packageName: 'Lagoon Walk', urlSlug: 'walk' });
    expect(await slugs({ search_term: 'snorkeling' })).toEqual([]);
    await t.db
      .update(packages)
      .set({ packageName: 'Lagoon Snorkelling', arabicName: 'الغطس في البحيرة' })
      .where(eq(packages.id, pkg.id));
    expect(await slugs({ search_term: 'snorkeling' })).toEqual(['walk']);
    expect(await slugs({ search_term: 'البحيره' })).toEqual(['walk']);
    expect(await slugs({ search_term: 'البحيرا' })).toEqual(['walk']);
    await t.db.update(packages).set({ hide: 1 }).where(eq(packages.id, pkg.id));
  });
});

describe('search tolerates typos and offers what it understood', () => {
  it('finds a package from two misspelt English words and says what it searched for', async () => {
    const { status, body } = await get({ action: 'search', search_term: 'desrt safri' });
    expect(status).toBe(200);
    expect(body.data.map((p: { url_slug: string }) => p.url_slug)).toEqual(['desert-safari']);
    expect(body.did_you_mean).toBe('desert safari');
  });

  it('finds every word wherever it stands, and offers no correction when the term matches', async () => {
    const { body } = await get({ action: 'search', search_term: 'safari desert' });
    expect(body.data.map((p: { url_slug: string }) => p.url_slug)).toEqual(['desert-safari']);
    expect(body.did_you_mean).toBeUndefined();
  });

  it('offers nothing when no word of the catalogue is close', async () => {
    const { body } = await get({ action: 'search', search_term: 'qwertyuiop zxcvbnm' });
    expect(body).toMatchObject({ data: [], has_more: 0 });
    expect(body.did_you_mean).toBeUndefined();
  });

  it('finds an Arabic word written with another alef, ya or ta marbuta form', async () => {
    expect(await slugs({ search_term: 'ركوب الابل' })).toEqual(['camel']);
    expect(await slugs({ search_term: 'سفارى' })).toEqual(['desert-safari']);
    expect(await slugs({ search_term: 'الكثبان الرمليه' })).toEqual(['dune-bashing']);
  });

  it('never finds a hidden or disabled package, by its words or by a typo of them', async () => {
    expect(await slugs({ search_term: 'hidden camp' })).toEqual([]);
    expect(await slugs({ search_term: 'closed camp' })).toEqual([]);
    expect(await slugs({ search_term: 'safari' })).toEqual(['desert-safari', 'dune-bashing']);
  });
});

describe('search filters and sorts', () => {
  const inDunes = (fields: Record<string, string>) => slugs({ search_term: 'البداير', ...fields });

  it('lists by position unless asked for price or rating', async () => {
    expect(await inDunes({})).toEqual(['desert-safari', 'dune-bashing', 'camel']);
    expect(await inDunes({ sort: 'popular' })).toEqual(['desert-safari', 'dune-bashing', 'camel']);
    expect(await inDunes({ sort: 'price_asc' })).toEqual(['camel', 'dune-bashing', 'desert-safari']);
    expect(await inDunes({ sort: 'price_desc' })).toEqual(['desert-safari', 'dune-bashing', 'camel']);
    // a package without a rating comes last
    expect(await inDunes({ sort: 'rating' })).toEqual(['dune-bashing', 'desert-safari', 'camel']);
  });

  it('keeps the adult prices within the range, bounds included', async () => {
    expect(await inDunes({ min_price: '150' })).toEqual(['desert-safari', 'dune-bashing']);
    expect(await inDunes({ max_price: '150' })).toEqual(['dune-bashing', 'camel']);
    expect(await inDunes({ min_price: '100', max_price: '200' })).toEqual(['dune-bashing']);
  });

  it('keeps the packages with any of the tags', async () => {
    expect(await inDunes({ tags: 'family' })).toEqual(['dune-bashing', 'camel']);
    expect(await inDunes({ tags: 'adventure,family' })).toEqual(['desert-safari', 'dune-bashing', 'camel']);
    expect(await inDunes({ tags: 'no-such-tag' })).toEqual([]);
  });

  it('keeps the packages whose calendar offers the date and has tickets left on it', async () => {
    // Thursday 10 December: the camel ride is sold out
    expect(await inDunes({ date: '2026-12-10' })).toEqual(['desert-safari', 'dune-bashing']);
    // Friday 11 December: the safari is closed on Fridays; the spec's MM/DD/YYYY form is read too
    expect(await inDunes({ date: '12/11/2026' })).toEqual(['dune-bashing', 'camel']);
    // after the season only the open ticket is left
    expect(await inDunes({ date: '2027-05-01' })).toEqual(['dune-bashing']);
  });

  it('combines filters with a corrected term', async () => {
    const { body } = await get({ action: 'search', search_term: 'safri', sort: 'price_asc', tags: 'adventure' });
    expect(body.data.map((p: { url_slug: string }) => p.url_slug)).toEqual(['dune-bashing', 'desert-safari']);
    expect(body.did_you_mean).toBe('safari');
  });

  it.each([
    [{ min_price: '300', max_price: '100' }, 'max_price'],
    [{ min_price: '-1' }, 'min_price'],
    [{ max_price: 'cheap' }, 'max_price'],
    [{ sort: 'cheapest' }, 'sort'],
    [{ date: '2026-02-30' }, 'date'],
    [{ date: '2026-11-30' }, 'date'],
    [{ tags: 'Family Trips!' }, 'tags'],
  ])('refuses %o with 400 naming %s', async (fields, field) => {
    const { status, body } = await get({ action: 'search', search_term: 'safari', ...fields });
    expect(status).toBe(400);
    expect(Object.keys(body.fields)).toEqual([field]);
  });
});

describe('suggestions as the visitor types', () => {
  const suggest = async (term: string) => (await get({ action: 'searchSuggestions', search_term: term })).body;
  const named = (body: { data: { kind: string; url_slug: string }[] }) => body.data.map((s) => `${s.kind}:${s.url_slug}`);

  it('suggests names that start with the term first, destinations before packages', async () => {
    expect(named(await suggest('saf'))).toEqual(['package:desert-safari', 'package:dune-bashing']);
    expect(named(await suggest('dune'))).toEqual(['package:dune-bashing']);
    expect(named(await suggest('البدا'))).toEqual(['destination:dunes']);
    expect(named(await suggest('الابل'))).toEqual(['package:camel']);
  });

  it('suggests the closest words when nothing matches', async () => {
    const body = await suggest('safarri');
    expect(named(body)).toEqual(['package:desert-safari', 'package:dune-bashing']);
    expect(body.did_you_mean).toBe('safari');
  });

  it('never suggests a hidden or disabled package', async () => {
    expect(named(await suggest('camp'))).toEqual([]);
  });

  it('refuses a term shorter than 2 characters with 400 naming it', async () => {
    const res = await get({ action: 'searchSuggestions', search_term: 'a' });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields)).toEqual(['search_term']);
  });
});

describe('the category filter', () => {
  it('offers the tags of visible packages only, by name', async () => {
    const { body } = await get({ action: 'searchTags' });
    expect(body.data.map((tag: { slug: string }) => tag.slug)).toEqual(['adventure', 'family']);
  });
});

describe('the search text in SQL', () => {
  it('folds exactly as the domain function does', async () => {
    const samples = [
      'Desert SAFARI at Mleiha',
      'إمارة الشارقة',
      'أحمد وآمنة في ٱلمدينة',
      'مستشفى على الشاطئ',
      'مَدْرَسَةٌ جـــميلة',
      'رحمٰن',
      '<p>Sea <strong>view</strong> &amp; دلافين</p>',
      '50% OFF — Été 2026',
      '\u0627\u0654حمد',
    ];
    for (const sample of samples) {
      const [row] = await rowsOf<{ folded: string }>(sql`select portal_search_text(${sample}) as folded`);
      expect(row?.folded, sample).toBe(searchText(sample));
    }
  });
});

// last in the file: it adds 3,000 packages
describe.runIf(inject('postgresTemplateUrl') !== null)('search on PostgreSQL', () => {
  it('reads a rare term through the trigram index among 3,000 packages', async () => {
    await t.db.execute(sql`
      insert into packages (destination_id, package_name, arabic_name, url_slug, description, checkout, position)
      select ${lagoon.id}, 'Island tour ' || g, 'جولة ' || g, 'bulk-' || g, 'A boat trip around the island, number ' || g, '[]', 100 + g
      from generate_series(1, 3000) g`);
    await t.db.execute(sql`analyze packages`);
    await t.db.execute(sql`analyze destinations`);
    const contains = containsTerm(searchText('Stargazing'));
    const match = packagesMatching(contains, await searchDestinations(t.db, contains));
    const plan = await rowsOf<{ 'QUERY PLAN': string }>(
      sql`explain ${searchQuery(t.db, match, undefined, { limit: 60, offset: 0 })}`,
    );
    expect(plan.map((r) => r['QUERY PLAN']).join('\n')).toContain('packages_search_text_trgm');
  });

  it('walks the catalogue in order for a term in nearly every package, with the same answer as reading every match', async () => {
    // the 3,000 packages above all say "island"; shown now, they are nearly the whole catalogue
    await t.db.execute(sql`update packages set enable = 1 where url_slug like 'bulk-%'`);
    await t.db.execute(sql`analyze packages`);
    const contains = containsTerm(searchText('island'));
    const match = packagesMatching(contains, await searchDestinations(t.db, contains));
    const window = { limit: 60, offset: 0 };
    const walked = await rowsOf<{ 'QUERY PLAN': string }>(
      sql`explain ${searchQuery(t.db, match, undefined, window, undefined, true)}`,
    );
    expect(walked.map((r) => r['QUERY PLAN']).join('\n')).toContain('packages_position_idx');
    const ids = (rows: { card: { pkg: { id: number } } }[]) => rows.map((row) => row.card.pkg.id);
    expect(ids(await searchQuery(t.db, match, undefined, window, undefined, true))).toEqual(
      ids(await searchQuery(t.db, match, undefined, window, undefined, false)),
    );
    // the action pages the same whichever plan its sample picks
    const first = await get({ action: 'search', search_term: 'island' });
    expect(first.body.data).toHaveLength(60);
    expect(first.body.has_more).toBe(1);
    const second = await get({ action: 'search', search_term: 'island', page: '2' });
    const slugsOf = (body: { data: { url_slug: string }[] }) => body.data.map((p) => p.url_slug);
    expect(slugsOf(second.body)[0]).toBe('bulk-60');
    expect(new Set([...slugsOf(first.body), ...slugsOf(second.body)]).size).toBe(120);
  });
});
