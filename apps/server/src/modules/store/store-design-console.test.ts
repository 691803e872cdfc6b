import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { auditLog, collections, productCollections, stores, storeTags } from '../../db/schema/index.ts';
import {
  auditEntriesOf,
  createConsoleTestApp,
  openSecondProcess,
  statusesOfOutsiders,
  type ConsoleTestApp,
} from '../../test/console-harness.ts';
import { pngPicture, uploadConsoleImageCall } from '../../test/media-factories.ts';
import {
  addToCollection,
  createCollection,
  createProduct,
  createStore,
  createStorePage,
  createStoreTag,
  tagProducts,
} from '../../test/store-factories.ts';

// Decision 035 (the store's design, pages, collections, designers and tags) and 034 (visitors see
// changes at once), on PGlite and (with TEST_DATABASE_URL) PostgreSQL, the public cache keeping answers a minute.

let t: ConsoleTestApp;
let store: Awaited<ReturnType<typeof createStore>>;

beforeAll(async () => {
  t = await createConsoleTestApp();
  store = await createStore(t.db, {
    sliderImages: ['store/slider-1.jpg'],
    highlights: [{ title: 'Sadu', arabic_title: 'السدو', image: 'store/sadu.jpg' }],
  });
});
afterAll(() => t.close());

const call = (fields: Record<string, string | number>) => t.call(fields);

async function uploadedPicture(): Promise<string> {
  const res = await uploadConsoleImageCall(t.app, t.tokens.admin, {
    filename: 'slide.png',
    data: await pngPicture(),
    contentType: 'image/png',
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.path;
}

/** A public store answer as visitors get it (GET, from the public cache when it holds it). */
async function visitor(query: string, app = t.app) {
  const res = await app.inject({ method: 'GET', url: `/api?${query}` });
  expect(res.statusCode).toBe(200);
  return res.json();
}
const visitorDesign = async (app = t.app) => (await visitor(`action=storeDesign&url_slug=${store.slug}`, app)).storeData;
const visitorCollections = async () =>
  (await visitor(`action=listCollections&destination_slug=${store.slug}`)).data as {
    id: number;
    collection_name: string;
    is_profile: string;
  }[];

const highlight = (n: number, image: string) => ({ title: `Craft ${n}`, arabic_title: `حرفة ${n}`, image });

const designFields = (overrides: Record<string, string | number> = {}) => ({
  action: 'saveStoreDesign',
  id: store.id,
  store_name: 'Sharjah Makers',
  arabic_store_name: 'صنّاع الشارقة',
  about: 'Made by hand.',
  arabic_about: 'صُنع يدوياً.',
  video: 'https://www.unesco.org/archives/multimedia/document-2217',
  links: JSON.stringify([{ label: 'About', arabic_label: 'من نحن', url: `/stores/${store.slug}/pages/about` }]),
  highlights: JSON.stringify([highlight(1, 'store/sadu.jpg')]),
  slider_images: JSON.stringify(['store/slider-1.jpg']),
  destination_id: '',
  ...overrides,
});

describe('who may run the store design, collections and tags', () => {
  it('answers no token 401, a traveller and a moderator 403, for each action, and changes nothing for them', async () => {
    const collection = await createCollection(t.db, store.id);
    const tag = await createStoreTag(t.db, store.id);
    const page = await createStorePage(t.db, store.id, { slug: 'outsiders', body: '<p>x</p>' });
    const calls: Record<string, string | number>[] = [
      { action: 'consoleStores' },
      designFields({ store_name: 'Taken over' }),
      { action: 'saveStorePage', store_id: store.id, slug: 'x', title: 'x', arabic_title: 'x', body: '', arabic_body: '' },
      { action: 'deleteStorePage', id: page.id },
      { action: 'consoleCollections' },
      {
        action: 'saveCollection',
        id: collection.id,
        store_id: store.id,
        slug: 'x',
        collection_name: 'x',
        arabic_collection_name: 'x',
        logo: '',
        is_profile: 1,
        description: '',
        arabic_description: '',
      },
      { action: 'deleteCollection', id: collection.id },
      { action: 'consoleStoreTags' },
      { action: 'saveStoreTag', id: tag.id, store_id: store.id, slug: 'x', value: 'x', arabic_value: 'x' },
      { action: 'deleteStoreTag', id: tag.id },
    ];
    expect(await statusesOfOutsiders(t, calls)).toEqual(calls.map(() => [401, 403, 403]));
    expect((await t.db.select().from(stores).where(eq(stores.id, store.id)))[0]).toEqual(store);
    expect((await t.db.select().from(collections).where(eq(collections.id, collection.id)))[0]).toEqual(collection);
    expect((await t.db.select().from(storeTags).where(eq(storeTags.id, tag.id)))[0]).toEqual(tag);
    expect(await t.db.$count(auditLog)).toBe(0);
  });
});

describe('saveStoreDesign', () => {
  it('changes the cached store home at once: 14 highlights kept, the page shows 13; new slider pictures in their order; audited', async () => {
    expect((await visitorDesign()).store_name).toBe(store.storeName);
    const [first, second] = [await uploadedPicture(), await uploadedPicture()];
    const highlights = Array.from({ length: 14 }, (_, i) => highlight(i + 1, i === 0 ? 'store/sadu.jpg' : first));
    const res = await call(
      designFields({
        highlights: JSON.stringify(highlights),
        slider_images: JSON.stringify([second, 'store/slider-1.jpg', first]),
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data.highlights).toHaveLength(14);

    const shown = await visitorDesign();
    expect(shown).toMatchObject({
      store_name: 'Sharjah Makers',
      about: 'Made by hand.',
      slider_images: [second, 'store/slider-1.jpg', first],
    });
    expect(shown.highlights).toHaveLength(13);
    const [entry] = await auditEntriesOf(t, 'store', store.id);
    expect(entry).toMatchObject({
      action: 'saveStoreDesign',
      before: { store_name: store.storeName, slider_images: ['store/slider-1.jpg'] },
      after: { store_name: 'Sharjah Makers', video: 'https://www.unesco.org/archives/multimedia/document-2217' },
    });
  });

  it('keeps the note under the cart, true and in AED in both languages, until an operator changes it; audited, shown at once', async () => {
    const fresh = await createStore(t.db);
    const designOf = async () => (await visitor(`action=storeDesign&url_slug=${fresh.slug}`)).storeData;
    expect(await designOf()).toMatchObject({
      cart_note: 'Prices in AED include delivery and tax\nDelivery to any address in the UAE',
      arabic_cart_note: 'الأسعار بالدرهم الإماراتي تشمل التوصيل والضريبة\nنوصل إلى أي عنوان في دولة الإمارات',
    });
    const fields = { ...designFields(), id: fresh.id, slider_images: '[]', highlights: '[]' };
    // a save that leaves the note out leaves it as it is
    expect((await call(fields)).statusCode).toBe(200);
    expect((await designOf()).cart_note).toMatch(/^Prices in AED/);

    const res = await call({
      ...fields,
      cart_note: ' Handmade in Sharjah \nShips in 3 days',
      arabic_cart_note: 'صُنع يدوياً في الشارقة',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      cart_note: 'Handmade in Sharjah \nShips in 3 days',
      arabic_cart_note: 'صُنع يدوياً في الشارقة',
    });
    expect(await designOf()).toMatchObject({
      cart_note: 'Handmade in Sharjah \nShips in 3 days',
      arabic_cart_note: 'صُنع يدوياً في الشارقة',
    });
    expect((await auditEntriesOf(t, 'store', fresh.id)).at(-1)).toMatchObject({
      action: 'saveStoreDesign',
      before: { cart_note: expect.stringMatching(/^Prices in AED/) },
      after: { cart_note: 'Handmade in Sharjah \nShips in 3 days', arabic_cart_note: 'صُنع يدوياً في الشارقة' },
    });

    const tooLong = await call({ ...fields, cart_note: 'x'.repeat(301) });
    expect([tooLong.statusCode, Object.keys(tooLong.json().fields)]).toEqual([400, ['cart_note']]);
  });

  it('names the failing fields: a film that is not https, a link to another scheme, a highlight without an Arabic title, a picture never uploaded', async () => {
    const auditBefore = await t.db.$count(auditLog);
    const failing = async (fields: Record<string, string | number>) => {
      const res = await call(designFields(fields));
      expect(res.statusCode).toBe(400);
      return Object.keys(res.json().fields);
    };
    expect(await failing({ video: 'http://example.com/film' })).toEqual(['video']);
    expect(await failing({ video: 'javascript:alert(1)' })).toEqual(['video']);
    expect(await failing({ links: JSON.stringify([{ label: 'x', arabic_label: 'س', url: 'javascript:alert(1)' }]) })).toEqual([
      'links.0.url',
    ]);
    expect(await failing({ highlights: JSON.stringify([{ title: 'x', arabic_title: '', image: 'store/sadu.jpg' }]) })).toEqual([
      'highlights.0.arabic_title',
    ]);
    expect(
      await failing({ slider_images: JSON.stringify(['store/slider-1.jpg', 'uploads/2026/01/0000000000000000.png']) }),
    ).toEqual(['slider_images.1']);
    expect(await t.db.$count(auditLog)).toBe(auditBefore);
  });
});

describe('store pages', () => {
  it('creates a page with a sanitised body, visitors read it, then it is deleted; both audited', async () => {
    const res = await call({
      action: 'saveStorePage',
      store_id: store.id,
      slug: 'Shipping',
      title: 'Shipping',
      arabic_title: 'الشحن',
      body: '<p>Three days</p><script>alert(1)</script>',
      arabic_body: '<p>ثلاثة أيام</p>',
    });
    expect(res.statusCode).toBe(200);
    const page = res.json().data;
    expect(page).toMatchObject({ slug: 'shipping', body: '<p>Three days</p>' });
    expect((await visitor(`action=pageDetails&destination_slug=${store.slug}&page_slug=shipping`)).data).toMatchObject({
      title: 'Shipping',
      arabic_body: '<p>ثلاثة أيام</p>',
    });
    const taken = await call({
      action: 'saveStorePage',
      store_id: store.id,
      slug: 'shipping',
      title: 'x',
      arabic_title: 'س',
      body: '',
      arabic_body: '',
    });
    expect([taken.statusCode, Object.keys(taken.json().fields)]).toEqual([400, ['slug']]);

    expect((await call({ action: 'deleteStorePage', id: page.id })).statusCode).toBe(200);
    const gone = await t.app.inject({
      method: 'GET',
      url: `/api?action=pageDetails&destination_slug=${store.slug}&page_slug=shipping`,
    });
    expect(gone.statusCode).toBe(404);
    expect((await auditEntriesOf(t, 'store_page', page.id)).map((e) => e.action)).toEqual(['saveStorePage', 'deleteStorePage']);
  });
});

const collectionFields = (overrides: Record<string, string | number> = {}) => ({
  action: 'saveCollection',
  store_id: store.id,
  slug: 'palm-weavers',
  collection_name: 'Palm Weavers',
  arabic_collection_name: 'ناسجو الخوص',
  logo: '',
  is_profile: 1,
  description: 'A family of weavers.',
  arabic_description: 'عائلة من الناسجين.',
  ...overrides,
});

describe('collections and designers', () => {
  it('creates a designer with an uploaded logo and renames it; visitors see both at once; audited before and after', async () => {
    await visitorCollections();
    const logo = await uploadedPicture();
    const created = await call(collectionFields({ logo }));
    expect(created.statusCode).toBe(200);
    const designer = created.json().data;
    expect(designer).toMatchObject({ is_profile: 1, logo, products: 0 });
    expect((await visitorCollections()).find((c) => c.id === designer.id)).toMatchObject({
      collection_name: 'Palm Weavers',
      is_profile: '1',
    });

    const renamed = await call(collectionFields({ id: designer.id, collection_name: 'Palm Frond Weavers', is_profile: 0, logo }));
    expect(renamed.statusCode).toBe(200);
    expect((await visitorCollections()).find((c) => c.id === designer.id)).toMatchObject({
      collection_name: 'Palm Frond Weavers',
      is_profile: '0',
    });
    expect((await auditEntriesOf(t, 'collection', designer.id)).map((e) => [e.before, e.after])).toEqual([
      [null, expect.objectContaining({ collection_name: 'Palm Weavers', is_profile: 1 })],
      [
        expect.objectContaining({ collection_name: 'Palm Weavers' }),
        expect.objectContaining({ collection_name: 'Palm Frond Weavers', is_profile: 0 }),
      ],
    ]);
    const badLogo = await call(collectionFields({ slug: 'other', logo: 'store/not-uploaded.jpg' }));
    expect([badLogo.statusCode, Object.keys(badLogo.json().fields)]).toEqual([400, ['logo']]);
  });

  it('deleting a collection keeps its products and only unlinks them; the audit entry lists them', async () => {
    const collection = await createCollection(t.db, store.id);
    const products = [await createProduct(t.db, { storeId: store.id }), await createProduct(t.db, { storeId: store.id })];
    await addToCollection(
      t.db,
      collection.id,
      products.map((p) => p.id),
    );
    const listed = (await call({ action: 'consoleCollections' })).json().data.find((c: { id: number }) => c.id === collection.id);
    expect(listed.products).toBe(2);

    expect((await call({ action: 'deleteCollection', id: collection.id })).statusCode).toBe(200);
    expect((await visitorCollections()).some((c) => c.id === collection.id)).toBe(false);
    expect(await t.db.$count(productCollections, eq(productCollections.collectionId, collection.id))).toBe(0);
    const [entry] = await auditEntriesOf(t, 'collection', collection.id);
    expect(entry).toMatchObject({ action: 'deleteCollection', after: null, before: { product_ids: products.map((p) => p.id) } });
    expect((await call({ action: 'deleteCollection', id: collection.id })).statusCode).toBe(404);
  });
});

describe('store tags', () => {
  it('creates, renames and deletes a tag; the products page of visitors follows at once; each step audited', async () => {
    const product = await createProduct(t.db, { storeId: store.id });
    const created = await call({
      action: 'saveStoreTag',
      store_id: store.id,
      slug: 'gifts',
      value: 'Gifts',
      arabic_value: 'هدايا',
    });
    expect(created.statusCode).toBe(200);
    const tag = created.json().data;
    await tagProducts(t.db, tag.id, [product.id]);
    await t.dropCachedAnswers();
    const tagsOf = async () => {
      const listed = await visitor(`action=listProductsBySlug&destination_slug=${store.slug}`);
      return (listed.data[product.id].tags as { value: string }[]).map((x) => x.value);
    };
    expect(await tagsOf()).toEqual(['Gifts']);

    const renamed = await call({
      action: 'saveStoreTag',
      id: tag.id,
      store_id: store.id,
      slug: 'gifts',
      value: 'Gift Ideas',
      arabic_value: 'أفكار للهدايا',
    });
    expect(renamed.json().data).toMatchObject({ value: 'Gift Ideas', products: 1 });
    expect(await tagsOf()).toEqual(['Gift Ideas']);
    const empty = await call({
      action: 'saveStoreTag',
      id: tag.id,
      store_id: store.id,
      slug: 'gifts',
      value: 'x',
      arabic_value: ' ',
    });
    expect([empty.statusCode, Object.keys(empty.json().fields)]).toEqual([400, ['arabic_value']]);

    expect((await call({ action: 'deleteStoreTag', id: tag.id })).statusCode).toBe(200);
    expect(await tagsOf()).toEqual([]);
    expect((await auditEntriesOf(t, 'store_tag', tag.id)).map((e) => e.action)).toEqual([
      'saveStoreTag',
      'saveStoreTag',
      'deleteStoreTag',
    ]);
  });
});

describe.skipIf(!inject('postgresTemplateUrl'))('two server processes on one PostgreSQL', () => {
  let other: Awaited<ReturnType<typeof openSecondProcess>>;

  beforeAll(async () => {
    other = await openSecondProcess(t);
  });
  afterAll(() => other?.close());

  it("a design change in one process reaches the other's cached store home without waiting for it to expire", async () => {
    const before = (await visitorDesign(other.app)).about;
    const res = await call(designFields({ about: `${before} Open on Fridays.` }));
    expect(res.statusCode).toBe(200);
    await vi.waitFor(async () => expect((await visitorDesign(other.app)).about).toBe(`${before} Open on Fridays.`), {
      timeout: 20_000,
    });
  });
});
