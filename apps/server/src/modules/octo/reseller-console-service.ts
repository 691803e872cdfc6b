import { randomBytes } from 'node:crypto';
import type { ConsoleReseller, ResellerBooking, saveResellerAction } from '@portal/contract/console-resellers';
import { dubaiTimestamp } from '@portal/domain/dates';
import { count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { bookings, octoBookings, packages, resellers } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { containing } from '../../lib/like-pattern.ts';
import { recordChange } from '../console/index.ts';
import { createReseller, hashApiKey } from './reseller-service.ts';

/**
 * The console's resellers (decision 061): the same rows the OCTO routes read on every request, so an edit,
 * a rotated key or a revoke applies to the reseller's next call. The API key is answered once (create,
 * rotate); the list, the one reseller and the audit rows never carry it nor its hash.
 */

type ResellerRow = typeof resellers.$inferSelect;
export type ResellerChange = z.output<(typeof saveResellerAction)['input']>;

/** How many latest bookings a reseller's page lists. */
const latestBookings = 20;

/** A reseller's settings as the audit log keeps them: no key, no hash. */
function auditedReseller(row: ResellerRow) {
  return {
    name: row.name,
    contact_email: row.contactEmail,
    commission_percent: row.commissionPercent,
    package_ids: row.packageIds,
    status: row.revokedAt ? 'revoked' : 'live',
    revoked_at: row.revokedAt ? dubaiTimestamp(row.revokedAt) : null,
  };
}

/** The OCTO bookings of the outer reseller row (its own alias: the outer select leaves "id" unqualified). */
const bookingCount = sql<number>`(select count(*)::int from octo_bookings ob where ob.reseller_id = ${resellers.id})`;

async function toConsoleResellers(db: Database, rows: { reseller: ResellerRow; bookings: number }[]): Promise<ConsoleReseller[]> {
  const ids = [...new Set(rows.flatMap((r) => r.reseller.packageIds ?? []))];
  const named = ids.length
    ? await db
        .select({ id: packages.id, name: packages.packageName, arabic_name: packages.arabicName })
        .from(packages)
        .where(inArray(packages.id, ids))
    : [];
  const byId = new Map(named.map((p) => [p.id, p]));
  return rows.map(({ reseller, bookings: booked }) => {
    const { status, revoked_at, ...settings } = auditedReseller(reseller);
    return {
      id: reseller.id,
      ...settings,
      // a package deleted since is left out of the names: the reseller cannot sell it any more
      packages: (reseller.packageIds ?? []).flatMap((id) => byId.get(id) ?? []),
      status: status as ConsoleReseller['status'],
      bookings: Number(booked),
      created_at: dubaiTimestamp(reseller.createdAt),
      revoked_at,
    };
  });
}

/** consoleResellers: a page of resellers, newest first; `q` matches the name or the contact e-mail. */
export async function listConsoleResellers(db: Database, filters: { q?: string | undefined; page: number; per_page: number }) {
  const where = filters.q
    ? or(ilike(resellers.name, containing(filters.q)), ilike(resellers.contactEmail, containing(filters.q)))
    : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select({ reseller: resellers, bookings: bookingCount })
      .from(resellers)
      .where(where)
      .orderBy(desc(resellers.createdAt), desc(resellers.id))
      .limit(filters.per_page)
      .offset((filters.page - 1) * filters.per_page),
    db.select({ total: count() }).from(resellers).where(where),
  ]);
  return { data: await toConsoleResellers(db, rows), total: counted?.total ?? 0, page: filters.page, per_page: filters.per_page };
}

async function oneReseller(db: Database, id: number): Promise<ConsoleReseller> {
  const [row] = await db.select({ reseller: resellers, bookings: bookingCount }).from(resellers).where(eq(resellers.id, id));
  if (!row) throw new AppError('not_found');
  return (await toConsoleResellers(db, [row]))[0]!;
}

/** consoleReseller: one reseller and its latest OCTO bookings with the reseller's and the portal's reference. */
export async function consoleReseller(db: Database, id: number) {
  const data = await oneReseller(db, id);
  const rows = await db
    .select({
      uuid: octoBookings.uuid,
      reference: octoBookings.resellerReference,
      supplierReference: bookings.orderNumber,
      confirmedAt: octoBookings.confirmedAt,
      cancelledAt: octoBookings.cancelledAt,
      createdAt: octoBookings.createdAt,
    })
    .from(octoBookings)
    .innerJoin(bookings, eq(bookings.id, octoBookings.bookingId))
    .where(eq(octoBookings.resellerId, id))
    .orderBy(desc(octoBookings.createdAt), desc(octoBookings.id))
    .limit(latestBookings);
  const latest: ResellerBooking[] = rows.map((row) => ({
    uuid: row.uuid,
    reference: row.reference,
    supplier_reference: row.supplierReference,
    status: row.cancelledAt ? 'cancelled' : row.confirmedAt ? 'confirmed' : 'on_hold',
    created_at: dubaiTimestamp(row.createdAt),
  }));
  return { data, latest_bookings: latest };
}

async function lockedReseller(tx: Database, id: number): Promise<ResellerRow> {
  const [row] = await tx.select().from(resellers).where(eq(resellers.id, id)).for('update');
  if (!row) throw new AppError('not_found');
  return row;
}

/** The listed packages must exist: a wrong id is named at package_ids, as the contract's other fields are. */
async function checkPackages(tx: Database, ids: number[] | null): Promise<void> {
  if (!ids) return;
  const found = await tx.select({ id: packages.id }).from(packages).where(inArray(packages.id, ids));
  const known = new Set(found.map((p) => p.id));
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length) {
    throw new AppError('invalid_input', { fields: { package_ids: `no package ${unknown.join(', ')}` } });
  }
}

/**
 * saveReseller: a new reseller (and its account, reseller-service.ts createReseller) with its key answered
 * once, or a live reseller's settings replaced; audited in the same transaction.
 */
export async function saveReseller(
  db: Database,
  operatorId: number,
  now: Date,
  change: ResellerChange,
): Promise<{ data: ConsoleReseller; api_key: string | null }> {
  const settings = {
    name: change.name,
    contactEmail: change.contact_email ?? null,
    packageIds: change.package_ids,
    commissionPercent: change.commission_percent,
  };
  const { id, apiKey } = await db.transaction(async (tx) => {
    await checkPackages(tx, change.package_ids);
    if (change.id === undefined) {
      const created = await createReseller(tx, settings, now);
      const [row] = await tx.select().from(resellers).where(eq(resellers.id, created.reseller.id));
      await recordChange(tx, {
        operatorId,
        action: 'saveReseller',
        entity: 'reseller',
        entityId: row!.id,
        before: null,
        after: auditedReseller(row!),
      });
      return { id: row!.id, apiKey: created.apiKey };
    }
    const before = await lockedReseller(tx, change.id);
    if (before.revokedAt) throw new AppError('conflict');
    const [after] = await tx.update(resellers).set(settings).where(eq(resellers.id, before.id)).returning();
    await recordChange(tx, {
      operatorId,
      action: 'saveReseller',
      entity: 'reseller',
      entityId: before.id,
      before: auditedReseller(before),
      after: auditedReseller(after!),
    });
    return { id: before.id, apiKey: null };
  });
  return { data: await oneReseller(db, id), api_key: apiKey };
}

/**
 * rotateResellerKey: a new key for a live reseller, its hash replacing the old one in one update, so the
 * old key is refused from the next call on. The audit row says the key changed, never what it is.
 */
export async function rotateResellerKey(
  db: Database,
  operatorId: number,
  id: number,
): Promise<{ data: ConsoleReseller; api_key: string }> {
  const apiKey = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    const before = await lockedReseller(tx, id);
    if (before.revokedAt) throw new AppError('conflict');
    await tx
      .update(resellers)
      .set({ keyHash: hashApiKey(apiKey) })
      .where(eq(resellers.id, id));
    // the sentence of the audit log says the key changed; the row names the reseller only
    await recordChange(tx, {
      operatorId,
      action: 'rotateResellerKey',
      entity: 'reseller',
      entityId: id,
      before: { name: before.name },
      after: { name: before.name },
    });
  });
  return { data: await oneReseller(db, id), api_key: apiKey };
}

/** revokeReseller: a live reseller revoked now, audited; a revoked one is answered as it is. */
export async function revokeConsoleReseller(db: Database, operatorId: number, now: Date, id: number): Promise<ConsoleReseller> {
  await db.transaction(async (tx) => {
    const before = await lockedReseller(tx, id);
    if (before.revokedAt) return;
    const [after] = await tx.update(resellers).set({ revokedAt: now }).where(eq(resellers.id, id)).returning();
    await recordChange(tx, {
      operatorId,
      action: 'revokeReseller',
      entity: 'reseller',
      entityId: id,
      before: auditedReseller(before),
      after: auditedReseller(after!),
    });
  });
  return oneReseller(db, id);
}
