import type {
  ConsoleCoupon,
  CouponPackageChoice,
  CouponRedemption,
  CouponState,
  couponUsageTotalsSchema,
  saveCouponAction,
} from '@portal/contract/console-offers';
import { purchaseStatuses } from '@portal/contract/console-offers';
import { dubaiTimestamp } from '@portal/domain/dates';
import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { couponRedemptions, coupons, packages, purchases, users } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { csvText } from '../../lib/csv.ts';
import { containing } from '../../lib/like-pattern.ts';
import { filsToAed } from '../../lib/money.ts';
import { recordChange, flagOf } from '../console/index.ts';
import { onUniqueViolation } from '../../db/unique-violation.ts';

/**
 * The console's coupons (decision 035, spec part 1 §5 Coupons): list, settings, usage report. The
 * booking flow reads the same rows (modules/coupons/coupon-service.ts), so a change applies to the next
 * coupon check; the actions still tell every process that public data changed.
 */

type CouponRow = typeof coupons.$inferSelect;
export type CouponChange = z.output<(typeof saveCouponAction)['input']>;

/** Purchases whose redemption is a live use, as the booking flow counts them: pending holds and paid ones. */
const liveStatuses = [0, 1];

/*
 * The counts below are correlated subqueries written with their own aliases: Drizzle leaves the columns of
 * a one-table select unqualified, and an unqualified "id" inside them would be the inner table's.
 */

/** Live uses of the coupon of the outer row: what its total usage limit is measured against. */
const liveUses = sql<number>`(
  select count(*)::int from coupon_redemptions r inner join purchases p on p.id = r.purchase_id
  where r.coupon_id = "coupons"."id" and p.status in (${sql.raw(liveStatuses.join(', '))})
)`;

/** Every redemption of the outer row's coupon, released ones too. */
const allRedemptions = sql<number>`(select count(*)::int from coupon_redemptions r where r.coupon_id = "coupons"."id")`;

/** What a coupon is at `now`, in the order couponEligibility (packages/domain) refuses it. */
function stateAt(now: Date) {
  const at = sql`${now.toISOString()}::timestamptz`;
  return sql<CouponState>`case
    when ${coupons.enable} <> 1 then 'disabled'
    when ${coupons.startsAt} is not null and ${at} < ${coupons.startsAt} then 'scheduled'
    when ${coupons.expiresAt} is not null and ${at} > ${coupons.expiresAt} then 'expired'
    when ${coupons.usageLimitTotal} is not null and ${liveUses} >= ${coupons.usageLimitTotal} then 'used_up'
    else 'active' end`;
}

/** A coupon's settings as the console sends them (AED, Dubai wall times): what the audit log keeps. */
function auditedCoupon(row: CouponRow) {
  return {
    code: row.code,
    type: row.type,
    off: row.type === 'aed' ? filsToAed(row.off) : row.off,
    max_discount: filsToAed(row.maxDiscountFils),
    min_cart: filsToAed(row.minCartFils),
    skip_add_on: flagOf(row.skipAddOn),
    skip_transport: flagOf(row.skipTransport),
    skip_food: flagOf(row.skipFood),
    buy: row.buy,
    buy_qty: row.buyQty,
    free: row.free,
    free_qty: row.freeQty,
    first_order_only: flagOf(row.firstOrderOnly),
    usage_limit_total: row.usageLimitTotal,
    usage_limit_per_user: row.usageLimitPerUser,
    package_ids: row.packageIds,
    starts_at: row.startsAt ? dubaiTimestamp(row.startsAt) : null,
    expires_at: row.expiresAt ? dubaiTimestamp(row.expiresAt) : null,
    enable: flagOf(row.enable),
    msg: row.msg,
  };
}

type ListedCoupon = { coupon: CouponRow; state: CouponState; uses: number; redemptions: number };

/** The packages the listed coupons name, by id, in one query. */
async function packageChoicesOf(db: Database, listed: ListedCoupon[]): Promise<Map<number, CouponPackageChoice>> {
  const ids = [...new Set(listed.flatMap(({ coupon }) => coupon.packageIds ?? []))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: packages.id, name: packages.packageName, arabic_name: packages.arabicName })
    .from(packages)
    .where(inArray(packages.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

async function toConsoleCoupons(db: Database, listed: ListedCoupon[]): Promise<ConsoleCoupon[]> {
  const choices = await packageChoicesOf(db, listed);
  return listed.map(({ coupon, state, uses, redemptions }) => {
    const { package_ids: packageIds, ...settings } = auditedCoupon(coupon);
    return {
      id: coupon.id,
      ...settings,
      // a package deleted since is left out: the coupon cannot apply to it any more
      packages: (packageIds ?? []).flatMap((id) => choices.get(id) ?? []),
      state,
      uses,
      redemptions,
      created_at: dubaiTimestamp(coupon.createdAt),
    };
  });
}

function couponsQuery(db: Database, now: Date) {
  return db
    .select({ coupon: coupons, state: stateAt(now), uses: liveUses, redemptions: allRedemptions })
    .from(coupons)
    .$dynamic();
}

/** consoleCoupons: a page of coupons, newest first; `q` matches the code in any case, `state` what it is now. */
export async function listConsoleCoupons(
  db: Database,
  now: Date,
  filters: { q?: string | undefined; state?: CouponState | undefined; page: number; per_page: number },
) {
  const where = and(
    filters.q ? ilike(coupons.code, containing(filters.q)) : undefined,
    filters.state ? sql`${stateAt(now)} = ${filters.state}` : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    couponsQuery(db, now)
      .where(where)
      .orderBy(desc(coupons.createdAt), desc(coupons.id))
      .limit(filters.per_page)
      .offset((filters.page - 1) * filters.per_page),
    db.select({ total: count() }).from(coupons).where(where),
  ]);
  return { data: await toConsoleCoupons(db, rows), total: counted?.total ?? 0, page: filters.page, per_page: filters.per_page };
}

/** consoleCoupon: one coupon, or not_found. */
export async function consoleCoupon(db: Database, now: Date, id: number): Promise<ConsoleCoupon> {
  const [coupon] = await toConsoleCoupons(db, await couponsQuery(db, now).where(eq(coupons.id, id)));
  if (!coupon) throw new AppError('not_found', { msg: 'Coupon not found', fields: { id: 'no such coupon' } });
  return coupon;
}

/** The coupon locked for the rest of the transaction: a save, a delete and a purchase taking it do not cross. */
async function lockedCoupon(tx: Database, id: number): Promise<CouponRow> {
  const [row] = await tx.select().from(coupons).where(eq(coupons.id, id)).for('update');
  if (!row) throw new AppError('not_found', { msg: 'Coupon not found', fields: { id: 'no such coupon' } });
  return row;
}

const redemptionCount = async (tx: Database, couponId: number) =>
  (await tx.select({ n: count() }).from(couponRedemptions).where(eq(couponRedemptions.couponId, couponId)))[0]?.n ?? 0;

const codeTaken = () =>
  new AppError('invalid_input', { fields: { code: 'code_taken: another coupon has this code (codes are matched in any case)' } });

/**
 * The checks that need the database: the code is no other coupon's in any case, it stays as it was once
 * the coupon has been redeemed (buyers' purchases, receipts and the usage report name the code they
 * used), and every package named exists.
 */
async function checkAgainstDatabase(tx: Database, before: CouponRow | null, change: CouponChange) {
  const [other] = await tx
    .select({ id: coupons.id })
    .from(coupons)
    .where(and(sql`upper(${coupons.code}) = ${change.code}`, before ? ne(coupons.id, before.id) : undefined))
    .limit(1);
  if (other) throw codeTaken();
  if (before && before.code !== change.code && (await redemptionCount(tx, before.id)) > 0) {
    throw new AppError('invalid_input', {
      fields: { code: 'code_fixed: the code cannot change once the coupon has been used; its purchases name it' },
    });
  }
  if (change.package_ids) {
    const found = await tx.select({ id: packages.id }).from(packages).where(inArray(packages.id, change.package_ids));
    const missing = change.package_ids.filter((id) => !found.some((row) => row.id === id));
    if (missing.length > 0) {
      throw new AppError('invalid_input', { fields: { package_ids: `no such package: ${missing.join(', ')}` } });
    }
  }
}

function columnsOf(change: CouponChange) {
  return {
    code: change.code,
    type: change.type,
    off: change.off,
    maxDiscountFils: change.max_discount ?? null,
    minCartFils: change.min_cart ?? null,
    skipAddOn: change.skip_add_on,
    skipTransport: change.skip_transport,
    skipFood: change.skip_food,
    buy: change.buy ?? null,
    buyQty: change.buy_qty ?? null,
    free: change.free ?? null,
    freeQty: change.free_qty ?? null,
    firstOrderOnly: change.first_order_only,
    usageLimitTotal: change.usage_limit_total ?? null,
    usageLimitPerUser: change.usage_limit_per_user ?? null,
    packageIds: change.package_ids,
    startsAt: change.starts_at ?? null,
    expiresAt: change.expires_at ?? null,
    enable: change.enable,
    msg: change.msg,
  };
}

/** saveCoupon: creates a coupon (no id) or replaces every setting of one, audited in the same transaction. */
export async function saveCoupon(db: Database, operatorId: number, now: Date, change: CouponChange): Promise<ConsoleCoupon> {
  const id = await onUniqueViolation(
    () =>
      db.transaction(async (tx) => {
        const before = change.id === undefined ? null : await lockedCoupon(tx, change.id);
        await checkAgainstDatabase(tx, before, change);
        const values = columnsOf(change);
        const [after] = before
          ? await tx.update(coupons).set(values).where(eq(coupons.id, before.id)).returning()
          : await tx.insert(coupons).values(values).returning();
        await recordChange(tx, {
          operatorId,
          action: 'saveCoupon',
          entity: 'coupon',
          entityId: after!.id,
          before: before && auditedCoupon(before),
          after: auditedCoupon(after!),
        });
        return after!.id;
      }),
    codeTaken,
  );
  return consoleCoupon(db, now, id);
}

/**
 * deleteCoupon: a coupon no purchase refers to is deleted; one with redemptions or purchases is refused
 * (in_use: disable it instead). createPurchase locks the coupon row before it takes a use, so the check
 * cannot miss a purchase made meanwhile.
 */
export async function deleteCoupon(db: Database, operatorId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockedCoupon(tx, id);
    const [purchase] = await tx.select({ id: purchases.id }).from(purchases).where(eq(purchases.couponId, id)).limit(1);
    if (purchase || (await redemptionCount(tx, id)) > 0) throw new AppError('in_use');
    await tx.delete(coupons).where(eq(coupons.id, id));
    await recordChange(tx, {
      operatorId,
      action: 'deleteCoupon',
      entity: 'coupon',
      entityId: id,
      before: auditedCoupon(before),
      after: null,
    });
  });
}

/** couponPackageChoices: at most 20 packages whose name (either language) or slug holds `q`, by name. */
export async function couponPackageChoices(db: Database, q: string | undefined): Promise<CouponPackageChoice[]> {
  const pattern = q ? containing(q) : null;
  return db
    .select({ id: packages.id, name: packages.packageName, arabic_name: packages.arabicName })
    .from(packages)
    .where(
      pattern
        ? or(ilike(packages.packageName, pattern), ilike(packages.arabicName, pattern), ilike(packages.urlSlug, pattern))
        : undefined,
    )
    .orderBy(asc(packages.packageName), asc(packages.id))
    .limit(20);
}

const redemptionColumns = {
  createdAt: purchases.createdAt,
  purchaseNumber: purchases.purchaseNumber,
  status: purchases.status,
  discountFils: purchases.discountFils,
  totalFils: purchases.totalFils,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
};

function redemptionsQuery(db: Database, couponId: number) {
  return db
    .select(redemptionColumns)
    .from(couponRedemptions)
    .innerJoin(purchases, eq(purchases.id, couponRedemptions.purchaseId))
    .innerJoin(users, eq(users.id, couponRedemptions.userId))
    .where(eq(couponRedemptions.couponId, couponId))
    .orderBy(desc(purchases.createdAt), desc(purchases.id))
    .$dynamic();
}

type RedemptionRow = Awaited<ReturnType<typeof redemptionsQuery>>[number];

function toRedemption(row: RedemptionRow): CouponRedemption {
  return {
    created_at: dubaiTimestamp(row.createdAt),
    purchase_number: row.purchaseNumber,
    buyer_email: row.email,
    buyer_name: `${row.firstName} ${row.lastName}`.trim(),
    discount: filsToAed(row.discountFils),
    total: filsToAed(row.totalFils),
    status: purchaseStatuses[row.status] ?? 'pending',
  };
}

/** The totals of a coupon's report: money counts only from paid purchases. */
async function usageTotals(db: Database, couponId: number): Promise<z.input<typeof couponUsageTotalsSchema>> {
  const paid = sql`${purchases.status} = 1`;
  const [totals] = await db
    .select({
      redemptions: count(),
      paidUses: sql<number>`count(*) filter (where ${paid})::int`,
      discountFils: sql<string>`coalesce(sum(${purchases.discountFils}) filter (where ${paid}), 0)`,
      revenueFils: sql<string>`coalesce(sum(${purchases.totalFils}) filter (where ${paid}), 0)`,
    })
    .from(couponRedemptions)
    .innerJoin(purchases, eq(purchases.id, couponRedemptions.purchaseId))
    .where(eq(couponRedemptions.couponId, couponId));
  return {
    redemptions: totals?.redemptions ?? 0,
    paid_uses: totals?.paidUses ?? 0,
    discount_given: filsToAed(Number(totals?.discountFils ?? 0)),
    revenue: filsToAed(Number(totals?.revenueFils ?? 0)),
  };
}

/** couponUsage: one page of a coupon's redemptions, newest first, with the coupon and its totals. */
export async function couponUsage(db: Database, now: Date, request: { id: number; page: number; per_page: number }) {
  const coupon = await consoleCoupon(db, now, request.id);
  const [rows, totals] = await Promise.all([
    redemptionsQuery(db, request.id)
      .limit(request.per_page)
      .offset((request.page - 1) * request.per_page),
    usageTotals(db, request.id),
  ]);
  return {
    coupon,
    totals,
    data: rows.map(toRedemption),
    total: totals.redemptions,
    page: request.page,
    per_page: request.per_page,
  };
}

/** couponUsageCsv: every redemption of the coupon, in the report's columns. */
export async function couponUsageCsv(db: Database, now: Date, id: number) {
  const coupon = await consoleCoupon(db, now, id);
  const rows = (await redemptionsQuery(db, id)).map(toRedemption);
  const csv = csvText(
    ['date', 'purchase_number', 'buyer_email', 'buyer_name', 'discount_aed', 'total_aed', 'status'],
    rows.map((r) => [r.created_at, r.purchase_number, r.buyer_email, r.buyer_name, r.discount, r.total, r.status]),
  );
  return { filename: `coupon-${coupon.code.toLowerCase()}-usage.csv`, csv };
}
