import type {
  ConsoleDestination,
  ConsoleDestinationRow,
  DestinationState,
  DestinationUsage,
} from '@portal/contract/console-destinations';
import { searchText } from '@portal/domain/search-text';
import { slugOf } from '@portal/domain/slug';
import { and, asc, count, eq, ilike, max, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bookings, destinations, invoices, packages, products, stores, vouchers } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { containing } from '../../lib/like-pattern.ts';
import { destinationColumns, toDestination } from './catalog-service.ts';
import { recordChange, checkPictures, claimSlug, flagOf, type SlugRules } from '../console/index.ts';

/**
 * The destinations catalogue (decision 035). Every change is audited in its own transaction; the
 * actions tell every process that public data changed once it commits (the sitemap reads the table on
 * each request, so it follows by itself).
 */

type DestinationRow = typeof destinations.$inferSelect;

/** A destination as the audit log keeps it: the public answer's fields and its position. */
function auditedDestination(row: DestinationRow) {
  const { id: _id, ...fields } = toDestination(row);
  return { ...fields, position: row.position };
}

/**
 * The outer statement's destination id, written with its table: Drizzle writes a one-table select's
 * columns bare, and a bare "id" inside a subquery would be the subquery's own table's.
 */
const outerDestinationId = sql`${destinations}.${sql.identifier(destinations.id.name)}`;

/** One count of rows of `table` whose `column` names the destination, as a scalar subquery. */
const referencesFrom = (table: SQL, column: SQL) =>
  sql<number>`(select count(*) from ${table} where ${column} = ${outerDestinationId})`.mapWith(Number);

const packagesIn = referencesFrom(sql`${packages}`, sql`${packages.destinationId}`);

/** What refers to a destination: the tables whose foreign keys keep it from being deleted. */
const usageColumns = {
  packages: packagesIn,
  bookings: referencesFrom(sql`${bookings}`, sql`${bookings.destinationId}`),
  vouchers: referencesFrom(sql`${vouchers}`, sql`${vouchers.destinationId}`),
  invoices: referencesFrom(sql`${invoices}`, sql`${invoices.destinationId}`),
  stores: referencesFrom(sql`${stores}`, sql`${stores.destinationId}`),
  products: referencesFrom(sql`${products}`, sql`${products.vendorDestinationId}`),
};

const stateConditions: Record<DestinationState, SQL | undefined> = {
  shown: and(eq(destinations.hide, 0), eq(destinations.enable, 1)),
  hidden: eq(destinations.hide, 1),
  disabled: eq(destinations.enable, 0),
};

export type DestinationListRequest = {
  q?: string | undefined;
  state?: DestinationState | undefined;
  page: number;
  perPage: number;
};

/**
 * consoleDestinations: every destination by position, a page at a time. The search folds the term as the
 * public search does and matches it in the stored folded names (trigram-indexed).
 */
export async function listConsoleDestinations(
  db: Database,
  request: DestinationListRequest,
): Promise<{ data: ConsoleDestinationRow[]; total: number }> {
  const where = and(
    request.q ? ilike(destinations.searchText, containing(searchText(request.q))) : undefined,
    request.state ? stateConditions[request.state] : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: destinations.id,
        name: destinations.name,
        arabic_name: destinations.arabicName,
        url_slug: destinations.urlSlug,
        img: destinations.img,
        position: destinations.position,
        hide: destinations.hide,
        enable: destinations.enable,
        packages: packagesIn,
      })
      .from(destinations)
      .where(where)
      .orderBy(asc(destinations.position), asc(destinations.id))
      .limit(request.perPage)
      .offset((request.page - 1) * request.perPage),
    db.select({ n: count() }).from(destinations).where(where),
  ]);
  return {
    data: rows.map((row) => ({ ...row, hide: flagOf(row.hide), enable: flagOf(row.enable) })),
    total: counted?.n ?? 0,
  };
}

const notFound = () => new AppError('not_found', { msg: 'Destination not found', fields: { id: 'no such destination' } });

/** consoleDestination: one destination with its position and what refers to it. */
export async function readConsoleDestination(db: Database, id: number): Promise<ConsoleDestination> {
  const [row] = await db
    .select({ destination: destinationColumns, position: destinations.position, usage: usageColumns })
    .from(destinations)
    .where(eq(destinations.id, id));
  if (!row) throw notFound();
  return { ...toDestination(row.destination), position: row.position, usage: row.usage satisfies DestinationUsage };
}

export type DestinationChange = {
  id?: number | undefined;
  name: string;
  arabic_name: string;
  url_slug?: string | undefined;
  description: string;
  arabic_description: string;
  hover_text: string;
  arabic_hover_text: string;
  featured_image: string;
  img: string;
  hide: 0 | 1;
  enable: 0 | 1;
  position?: number | undefined;
  lat?: number | null | undefined;
  lan?: number | null | undefined;
};

/** The destination locked for the rest of the transaction: two saves, or a save and a delete, cannot cross. */
async function lockedDestination(tx: Database, id: number): Promise<DestinationRow> {
  const [row] = await tx.select().from(destinations).where(eq(destinations.id, id)).for('update');
  if (!row) throw notFound();
  return row;
}

const destinationSlugs: SlugRules = {
  table: destinations,
  id: destinations.id,
  slug: destinations.urlSlug,
  lockSpace: 7_245_021,
  field: 'url_slug',
  taken: 'Another destination already uses this web address',
};

/** The slug a change asks for: the one typed, else one made from the English name. */
function slugOfChange(change: DestinationChange): string {
  const slug = change.url_slug ?? slugOf(change.name);
  if (!slug) throw new AppError('invalid_input', { fields: { url_slug: 'Type a web address: the name has no Latin letters' } });
  return slug;
}

/** After the last destination, for a new one saved without a position. */
async function nextPosition(tx: Database): Promise<number> {
  const [row] = await tx.select({ last: max(destinations.position) }).from(destinations);
  return (row?.last ?? 0) + 1;
}

/**
 * saveDestination: creates a destination (no id) or changes one. Its pictures are ones uploaded from the
 * console, or the ones it has already (the seeded pictures were never uploaded).
 */
export async function saveDestination(db: Database, operatorId: number, change: DestinationChange): Promise<ConsoleDestination> {
  const slug = slugOfChange(change);
  const id = await db.transaction(async (tx) => {
    const before = change.id === undefined ? null : await lockedDestination(tx, change.id);
    await claimSlug(tx, destinationSlugs, slug, before?.id);
    await checkPictures(
      tx,
      [
        { field: 'featured_image', path: change.featured_image },
        { field: 'img', path: change.img },
      ].filter((picture) => picture.path !== ''),
      new Set(before ? [before.featuredImage, before.img] : []),
    );
    const values = {
      name: change.name,
      arabicName: change.arabic_name,
      urlSlug: slug,
      description: change.description,
      arabicDescription: change.arabic_description,
      hoverText: change.hover_text,
      arabicHoverText: change.arabic_hover_text,
      featuredImage: change.featured_image,
      img: change.img,
      hide: change.hide,
      enable: change.enable,
      position: change.position ?? before?.position ?? (await nextPosition(tx)),
      lat: change.lat ?? null,
      lan: change.lan ?? null,
    };
    const [after] = before
      ? await tx.update(destinations).set(values).where(eq(destinations.id, before.id)).returning()
      : await tx.insert(destinations).values(values).returning();
    await recordChange(tx, {
      operatorId,
      action: 'saveDestination',
      entity: 'destination',
      entityId: after!.id,
      before: before && auditedDestination(before),
      after: auditedDestination(after!),
    });
    return after!.id;
  });
  return readConsoleDestination(db, id);
}

/**
 * deleteDestination: a destination nothing refers to is deleted; otherwise in_use (hide or disable it). The
 * row lock conflicts with the key-share lock every insert that refers to it takes, so a package or a
 * booking made meanwhile waits, and the counts cannot miss it.
 */
export async function deleteDestination(db: Database, operatorId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockedDestination(tx, id);
    const [row] = await tx.select({ usage: usageColumns }).from(destinations).where(eq(destinations.id, id));
    if (Object.values(row!.usage).some((n) => n > 0)) throw new AppError('in_use');
    await tx.delete(destinations).where(eq(destinations.id, id));
    await recordChange(tx, {
      operatorId,
      action: 'deleteDestination',
      entity: 'destination',
      entityId: id,
      before: auditedDestination(before),
      after: null,
    });
  });
}
