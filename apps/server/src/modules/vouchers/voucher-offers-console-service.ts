import type {
  ConsoleVoucherOffer,
  IssuedVoucherCode,
  saveVoucherOfferAction,
  voucherCodeFilters,
  voucherOfferStates,
} from '@portal/contract/console-offers';
import { calendarDateIn, dubaiTimestamp } from '@portal/domain/dates';
import { and, asc, count, desc, eq, gte, ilike, isNotNull, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { destinations, users, voucherCodes, vouchers } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { containing } from '../../lib/like-pattern.ts';
import { filsToAed } from '../../lib/money.ts';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import { recordChange, flagOf, isUploadedImage } from '../console/index.ts';
import { onUniqueViolation } from '../../db/unique-violation.ts';

/**
 * The console's voucher offers (decision 035, spec part 1 §3 Voucher): every field, and the codes
 * users were issued with their redemptions. The voucher pages read the same rows; the actions tell every
 * process that public data changed once a change commits.
 */

type VoucherRow = typeof vouchers.$inferSelect;
export type VoucherOfferChange = z.output<(typeof saveVoucherOfferAction)['input']>;

/** A voucher offer's fields as the console sends them (AED): what the audit log keeps. */
function auditedVoucherOffer(row: VoucherRow) {
  return {
    name: row.name,
    arabic_name: row.arabicName,
    vendor_name: row.vendorName,
    vendor_arabic_name: row.vendorArabicName,
    amount: filsToAed(row.amountFils),
    description: row.description,
    arabic_description: row.arabicDescription,
    terms: row.terms,
    arabic_terms: row.arabicTerms,
    expiry_date: row.expiryDate,
    img: row.img,
    url_slug: row.urlSlug,
    bg_color: row.bgColor,
    destination_id: row.destinationId,
    lat: row.lat,
    lan: row.lan,
    enable: flagOf(row.enable),
    top_offer: flagOf(row.topOffer),
    position: row.position,
  };
}

/* Correlated counts with their own alias: Drizzle leaves a one-table select's columns unqualified. */
const issuedCount = sql<number>`(select count(*)::int from voucher_codes c where c.voucher_id = "vouchers"."id")`;
const redeemedCount = sql<number>`(
  select count(*)::int from voucher_codes c where c.voucher_id = "vouchers"."id" and c.redeemed_at is not null
)`;

function offersQuery(db: Database) {
  return db.select({ voucher: vouchers, issued: issuedCount, redeemed: redeemedCount }).from(vouchers).$dynamic();
}

type ListedOffer = { voucher: VoucherRow; issued: number; redeemed: number };

function toConsoleOffer({ voucher, issued, redeemed }: ListedOffer, today: string): ConsoleVoucherOffer {
  return {
    id: voucher.id,
    ...auditedVoucherOffer(voucher),
    expired: voucher.expiryDate < today ? 1 : 0,
    issued,
    redeemed,
    created_at: dubaiTimestamp(voucher.createdAt),
  };
}

/** The condition of a state filter on `today` (Asia/Dubai); expired offers count whether enabled or not. */
function stateCondition(state: (typeof voucherOfferStates)[number], today: string): SQL {
  if (state === 'enabled') return eq(vouchers.enable, 1);
  if (state === 'disabled') return ne(vouchers.enable, 1);
  if (state === 'expired') return lt(vouchers.expiryDate, today);
  return and(eq(vouchers.topOffer, 1), eq(vouchers.enable, 1), gte(vouchers.expiryDate, today))!;
}

/** consoleVoucherOffers: a page of offers in the order visitors see them (position, then id). */
export async function listVoucherOffers(
  db: Database,
  now: Date,
  filters: { q?: string | undefined; state?: (typeof voucherOfferStates)[number] | undefined; page: number; per_page: number },
) {
  const today = calendarDateIn(now);
  const pattern = filters.q ? containing(filters.q) : null;
  const where = and(
    pattern
      ? or(
          ilike(vouchers.name, pattern),
          ilike(vouchers.arabicName, pattern),
          ilike(vouchers.vendorName, pattern),
          ilike(vouchers.vendorArabicName, pattern),
          ilike(vouchers.urlSlug, pattern),
        )
      : undefined,
    filters.state ? stateCondition(filters.state, today) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    offersQuery(db)
      .where(where)
      .orderBy(asc(vouchers.position), asc(vouchers.id))
      .limit(filters.per_page)
      .offset((filters.page - 1) * filters.per_page),
    db.select({ total: count() }).from(vouchers).where(where),
  ]);
  return {
    data: rows.map((row) => toConsoleOffer(row, today)),
    total: counted?.total ?? 0,
    page: filters.page,
    per_page: filters.per_page,
  };
}

const notFound = () => new AppError('voucher_not_found', { fields: { id: 'no such voucher' } });

/** consoleVoucherOffer: one offer with its code counts, or voucher_not_found. */
export async function consoleVoucherOffer(db: Database, now: Date, id: number): Promise<ConsoleVoucherOffer> {
  const [row] = await offersQuery(db).where(eq(vouchers.id, id));
  if (!row) throw notFound();
  return toConsoleOffer(row, calendarDateIn(now));
}

async function lockedVoucher(tx: Database, id: number): Promise<VoucherRow> {
  const [row] = await tx.select().from(vouchers).where(eq(vouchers.id, id)).for('update');
  if (!row) throw notFound();
  return row;
}

const slugTaken = () => new AppError('invalid_input', { fields: { url_slug: 'slug_taken: another voucher has this url slug' } });

/**
 * What only the database can refuse: a slug another voucher has (its page would be unreachable), a picture
 * that was never uploaded from the console (the one it has already may stay: seeded pictures were not),
 * a destination that does not exist.
 */
async function checkAgainstDatabase(tx: Database, before: VoucherRow | null, change: VoucherOfferChange) {
  const [other] = await tx
    .select({ id: vouchers.id })
    .from(vouchers)
    .where(and(eq(vouchers.urlSlug, change.url_slug), before ? ne(vouchers.id, before.id) : undefined))
    .limit(1);
  if (other) throw slugTaken();
  if (before?.img !== change.img && !(await isUploadedImage(tx, change.img))) {
    throw new AppError('invalid_input', { fields: { img: 'Choose an uploaded image' } });
  }
  if (change.destination_id !== undefined) {
    const [destination] = await tx
      .select({ id: destinations.id })
      .from(destinations)
      .where(eq(destinations.id, change.destination_id));
    if (!destination) throw new AppError('invalid_input', { fields: { destination_id: 'no such destination' } });
  }
}

function columnsOf(change: VoucherOfferChange) {
  return {
    name: change.name,
    arabicName: change.arabic_name,
    vendorName: change.vendor_name,
    vendorArabicName: change.vendor_arabic_name,
    amountFils: change.amount,
    description: change.description,
    arabicDescription: change.arabic_description,
    // terms are shown as rich text: only structure and emphasis are kept (lib/rich-text.ts)
    terms: sanitizeRichText(change.terms),
    arabicTerms: sanitizeRichText(change.arabic_terms),
    expiryDate: change.expiry_date,
    img: change.img,
    urlSlug: change.url_slug,
    bgColor: change.bg_color,
    destinationId: change.destination_id ?? null,
    lat: change.lat ?? null,
    lan: change.lan ?? null,
    enable: change.enable,
    topOffer: change.top_offer,
    position: change.position,
  };
}

/** saveVoucherOffer: creates an offer (no id) or replaces every field of one, audited in the same transaction. */
export async function saveVoucherOffer(
  db: Database,
  operatorId: number,
  now: Date,
  change: VoucherOfferChange,
): Promise<ConsoleVoucherOffer> {
  const id = await onUniqueViolation(
    () =>
      db.transaction(async (tx) => {
        const before = change.id === undefined ? null : await lockedVoucher(tx, change.id);
        await checkAgainstDatabase(tx, before, change);
        const values = columnsOf(change);
        const [after] = before
          ? await tx.update(vouchers).set(values).where(eq(vouchers.id, before.id)).returning()
          : await tx.insert(vouchers).values(values).returning();
        await recordChange(tx, {
          operatorId,
          action: 'saveVoucherOffer',
          entity: 'voucher',
          entityId: after!.id,
          before: before && auditedVoucherOffer(before),
          after: auditedVoucherOffer(after!),
        });
        return after!.id;
      }),
    slugTaken,
  );
  return consoleVoucherOffer(db, now, id);
}

/**
 * deleteVoucherOffer: an offer nobody holds a code of is deleted; one with issued codes is refused (in_use:
 * disable it instead, the holders keep their codes). Issuing a code reads the voucher row through its
 * foreign key, so it waits for this lock and the count cannot miss it.
 */
export async function deleteVoucherOffer(db: Database, operatorId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockedVoucher(tx, id);
    const [code] = await tx.select({ id: voucherCodes.id }).from(voucherCodes).where(eq(voucherCodes.voucherId, id)).limit(1);
    if (code) throw new AppError('in_use');
    await tx.delete(vouchers).where(eq(vouchers.id, id));
    await recordChange(tx, {
      operatorId,
      action: 'deleteVoucherOffer',
      entity: 'voucher',
      entityId: id,
      before: auditedVoucherOffer(before),
      after: null,
    });
  });
}

/** offerDestinationChoices: every destination, hidden and disabled ones too, by name. */
export function offerDestinationChoices(db: Database) {
  return db
    .select({ id: destinations.id, name: destinations.name, arabic_name: destinations.arabicName, enable: destinations.enable })
    .from(destinations)
    .orderBy(asc(destinations.name), asc(destinations.id))
    .then((rows) => rows.map((row) => ({ ...row, enable: flagOf(row.enable) })));
}

const redeemedCondition = {
  all: undefined,
  redeemed: isNotNull(voucherCodes.redeemedAt),
  not_redeemed: isNull(voucherCodes.redeemedAt),
} satisfies Record<(typeof voucherCodeFilters)[number], SQL | undefined>;

/** voucherOfferCodes: a page of one offer's issued codes, newest first, with the offer's totals. */
export async function voucherOfferCodes(
  db: Database,
  request: {
    voucher_id: number;
    redeemed: (typeof voucherCodeFilters)[number];
    q?: string | undefined;
    page: number;
    per_page: number;
  },
) {
  const [voucher] = await db.select({ id: vouchers.id }).from(vouchers).where(eq(vouchers.id, request.voucher_id));
  if (!voucher) throw notFound();
  const pattern = request.q ? containing(request.q) : null;
  const where = and(
    eq(voucherCodes.voucherId, request.voucher_id),
    redeemedCondition[request.redeemed],
    pattern ? or(ilike(voucherCodes.code, pattern), ilike(users.email, pattern)) : undefined,
  );
  const [rows, [counted], [totals]] = await Promise.all([
    db
      .select({ code: voucherCodes, user: users })
      .from(voucherCodes)
      .innerJoin(users, eq(users.id, voucherCodes.userId))
      .where(where)
      .orderBy(desc(voucherCodes.issuedAt), desc(voucherCodes.id))
      .limit(request.per_page)
      .offset((request.page - 1) * request.per_page),
    db.select({ total: count() }).from(voucherCodes).innerJoin(users, eq(users.id, voucherCodes.userId)).where(where),
    db
      .select({ issued: count(), redeemed: sql<number>`count(${voucherCodes.redeemedAt})::int` })
      .from(voucherCodes)
      .where(eq(voucherCodes.voucherId, request.voucher_id)),
  ]);
  return {
    data: rows.map(({ code, user }): IssuedVoucherCode => ({
      code: code.code,
      user: { id: user.id, name: `${user.firstName} ${user.lastName}`.trim(), email: user.email, mobile: user.mobile },
      issued_at: dubaiTimestamp(code.issuedAt),
      redeemed_at: code.redeemedAt ? dubaiTimestamp(code.redeemedAt) : null,
    })),
    issued: totals?.issued ?? 0,
    redeemed: totals?.redeemed ?? 0,
    total: counted?.total ?? 0,
    page: request.page,
    per_page: request.per_page,
  };
}
