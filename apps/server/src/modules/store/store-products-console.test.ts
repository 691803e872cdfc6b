import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { auditLog, products, productVariants, stockMovements } from '../../db/schema/index.ts';
import {
  auditEntriesOf,
  createConsoleTestApp,
  openSecondProcess,
  statusesOfOutsiders,
  type ConsoleTestApp,
} from '../../test/console-harness.ts';
import { pngPicture, uploadConsoleImageCall } from '../../test/media-factories.ts';
import { buyer, checkout, productQty, sandbox, variantQty } from '../../test/store-checkout.ts';
import {
  addAttribute,
  addToCollection,
  addVariant,
  createCollection,
  createProduct,
  createStore,
  createStoreTag,
} from '../../test/store-factories.ts';

// Decision 035 (store products, variants and stock) and 034 (visitors see changes at once), on PGlite
// and (with TEST_DATABASE_URL) PostgreSQL. The public cache keeps answers a minute here, as in production.

let t: ConsoleTestApp;
let store: Awaited<ReturnType<typeof createStore>>;

beforeAll(async () => {
  t = await createConsoleTestApp({ payments: sandbox, config: { PUBLIC_URL: 'http://127.0.0.1', HOLD_MINUTES: '30' } });
  store = await createStore(t.db);
});
afterAll(() => t.close());

const call = (fields: Record<string, string | number>) => t.call(fields);

async function uploadedPicture(): Promise<string> {
  const res = await uploadConsoleImageCall(t.app, t.tokens.admin, {
    filename: 'shawl.png',
    data: await pngPicture(),
    contentType: 'image/png',
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.path;
}

/** What visitors get from GET storeData (the public cache answers when it holds the answer). */
async function visitorProduct(id: number, app = t.app) {
  const res = await app.inject({ method: 'GET', url: '/api?action=storeData' });
  expect(res.statusCode).toBe(200);
  return (res.json().data.products as { product_id: number; price: number; qty: number; product_title: string }[]).find(
    (p) => p.product_id === id,
  );
}

let slugs = 0;
/** saveProduct's fields: a plain product of the test store, with what a test changes. */
const productFields = (overrides: Record<string, string | number> = {}) => ({
  action: 'saveProduct',
  store_id: store.id,
  slug: `console-product-${++slugs}`,
  product_title: 'Sadu Cushion',
  arabic_title: 'وسادة السدو',
  product_description: 'Woven by hand in Sharjah.',
  arabic_description: 'منسوجة يدوياً في الشارقة.',
  price: '120.50',
  images: '[]',
  vendor_destination_id: '',
  enable: 1,
  collection_ids: '[]',
  tag_ids: '[]',
  variation_attributes: '[]',
  variants: '[]',
  ...overrides,
});

const sizes = JSON.stringify([
  { name: 'Size', arabic_name: 'المقاس', values: ['S', 'M', 'L'], arabic_values: ['صغير', 'وسط', 'كبير'] },
]);

describe('who may run the products', () => {
  it('answers no token 401, a traveller and a moderator 403, for each action, and changes nothing for them', async () => {
    const product = await createProduct(t.db, { storeId: store.id });
    const calls: Record<string, string | number>[] = [
      { action: 'consoleProducts' },
      { action: 'consoleProduct', id: product.id },
      productFields({ id: product.id, slug: product.slug, product_title: 'Renamed' }),
      { action: 'deleteProduct', id: product.id },
      { action: 'adjustStock', product_id: product.id, change: 5, reason: 'received' },
      { action: 'stockMovements', product_id: product.id },
    ];
    expect(await statusesOfOutsiders(t, calls)).toEqual(calls.map(() => [401, 403, 403]));
    expect((await t.db.select().from(products).where(eq(products.id, product.id)))[0]).toEqual(product);
    expect(await auditEntriesOf(t, 'product', product.id)).toEqual([]);
    expect(await t.db.$count(stockMovements, eq(stockMovements.productId, product.id))).toBe(0);
  });
});

describe('consoleProducts', () => {
  it('pages and filters on the server: title in either language, collection, in or out of stock, enabled', async () => {
    const own = await createStore(t.db);
    const marker = `Zq${Date.now()}`;
    const inStock = await createProduct(t.db, { storeId: own.id, productTitle: `${marker} Dates`, qty: 4 });
    const soldOut = await createProduct(t.db, { storeId: own.id, arabicTitle: `${marker} بخور`, qty: 0 });
    const hidden = await createProduct(t.db, { storeId: own.id, productTitle: `${marker} Henna`, qty: 2, enable: 0 });
    // with variants the stock is theirs: 0 + 3
    const shawl = await createProduct(t.db, { storeId: own.id, productTitle: `${marker} Shawl`, qty: 0 });
    await addVariant(t.db, shawl.id, { variantOptions: { Size: 'S' }, qty: 0 });
    await addVariant(t.db, shawl.id, { variantOptions: { Size: 'M' }, qty: 3 });
    const collection = await createCollection(t.db, own.id);
    await addToCollection(t.db, collection.id, [soldOut.id]);

    const ids = async (fields: Record<string, string | number>) => {
      const res = await call({ action: 'consoleProducts', q: marker, ...fields });
      expect(res.statusCode).toBe(200);
      return (res.json().data as { id: number }[]).map((row) => row.id);
    };
    expect(await ids({})).toEqual([inStock.id, soldOut.id, hidden.id, shawl.id]);
    expect(await ids({ stock: 'in' })).toEqual([inStock.id, hidden.id, shawl.id]);
    expect(await ids({ stock: 'out' })).toEqual([soldOut.id]);
    expect(await ids({ enable: 0 })).toEqual([hidden.id]);
    expect(await ids({ collection_id: collection.id })).toEqual([soldOut.id]);
    expect(await ids({ q: `${marker} بخور` })).toEqual([soldOut.id]);

    const page = await call({ action: 'consoleProducts', q: marker, per_page: 3, page: 2 });
    expect(page.json()).toMatchObject({ total: 4, page: 2, per_page: 3, data: [{ id: shawl.id, qty: 3, variants: 2 }] });
  });
});

describe('saveProduct', () => {
  it('creates a product with pictures, collections, tags, sizes and variants; it starts with no stock; audited; visitors see it at once', async () => {
    const picture = await uploadedPicture();
    const collection = await createCollection(t.db, store.id);
    const tag = await createStoreTag(t.db, store.id);
    const res = await call(
      productFields({
        images: JSON.stringify([picture]),
        collection_ids: JSON.stringify([collection.id]),
        tag_ids: JSON.stringify([tag.id]),
        variation_attributes: sizes,
        variants: JSON.stringify([
          { price: 120.5, variant_options: { Size: 'S' }, enable: 1 },
          { price: 135, variant_options: { Size: 'L' }, enable: 1 },
        ]),
      }),
    );
    expect(res.statusCode).toBe(200);
    const saved = res.json().data;
    expect(saved).toMatchObject({
      product_title: 'Sadu Cushion',
      price: 120.5,
      qty: 0,
      images: [picture],
      collection_ids: [collection.id],
      tag_ids: [tag.id],
      variation_attributes: [{ name: 'Size', values: ['S', 'M', 'L'], arabic_values: ['صغير', 'وسط', 'كبير'] }],
      variants: [
        { price: 120.5, qty: 0, variant_options: { Size: 'S' } },
        { price: 135, qty: 0, variant_options: { Size: 'L' } },
      ],
      orders: 0,
    });
    expect(await visitorProduct(saved.id)).toMatchObject({ product_title: 'Sadu Cushion', qty: 0 });
    const [entry] = await auditEntriesOf(t, 'product', saved.id);
    expect(entry).toMatchObject({
      operatorId: t.adminId,
      action: 'saveProduct',
      before: null,
      after: { slug: saved.slug, price: 120.5 },
    });
  });

  it('changes a cached product: visitors get the new title at once, the variants keep their stock, the audit has before and after', async () => {
    const product = await createProduct(t.db, { storeId: store.id, qty: 0 });
    await addAttribute(t.db, product.id, { name: 'Size', arabicName: 'المقاس', values: ['S', 'M'] });
    const small = await addVariant(t.db, product.id, { variantOptions: { Size: 'S' }, qty: 7 });
    await t.dropCachedAnswers();
    expect((await visitorProduct(product.id))?.product_title).toBe(product.productTitle);

    const res = await call(
      productFields({
        id: product.id,
        slug: product.slug,
        product_title: 'Palm Basket',
        images: JSON.stringify(product.images),
        variation_attributes: JSON.stringify([{ name: 'Size', arabic_name: 'المقاس', values: ['S', 'M'], arabic_values: [] }]),
        variants: JSON.stringify([{ id: small.id, price: 60, variant_options: { Size: 'S' }, enable: 1 }]),
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(await visitorProduct(product.id)).toMatchObject({ product_title: 'Palm Basket', qty: 7 });
    expect(await variantQty(t.db, small.id)).toBe(7);
    const [entry] = await auditEntriesOf(t, 'product', product.id);
    expect(entry).toMatchObject({
      before: { product_title: product.productTitle, variants: [{ id: small.id, price: 50, qty: 7 }] },
      after: { product_title: 'Palm Basket', variants: [{ id: small.id, price: 60, qty: 7 }] },
    });
  });

  it('names the failing fields and stores nothing: an empty Arabic title, a price of 1.001, a picture never uploaded, a variant outside the sizes, a taken slug', async () => {
    const other = await createProduct(t.db, { storeId: store.id });
    const auditBefore = await t.db.$count(auditLog);
    const countBefore = await t.db.$count(products);
    const failing = async (fields: Record<string, string | number>) => {
      const res = await call(productFields(fields));
      expect(res.statusCode).toBe(400);
      return Object.keys(res.json().fields);
    };
    expect(await failing({ arabic_title: ' ' })).toEqual(['arabic_title']);
    expect(await failing({ price: '1.001' })).toEqual(['price']);
    expect(await failing({ images: JSON.stringify(['uploads/2026/01/0000000000000000.png']) })).toEqual(['images.0']);
    expect(await failing({ images: JSON.stringify([other.images[0]]) })).toEqual(['images.0']);
    expect(
      await failing({
        variation_attributes: sizes,
        variants: JSON.stringify([{ price: 5, variant_options: { Size: 'XL' }, enable: 1 }]),
      }),
    ).toEqual(['variants.0.variant_options']);
    expect(
      await failing({
        variation_attributes: sizes,
        variants: JSON.stringify([
          { price: 5, variant_options: { Size: 'S' }, enable: 1 },
          { price: 6, variant_options: { Size: 'S' }, enable: 1 },
        ]),
      }),
    ).toEqual(['variants.1.variant_options']);
    expect(await failing({ collection_ids: JSON.stringify([2_000_000_000]) })).toEqual(['collection_ids.0']);
    expect(await failing({ slug: other.slug })).toEqual(['slug']);
    expect(await t.db.$count(products)).toBe(countBefore);
    expect(await t.db.$count(auditLog)).toBe(auditBefore);
  });

  it('refuses to remove a variant that an order names (in_use), and keeps it', async () => {
    const product = await createProduct(t.db, { storeId: store.id, qty: 0 });
    await addAttribute(t.db, product.id, { name: 'Size', arabicName: 'المقاس', values: ['S', 'M'] });
    const small = await addVariant(t.db, product.id, { variantOptions: { Size: 'S' }, qty: 3 });
    const b = await buyer(t.db);
    expect(
      (
        await checkout(t, b.token, {
          products: [{ product_id: product.id, variant_id: small.id, qty: 1 }],
          address_id: b.addressId,
        })
      ).status,
    ).toBe(200);
    const res = await call(
      productFields({
        id: product.id,
        slug: product.slug,
        images: JSON.stringify(product.images),
        variation_attributes: JSON.stringify([{ name: 'Size', arabic_name: 'المقاس', values: ['S', 'M'], arabic_values: [] }]),
        variants: '[]',
      }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('in_use');
    expect(await t.db.$count(productVariants, eq(productVariants.id, small.id))).toBe(1);
  });

  it('a checkout after a price change is charged the new price, whatever the cart says', async () => {
    const product = await createProduct(t.db, { storeId: store.id, priceFils: 5_000, qty: 5 });
    const saved = await call(
      productFields({ id: product.id, slug: product.slug, images: JSON.stringify(product.images), price: '42.25' }),
    );
    expect(saved.statusCode).toBe(200);
    const b = await buyer(t.db);
    const bought = await checkout(t, b.token, {
      products: [{ product_id: product.id, qty: 2, price: 50 }],
      address_id: b.addressId,
    });
    expect(bought.status).toBe(200);
    expect(Number(bought.body.total)).toBe(84.5);
  });
});

describe('deleteProduct', () => {
  it('refuses a product with orders (in_use) and deletes one without, audited and gone for visitors at once', async () => {
    const ordered = await createProduct(t.db, { storeId: store.id, qty: 3 });
    const b = await buyer(t.db);
    expect((await checkout(t, b.token, { products: [{ product_id: ordered.id, qty: 1 }], address_id: b.addressId })).status).toBe(
      200,
    );
    const refused = await call({ action: 'deleteProduct', id: ordered.id });
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'in_use']);
    expect(await t.db.$count(products, eq(products.id, ordered.id))).toBe(1);

    const unsold = await createProduct(t.db, { storeId: store.id });
    await t.dropCachedAnswers();
    expect(await visitorProduct(unsold.id)).toBeDefined();
    expect((await call({ action: 'deleteProduct', id: unsold.id })).statusCode).toBe(200);
    expect(await visitorProduct(unsold.id)).toBeUndefined();
    expect((await auditEntriesOf(t, 'product', unsold.id)).map((e) => [e.action, e.after])).toEqual([['deleteProduct', null]]);
    expect((await call({ action: 'deleteProduct', id: unsold.id })).statusCode).toBe(404);
  });
});

describe('adjustStock and stockMovements', () => {
  it('adds and takes units with a reason; each movement is listed newest first, audited, and visitors see the stock at once', async () => {
    const product = await createProduct(t.db, { storeId: store.id, qty: 10 });
    await t.dropCachedAnswers();
    expect((await visitorProduct(product.id))?.qty).toBe(10);

    const received = await call({
      action: 'adjustStock',
      product_id: product.id,
      change: 15,
      reason: 'received',
      note: 'Delivery 42',
    });
    expect(received.statusCode).toBe(200);
    expect(received.json().data).toMatchObject({
      change: 15,
      qty_after: 25,
      reason: 'received',
      note: 'Delivery 42',
      variant_id: null,
    });
    const damaged = await call({ action: 'adjustStock', product_id: product.id, change: '-4', reason: 'damaged' });
    expect(damaged.json().data).toMatchObject({ change: -4, qty_after: 21 });
    expect(await productQty(t.db, product.id)).toBe(21);
    expect((await visitorProduct(product.id))?.qty).toBe(21);

    const history = await call({ action: 'stockMovements', product_id: product.id });
    expect(history.json()).toMatchObject({
      total: 2,
      data: [
        { change: -4, reason: 'damaged' },
        { change: 15, reason: 'received' },
      ],
    });
    expect((await auditEntriesOf(t, 'product', product.id)).map((e) => [e.before, e.after])).toEqual([
      [{ variant_id: null, qty: 10 }, expect.objectContaining({ qty: 25, change: 15, reason: 'received' })],
      [{ variant_id: null, qty: 25 }, expect.objectContaining({ qty: 21, change: -4, reason: 'damaged' })],
    ]);
  });

  it('never goes below zero nor below what an unpaid order holds: the held units are already off the stock', async () => {
    const product = await createProduct(t.db, { storeId: store.id, qty: 0 });
    await addAttribute(t.db, product.id, { name: 'Size', arabicName: 'المقاس', values: ['M'] });
    const medium = await addVariant(t.db, product.id, { variantOptions: { Size: 'M' }, qty: 5 });
    const b = await buyer(t.db);
    expect(
      (
        await checkout(t, b.token, {
          products: [{ product_id: product.id, variant_id: medium.id, qty: 3 }],
          address_id: b.addressId,
        })
      ).status,
    ).toBe(200);

    const tooMany = await call({
      action: 'adjustStock',
      product_id: product.id,
      variant_id: medium.id,
      change: -3,
      reason: 'lost',
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject({ code: 'stock_below_zero', fields: { change: '2 in stock' } });
    expect(await variantQty(t.db, medium.id)).toBe(2);
    expect(await t.db.$count(stockMovements, eq(stockMovements.productId, product.id))).toBe(0);

    // the product sells through its variants: its own stock is not changed
    const own = await call({ action: 'adjustStock', product_id: product.id, change: 1, reason: 'correction' });
    expect(Object.keys(own.json().fields)).toEqual(['variant_id']);
    const allLeft = await call({
      action: 'adjustStock',
      product_id: product.id,
      variant_id: medium.id,
      change: -2,
      reason: 'lost',
    });
    expect(allLeft.json().data).toMatchObject({ qty_after: 0, variant_options: { Size: 'M' } });
  });

  it('names the failing fields: no change, an unknown reason, another product’s variant', async () => {
    const product = await createProduct(t.db, { storeId: store.id });
    const other = await createProduct(t.db, { storeId: store.id });
    const otherVariant = await addVariant(t.db, other.id, { variantOptions: { Size: 'S' } });
    const zero = await call({ action: 'adjustStock', product_id: product.id, change: 0, reason: 'received' });
    expect([zero.statusCode, Object.keys(zero.json().fields)]).toEqual([400, ['change']]);
    const reason = await call({ action: 'adjustStock', product_id: product.id, change: 1, reason: 'stolen' });
    expect([reason.statusCode, Object.keys(reason.json().fields)]).toEqual([400, ['reason']]);
    const foreign = await call({
      action: 'adjustStock',
      product_id: product.id,
      variant_id: otherVariant.id,
      change: 1,
      reason: 'received',
    });
    expect([foreign.statusCode, Object.keys(foreign.json().fields)]).toEqual([404, ['variant_id']]);
    expect(await variantQty(t.db, otherVariant.id)).toBe(10);
  });
});

describe.skipIf(!inject('postgresTemplateUrl'))('on PostgreSQL: races and a second process', () => {
  let other: Awaited<ReturnType<typeof openSecondProcess>>;

  beforeAll(async () => {
    other = await openSecondProcess(t);
  });
  afterAll(() => other?.close());

  it('operators taking stock while 30 buyers check out at once: every unit is sold or taken once, never below zero', async () => {
    const product = await createProduct(t.db, { storeId: store.id, qty: 20 });
    const buyers = await Promise.all(Array.from({ length: 30 }, () => buyer(t.db)));
    const answers = await Promise.all([
      ...buyers.map((b) => checkout(t, b.token, { products: [{ product_id: product.id, qty: 1 }], address_id: b.addressId })),
      ...Array.from({ length: 10 }, () =>
        call({ action: 'adjustStock', product_id: product.id, change: -1, reason: 'damaged' }).then((res) => ({
          status: res.statusCode,
          body: res.json(),
        })),
      ),
    ]);
    const sold = answers.slice(0, 30).filter((a) => a.status === 200).length;
    const taken = answers.slice(30).filter((a) => a.status === 200).length;
    for (const a of answers.slice(30).filter((x) => x.status !== 200)) expect(a.body.code).toBe('stock_below_zero');
    expect(sold + taken).toBe(20);
    expect(await productQty(t.db, product.id)).toBe(0);
    expect(await t.db.$count(stockMovements, eq(stockMovements.productId, product.id))).toBe(taken);
  });

  it("a price change in one process reaches the other's cached answer without waiting for it to expire", async () => {
    const product = await createProduct(t.db, { storeId: store.id });
    expect((await visitorProduct(product.id, other.app))?.price).toBe(50);
    const res = await call(
      productFields({ id: product.id, slug: product.slug, images: JSON.stringify(product.images), price: 64 }),
    );
    expect(res.statusCode).toBe(200);
    await vi.waitFor(async () => expect((await visitorProduct(product.id, other.app))?.price).toBe(64), { timeout: 20_000 });
  });
});
