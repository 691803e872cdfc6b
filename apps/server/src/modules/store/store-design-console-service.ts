import type { ConsoleStore, ConsoleStorePage, DestinationChoice } from '@portal/contract/console-store';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { destinations, storePages, stores } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import { recordChange, checkPictures, picturesOf } from '../console/index.ts';
import { withUniqueSlug } from './store-catalogue-rules.ts';

/** The store's home page design and its pages (decision 035, spec part 2 §2.6). */

type StoreRow = typeof stores.$inferSelect;
type PageRow = typeof storePages.$inferSelect;

/** A store's design as the console and the audit log show it (without its pages, which are records of their own). */
function designOf(row: StoreRow) {
  return {
    store_name: row.storeName,
    arabic_store_name: row.arabicStoreName,
    about: row.about,
    arabic_about: row.arabicAbout,
    video: row.videoUrl,
    links: row.links,
    highlights: row.highlights,
    slider_images: row.sliderImages,
    destination_id: row.destinationId,
    cart_note: row.cartNote,
    arabic_cart_note: row.arabicCartNote,
  };
}

function pageOf(row: PageRow): ConsoleStorePage {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    arabic_title: row.arabicTitle,
    body: row.body,
    arabic_body: row.arabicBody,
  };
}

/** consoleStores: every store with its whole design and pages, and the destinations to choose from. */
export async function consoleStores(db: Database): Promise<{ data: ConsoleStore[]; destinations: DestinationChoice[] }> {
  const [storeRows, pageRows, destinationRows] = await Promise.all([
    db.select().from(stores).orderBy(asc(stores.id)),
    db.select().from(storePages).orderBy(asc(storePages.slug)),
    db
      .select({ id: destinations.id, name: destinations.name, arabic_name: destinations.arabicName })
      .from(destinations)
      .orderBy(asc(destinations.name)),
  ]);
  return {
    data: storeRows.map((row) => ({
      id: row.id,
      slug: row.slug,
      ...designOf(row),
      pages: pageRows.filter((page) => page.storeId === row.id).map(pageOf),
    })),
    destinations: destinationRows,
  };
}

export type StoreDesignChange = Omit<ReturnType<typeof designOf>, 'destination_id' | 'cart_note' | 'arabic_cart_note'> & {
  id: number;
  destination_id?: number | undefined;
  /** left as it is when not given */
  cart_note?: string | undefined;
  arabic_cart_note?: string | undefined;
};

async function lockedStore(tx: Database, id: number): Promise<StoreRow> {
  const [row] = await tx.select().from(stores).where(eq(stores.id, id)).for('update');
  if (!row) throw new AppError('store_not_found', { fields: { id: 'no such store' } });
  return row;
}

async function checkDestination(tx: Database, field: string, id: number | undefined): Promise<void> {
  if (id === undefined) return;
  const [found] = await tx.select({ id: destinations.id }).from(destinations).where(eq(destinations.id, id));
  if (!found) throw new AppError('invalid_input', { fields: { [field]: 'no such destination' } });
}

/**
 * saveStoreDesign: the store home's texts, film, links, highlights (every one is kept; the page shows the
 * first 13), slider and destination, and the note under its cart when given. Its pictures are uploaded ones or those the store shows already.
 */
export async function saveStoreDesign(db: Database, operatorId: number, change: StoreDesignChange): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockedStore(tx, change.id);
    const own = new Set([...before.sliderImages, ...before.highlights.map((h) => h.image)]);
    await checkPictures(
      tx,
      [
        ...picturesOf('slider_images', change.slider_images),
        ...change.highlights.map((h, i) => ({ field: `highlights.${i}.image`, path: h.image })),
      ],
      own,
    );
    await checkDestination(tx, 'destination_id', change.destination_id);
    const [after] = await tx
      .update(stores)
      .set({
        storeName: change.store_name,
        arabicStoreName: change.arabic_store_name,
        about: change.about,
        arabicAbout: change.arabic_about,
        videoUrl: change.video,
        links: change.links,
        highlights: change.highlights,
        sliderImages: change.slider_images,
        destinationId: change.destination_id ?? null,
        cartNote: change.cart_note ?? before.cartNote,
        arabicCartNote: change.arabic_cart_note ?? before.arabicCartNote,
      })
      .where(eq(stores.id, before.id))
      .returning();
    await recordChange(tx, {
      operatorId,
      action: 'saveStoreDesign',
      entity: 'store',
      entityId: before.id,
      before: designOf(before),
      after: designOf(after!),
    });
  });
}

export type StorePageChange = {
  id?: number | undefined;
  store_id: number;
  slug: string;
  title: string;
  arabic_title: string;
  body: string;
  arabic_body: string;
};

const auditedPage = ({ id: _id, ...page }: ConsoleStorePage) => page;

async function lockedPage(tx: Database, id: number): Promise<PageRow> {
  const [row] = await tx.select().from(storePages).where(eq(storePages.id, id)).for('update');
  if (!row) throw new AppError('not_found', { msg: 'Store page not found', fields: { id: 'no such page' } });
  return row;
}

/** saveStorePage: creates or changes a store page; its bodies are stored sanitised (the page shows them as HTML). */
export async function saveStorePage(db: Database, operatorId: number, change: StorePageChange): Promise<ConsoleStorePage> {
  const values = {
    storeId: change.store_id,
    slug: change.slug,
    title: change.title,
    arabicTitle: change.arabic_title,
    body: sanitizeRichText(change.body),
    arabicBody: sanitizeRichText(change.arabic_body),
  };
  return withUniqueSlug(() =>
    db.transaction(async (tx) => {
      await lockedStore(tx, change.store_id);
      const before = change.id === undefined ? null : await lockedPage(tx, change.id);
      const [after] = before
        ? await tx.update(storePages).set(values).where(eq(storePages.id, before.id)).returning()
        : await tx.insert(storePages).values(values).returning();
      const saved = pageOf(after!);
      await recordChange(tx, {
        operatorId,
        action: 'saveStorePage',
        entity: 'store_page',
        entityId: saved.id,
        before: before && auditedPage(pageOf(before)),
        after: auditedPage(saved),
      });
      return saved;
    }),
  );
}

/** deleteStorePage: no order or code refers to a page; a link on the store home that named it simply leads nowhere. */
export async function deleteStorePage(db: Database, operatorId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockedPage(tx, id);
    await tx.delete(storePages).where(eq(storePages.id, id));
    await recordChange(tx, {
      operatorId,
      action: 'deleteStorePage',
      entity: 'store_page',
      entityId: id,
      before: auditedPage(pageOf(before)),
      after: null,
    });
  });
}
