import type { CouponValidation } from '@portal/contract/bookings';
import {
  applyCoupon,
  couponEligibility,
  ownHoldsToRelease,
  ineligibilityFailure,
  type CouponIneligibility,
  type CouponPackageResult,
  type PricedBooking,
} from '@portal/domain/booking/index';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { couponRedemptions, coupons, purchases } from '../../db/schema/index.ts';
import { filsToAed } from '../../lib/money.ts';
import { ruleRefusal, type RuleRefusal } from '../../lib/rule-failure.ts';

export type CouponRow = typeof coupons.$inferSelect;

export type CouponCheck =
  | {
      ok: true;
      coupon: CouponRow;
      subTotal: number;
      discount: number;
      total: number;
      packages: CouponPackageResult[];
      /** a preview's count of the user's own unpaid checkouts the checkout will release (holdsReplacedBy) */
      replacesHolds: number;
    }
  | { ok: false; coupon: CouponRow | null; refusal: RuleRefusal };

/** Purchases that count as a use: pending holds and paid ones (released holds give their use back). */
const liveStatuses = [0, 1];

/** The message of an ineligibility: the specification's texts, with first-order and usage limits named. */
function refusalOf(reason: CouponIneligibility): RuleRefusal {
  if (reason === 'first_order_only') return { code: 'coupon_first_order', msg: 'This coupon is only valid on your first order' };
  if (reason === 'usage_limit' || reason === 'user_usage_limit') {
    return { code: 'coupon_used_up', msg: 'This coupon has already been used the maximum number of times' };
  }
  return ruleRefusal(ineligibilityFailure(reason));
}

/**
 * The database's counts a coupon's eligibility reads: the user's paid orders (first-order coupons) and the
 * coupon's live uses, by the user and by everyone. One query after another: inside a transaction they
 * share one connection.
 */
async function couponCounts(db: Database, couponId: number, userId: number) {
  const uses = (byUser?: number) =>
    db
      .select({ n: count() })
      .from(couponRedemptions)
      .innerJoin(purchases, eq(purchases.id, couponRedemptions.purchaseId))
      .where(
        and(
          eq(couponRedemptions.couponId, couponId),
          inArray(purchases.status, liveStatuses),
          byUser === undefined ? undefined : eq(couponRedemptions.userId, byUser),
        ),
      );
  const [paid] = await db
    .select({ n: count() })
    .from(purchases)
    .where(and(eq(purchases.userId, userId), eq(purchases.status, 1)));
  const [userUses] = await uses(userId);
  const [totalUses] = await uses();
  return { userPaidOrders: paid?.n ?? 0, userUses: userUses?.n ?? 0, totalUses: totalUses?.n ?? 0 };
}

/**
 * The user's own unpaid checkouts holding the coupon that a new checkout with it releases first (decision 039,
 * rule in `ownHoldsToRelease`): every lapsed hold, and as many live ones, oldest first, as its per-user
 * limit needs. createPurchase releases them under the user's holds lock before it counts the uses, so two
 * checkouts of one user are counted one after the other and never both hold a use the limit allows once;
 * validateCoupon only subtracts them, to answer what the checkout will do.
 */
export async function holdsReplacedBy(
  db: Database,
  coupon: Pick<CouponRow, 'id' | 'usageLimitPerUser'>,
  userId: number,
  now: Date,
  /** the user's live uses of the coupon when the caller has counted them already (couponCounts) */
  counted?: number,
): Promise<{ id: number; holdExpiresAt: Date | null }[]> {
  const held = await db
    .select({ id: purchases.id, holdExpiresAt: purchases.holdExpiresAt })
    .from(purchases)
    .innerJoin(couponRedemptions, eq(couponRedemptions.purchaseId, purchases.id))
    .where(and(eq(couponRedemptions.couponId, coupon.id), eq(purchases.userId, userId), eq(purchases.status, 0)))
    .orderBy(asc(purchases.createdAt), asc(purchases.id));
  if (held.length === 0) return [];
  const lapsed = held.filter((h) => h.holdExpiresAt !== null && h.holdExpiresAt <= now);
  const live = held.filter((h) => !lapsed.includes(h));
  const userUses = counted ?? (await couponCounts(db, coupon.id, userId)).userUses;
  const release = ownHoldsToRelease({
    usageLimitPerUser: coupon.usageLimitPerUser,
    userUses,
    lapsedHolds: lapsed.length,
    liveHolds: live.length,
  });
  return [...lapsed, ...live.slice(0, release.live)];
}

/**
 * Checks again, with the coupon row locked, that a purchase which gave its use back (a released hold) may
 * take it again: the same eligibility rules as createPurchase, with today's counts, while the coupon's
 * validity dates are read at the moment the purchase was priced (the buyer was promised that price then).
 * The purchase itself is not counted: released, it is not a live use. Refuses with the refusal code.
 */
export async function recheckCouponUse(
  db: Database,
  input: { couponId: number; userId: number; packageIds: readonly number[]; pricedAt: Date },
): Promise<{ ok: true } | { ok: false; code: 'coupon_used_up' | 'coupon_first_order' | 'coupon_not_valid' }> {
  const [coupon] = await db.select().from(coupons).where(eq(coupons.id, input.couponId)).for('update');
  if (!coupon) return { ok: false, code: 'coupon_not_valid' };
  const eligible = couponEligibility({
    coupon,
    now: input.pricedAt,
    ...(await couponCounts(db, coupon.id, input.userId)),
    packageId: input.packageIds,
  });
  if (eligible.ok) return eligible;
  const { code } = refusalOf(eligible.reason);
  return { ok: false, code: code === 'coupon_used_up' || code === 'coupon_first_order' ? code : 'coupon_not_valid' };
}

/**
 * Checks a coupon code for a user against priced bookings (spec part 1 §5 Coupons, §9 WELCOME10):
 * the eligibility rules with the database's counts, then the discount, both from packages/domain.
 * `lock` (inside createPurchase's transaction) locks the coupon row first, so two buyers cannot both
 * take the last use of a limited coupon. Without it (validateCoupon) the check previews the checkout,
 * which releases the user's own holds it replaces before counting (holdsReplacedBy).
 */
export async function checkCoupon(
  db: Database,
  input: { code: string; userId: number; bookings: readonly PricedBooking[]; now: Date; lock: boolean },
): Promise<CouponCheck> {
  const query = db.select().from(coupons).where(eq(coupons.code, input.code.toUpperCase()));
  const [coupon] = input.lock ? await query.for('update') : await query;
  if (!coupon) return { ok: false, coupon: null, refusal: ruleRefusal({ code: 'coupon_not_valid' }) };
  const counts = await couponCounts(db, coupon.id, input.userId);
  // a preview of the checkout, which first releases the user's own holds it replaces (holdsReplacedBy)
  const replacesHolds = input.lock ? 0 : (await holdsReplacedBy(db, coupon, input.userId, input.now, counts.userUses)).length;
  counts.userUses -= replacesHolds;
  counts.totalUses -= replacesHolds;
  const eligible = couponEligibility({
    coupon,
    now: input.now,
    ...counts,
    packageId: input.bookings.map((b) => b.packageId),
  });
  if (!eligible.ok) return { ok: false, coupon, refusal: refusalOf(eligible.reason) };

  const applied = applyCoupon(coupon, input.bookings);
  if (!applied.ok) return { ok: false, coupon, refusal: ruleRefusal(applied.failure) };
  return { ...applied, coupon, replacesHolds };
}

/** The coupon validation data of spec part 1 §3, in AED. */
export function couponValidation(code: string, check: CouponCheck, bookings: readonly PricedBooking[]): CouponValidation {
  const c = check.coupon;
  const subTotal = bookings.reduce((sum, b) => sum + b.subtotal, 0);
  const base = {
    id: c?.id ?? null,
    coupon: code.toUpperCase(),
    type: c?.type ?? null,
    off: c ? (c.type === 'aed' ? filsToAed(c.off) : c.off) : null,
    max_discount: c ? filsToAed(c.maxDiscountFils) : null,
    min_cart: c ? filsToAed(c.minCartFils) : null,
    skip_add_on: c?.skipAddOn === 1 ? 1 : 0,
    skip_transport: c?.skipTransport === 1 ? 1 : 0,
    skip_food: c?.skipFood === 1 ? 1 : 0,
    buy: c?.buy ?? null,
    buy_qty: c?.buyQty ?? null,
    free: c?.free ?? null,
    free_qty: c?.freeQty ?? null,
  } as const;
  if (!check.ok) {
    return {
      ...base,
      status: 0,
      code: check.refusal.code,
      msg: check.refusal.msg,
      amount_short: check.refusal.code === 'coupon_min_cart' ? (check.refusal.n ?? null) : null,
      sub_total: filsToAed(subTotal),
      discount: 0,
      total: filsToAed(subTotal),
      packages: bookings.map((b) => ({
        package_id: b.packageId,
        sub_total: filsToAed(b.subtotal),
        total: filsToAed(b.subtotal),
        deducted_value: 0,
      })),
    };
  }
  return {
    ...base,
    status: 1,
    code: null,
    // spec part 1 §8
    msg: check.coupon.msg || 'Coupon added successfully.',
    amount_short: null,
    sub_total: filsToAed(check.subTotal),
    discount: filsToAed(check.discount),
    total: filsToAed(check.total),
    packages: check.packages.map((p) => ({
      package_id: p.packageId,
      sub_total: filsToAed(p.subTotal),
      total: filsToAed(p.total),
      deducted_value: filsToAed(p.deductedValue),
    })),
    replaces_checkouts: check.replacesHolds,
  };
}
