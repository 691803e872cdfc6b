import type { Database } from '../db/client.ts';
import {
  collections,
  productCollections,
  products,
  productTags,
  productVariants,
  storePages,
  stores,
  storeTags,
  variationAttributes,
} from '../db/schema/index.ts';
import { sequence } from './numbering.ts';

// Test data of the store (as factories.ts builds the rest): each row gets a unique slug, and
// anything a test cares about is given by it.

const next = sequence();

export async function createStore(db: Database, overrides: Partial<typeof stores.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(stores)
    .values({ slug: `store-${n}`, storeName: `Store ${n}`, arabicStoreName: `متجر ${n}`, ...overrides })
    .returning();
  return row!;
}

/** An enabled product without variants: AED 50, 10 in stock. */
export async function createProduct(db: Database, overrides: Partial<typeof products.$inferInsert> & { storeId: number }) {
  const n = next();
  const [row] = await db
    .insert(products)
    .values({
      slug: `product-${n}`,
      productTitle: `Product ${n}`,
      arabicTitle: `منتج ${n}`,
      priceFils: 5_000,
      qty: 10,
      images: [`store/product-${n}.jpg`],
      enable: 1,
      position: n,
      ...overrides,
    })
    .returning();
  return row!;
}

/** An enabled variant: AED 50, 10 in stock. */
export async function addVariant(
  db: Database,
  productId: number,
  overrides: Partial<typeof productVariants.$inferInsert> & Pick<typeof productVariants.$inferInsert, 'variantOptions'>,
) {
  const [row] = await db
    .insert(productVariants)
    .values({ productId, priceFils: 5_000, qty: 10, enable: 1, ...overrides })
    .returning();
  return row!;
}

export async function addAttribute(
  db: Database,
  productId: number,
  attribute: Pick<typeof variationAttributes.$inferInsert, 'name' | 'arabicName' | 'values'> &
    Partial<typeof variationAttributes.$inferInsert>,
) {
  const [row] = await db
    .insert(variationAttributes)
    .values({ productId, ...attribute })
    .returning();
  return row!;
}

export async function createStoreTag(db: Database, storeId: number, overrides: Partial<typeof storeTags.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(storeTags)
    .values({ storeId, slug: `tag-${n}`, value: `Tag ${n}`, arabicValue: `وسم ${n}`, ...overrides })
    .returning();
  return row!;
}

export async function tagProducts(db: Database, tagId: number, productIds: number[]) {
  await db.insert(productTags).values(productIds.map((productId) => ({ productId, tagId })));
}

export async function createCollection(db: Database, storeId: number, overrides: Partial<typeof collections.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(collections)
    .values({
      storeId,
      slug: `collection-${n}`,
      collectionName: `Collection ${n}`,
      arabicCollectionName: `مجموعة ${n}`,
      ...overrides,
    })
    .returning();
  return row!;
}

export async function addToCollection(db: Database, collectionId: number, productIds: number[]) {
  await db.insert(productCollections).values(productIds.map((productId) => ({ productId, collectionId })));
}

export async function createStorePage(
  db: Database,
  storeId: number,
  page: Pick<typeof storePages.$inferInsert, 'slug' | 'body'> & Partial<typeof storePages.$inferInsert>,
) {
  const [row] = await db
    .insert(storePages)
    .values({ storeId, title: 'Page', arabicTitle: 'صفحة', arabicBody: page.body, ...page })
    .returning();
  return row!;
}
