import type { PackageCard } from '@portal/contract/catalog';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { destinations, packages, wishlistItems } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { reachablePackage } from '../booking/index.ts';
import { cardWithTagsColumns, toCard } from '../catalog/index.ts';

/**
 * The wishlist (decision 063): rows of wishlist_items, each read and written for the signed-in user only,
 * so no call can name another user's list. Adding and removing are idempotent: the primary key keeps one
 * row per user and package, and a conflict changes nothing.
 */

const newestFirst = [desc(wishlistItems.createdAt), desc(wishlistItems.packageId)];

/** The package ids on the user's list, newest first. */
async function wishlistIds(db: Database, userId: number): Promise<number[]> {
  const rows = await db
    .select({ packageId: wishlistItems.packageId })
    .from(wishlistItems)
    .where(eq(wishlistItems.userId, userId))
    .orderBy(...newestFirst);
  return rows.map((r) => r.packageId);
}

/** wishlistList: the user's packages that can still be opened, as cards, newest first. */
export async function wishlistList(db: Database, userId: number): Promise<PackageCard[]> {
  const rows = await db
    .select(cardWithTagsColumns)
    .from(wishlistItems)
    .innerJoin(packages, eq(packages.id, wishlistItems.packageId))
    .innerJoin(destinations, eq(destinations.id, packages.destinationId))
    .where(and(eq(wishlistItems.userId, userId), reachablePackage))
    .orderBy(...newestFirst);
  return rows.map(toCard);
}

/** The ids among `ids` of packages a visitor can open (enabled, in an enabled destination). */
async function reachableIds(db: Database, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: packages.id })
    .from(packages)
    .innerJoin(destinations, eq(destinations.id, packages.destinationId))
    .where(and(inArray(packages.id, ids), reachablePackage));
  return rows.map((r) => r.id);
}

/**
 * Adds each reachable package of `ids` once, all stamped `now` (so a merged list sorts by id among them);
 * an id already on the list keeps its first date.
 */
async function addAll(db: Database, userId: number, ids: number[], now: Date): Promise<void> {
  const found = await reachableIds(db, [...new Set(ids)]);
  if (found.length === 0) return;
  await db
    .insert(wishlistItems)
    .values(found.map((packageId) => ({ userId, packageId, createdAt: now })))
    .onConflictDoNothing();
}

/** wishlistAdd: an unknown or disabled package is package_not_found; one already on the list stays as it was. */
export async function wishlistAdd(db: Database, userId: number, packageId: number, now: Date): Promise<number[]> {
  if ((await reachableIds(db, [packageId])).length === 0) throw new AppError('package_not_found');
  await addAll(db, userId, [packageId], now);
  return wishlistIds(db, userId);
}

/** wishlistRemove: removing a package that is not on the list changes nothing. */
export async function wishlistRemove(db: Database, userId: number, packageId: number): Promise<number[]> {
  await db.delete(wishlistItems).where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.packageId, packageId)));
  return wishlistIds(db, userId);
}

/** wishlistMerge: the browser's own list joins the account's at sign-in; what cannot be added is passed over. */
export async function wishlistMerge(db: Database, userId: number, ids: number[], now: Date): Promise<number[]> {
  await addAll(db, userId, ids, now);
  return wishlistIds(db, userId);
}
