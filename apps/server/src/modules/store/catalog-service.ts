import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Destination } from '@portal/contract/catalog';
import {
  storeLimits,
  type Category,
  type Collection,
  type Product,
  type StoreDesign,
  type StorePage,
  type StoreTag,
} from '@portal/contract/store';
import type { Database } from '../../db/client.ts';
import {
  collections,
  destinations,
  favourites,
  productCollections,
  products,
  productTags,
  productVariants,
  storePages,
  stores,
  storeTags,
  variationAttributes,
} from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { filsToAed } from '../../lib/money.ts';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import { destinationColumns, toDestination } from '../catalog/index.ts';

type ProductRow = typeof products.$inferSelect;
type VariantRow = typeof productVariants.$inferSelect;
type AttributeRow = typeof variationAttributes.$inferSelect;
type StoreRow = typeof stores.$inferSelect;
type CollectionRow = typeof collections.$inferSelect;

/** What loadProducts gathers around one product row. */
type ProductParts = { variants: VariantRow[]; attributes: AttributeRow[]; tags: StoreTag[]; favorite: boolean };

const flag = (on: boolean) => (on ? 1 : 0);

/**
 * A product as every store answer shows it (spec part 2 §3 Product). A product with variants sells from
 * its enabled variants: its price is the lowest of theirs and its stock the sum of theirs; disabled
 * variants are listed (enable 0) so the picker can show them, and never count.
 */
export function productView(row: ProductRow, parts: ProductParts): Product {
  const onSale = parts.variants.filter((v) => v.enable === 1);
  const sellsVariants = parts.variants.length > 0;
  return {
    product_id: row.id,
    slug: row.slug,
    product_title: row.productTitle,
    arabic_title: row.arabicTitle,
    price: filsToAed(sellsVariants && onSale.length > 0 ? Math.min(...onSale.map((v) => v.priceFils)) : row.priceFils),
    images: row.images,
    qty: sellsVariants ? onSale.reduce((sum, v) => sum + v.qty, 0) : row.qty,
    product_description: row.productDescription,
    arabic_description: row.arabicDescription,
    tags: parts.tags,
    variants: parts.variants.map((v) => ({
      id: v.id,
      price: filsToAed(v.priceFils),
      qty: v.qty,
      variant_options: v.variantOptions,
      images: v.images,
      enable: flag(v.enable === 1),
    })),
    variation_attributes: parts.attributes.map((a) => ({
      id: a.id,
      name: a.name,
      arabic_name: a.arabicName,
      values: a.values,
      arabic_values: a.arabicValues,
    })),
    favorite: flag(parts.favorite),
    vendors: row.vendorDestinationId,
  };
}

function groupByProduct<T extends { productId: number }>(rows: T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(row.productId);
    if (group) group.push(row);
    else groups.set(row.productId, [row]);
  }
  return groups;
}

/**
 * The enabled products matching `where`, in the store order, with their variants, attributes, tags and
 * the viewer's favourites: five statements however many products (one per kind of row, by `inArray`).
 */
export async function loadProducts(db: Database, where: SQL | undefined, viewerId: number | null): Promise<Product[]> {
  const rows = await db
    .select()
    .from(products)
    .where(and(eq(products.enable, 1), where))
    .orderBy(asc(products.storeId), asc(products.position), asc(products.id));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [variantRows, attributeRows, tagRows, favouriteRows] = await Promise.all([
    db.select().from(productVariants).where(inArray(productVariants.productId, ids)).orderBy(asc(productVariants.id)),
    db
      .select()
      .from(variationAttributes)
      .where(inArray(variationAttributes.productId, ids))
      .orderBy(asc(variationAttributes.position), asc(variationAttributes.id)),
    db
      .select({
        productId: productTags.productId,
        tag: { id: storeTags.id, slug: storeTags.slug, value: storeTags.value, arabic_value: storeTags.arabicValue },
      })
      .from(productTags)
      .innerJoin(storeTags, eq(storeTags.id, productTags.tagId))
      .where(inArray(productTags.productId, ids))
      .orderBy(asc(storeTags.id)),
    viewerId === null
      ? Promise.resolve([])
      : db
          .select({ productId: favourites.productId })
          .from(favourites)
          .where(and(eq(favourites.userId, viewerId), inArray(favourites.productId, ids))),
  ]);
  const variants = groupByProduct(variantRows);
  const attributes = groupByProduct(attributeRows);
  const tags = groupByProduct(tagRows);
  const favourite = new Set(favouriteRows.map((f) => f.productId));
  return rows.map((row) =>
    productView(row, {
      variants: variants.get(row.id) ?? [],
      attributes: attributes.get(row.id) ?? [],
      tags: (tags.get(row.id) ?? []).map((t) => t.tag),
      favorite: favourite.has(row.id),
    }),
  );
}

async function oneProduct(db: Database, where: SQL, viewerId: number | null): Promise<Product> {
  const [product] = await loadProducts(db, where, viewerId);
  if (!product) throw new AppError('product_not_found');
  return product;
}

/** spec part 2 §7 getProduct: `favorite` is 1 only for a signed-in caller who keeps the product. */
export function readProduct(db: Database, slug: string, viewerId: number | null): Promise<Product> {
  return oneProduct(db, eq(products.slug, slug), viewerId);
}

/** Adds or removes a favourite (doing it twice changes nothing) and answers the product as the user now sees it. */
export async function setFavourite(db: Database, userId: number, productId: number, favourite: boolean): Promise<Product> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.enable, 1)));
  if (!product) throw new AppError('product_not_found');
  if (favourite) await db.insert(favourites).values({ userId, productId }).onConflictDoNothing();
  else await db.delete(favourites).where(and(eq(favourites.userId, userId), eq(favourites.productId, productId)));
  return oneProduct(db, eq(products.id, productId), userId);
}

/** The ids of the user's favourite products still on sale, most recently kept first. */
export async function favouriteProductIds(db: Database, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: favourites.productId })
    .from(favourites)
    .innerJoin(products, eq(products.id, favourites.productId))
    .where(and(eq(favourites.userId, userId), eq(products.enable, 1)))
    .orderBy(desc(favourites.createdAt), desc(favourites.productId));
  return rows.map((r) => r.id);
}

async function storeBySlug(db: Database, slug: string): Promise<StoreRow> {
  const [store] = await db.select().from(stores).where(eq(stores.slug, slug.toLowerCase()));
  if (!store) throw new AppError('store_not_found');
  return store;
}

/** spec part 2 §2.6 store home; at most 13 highlights (§9). */
export async function readStoreDesign(db: Database, slug: string): Promise<StoreDesign> {
  const store = await storeBySlug(db, slug);
  return {
    id: store.id,
    slug: store.slug,
    store_name: store.storeName,
    arabic_store_name: store.arabicStoreName,
    links: store.links,
    highlights: store.highlights.slice(0, storeLimits.highlights),
    slider_images: store.sliderImages,
    about: store.about,
    arabic_about: store.arabicAbout,
    video: store.videoUrl,
    cart_note: store.cartNote,
    arabic_cart_note: store.arabicCartNote,
  };
}

/** /stores: every product on sale, and the enabled destinations they come from (each product's `vendors`). */
export async function readStoreData(db: Database): Promise<{ destinations: Destination[]; products: Product[] }> {
  const listed = await loadProducts(db, undefined, null);
  const vendorIds = [...new Set(listed.flatMap((p) => (p.vendors === null ? [] : [p.vendors])))];
  const vendorRows =
    vendorIds.length === 0
      ? []
      : await db
          .select(destinationColumns)
          .from(destinations)
          .where(and(inArray(destinations.id, vendorIds), eq(destinations.enable, 1)))
          .orderBy(asc(destinations.position), asc(destinations.id));
  return { destinations: vendorRows.map(toDestination), products: listed };
}

function collectionView(row: CollectionRow): Collection {
  return {
    id: row.id,
    slug: row.slug,
    collection_name: row.collectionName,
    arabic_collection_name: row.arabicCollectionName,
    logo: row.logo,
    is_profile: row.isProfile === 1 ? '1' : '0',
    description: row.description,
    arabic_description: row.arabicDescription,
  };
}

/** A store's collections; designers are those with is_profile '1' (spec part 2 §3 Collection). */
export async function listStoreCollections(db: Database, storeSlug: string): Promise<Collection[]> {
  const store = await storeBySlug(db, storeSlug);
  const rows = await db.select().from(collections).where(eq(collections.storeId, store.id)).orderBy(asc(collections.id));
  return rows.map(collectionView);
}

/**
 * spec part 2 §9: the products page's tag filter shows the tags on 3 or more of the listed products,
 * at most 9; the most used come first, then by English name.
 */
export function filterTags(listed: Product[]): StoreTag[] {
  const counted = new Map<number, { tag: StoreTag; count: number }>();
  for (const tag of listed.flatMap((p) => p.tags)) {
    const seen = counted.get(tag.id);
    if (seen) seen.count += 1;
    else counted.set(tag.id, { tag, count: 1 });
  }
  return [...counted.values()]
    .filter((c) => c.count >= storeLimits.filterTagMinProducts)
    .sort((a, b) => b.count - a.count || a.tag.value.localeCompare(b.tag.value, 'en'))
    .slice(0, storeLimits.filterTags)
    .map((c) => c.tag);
}

/** A product list's subject and the condition that picks its products. */
type ListSubject = { catgData: Category; where: SQL | undefined };

async function collectionSubject(db: Database, store: StoreRow, slug: string): Promise<ListSubject> {
  const [row] = await db
    .select()
    .from(collections)
    .where(and(eq(collections.storeId, store.id), eq(collections.slug, slug.toLowerCase())));
  if (!row) throw new AppError('not_found', { msg: 'No such collection or designer in this store' });
  const c = collectionView(row);
  return {
    catgData: {
      kind: 'collection',
      slug: c.slug,
      name: c.collection_name,
      arabic_name: c.arabic_collection_name,
      description: c.description,
      arabic_description: c.arabic_description,
      logo: c.logo,
      is_profile: c.is_profile,
    },
    where: inArray(
      products.id,
      db.select({ id: productCollections.productId }).from(productCollections).where(eq(productCollections.collectionId, row.id)),
    ),
  };
}

/** Products with any of the tags; every slug must be one of the store's tags. */
async function tagSubject(db: Database, store: StoreRow, slugList: string): Promise<ListSubject> {
  const slugs = [...new Set(slugList.toLowerCase().split(','))];
  const rows = await db
    .select()
    .from(storeTags)
    .where(and(eq(storeTags.storeId, store.id), inArray(storeTags.slug, slugs)))
    .orderBy(asc(storeTags.id));
  if (rows.length !== slugs.length) throw new AppError('not_found', { msg: 'No such tag in this store' });
  return {
    catgData: {
      kind: 'tag',
      slug: rows.map((t) => t.slug).join(','),
      name: rows.map((t) => t.value).join(', '),
      arabic_name: rows.map((t) => t.arabicValue).join('، '),
      description: '',
      arabic_description: '',
      logo: '',
      is_profile: '0',
    },
    where: inArray(
      products.id,
      db
        .select({ id: productTags.productId })
        .from(productTags)
        .where(
          inArray(
            productTags.tagId,
            rows.map((t) => t.id),
          ),
        ),
    ),
  };
}

function storeSubject(store: StoreRow): ListSubject {
  return {
    catgData: {
      kind: 'store',
      slug: store.slug,
      name: store.storeName,
      arabic_name: store.arabicStoreName,
      description: store.about,
      arabic_description: store.arabicAbout,
      logo: '',
      is_profile: '0',
    },
    where: undefined,
  };
}

export type ProductListRequest = { destination_slug: string; category_slug?: string | undefined; tags?: string | undefined };

/**
 * spec part 2 §7 listProductsBySlug: a store's products of one collection or designer, or with any of
 * the tags (both given: of the collection and with any of the tags), or all of them. `data` is keyed by
 * product id; `order` keeps the store order a JSON object's keys cannot.
 */
export async function listProductsBySlug(db: Database, request: ProductListRequest) {
  const store = await storeBySlug(db, request.destination_slug);
  const category = request.category_slug ? await collectionSubject(db, store, request.category_slug) : undefined;
  const tagged = request.tags ? await tagSubject(db, store, request.tags) : undefined;
  const subject = category ?? tagged ?? storeSubject(store);
  const listed = await loadProducts(db, and(eq(products.storeId, store.id), category?.where, tagged?.where), null);
  return {
    data: Object.fromEntries(listed.map((p) => [String(p.product_id), p])),
    order: listed.map((p) => p.product_id),
    catgData: subject.catgData,
    filter_tags: filterTags(listed),
  };
}

/** One of a store's pages; the body is sanitised again on the way out, whoever wrote it. */
export async function readStorePage(db: Database, storeSlug: string, pageSlug: string): Promise<StorePage> {
  const store = await storeBySlug(db, storeSlug);
  const [page] = await db
    .select()
    .from(storePages)
    .where(and(eq(storePages.storeId, store.id), eq(storePages.slug, pageSlug.toLowerCase())));
  if (!page) throw new AppError('not_found', { msg: 'No such page in this store' });
  return {
    slug: page.slug,
    title: page.title,
    arabic_title: page.arabicTitle,
    body: sanitizeRichText(page.body),
    arabic_body: sanitizeRichText(page.arabicBody),
  };
}
