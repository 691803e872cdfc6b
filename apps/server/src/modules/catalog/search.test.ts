import { searchText } from '@portal/domain/search-text';
import { eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { packages } from '../../db/schema/index.ts';
import { createDestination, createPackage } from '../../test/factories.ts';
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
  t = await createTestApp();
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
});
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
});
