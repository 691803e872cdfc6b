import path from 'node:path';
import type { Product } from '@portal/contract/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoContent } from '../../db/seed/index.ts';
import { storeSlug } from '../../db/seed/store.ts';
import { createTestApp } from '../../test/harness.ts';

// The store's answers on the demo store as seeded, so what a visitor of the demo first sees keeps its promises.

let t: Awaited<ReturnType<typeof createTestApp>>;

const get = async (query: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api?${query}` });
  return { status: res.statusCode, body: res.json() };
};

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoContent(t.db, { filesDir: path.join(t.dataDir, 'files'), siteName: 'see_sharjah', today: '2026-11-22' });
});
afterAll(() => t.close());

describe('the demo store', () => {
  it('shows 13 of its 14 highlights, its pages and its four designers', async () => {
    const design = await get(`action=storeDesign&url_slug=${storeSlug}`);
    expect(design.body.storeData.highlights).toHaveLength(13);
    const about = await get(`action=pageDetails&destination_slug=${storeSlug}&page_slug=about`);
    expect(about.body.data.arabic_body).toContain('<p>');
    const collections = await get(`action=listCollections&destination_slug=${storeSlug}`);
    expect(collections.body.data.filter((c: { is_profile: string }) => c.is_profile === '1')).toHaveLength(4);
  });

  it('labels every variation value in Arabic, one label per value', async () => {
    const { body } = await get(`action=listProductsBySlug&destination_slug=${storeSlug}`);
    const attributes = Object.values(body.data as Record<string, Product>).flatMap((p) => p.variation_attributes);
    expect(attributes.length).toBeGreaterThan(5);
    for (const a of attributes) {
      expect(a.arabic_values).toHaveLength(a.values.length);
      for (const label of a.arabic_values) expect(label).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('sells the Sadu cushion from its enabled variants and filters the products page by tags on 3 or more products', async () => {
    const { body } = await get(`action=listProductsBySlug&destination_slug=${storeSlug}`);
    const listed = Object.values(body.data as Record<string, Product>);
    const cushion = listed.find((p) => p.slug === 'sadu-cushion-cover');
    // S/Red 5 + S/Indigo 3 + M/Red 8 + M/Indigo 0 + M/Natural 6 + L/Red 2; L/Natural is disabled
    expect(cushion).toMatchObject({ price: 160, qty: 24 });
    expect(cushion?.variants.filter((v) => v.enable === 0)).toHaveLength(1);
    expect(body.filter_tags.length).toBeGreaterThan(0);
    for (const tag of body.filter_tags as { id: number }[]) {
      expect(listed.filter((p) => p.tags.some((pt) => pt.id === tag.id)).length).toBeGreaterThanOrEqual(3);
    }
  });

  it('lists on /stores the destinations the products come from', async () => {
    const { body } = await get('action=storeData');
    const vendors = new Set(body.data.products.map((p: Product) => p.vendors));
    expect(body.data.destinations.map((d: { id: number }) => d.id).sort()).toEqual([...vendors].sort());
  });
});
