import type { ConsoleProduct, ConsoleProductRow } from '@portal/contract/console-store';
import { and, asc, count, eq, exists, ilike, inArray, max, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  collections,
  destinations,
  productCollections,
  products,
  productTags,
  productVariants,
  storeOrderItems,
  stores,
  storeTags,
  variationAttributes,
} from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { containing } from '../../lib/like-pattern.ts';
import { filsToAed } from '../../lib/money.ts';
import { recordChange, checkPictures, flagOf, picturesOf } from '../console/index.ts';
import { withUniqueSlug } from './store-catalogue-rules.ts';

/**
 * Products with their variants and variation attributes (decision 035). Stock is changed only by store-stock-service.
 */

type ProductRow = typeof products.$inferSelect;

/** Each product's variants: how many, and their stock summed (a product with variants sells only through them). */
const variantStock = (db: Database) =>
  db
    .select({
      productId: productVariants.productId,
      qty: sql<number>`sum(${productVariants.qty})::int`.as('variant_qty'),
      variants: sql<number>`count(*)::int`.as('variant_count'),
    })
    .from(productVariants)
    .groupBy(productVariants.productId)
    .as('variant_stock');

export type ProductFilters = {
  q?: string | undefined;
  collection_id?: number | undefined;
  stock?: 'in' | 'out' | undefined;
  enable?: 0 | 1 | undefined;
  page: number;
  per_page: number;
};

function productsWhere(filters: ProductFilters, stockOf: SQL<number>): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filters.q) {
    conditions.push(or(ilike(products.productTitle, containing(filters.q)), ilike(products.arabicTitle, containing(filters.q))));
  }
  if (filters.collection_id !== undefined) {
    conditions.push(
      exists(
        sql`(select 1 from ${productCollections} where ${productCollections.productId} = ${products.id} and ${productCollections.collectionId} = ${filters.collection_id})`,
      ),
    );
  }
  if (filters.stock) conditions.push(filters.stock === 'in' ? sql`${stockOf} > 0` : sql`${stockOf} = 0`);
  if (filters.enable !== undefined) conditions.push(eq(products.enable, filters.enable));
  return and(...conditions);
}

/** consoleProducts: one page of the products matching the filters, in the store order. */
export async function consoleProducts(db: Database, filters: ProductFilters) {
  const variants = variantStock(db);
  const stockOf = sql<number>`coalesce(${variants.qty}, ${products.qty})`;
  const where = productsWhere(filters, stockOf);
  const rows = await db
    .select({ product: products, qty: stockOf, variants: sql<number>`coalesce(${variants.variants}, 0)` })
    .from(products)
    .leftJoin(variants, eq(variants.productId, products.id))
    .where(where)
    .orderBy(asc(products.storeId), asc(products.position), asc(products.id))
    .limit(filters.per_page)
    .offset((filters.page - 1) * filters.per_page);
  const [counted] = await db
    .select({ total: count() })
    .from(products)
    .leftJoin(variants, eq(variants.productId, products.id))
    .where(where);
  const data: ConsoleProductRow[] = rows.map(({ product, qty, variants: variantCount }) => ({
    id: product.id,
    slug: product.slug,
    product_title: product.productTitle,
    arabic_title: product.arabicTitle,
    price: filsToAed(product.priceFils),
    qty: Number(qty),
    variants: Number(variantCount),
    enable: flagOf(product.enable),
    image: product.images[0] ?? '',
  }));
  return { data, total: counted?.total ?? 0, page: filters.page, per_page: filters.per_page };
}

/** consoleProduct: everything the edit page shows of one product. */
export async function consoleProduct(db: Database, id: number): Promise<ConsoleProduct> {
  const [product] = await db.select().from(products).where(eq(products.id, id));
  if (!product) throw new AppError('product_not_found', { fields: { id: 'no such product' } });
  const [linkedCollections, linkedTags, attributes, variants, [ordered]] = await Promise.all([
    db.select({ id: productCollections.collectionId }).from(productCollections).where(eq(productCollections.productId, id)),
    db.select({ id: productTags.tagId }).from(productTags).where(eq(productTags.productId, id)),
    db
      .select()
      .from(variationAttributes)
      .where(eq(variationAttributes.productId, id))
      .orderBy(asc(variationAttributes.position), asc(variationAttributes.id)),
    db.select().from(productVariants).where(eq(productVariants.productId, id)).orderBy(asc(productVariants.id)),
    db.select({ lines: count() }).from(storeOrderItems).where(eq(storeOrderItems.productId, id)),
  ]);
  return {
    id: product.id,
    store_id: product.storeId,
    slug: product.slug,
    product_title: product.productTitle,
    arabic_title: product.arabicTitle,
    product_description: product.productDescription,
    arabic_description: product.arabicDescription,
    price: filsToAed(product.priceFils),
    qty: product.qty,
    images: product.images,
    vendor_destination_id: product.vendorDestinationId,
    enable: flagOf(product.enable),
    collection_ids: linkedCollections.map((c) => c.id).sort((a, b) => a - b),
    tag_ids: linkedTags.map((t) => t.id).sort((a, b) => a - b),
    variation_attributes: attributes.map((a) => ({
      name: a.name,
      arabic_name: a.arabicName,
      values: a.values,
      arabic_values: a.arabicValues,
    })),
    variants: variants.map((v) => ({
      id: v.id,
      price: filsToAed(v.priceFils),
      qty: v.qty,
      variant_options: v.variantOptions,
      enable: flagOf(v.enable),
    })),
    orders: ordered?.lines ?? 0,
  };
}

/** A product as the audit log keeps it: what the console edits, without the order count. */
const auditedProduct = ({ orders: _orders, id: _id, ...product }: ConsoleProduct) => product;

export type AttributeChange = { name: string; arabic_name: string; values: string[]; arabic_values: string[] };
export type VariantChange = {
  id?: number | undefined;
  price: number;
  variant_options: Record<string, string>;
  enable: 0 | 1;
};
export type ProductChange = {
  id?: number | undefined;
  store_id: number;
  slug: string;
  product_title: string;
  arabic_title: string;
  product_description: string;
  arabic_description: string;
  price: number;
  images: string[];
  vendor_destination_id?: number | undefined;
  enable: 0 | 1;
  collection_ids: number[];
  tag_ids: number[];
  variation_attributes: AttributeChange[];
  variants: VariantChange[];
};

/**
 * The fields (dotted as the contract names them) where the attributes and variants disagree: each
 * attribute named once, its Arabic values one per value; each variant choosing one listed value of every
 * attribute and no other, and no two variants choosing the same. Empty when they agree.
 */
export function variantProblems(
  attributes: readonly AttributeChange[],
  variants: readonly VariantChange[],
): Record<string, string> {
  const problems: Record<string, string> = {};
  const names = new Set<string>();
  attributes.forEach((attribute, i) => {
    if (names.has(attribute.name)) problems[`variation_attributes.${i}.name`] = 'Each attribute once';
    names.add(attribute.name);
    if (new Set(attribute.values).size !== attribute.values.length)
      problems[`variation_attributes.${i}.values`] = 'Each value once';
    if (attribute.arabic_values.length > 0 && attribute.arabic_values.length !== attribute.values.length) {
      problems[`variation_attributes.${i}.arabic_values`] = 'One Arabic value for each value';
    }
  });
  const chosen = new Set<string>();
  variants.forEach((variant, i) => {
    const keys = Object.keys(variant.variant_options);
    const fits =
      keys.length === attributes.length &&
      attributes.every((a) => a.values.includes(variant.variant_options[a.name] ?? '\u0000'));
    if (!fits) problems[`variants.${i}.variant_options`] = 'Choose one listed value of every attribute';
    const key = JSON.stringify(attributes.map((a) => variant.variant_options[a.name]));
    if (fits && chosen.has(key)) problems[`variants.${i}.variant_options`] = 'Another variant has the same options';
    chosen.add(key);
  });
  if (attributes.length === 0 && variants.length > 0) problems.variants = 'Add the variation attributes first';
  return problems;
}

/** Throws invalid_input naming each listed id that is not one of the store's `table` rows. */
async function checkStoreIds(
  tx: Database,
  field: string,
  ids: readonly number[],
  table: typeof collections | typeof storeTags,
  storeId: number,
) {
  if (ids.length === 0) return;
  const found = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.storeId, storeId), inArray(table.id, [...ids])));
  const known = new Set(found.map((row) => row.id));
  const unknown = ids.findIndex((id) => !known.has(id));
  if (unknown >= 0) throw new AppError('invalid_input', { fields: { [`${field}.${unknown}`]: 'not one of this store’s' } });
}

async function lockedProduct(tx: Database, id: number): Promise<ProductRow> {
  const [row] = await tx.select().from(products).where(eq(products.id, id)).for('update');
  if (!row) throw new AppError('product_not_found', { fields: { id: 'no such product' } });
  return row;
}

/** Everything a change names must exist and belong together before anything is written. */
async function checkProductChange(tx: Database, change: ProductChange, before: ProductRow | null): Promise<void> {
  const problems = variantProblems(change.variation_attributes, change.variants);
  if (Object.keys(problems).length > 0) throw new AppError('invalid_input', { fields: problems });
  const [store] = await tx.select({ id: stores.id }).from(stores).where(eq(stores.id, change.store_id));
  if (!store) throw new AppError('invalid_input', { fields: { store_id: 'no such store' } });
  if (change.vendor_destination_id !== undefined) {
    const [found] = await tx
      .select({ id: destinations.id })
      .from(destinations)
      .where(eq(destinations.id, change.vendor_destination_id));
    if (!found) throw new AppError('invalid_input', { fields: { vendor_destination_id: 'no such destination' } });
  }
  await checkPictures(tx, picturesOf('images', change.images), new Set(before?.images ?? []));
  await checkStoreIds(tx, 'collection_ids', change.collection_ids, collections, change.store_id);
  await checkStoreIds(tx, 'tag_ids', change.tag_ids, storeTags, change.store_id);
}

/**
 * The product's variants become the listed ones: listed ids are changed (their stock stays), new ones
 * start with none, and the others are removed unless an order names them (in_use: disable it instead).
 */
async function replaceVariants(tx: Database, productId: number, variants: readonly VariantChange[]): Promise<void> {
  const existing = await tx
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(eq(productVariants.productId, productId));
  const existingIds = new Set(existing.map((v) => v.id));
  const strange = variants.findIndex((v) => v.id !== undefined && !existingIds.has(v.id));
  if (strange >= 0)
    throw new AppError('invalid_input', { fields: { [`variants.${strange}.id`]: 'not a variant of this product' } });
  const kept = new Set(variants.map((v) => v.id));
  const removed = [...existingIds].filter((id) => !kept.has(id));
  if (removed.length > 0) {
    const [ordered] = await tx
      .select({ id: storeOrderItems.variantId })
      .from(storeOrderItems)
      .where(inArray(storeOrderItems.variantId, removed))
      .limit(1);
    if (ordered) throw new AppError('in_use', { fields: { variants: 'Orders name a variant you removed: disable it instead' } });
    await tx.delete(productVariants).where(inArray(productVariants.id, removed));
  }
  for (const variant of variants) {
    const values = {
      priceFils: Math.round(variant.price * 100),
      variantOptions: variant.variant_options,
      enable: variant.enable,
    };
    if (variant.id === undefined) await tx.insert(productVariants).values({ productId, qty: 0, ...values });
    else await tx.update(productVariants).set(values).where(eq(productVariants.id, variant.id));
  }
}

/** Replaces the product's attributes, collections and tags with the listed ones (nothing else refers to these rows). */
async function replaceLinks(tx: Database, productId: number, change: ProductChange): Promise<void> {
  await tx.delete(variationAttributes).where(eq(variationAttributes.productId, productId));
  if (change.variation_attributes.length > 0) {
    await tx.insert(variationAttributes).values(
      change.variation_attributes.map((a, position) => ({
        productId,
        name: a.name,
        arabicName: a.arabic_name,
        values: a.values,
        arabicValues: a.arabic_values,
        position,
      })),
    );
  }
  await tx.delete(productCollections).where(eq(productCollections.productId, productId));
  if (change.collection_ids.length > 0) {
    await tx
      .insert(productCollections)
      .values([...new Set(change.collection_ids)].map((collectionId) => ({ productId, collectionId })));
  }
  await tx.delete(productTags).where(eq(productTags.productId, productId));
  if (change.tag_ids.length > 0) {
    await tx.insert(productTags).values([...new Set(change.tag_ids)].map((tagId) => ({ productId, tagId })));
  }
}

/** A new product goes last in its store's order. */
async function nextPosition(tx: Database, storeId: number): Promise<number> {
  const [last] = await tx
    .select({ position: max(products.position) })
    .from(products)
    .where(eq(products.storeId, storeId));
  return (last?.position ?? -1) + 1;
}

/**
 * saveProduct: creates or changes a product with its attributes, variants, collections and tags in one
 * transaction. Its stock is left alone (adjustStock records every change of it); the checkout reads the
 * price from here, so the next cart is charged the new price.
 */
export async function saveProduct(db: Database, operatorId: number, change: ProductChange): Promise<ConsoleProduct> {
  const id = await withUniqueSlug(() =>
    db.transaction(async (tx) => {
      const before = change.id === undefined ? null : await lockedProduct(tx, change.id);
      const beforeRecord = before && auditedProduct(await consoleProduct(tx, before.id));
      await checkProductChange(tx, change, before);
      const values = {
        storeId: change.store_id,
        slug: change.slug,
        productTitle: change.product_title,
        arabicTitle: change.arabic_title,
        productDescription: change.product_description,
        arabicDescription: change.arabic_description,
        priceFils: Math.round(change.price * 100),
        images: change.images,
        vendorDestinationId: change.vendor_destination_id ?? null,
        enable: change.enable,
      };
      const [saved] = before
        ? await tx.update(products).set(values).where(eq(products.id, before.id)).returning({ id: products.id })
        : await tx
            .insert(products)
            .values({ ...values, position: await nextPosition(tx, change.store_id) })
            .returning({ id: products.id });
      const productId = saved!.id;
      await replaceVariants(tx, productId, change.variants);
      await replaceLinks(tx, productId, change);
      await recordChange(tx, {
        operatorId,
        action: 'saveProduct',
        entity: 'product',
        entityId: productId,
        before: beforeRecord,
        after: auditedProduct(await consoleProduct(tx, productId)),
      });
      return productId;
    }),
  );
  return consoleProduct(db, id);
}

/**
 * deleteProduct: a product no order names goes with its variants, links and stock history; one with
 * orders is refused (in_use). A checkout meanwhile waits for the lock on the product (its order line's
 * foreign key reads the row), so the check cannot miss it.
 */
export async function deleteProduct(db: Database, operatorId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockedProduct(tx, id);
    const before = await consoleProduct(tx, id);
    if (before.orders > 0) throw new AppError('in_use');
    await tx.delete(products).where(eq(products.id, id));
    await recordChange(tx, {
      operatorId,
      action: 'deleteProduct',
      entity: 'product',
      entityId: id,
      before: auditedProduct(before),
      after: null,
    });
  });
}
