import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { createDestination, createSession, createUser } from '../../test/factories.ts';
import { createTestApp, postAction } from '../../test/harness.ts';
import { listProductsBySlug } from './catalog-service.ts';
import {
  addAttribute,
  addToCollection,
  addVariant,
  createCollection,
  createProduct,
  createStore,
  createStorePage,
  createStoreTag,
  tagProducts,
} from '../../test/store-factories.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;

const get = async (query: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api?${query}` });
  return { status: res.statusCode, body: res.json() };
};
const post = async (fields: Record<string, string | number>, token?: string) => {
  const res = await postAction(t.app, fields, token);
  return { status: res.statusCode, body: res.json() };
};

/** The demo-like store most tests read: a plain product, a product with variants, a disabled product. */
let shop: {
  slug: string;
  vendorId: number;
  jarId: number;
  cushionId: number;
  hiddenId: number;
  designerSlug: string;
  handmadeSlug: string;
  giftSlug: string;
};

beforeAll(async () => {
  t = await createTestApp();
  const vendor = await createDestination(t.db, { urlSlug: 'mleiha' });
  const store = await createStore(t.db, {
    slug: 'craftshop',
    about: 'Handmade in Sharjah',
    arabicAbout: 'صنع يدوياً في الشارقة',
    videoUrl: 'https://example.com/film',
    links: [{ label: 'About', arabic_label: 'عن المتجر', url: '/stores/craftshop/pages/about' }],
    highlights: Array.from({ length: 14 }, (_, i) => ({
      title: `Highlight ${i + 1}`,
      arabic_title: `مميز ${i + 1}`,
      image: `store/h${i + 1}.jpg`,
    })),
    sliderImages: ['store/slider-1.jpg'],
  });
  const jar = await createProduct(t.db, {
    storeId: store.id,
    slug: 'clay-jar',
    priceFils: 12_000,
    qty: 4,
    vendorDestinationId: vendor.id,
    position: 2,
  });
  // its own price and stock are not what it sells at: its variants are
  const cushion = await createProduct(t.db, {
    storeId: store.id,
    slug: 'sadu-cushion',
    priceFils: 99_900,
    qty: 999,
    vendorDestinationId: vendor.id,
    position: 1,
  });
  await addAttribute(t.db, cushion.id, {
    name: 'Size',
    arabicName: 'المقاس',
    values: ['S', 'M', 'L'],
    arabicValues: ['صغير', 'متوسط', 'كبير'],
    position: 1,
  });
  await addVariant(t.db, cushion.id, { variantOptions: { Size: 'S' }, priceFils: 16_000, qty: 5 });
  await addVariant(t.db, cushion.id, { variantOptions: { Size: 'M' }, priceFils: 15_000, qty: 3, enable: 0 });
  await addVariant(t.db, cushion.id, { variantOptions: { Size: 'L' }, priceFils: 21_000, qty: 8 });
  const hidden = await createProduct(t.db, { storeId: store.id, slug: 'withdrawn-basket', enable: 0, position: 3 });

  const designer = await createCollection(t.db, store.id, { slug: 'umm-saeed', isProfile: 1, logo: 'logos/umm-saeed.png' });
  await addToCollection(t.db, designer.id, [cushion.id, hidden.id]);
  const handmade = await createStoreTag(t.db, store.id, { slug: 'handmade', value: 'Handmade', arabicValue: 'صنع يدوي' });
  const gift = await createStoreTag(t.db, store.id, { slug: 'gift-ideas', value: 'Gift Ideas', arabicValue: 'أفكار للهدايا' });
  await tagProducts(t.db, handmade.id, [jar.id, cushion.id, hidden.id]);
  await tagProducts(t.db, gift.id, [jar.id]);
  shop = {
    slug: store.slug,
    vendorId: vendor.id,
    jarId: jar.id,
    cushionId: cushion.id,
    hiddenId: hidden.id,
    designerSlug: designer.slug,
    handmadeSlug: handmade.slug,
    giftSlug: gift.slug,
  };
});
afterAll(() => t.close());

describe('getProduct', () => {
  it('prices a product with variants at its cheapest enabled variant and counts the stock of its enabled variants', async () => {
    const { status, body } = await post({ action: 'getProduct', slug: 'sadu-cushion' });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      product_id: shop.cushionId,
      slug: 'sadu-cushion',
      // the disabled M at AED 150 is neither its price nor part of its stock
      price: 160,
      qty: 13,
      favorite: 0,
      vendors: shop.vendorId,
      tags: [{ slug: 'handmade', value: 'Handmade', arabic_value: 'صنع يدوي', id: expect.any(Number) }],
      variation_attributes: [
        { name: 'Size', arabic_name: 'المقاس', values: ['S', 'M', 'L'], arabic_values: ['صغير', 'متوسط', 'كبير'] },
      ],
    });
    expect(body.data.variants.map((v: { variant_options: object; price: number; qty: number; enable: number }) => v)).toEqual([
      expect.objectContaining({ variant_options: { Size: 'S' }, price: 160, qty: 5, enable: 1 }),
      expect.objectContaining({ variant_options: { Size: 'M' }, price: 150, qty: 3, enable: 0 }),
      expect.objectContaining({ variant_options: { Size: 'L' }, price: 210, qty: 8, enable: 1 }),
    ]);
  });

  it('gives a product without variants its own price and stock', async () => {
    const { body } = await post({ action: 'getProduct', slug: 'clay-jar' });
    expect(body.data).toMatchObject({ price: 120, qty: 4, variants: [], variation_attributes: [] });
    expect(body.data.tags.map((tag: { slug: string }) => tag.slug)).toEqual(['handmade', 'gift-ideas']);
  });

  it('does not show a disabled or unknown product', async () => {
    for (const slug of ['withdrawn-basket', 'no-such-product']) {
      const { status, body } = await post({ action: 'getProduct', slug });
      expect(status).toBe(404);
      expect(body).toMatchObject({ success: 0, code: 'product_not_found' });
    }
  });
});

describe('favourites', () => {
  it('marks a product favourite only for the signed-in user who added it, and adding or removing twice changes nothing', async () => {
    const buyer = await createUser(t.db);
    const token = await createSession(t.db, buyer.id);
    const otherToken = await createSession(t.db, (await createUser(t.db)).id);

    expect((await post({ action: 'getProduct', slug: 'clay-jar' }, token)).body.data.favorite).toBe(0);
    for (let i = 0; i < 2; i++) {
      const added = await post({ action: 'addFavouriteProduct', product_id: shop.jarId }, token);
      expect(added.status).toBe(200);
      expect(added.body.productData).toMatchObject({ product_id: shop.jarId, favorite: 1 });
    }
    expect((await post({ action: 'getProduct', slug: 'clay-jar' }, token)).body.data.favorite).toBe(1);
    expect((await post({ action: 'getProduct', slug: 'clay-jar' })).body.data.favorite).toBe(0);
    expect((await post({ action: 'getProduct', slug: 'clay-jar' }, otherToken)).body.data.favorite).toBe(0);
    expect((await post({ action: 'favouriteProducts' }, token)).body.data).toEqual([shop.jarId]);

    for (let i = 0; i < 2; i++) {
      const removed = await post({ action: 'removeFavouriteProduct', product_id: shop.jarId }, token);
      expect(removed.status).toBe(200);
      expect(removed.body.productData).toMatchObject({ product_id: shop.jarId, favorite: 0 });
    }
    expect((await post({ action: 'getProduct', slug: 'clay-jar' }, token)).body.data.favorite).toBe(0);
    expect((await post({ action: 'favouriteProducts' }, token)).body.data).toEqual([]);
  });

  it('reads a product for a caller whose token has expired as for a visitor, without asking them to sign in', async () => {
    const buyer = await createUser(t.db);
    const live = await createSession(t.db, buyer.id);
    await post({ action: 'addFavouriteProduct', product_id: shop.cushionId }, live);
    const expired = await createSession(t.db, buyer.id, { expiresAt: new Date(Date.now() - 1000) });

    const { status, body } = await post({ action: 'getProduct', slug: 'sadu-cushion' }, expired);

    expect(status).toBe(200);
    expect(body.data.favorite).toBe(0);
    expect(body.login_required).toBeUndefined();
  });

  it('refuses a disabled or unknown product, and a caller who is not signed in', async () => {
    const token = await createSession(t.db, (await createUser(t.db)).id);
    for (const productId of [shop.hiddenId, 987_654]) {
      for (const action of ['addFavouriteProduct', 'removeFavouriteProduct']) {
        const { status, body } = await post({ action, product_id: productId }, token);
        expect(status).toBe(404);
        expect(body.code).toBe('product_not_found');
      }
    }
    const anonymous = await post({ action: 'addFavouriteProduct', product_id: shop.jarId });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.login_required).toBe(1);
  });
});

describe('listProductsBySlug', () => {
  it('lists the whole store in its order, keyed by product id, without disabled products', async () => {
    const { status, body } = await get(`action=listProductsBySlug&destination_slug=${shop.slug}`);
    expect(status).toBe(200);
    expect(body.order).toEqual([shop.cushionId, shop.jarId]);
    expect(Object.keys(body.data).sort()).toEqual([String(shop.cushionId), String(shop.jarId)].sort());
    expect(body.data[String(shop.cushionId)]).toMatchObject({ slug: 'sadu-cushion', price: 160, qty: 13 });
    expect(body.catgData).toMatchObject({ kind: 'store', slug: shop.slug, description: 'Handmade in Sharjah', is_profile: '0' });
    expect(body.filter_tags).toEqual([]);
  });

  it("lists a designer's products with the designer as catgData", async () => {
    const { body } = await get(`action=listProductsBySlug&destination_slug=${shop.slug}&category_slug=${shop.designerSlug}`);
    expect(body.order).toEqual([shop.cushionId]);
    expect(body.catgData).toMatchObject({
      kind: 'collection',
      slug: shop.designerSlug,
      is_profile: '1',
      logo: 'logos/umm-saeed.png',
    });
  });

  it('lists the products with any of the tags', async () => {
    const one = await get(`action=listProductsBySlug&destination_slug=${shop.slug}&tags=${shop.giftSlug}`);
    expect(one.body.order).toEqual([shop.jarId]);
    expect(one.body.catgData).toMatchObject({
      kind: 'tag',
      slug: 'gift-ideas',
      name: 'Gift Ideas',
      arabic_name: 'أفكار للهدايا',
    });
    const either = await get(
      `action=listProductsBySlug&destination_slug=${shop.slug}&tags=${shop.giftSlug},${shop.handmadeSlug}`,
    );
    expect(either.body.order).toEqual([shop.cushionId, shop.jarId]);
  });

  it('answers an unknown store with store_not_found and an unknown collection or tag with not_found', async () => {
    const store = await get('action=listProductsBySlug&destination_slug=no-such-store');
    expect(store).toMatchObject({ status: 404, body: { code: 'store_not_found' } });
    for (const query of ['category_slug=no-such-designer', 'tags=no-such-tag', `tags=${shop.giftSlug},no-such-tag`]) {
      const res = await get(`action=listProductsBySlug&destination_slug=${shop.slug}&${query}`);
      expect(res).toMatchObject({ status: 404, body: { code: 'not_found' } });
    }
  });

  it('offers as filters only the tags on 3 or more listed products, the most used first, at most 9', async () => {
    const store = await createStore(t.db);
    const items = [];
    for (let i = 0; i < 4; i++) items.push((await createProduct(t.db, { storeId: store.id })).id);
    const withdrawn = await createProduct(t.db, { storeId: store.id, enable: 0 });
    const everywhere = await createStoreTag(t.db, store.id, { value: 'Zest' });
    await tagProducts(t.db, everywhere.id, items);
    // on two listed products and a disabled one: not enough
    const rare = await createStoreTag(t.db, store.id, { value: 'Aaa rare' });
    await tagProducts(t.db, rare.id, [items[0]!, items[1]!, withdrawn.id]);
    const onThree = [];
    for (const letter of 'JIHGFEDCBA') {
      const tag = await createStoreTag(t.db, store.id, { value: `Tag ${letter}` });
      await tagProducts(t.db, tag.id, items.slice(0, 3));
      onThree.push(tag);
    }

    const { body } = await get(`action=listProductsBySlug&destination_slug=${store.slug}`);

    expect(body.filter_tags.map((tag: { value: string }) => tag.value)).toEqual([
      'Zest',
      ...['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'].map((l) => `Tag ${l}`),
    ]);
    expect(body.filter_tags[0]).toEqual({
      id: everywhere.id,
      slug: everywhere.slug,
      value: 'Zest',
      arabic_value: everywhere.arabicValue,
    });
  });

  it('reads a list of many products in as many statements as a list of two', async () => {
    const selectsOf = async (storeSlug: string) => {
      let selects = 0;
      const counting = new Proxy(t.db, {
        get(target, key, receiver) {
          if (key === 'select') selects += 1;
          return Reflect.get(target, key, receiver);
        },
      }) as Database;
      await listProductsBySlug(counting, { destination_slug: storeSlug });
      return selects;
    };
    const big = await createStore(t.db);
    for (let i = 0; i < 12; i++) {
      const product = await createProduct(t.db, { storeId: big.id });
      await addVariant(t.db, product.id, { variantOptions: { Size: 'S' } });
      await addAttribute(t.db, product.id, { name: 'Size', arabicName: 'المقاس', values: ['S'] });
      await tagProducts(t.db, (await createStoreTag(t.db, big.id)).id, [product.id]);
    }
    // the store, its products, then their variants, attributes and tags
    expect([await selectsOf(big.slug), await selectsOf(shop.slug)]).toEqual([5, 5]);
  });
});

describe('storeDesign', () => {
  it("answers a store's home with at most 13 highlights", async () => {
    const { status, body } = await get(`action=storeDesign&url_slug=${shop.slug}`);
    expect(status).toBe(200);
    expect(body.storeData).toMatchObject({
      slug: shop.slug,
      links: [{ label: 'About', arabic_label: 'عن المتجر', url: '/stores/craftshop/pages/about' }],
      slider_images: ['store/slider-1.jpg'],
      about: 'Handmade in Sharjah',
      arabic_about: 'صنع يدوياً في الشارقة',
      video: 'https://example.com/film',
    });
    expect(body.storeData.highlights).toHaveLength(13);
    expect(body.storeData.highlights[12]).toEqual({ title: 'Highlight 13', arabic_title: 'مميز 13', image: 'store/h13.jpg' });
  });

  it('answers an unknown store with store_not_found', async () => {
    expect(await get('action=storeDesign&url_slug=no-such-store')).toMatchObject({
      status: 404,
      body: { code: 'store_not_found' },
    });
  });
});

describe('storeData', () => {
  it('lists the products of every store with only the enabled destinations they come from', async () => {
    const closed = await createDestination(t.db, { urlSlug: 'closed-souq', enable: 0 });
    const idle = await createDestination(t.db, { urlSlug: 'no-products-here' });
    const elsewhere = await createStore(t.db);
    const fromClosed = await createProduct(t.db, { storeId: elsewhere.id, vendorDestinationId: closed.id });
    await createProduct(t.db, { storeId: elsewhere.id, vendorDestinationId: idle.id, enable: 0 });

    const { status, body } = await get('action=storeData');

    expect(status).toBe(200);
    const productIds = body.data.products.map((p: { product_id: number }) => p.product_id);
    expect(productIds).toEqual(expect.arrayContaining([shop.cushionId, shop.jarId, fromClosed.id]));
    expect(productIds).not.toContain(shop.hiddenId);
    expect(body.data.destinations.map((d: { url_slug: string }) => d.url_slug)).toEqual(['mleiha']);
    expect(body.data.destinations[0]).toMatchObject({ id: shop.vendorId, enable: 1, arabic_name: expect.any(String) });
  });
});

describe('listCollections', () => {
  it("lists a store's collections, designers marked is_profile '1'", async () => {
    const store = await createStore(t.db);
    await createCollection(t.db, store.id, { slug: 'gifts', description: 'Small presents', arabicDescription: 'هدايا صغيرة' });
    await createCollection(t.db, store.id, { slug: 'potters', isProfile: 1, logo: 'logos/potters.png' });

    const { body } = await get(`action=listCollections&destination_slug=${store.slug}`);

    expect(body.data).toEqual([
      expect.objectContaining({
        slug: 'gifts',
        is_profile: '0',
        logo: '',
        description: 'Small presents',
        arabic_description: 'هدايا صغيرة',
      }),
      expect.objectContaining({ slug: 'potters', is_profile: '1', logo: 'logos/potters.png' }),
    ]);
    expect(await get('action=listCollections&destination_slug=no-such-store')).toMatchObject({
      status: 404,
      body: { code: 'store_not_found' },
    });
  });
});

describe('pageDetails', () => {
  it('answers a page with its body sanitised, whoever stored it', async () => {
    const store = await createStore(t.db);
    await createStorePage(t.db, store.id, {
      slug: 'about',
      title: 'About',
      body: '<p>Made by hand</p><script>alert(1)</script><img src=x onerror="alert(2)">',
      arabicBody: '<p onclick="alert(3)">صنع يدوياً</p>',
    });

    const { status, body } = await get(`action=pageDetails&destination_slug=${store.slug}&page_slug=about`);

    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      slug: 'about',
      title: 'About',
      body: '<p>Made by hand</p>',
      arabic_body: '<p>صنع يدوياً</p>',
    });
    expect(await get(`action=pageDetails&destination_slug=${store.slug}&page_slug=missing`)).toMatchObject({
      status: 404,
      body: { code: 'not_found' },
    });
  });
});
