import { randomInt } from 'node:crypto';
import type { Destination, Voucher } from '@portal/contract/catalog';
import type { NearbyVoucher, VoucherCode, VoucherDetails } from '@portal/contract/vouchers';
import { dubaiTimestamp } from '@portal/domain/dates';
import { distanceKm } from '@portal/domain/geo';
import { and, asc, desc, eq, gte, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { destinations, voucherCodes, vouchers } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { firstPageSize } from '@portal/contract/catalog';
import {
  pageOf,
  pageWindow,
  toDestination,
  toVoucher,
  visibleDestination,
  voucherCardColumns,
  type PageRequest,
} from '../catalog/index.ts';

type VoucherCodeRow = typeof voucherCodes.$inferSelect;

/** Enabled and valid through `today` (a YYYY-MM-DD calendar date in Asia/Dubai): what lists show. */
const listable = (today: string) => and(eq(vouchers.enable, 1), gte(vouchers.expiryDate, today));

const byPosition = [asc(vouchers.position), asc(vouchers.id)];

/** The slugs of the vouchers lists show on `today`, for the sitemap. */
export async function listedVoucherSlugs(db: Database, today: string): Promise<string[]> {
  const rows = await db
    .select({ slug: vouchers.urlSlug })
    .from(vouchers)
    .where(listable(today))
    .orderBy(...byPosition);
  return rows.map((r) => r.slug);
}

async function findVoucher(db: Database, where: SQL | undefined) {
  const [row] = await db
    .select()
    .from(vouchers)
    .where(and(eq(vouchers.enable, 1), where))
    .limit(1);
  if (!row) throw new AppError('voucher_not_found');
  return row;
}

/** spec part 1 §7 getVourcherDetails: one voucher by slug or id, with the Terms tab's text. */
export async function readVoucherDetails(
  db: Database,
  input: { slug?: string | undefined; id?: number | undefined },
  today: string,
): Promise<VoucherDetails> {
  const row = await findVoucher(db, input.slug !== undefined ? eq(vouchers.urlSlug, input.slug) : eq(vouchers.id, input.id ?? 0));
  return {
    ...toVoucher(row),
    terms: row.terms,
    arabic_terms: row.arabicTerms,
    expired: row.expiryDate < today ? 1 : 0,
  };
}

/**
 * spec part 1 §7 listVoucherByDesitnation: one visible destination's vouchers, or all of them. An unknown
 * destination finds no vouchers: an empty list, as every list action answers (decision 018; spec part 1 §8
 * 'No Vouchers Available').
 */
export async function listDestinationVouchers(
  db: Database,
  input: { destination_id?: number | undefined; slug?: string | undefined } & PageRequest,
  today: string,
): Promise<{ destination: Destination | null; data: Voucher[]; has_more: 0 | 1 }> {
  let destination: typeof destinations.$inferSelect | null = null;
  if (input.destination_id !== undefined || input.slug !== undefined) {
    const [row] = await db
      .select()
      .from(destinations)
      .where(
        and(
          visibleDestination,
          input.destination_id !== undefined
            ? eq(destinations.id, input.destination_id)
            : eq(destinations.urlSlug, input.slug ?? ''),
        ),
      )
      .limit(1);
    if (!row) return { destination: null, data: [], has_more: 0 };
    destination = row;
  }
  const { limit, offset } = pageWindow(input, firstPageSize.vouchers);
  const rows = await db
    .select(voucherCardColumns)
    .from(vouchers)
    .where(and(listable(today), destination ? eq(vouchers.destinationId, destination.id) : undefined))
    .orderBy(...byPosition)
    .limit(limit + 1)
    .offset(offset);
  const page = pageOf(rows, limit);
  return {
    destination: destination ? toDestination(destination) : null,
    data: page.rows.map(toVoucher),
    has_more: page.has_more,
  };
}

/**
 * spec part 1 §7 listVourchers: the vouchers within `radiusKm` of a position, nearest first. A voucher
 * is placed at its own coordinates (the vendor's shop), or else at its destination's; one with neither
 * cannot be placed and is left out. The catalogue is small, so distances are computed here over the
 * listable rows rather than in SQL, which keeps PGlite and PostgreSQL answers identical.
 */
export async function listNearbyVouchers(
  db: Database,
  position: { lat: number; lng: number },
  radiusKm: number,
  today: string,
): Promise<NearbyVoucher[]> {
  const rows = await db
    .select({ voucher: vouchers, destinationLat: destinations.lat, destinationLan: destinations.lan })
    .from(vouchers)
    .leftJoin(destinations, eq(destinations.id, vouchers.destinationId))
    .where(listable(today))
    .orderBy(...byPosition);
  const placed: NearbyVoucher[] = [];
  for (const { voucher, destinationLat, destinationLan } of rows) {
    const lat = voucher.lat ?? destinationLat;
    const lng = voucher.lan ?? destinationLan;
    if (lat === null || lng === null) continue;
    const km = distanceKm(position, { lat, lng });
    if (km <= radiusKm) placed.push({ ...toVoucher(voucher), distance_km: Math.round(km * 10) / 10 });
  }
  // stable sort: equal distances keep the catalogue's order
  return placed.sort((a, b) => a.distance_km - b.distance_km);
}

/** Letters and digits that cannot be mistaken for one another when read aloud or typed (no 0/O, 1/I/L). */
const codeAlphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** 12 symbols from 31 (about 59 bits) from the operating system's random source, as XXXX-XXXX-XXXX. */
export function newVoucherCode(): string {
  const symbols = Array.from({ length: 12 }, () => codeAlphabet[randomInt(codeAlphabet.length)]);
  return [0, 4, 8].map((i) => symbols.slice(i, i + 4).join('')).join('-');
}

const toCode = (row: VoucherCodeRow): VoucherCode => ({
  voucher_id: row.voucherId,
  code: row.code,
  issued_at: dubaiTimestamp(row.issuedAt),
  redeemed_at: row.redeemedAt ? dubaiTimestamp(row.redeemedAt) : null,
});

async function heldCode(db: Database, voucherId: number, userId: number) {
  const [row] = await db
    .select()
    .from(voucherCodes)
    .where(and(eq(voucherCodes.voucherId, voucherId), eq(voucherCodes.userId, userId)))
    .limit(1);
  return row;
}

/**
 * spec part 1 §6–§7 getVoucherCode: the user's code for a voucher, issued once. The unique index on
 * (voucher_id, user_id) decides between simultaneous first calls: every insert but one does nothing,
 * and all of them read back the one stored row. The unique `code` column refuses a repeated random
 * code the same way; a new one is drawn then.
 */
export async function issueVoucherCode(db: Database, voucherId: number, userId: number, now: Date, today: string) {
  const voucher = await findVoucher(db, eq(vouchers.id, voucherId));
  // a code of an expired voucher can no longer be redeemed, so none is shown, even one issued before
  if (voucher.expiryDate < today) throw new AppError('voucher_expired');
  const existing = await heldCode(db, voucher.id, userId);
  if (existing) return toCode(existing);
  for (let attempt = 0; attempt < 5; attempt++) {
    await db
      .insert(voucherCodes)
      .values({ voucherId: voucher.id, userId, code: newVoucherCode(), issuedAt: now })
      .onConflictDoNothing();
    const row = await heldCode(db, voucher.id, userId);
    if (row) return toCode(row);
  }
  throw new AppError('conflict');
}

/** spec part 1 §7 oldUserVouchers: the codes this user already holds, newest first, never issuing one. */
export async function listUserVoucherCodes(db: Database, userId: number, voucherId: number | undefined) {
  const rows = await db
    .select({ code: voucherCodes, voucher: vouchers })
    .from(voucherCodes)
    .innerJoin(vouchers, eq(vouchers.id, voucherCodes.voucherId))
    .where(and(eq(voucherCodes.userId, userId), voucherId !== undefined ? eq(voucherCodes.voucherId, voucherId) : undefined))
    .orderBy(desc(voucherCodes.issuedAt), desc(voucherCodes.id));
  return rows.map(({ code, voucher }) => ({ ...toCode(code), voucher: toVoucher(voucher) }));
}
