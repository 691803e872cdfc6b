import type { PricedBooking } from './pricing.ts';
import type { BookingFailure, Flag } from './types.ts';

export type PersonType = 'adult' | 'child';

/** The coupon fields the discount reads (a subset of a `coupons` row). */
export type CouponRules = {
  id: number;
  type: 'aed' | 'percentage' | 'buy_x_get_y';
  /** fils for `aed`, whole percent for `percentage`, unused for buy_x_get_y */
  off: number;
  /** null or 0 = no cap */
  maxDiscountFils: number | null;
  minCartFils: number | null;
  skipAddOn: Flag;
  skipTransport: Flag;
  skipFood: Flag;
  buy: PersonType | null;
  buyQty: number | null;
  free: PersonType | null;
  freeQty: number | null;
  /** null = every package */
  packageIds?: number[] | null;
};

/** spec part 1 §3 Coupon validation data: per package. */
export type CouponPackageResult = { packageId: number; subTotal: number; total: number; deductedValue: number };

export type CouponResult =
  | { ok: true; subTotal: number; total: number; discount: number; packages: CouponPackageResult[] }
  | { ok: false; failure: BookingFailure };

const appliesTo = (coupon: Pick<CouponRules, 'packageIds'>, packageId: number) =>
  !coupon.packageIds || coupon.packageIds.includes(packageId);

/**
 * The part of a booking a coupon may take from (spec part 1 §5 Coupons): the whole subtotal, less
 * sub-packages with skip_add_on, transport with skip_transport and meals with skip_food.
 */
export function discountableAmount(
  coupon: Pick<CouponRules, 'skipAddOn' | 'skipTransport' | 'skipFood'>,
  booking: PricedBooking,
): number {
  return (
    booking.subtotal -
    (coupon.skipAddOn === 1 ? booking.subPackages : 0) -
    (coupon.skipTransport === 1 ? booking.transport : 0) -
    (coupon.skipFood === 1 ? booking.meals : 0)
  );
}

/**
 * The free tickets of a buy_x_get_y coupon (spec part 1 §5): every buy_qty-th person of the buy type
 * gives free_qty free of the free type, never more than there are. When buy and free are the same type
 * the free people come out of the same group, so "buy 2 adults get 1 adult" frees one in every three.
 */
export function freeTickets(
  coupon: Pick<CouponRules, 'buy' | 'buyQty' | 'free' | 'freeQty'>,
  counts: { adults: number; children: number },
): { adults: number; children: number } {
  const { buy, free } = coupon;
  const buyQty = coupon.buyQty ?? 0;
  const freeQty = coupon.freeQty ?? 0;
  if (!buy || !free || buyQty < 1 || freeQty < 1) return { adults: 0, children: 0 };
  const countOf = (t: PersonType) => (t === 'adult' ? counts.adults : counts.children);
  let freed: number;
  if (buy === free) {
    const group = buyQty + freeQty;
    const n = countOf(buy);
    freed = Math.floor(n / group) * freeQty + Math.max(0, (n % group) - buyQty);
  } else {
    freed = Math.min(countOf(free), Math.floor(countOf(buy) / buyQty) * freeQty);
  }
  return free === 'adult' ? { adults: freed, children: 0 } : { adults: 0, children: freed };
}

/** Splits `total` fils over `weights` in proportion, whole fils, largest remainders first; sums exactly. */
function allocate(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) return weights.map(() => 0);
  const exact = weights.map((w) => (total * w) / sum);
  const shares = exact.map(Math.floor);
  let left = total - shares.reduce((a, b) => a + b, 0);
  const order = exact.map((e, i) => [e - Math.floor(e), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of order) {
    if (left === 0) break;
    shares[i] = (shares[i] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

/**
 * Applies a coupon to the priced bookings of one cart (spec part 1 §5 Coupons): the minimum cart is
 * compared with the whole cart's subtotal ('Add {n} Amount more…', n = the missing fils); aed takes a
 * fixed amount, percentage a share of the discountable amount (rounded to the fils), buy_x_get_y the
 * free tickets at the booking's prices; max_discount caps the cart's discount; no booking loses more
 * than its discountable amount. Packages outside `packageIds` keep their price. A coupon whose deducted
 * value comes to 0 is not applied (`coupon_not_for_package`).
 */
export function applyCoupon(coupon: CouponRules, bookings: readonly PricedBooking[]): CouponResult {
  const subTotal = bookings.reduce((sum, b) => sum + b.subtotal, 0);
  if (coupon.minCartFils && subTotal < coupon.minCartFils) {
    return { ok: false, failure: { code: 'coupon_min_cart', n: coupon.minCartFils - subTotal } };
  }
  const room = bookings.map((b) => (appliesTo(coupon, b.packageId) ? Math.max(0, discountableAmount(coupon, b)) : 0));
  const roomTotal = room.reduce((a, b) => a + b, 0);

  let wanted: number[];
  if (coupon.type === 'buy_x_get_y') {
    wanted = bookings.map((b, i) => {
      if ((room[i] ?? 0) === 0) return 0;
      const free = freeTickets(coupon, b);
      return free.adults * b.adultPriceFils + free.children * b.childPriceFils;
    });
  } else {
    const cartDiscount =
      coupon.type === 'aed' ? Math.max(0, coupon.off) : Math.round((roomTotal * Math.min(100, Math.max(0, coupon.off))) / 100);
    wanted = allocate(Math.min(cartDiscount, roomTotal), room);
  }
  wanted = wanted.map((w, i) => Math.min(w, room[i] ?? 0));
  let discount = wanted.reduce((a, b) => a + b, 0);
  if (coupon.maxDiscountFils && discount > coupon.maxDiscountFils) {
    discount = coupon.maxDiscountFils;
    wanted = allocate(discount, wanted);
  }
  if (discount <= 0) return { ok: false, failure: { code: 'coupon_not_for_package' } };

  const packages = bookings.map((b, i) => {
    const deductedValue = wanted[i] ?? 0;
    return { packageId: b.packageId, subTotal: b.subtotal, total: b.subtotal - deductedValue, deductedValue };
  });
  return { ok: true, subTotal, total: subTotal - discount, discount, packages };
}

/** The coupon fields eligibility reads (a subset of a `coupons` row). */
export type CouponEligibilityRules = {
  enable: Flag;
  startsAt: Date | null;
  expiresAt: Date | null;
  firstOrderOnly: Flag;
  usageLimitTotal: number | null;
  usageLimitPerUser: number | null;
  packageIds: number[] | null;
};

export type CouponIneligibility =
  'disabled' | 'not_started' | 'expired' | 'first_order_only' | 'usage_limit' | 'user_usage_limit' | 'not_for_package';

/**
 * Whether this user may use the coupon now, on these packages (the checks that need the database's
 * counts, which the server reads inside its transaction): enabled, started, not expired, first order
 * only (WELCOME10: the user has no paid order yet), total and per-user usage limits, package list.
 */
export function couponEligibility(input: {
  coupon: CouponEligibilityRules;
  now: Date;
  /** the user's confirmed (paid) purchases */
  userPaidOrders: number;
  /** this coupon's redemptions by the user */
  userUses: number;
  /** this coupon's redemptions by everyone */
  totalUses: number;
  /** the cart's package ids; one id is accepted too */
  packageId: number | readonly number[];
}): { ok: true } | { ok: false; reason: CouponIneligibility } {
  const { coupon, now } = input;
  if (coupon.enable !== 1) return { ok: false, reason: 'disabled' };
  if (coupon.startsAt && now < coupon.startsAt) return { ok: false, reason: 'not_started' };
  if (coupon.expiresAt && now > coupon.expiresAt) return { ok: false, reason: 'expired' };
  if (coupon.firstOrderOnly === 1 && input.userPaidOrders > 0) return { ok: false, reason: 'first_order_only' };
  if (coupon.usageLimitTotal !== null && input.totalUses >= coupon.usageLimitTotal) return { ok: false, reason: 'usage_limit' };
  if (coupon.usageLimitPerUser !== null && input.userUses >= coupon.usageLimitPerUser) {
    return { ok: false, reason: 'user_usage_limit' };
  }
  const ids = typeof input.packageId === 'number' ? [input.packageId] : input.packageId;
  if (coupon.packageIds && !ids.some((id) => coupon.packageIds?.includes(id))) return { ok: false, reason: 'not_for_package' };
  return { ok: true };
}

/** The message code of an ineligibility (spec part 1 §8 Coupon texts). */
export function ineligibilityFailure(reason: CouponIneligibility): BookingFailure {
  return { code: reason === 'not_for_package' ? 'coupon_not_for_package' : 'coupon_not_valid' };
}

/**
 * How many of the user's own unpaid checkouts holding a coupon a new checkout with it cancels first
 * (decision 039; a traveller's abandoned checkout must not cost them WELCOME10 for the hold's 30 minutes).
 * Lapsed holds (past their expiry, not yet swept) are always released; live ones only as many as the
 * per-user limit needs to leave one use free, oldest first. A coupon without a per-user limit needs none:
 * its own pending uses never refuse the user, and the first-order rule counts paid orders only.
 */
export function ownHoldsToRelease(input: {
  usageLimitPerUser: number | null;
  /** the user's live uses: pending and paid purchases with the coupon, lapsed holds included */
  userUses: number;
  lapsedHolds: number;
  liveHolds: number;
}): { lapsed: number; live: number } {
  if (input.usageLimitPerUser === null) return { lapsed: input.lapsedHolds, live: 0 };
  const excess = input.userUses - input.lapsedHolds - input.usageLimitPerUser + 1;
  return { lapsed: input.lapsedHolds, live: Math.min(Math.max(excess, 0), input.liveHolds) };
}
