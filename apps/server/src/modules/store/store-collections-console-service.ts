import type { ConsoleCollection, ConsoleStoreTag } from '@portal/contract/console-store';
import { asc, count, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { collections, productCollections, productTags, stores, storeTags } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { recordChange, checkPictures, flagOf } from '../console/index.ts';
import { withUniqueSlug } from './store-catalogue-rules.ts';

/**
 * Collections, designers (collections with is_profile 1) and store tags (decision 035). No order or
 * code names them, so deleting one only unlinks its products (the products stay, with their other links).
 */

type CollectionRow = typeof collections.$inferSelect;
type TagRow = typeof storeTags.$inferSelect;

async function collectionsWhere(db: Database, where: SQL | undefined): Promise<ConsoleCollection[]> {
  const rows = await db
    .select({ collection: collections, products: count(productCollections.productId) })
    .from(collections)
    .leftJoin(productCollections, eq(productCollections.collectionId, collections.id))
    .where(where)
    .groupBy(collections.id)
    .orderBy(asc(collections.collectionName), asc(collections.id));
  return rows.map(({ collection, products }) => ({ ...collectionOf(collection), products: Number(products) }));
}

function collectionOf(row: CollectionRow): Omit<ConsoleCollection, 'products'> {
  return {
    id: row.id,
    store_id: row.storeId,
    slug: row.slug,
    collection_name: row.collectionName,
    arabic_collection_name: row.arabicCollectionName,
    logo: row.logo,
    is_profile: flagOf(row.isProfile),
    description: row.description,
    arabic_description: row.arabicDescription,
  };
}

/** consoleCollections: every collection and designer, by name, with its number of products. */
export const consoleCollections = (db: Database) => collectionsWhere(db, undefined);

export type CollectionChange = Omit<ConsoleCollection, 'id' | 'products'> & { id?: number | undefined };

async function checkStore(tx: Database, storeId: number): Promise<void> {
  const [store] = await tx.select({ id: stores.id }).from(stores).where(eq(stores.id, storeId));
  if (!store) throw new AppError('invalid_input', { fields: { store_id: 'no such store' } });
}

async function lockedCollection(tx: Database, id: number): Promise<CollectionRow> {
  const [row] = await tx.select().from(collections).where(eq(collections.id, id)).for('update');
  if (!row) throw new AppError('not_found', { msg: 'Collection not found', fields: { id: 'no such collection' } });
  return row;
}

/** The products linked to a record when it is deleted: the audit entry keeps them, so the links can be put back. */
async function linkedProducts(tx: Database, table: typeof productCollections | typeof productTags, where: SQL) {
  const rows = await tx.select({ id: table.productId }).from(table).where(where).orderBy(asc(table.productId));
  return rows.map((row) => row.id);
}

const auditedCollection = ({ id: _id, ...collection }: Omit<ConsoleCollection, 'products'>) => collection;

/** saveCollection: creates or changes a collection or designer; its logo is an uploaded picture, its own, or none. */
export async function saveCollection(db: Database, operatorId: number, change: CollectionChange): Promise<ConsoleCollection> {
  const values = {
    storeId: change.store_id,
    slug: change.slug,
    collectionName: change.collection_name,
    arabicCollectionName: change.arabic_collection_name,
    logo: change.logo,
    isProfile: change.is_profile,
    description: change.description,
    arabicDescription: change.arabic_description,
  };
  const id = await withUniqueSlug(() =>
    db.transaction(async (tx) => {
      await checkStore(tx, change.store_id);
      const before = change.id === undefined ? null : await lockedCollection(tx, change.id);
      if (change.logo !== '') await checkPictures(tx, [{ field: 'logo', path: change.logo }], new Set([before?.logo ?? '']));
      const [after] = before
        ? await tx.update(collections).set(values).where(eq(collections.id, before.id)).returning()
        : await tx.insert(collections).values(values).returning();
      await recordChange(tx, {
        operatorId,
        action: 'saveCollection',
        entity: 'collection',
        entityId: after!.id,
        before: before && auditedCollection(collectionOf(before)),
        after: auditedCollection(collectionOf(after!)),
      });
      return after!.id;
    }),
  );
  const [saved] = await collectionsWhere(db, eq(collections.id, id));
  return saved!;
}

/** deleteCollection: the collection goes and its products lose the link to it (the audit entry lists them). */
export async function deleteCollection(db: Database, operatorId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockedCollection(tx, id);
    const productIds = await linkedProducts(tx, productCollections, eq(productCollections.collectionId, id));
    await tx.delete(collections).where(eq(collections.id, id));
    await recordChange(tx, {
      operatorId,
      action: 'deleteCollection',
      entity: 'collection',
      entityId: id,
      before: { ...auditedCollection(collectionOf(before)), product_ids: productIds },
      after: null,
    });
  });
}

async function tagsWhere(db: Database, where: SQL | undefined): Promise<ConsoleStoreTag[]> {
  const rows = await db
    .select({ tag: storeTags, products: count(productTags.productId) })
    .from(storeTags)
    .leftJoin(productTags, eq(productTags.tagId, storeTags.id))
    .where(where)
    .groupBy(storeTags.id)
    .orderBy(asc(storeTags.value), asc(storeTags.id));
  return rows.map(({ tag, products }) => ({ ...tagOf(tag), products: Number(products) }));
}

function tagOf(row: TagRow): Omit<ConsoleStoreTag, 'products'> {
  return { id: row.id, store_id: row.storeId, slug: row.slug, value: row.value, arabic_value: row.arabicValue };
}

const auditedTag = ({ id: _id, ...tag }: Omit<ConsoleStoreTag, 'products'>) => tag;

/** consoleStoreTags: every store tag, by name, with the number of products carrying it. */
export const consoleStoreTags = (db: Database) => tagsWhere(db, undefined);

export type StoreTagChange = Omit<ConsoleStoreTag, 'id' | 'products'> & { id?: number | undefined };

async function lockedTag(tx: Database, id: number): Promise<TagRow> {
  const [row] = await tx.select().from(storeTags).where(eq(storeTags.id, id)).for('update');
  if (!row) throw new AppError('not_found', { msg: 'Tag not found', fields: { id: 'no such tag' } });
  return row;
}

/** saveStoreTag: creates a tag or renames one (its slug too: the store's tag filters use the new one). */
export async function saveStoreTag(db: Database, operatorId: number, change: StoreTagChange): Promise<ConsoleStoreTag> {
  const values = { storeId: change.store_id, slug: change.slug, value: change.value, arabicValue: change.arabic_value };
  const id = await withUniqueSlug(() =>
    db.transaction(async (tx) => {
      await checkStore(tx, change.store_id);
      const before = change.id === undefined ? null : await lockedTag(tx, change.id);
      const [after] = before
        ? await tx.update(storeTags).set(values).where(eq(storeTags.id, before.id)).returning()
        : await tx.insert(storeTags).values(values).returning();
      await recordChange(tx, {
        operatorId,
        action: 'saveStoreTag',
        entity: 'store_tag',
        entityId: after!.id,
        before: before && auditedTag(tagOf(before)),
        after: auditedTag(tagOf(after!)),
      });
      return after!.id;
    }),
  );
  const [saved] = await tagsWhere(db, eq(storeTags.id, id));
  return saved!;
}

/** deleteStoreTag: the tag goes and its products lose it (the audit entry lists them). */
export async function deleteStoreTag(db: Database, operatorId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockedTag(tx, id);
    const productIds = await linkedProducts(tx, productTags, eq(productTags.tagId, id));
    await tx.delete(storeTags).where(eq(storeTags.id, id));
    await recordChange(tx, {
      operatorId,
      action: 'deleteStoreTag',
      entity: 'store_tag',
      entityId: id,
      before: { ...auditedTag(tagOf(before)), product_ids: productIds },
      after: null,
    });
  });
}
