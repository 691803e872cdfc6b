import { describe, expect, it } from 'vitest';
import {
  applyCoupon,
  couponEligibility,
  discountableAmount,
  freeTickets,
  ineligibilityFailure,
  ownHoldsToRelease,
  type CouponEligibilityRules,
  type CouponRules,
} from './coupons.ts';
import { priceBooking, type PricedBooking } from './pricing.ts';
import { makePackage, meal, subPackage, transport } from './test-factories.ts';
import { failureText, type BookingSelection } from './types.ts';

const aed = (n: number) => n * 100;

function coupon(overrides: Partial<CouponRules>): CouponRules {
  return {
    id: 1,
    type: 'percentage',
    off: 10,
    maxDiscountFils: null,
    minCartFils: null,
    skipAddOn: 0,
    skipTransport: 0,
    skipFood: 0,
    buy: null,
    buyQty: null,
    free: null,
    freeQty: null,
    ...overrides,
  };
}

const catalog = { subPackages: [subPackage()], meals: [meal()], transports: [transport()] };

/** adults × 465 AED + children × 235 AED, plus whatever add-ons the test asks for */
function booking(adults: number, children: number, extra: Partial<BookingSelection> = {}, packageId = 1): PricedBooking {
  return priceBooking(makePackage({ id: packageId }), { adults, children, date: null, timeSlotId: null, ...extra }, catalog);
}

const welcome10 = coupon({ type: 'percentage', off: 10, maxDiscountFils: aed(100) });
const seeSharjah = coupon({ type: 'percentage', off: 20, maxDiscountFils: aed(100) });

describe('percentage coupons', () => {
  it('WELCOME10 takes 10% off one adult at 465 AED', () => {
    const result = applyCoupon(welcome10, [booking(1, 0)]);
    expect(result).toEqual({
      ok: true,
      subTotal: aed(465),
      total: aed(418.5),
      discount: aed(46.5),
      packages: [{ packageId: 1, subTotal: aed(465), total: aed(418.5), deductedValue: aed(46.5) }],
    });
  });

  it('SEESHARJAH takes 20% off one adult and one child (700 AED → 560 AED)', () => {
    const result = applyCoupon(coupon({ type: 'percentage', off: 20 }), [booking(1, 1)]);
    expect(result).toMatchObject({ ok: true, subTotal: aed(700), discount: aed(140), total: aed(560) });
  });

  it('is capped by max_discount: SEESHARJAH gives at most 100 AED', () => {
    const result = applyCoupon(seeSharjah, [booking(2, 2)]);
    expect(result).toMatchObject({ ok: true, subTotal: aed(1400), discount: aed(100), total: aed(1300) });
  });

  it('rounds to the nearest fils', () => {
    const result = applyCoupon(coupon({ off: 15 }), [
      priceBooking(makePackage({ adultPriceFils: 1_001 }), { adults: 1, children: 0, date: null, timeSlotId: null }, catalog),
    ]);
    expect(result).toMatchObject({ ok: true, discount: 150 });
  });
});

describe('aed coupons', () => {
  it('takes a fixed amount', () => {
    expect(applyCoupon(coupon({ type: 'aed', off: aed(25) }), [booking(1, 0)])).toMatchObject({
      ok: true,
      discount: aed(25),
      total: aed(440),
    });
  });

  it('is capped by max_discount', () => {
    expect(applyCoupon(coupon({ type: 'aed', off: aed(80), maxDiscountFils: aed(50) }), [booking(1, 0)])).toMatchObject({
      discount: aed(50),
    });
  });

  it('never takes more than the discountable amount', () => {
    expect(applyCoupon(coupon({ type: 'aed', off: aed(1000) }), [booking(1, 0)])).toMatchObject({
      ok: true,
      discount: aed(465),
      total: 0,
    });
  });
});

describe('minimum cart', () => {
  it("asks for the missing amount: 'Add 50.00 Amount more to apply this coupon.' on a 150 AED minimum with 100 AED in the cart", () => {
    const cart = [
      priceBooking(makePackage({ adultPriceFils: aed(100) }), { adults: 1, children: 0, date: null, timeSlotId: null }, catalog),
    ];
    const result = applyCoupon(coupon({ type: 'aed', off: aed(25), minCartFils: aed(150) }), cart);
    expect(result).toEqual({ ok: false, failure: { code: 'coupon_min_cart', n: aed(50) } });
    if (!result.ok) expect(failureText(result.failure)).toBe('Add 50.00 Amount more to apply this coupon.');
  });

  it('applies once the cart reaches the minimum exactly', () => {
    const cart = [
      priceBooking(makePackage({ adultPriceFils: aed(150) }), { adults: 1, children: 0, date: null, timeSlotId: null }, catalog),
    ];
    expect(applyCoupon(coupon({ type: 'aed', off: aed(25), minCartFils: aed(150) }), cart)).toMatchObject({
      ok: true,
      discount: aed(25),
    });
  });
});

describe('skip flags', () => {
  const withEverything = booking(1, 0, {
    subPackages: [{ id: 11, adults: 1, children: 0 }],
    meals: [{ id: 21, qty: 1 }],
    transport: { id: 31, type: 'one_way' },
  });

  it('leave add-ons, transport and food out of the discountable amount', () => {
    expect(withEverything.subtotal).toBe(aed(465 + 50 + 75 + 40));
    expect(discountableAmount(coupon({ skipAddOn: 1 }), withEverything)).toBe(aed(465 + 75 + 40));
    expect(discountableAmount(coupon({ skipTransport: 1 }), withEverything)).toBe(aed(465 + 50 + 75));
    expect(discountableAmount(coupon({ skipFood: 1 }), withEverything)).toBe(aed(465 + 50 + 40));
    expect(discountableAmount(coupon({ skipAddOn: 1, skipTransport: 1, skipFood: 1 }), withEverything)).toBe(aed(465));
  });

  it('a 15% coupon skipping all add-ons discounts only the tickets', () => {
    const result = applyCoupon(coupon({ off: 15, skipAddOn: 1, skipTransport: 1, skipFood: 1 }), [withEverything]);
    expect(result).toMatchObject({ ok: true, subTotal: aed(630), discount: 6_975, total: aed(630) - 6_975 });
  });
});

describe('buy_x_get_y', () => {
  const familyFun = coupon({ type: 'buy_x_get_y', off: 0, buy: 'adult', buyQty: 2, free: 'child', freeQty: 1 });

  it('a buy 2 get 1 coupon frees one child ticket for every second adult', () => {
    expect(freeTickets(familyFun, { adults: 2, children: 3 })).toEqual({ adults: 0, children: 1 });
    expect(freeTickets(familyFun, { adults: 3, children: 3 })).toEqual({ adults: 0, children: 1 });
    expect(freeTickets(familyFun, { adults: 4, children: 3 })).toEqual({ adults: 0, children: 2 });
  });

  it('never frees more children than are booked', () => {
    expect(freeTickets(familyFun, { adults: 6, children: 1 })).toEqual({ adults: 0, children: 1 });
  });

  it('takes one child ticket of 235 AED off two adults and a child', () => {
    expect(applyCoupon(familyFun, [booking(2, 1)])).toMatchObject({
      ok: true,
      subTotal: aed(1165),
      discount: aed(235),
      total: aed(930),
    });
  });

  it('is not applied to one adult, as nothing is deducted', () => {
    expect(applyCoupon(familyFun, [booking(1, 1)])).toEqual({ ok: false, failure: { code: 'coupon_not_for_package' } });
  });

  it('with the same type on both sides frees one in every three: buy 2 adults get 1 adult', () => {
    const sameType = coupon({ type: 'buy_x_get_y', buy: 'adult', buyQty: 2, free: 'adult', freeQty: 1 });
    expect(freeTickets(sameType, { adults: 2, children: 0 }).adults).toBe(0);
    expect(freeTickets(sameType, { adults: 3, children: 0 }).adults).toBe(1);
    expect(freeTickets(sameType, { adults: 5, children: 0 }).adults).toBe(1);
    expect(freeTickets(sameType, { adults: 6, children: 0 }).adults).toBe(2);
  });

  it('frees nothing when the coupon misses its quantities', () => {
    expect(
      freeTickets(coupon({ type: 'buy_x_get_y', buy: 'adult', buyQty: 0, free: 'child', freeQty: 1 }), {
        adults: 4,
        children: 4,
      }),
    ).toEqual({ adults: 0, children: 0 });
  });

  it('is capped by max_discount too', () => {
    expect(applyCoupon({ ...familyFun, maxDiscountFils: aed(100) }, [booking(2, 1)])).toMatchObject({
      ok: true,
      discount: aed(100),
    });
  });
});

describe('several packages in one cart', () => {
  it('reports sub_total, total and deducted_value per package, adding up to the cart', () => {
    const result = applyCoupon(welcome10, [booking(1, 0, {}, 7), booking(0, 1, {}, 8)]);
    expect(result).toEqual({
      ok: true,
      subTotal: aed(700),
      total: aed(630),
      discount: aed(70),
      packages: [
        { packageId: 7, subTotal: aed(465), total: aed(418.5), deductedValue: aed(46.5) },
        { packageId: 8, subTotal: aed(235), total: aed(211.5), deductedValue: aed(23.5) },
      ],
    });
  });

  it('splits a capped discount over the packages in whole fils that add up exactly', () => {
    const result = applyCoupon(coupon({ type: 'aed', off: 1_000 }), [
      booking(1, 0, {}, 1),
      booking(1, 0, {}, 2),
      booking(1, 0, {}, 3),
    ]);
    if (!result.ok) throw new Error('expected the coupon to apply');
    expect(result.packages.map((p) => p.deductedValue)).toEqual([334, 333, 333]);
    expect(result.discount).toBe(1_000);
  });

  it('leaves packages outside the coupon list at full price', () => {
    const result = applyCoupon({ ...welcome10, packageIds: [8] }, [booking(1, 0, {}, 7), booking(0, 1, {}, 8)]);
    expect(result).toMatchObject({
      ok: true,
      discount: aed(23.5),
      packages: [{ deductedValue: 0 }, { deductedValue: aed(23.5) }],
    });
  });

  it('is not applied when no package of the cart is on the list', () => {
    expect(applyCoupon({ ...welcome10, packageIds: [99] }, [booking(1, 0)])).toEqual({
      ok: false,
      failure: { code: 'coupon_not_for_package' },
    });
  });
});

describe('couponEligibility', () => {
  const now = new Date('2026-11-23T05:00:00Z');
  const rules = (overrides: Partial<CouponEligibilityRules> = {}): CouponEligibilityRules => ({
    enable: 1,
    startsAt: null,
    expiresAt: null,
    firstOrderOnly: 0,
    usageLimitTotal: null,
    usageLimitPerUser: null,
    packageIds: null,
    ...overrides,
  });
  const check = (
    coupon: CouponEligibilityRules,
    counts: Partial<{ userPaidOrders: number; userUses: number; totalUses: number }> = {},
    packageId: number | number[] = 1,
  ) => couponEligibility({ coupon, now, userPaidOrders: 0, userUses: 0, totalUses: 0, packageId, ...counts });

  it('accepts a running coupon for anyone', () => {
    expect(check(rules())).toEqual({ ok: true });
  });

  it('refuses a switched-off coupon', () => {
    expect(check(rules({ enable: 0 }))).toEqual({ ok: false, reason: 'disabled' });
  });

  it('refuses a coupon before it starts and after it expires', () => {
    expect(check(rules({ startsAt: new Date('2026-11-23T05:00:01Z') }))).toEqual({ ok: false, reason: 'not_started' });
    expect(check(rules({ expiresAt: new Date('2026-11-23T04:59:59Z') }))).toEqual({ ok: false, reason: 'expired' });
    expect(check(rules({ startsAt: now, expiresAt: now }))).toEqual({ ok: true });
  });

  it('WELCOME10 is for a first order only: refused once the user has a paid order', () => {
    const welcome = rules({ firstOrderOnly: 1, usageLimitPerUser: 1 });
    expect(check(welcome)).toEqual({ ok: true });
    expect(check(welcome, { userPaidOrders: 1 })).toEqual({ ok: false, reason: 'first_order_only' });
    expect(check(welcome, { userUses: 1 })).toEqual({ ok: false, reason: 'user_usage_limit' });
  });

  it('stops at the total usage limit exactly', () => {
    expect(check(rules({ usageLimitTotal: 100 }), { totalUses: 99 })).toEqual({ ok: true });
    expect(check(rules({ usageLimitTotal: 100 }), { totalUses: 100 })).toEqual({ ok: false, reason: 'usage_limit' });
  });

  it('is only for the listed packages', () => {
    expect(check(rules({ packageIds: [5, 6] }), {}, 7)).toEqual({ ok: false, reason: 'not_for_package' });
    expect(check(rules({ packageIds: [5, 6] }), {}, [7, 6])).toEqual({ ok: true });
  });

  it('maps reasons to the specification texts', () => {
    expect(failureText(ineligibilityFailure('expired'))).toBe('Coupon not Valid or Expired for this package');
    expect(failureText(ineligibilityFailure('not_for_package'))).toBe('Coupon not valid for this Package');
  });
});

describe('ownHoldsToRelease', () => {
  it('releases one abandoned checkout so that a once-per-user coupon is free again', () => {
    expect(ownHoldsToRelease({ usageLimitPerUser: 1, userUses: 1, lapsedHolds: 0, liveHolds: 1 })).toEqual({
      lapsed: 0,
      live: 1,
    });
  });
  it('releases nothing live while the per-user limit still has room', () => {
    expect(ownHoldsToRelease({ usageLimitPerUser: 2, userUses: 1, lapsedHolds: 0, liveHolds: 1 })).toEqual({
      lapsed: 0,
      live: 0,
    });
  });
  it('counts lapsed holds as released before it takes live ones', () => {
    expect(ownHoldsToRelease({ usageLimitPerUser: 1, userUses: 2, lapsedHolds: 1, liveHolds: 1 })).toEqual({
      lapsed: 1,
      live: 1,
    });
    expect(ownHoldsToRelease({ usageLimitPerUser: 2, userUses: 2, lapsedHolds: 1, liveHolds: 1 })).toEqual({
      lapsed: 1,
      live: 0,
    });
  });
  it('cannot give back a paid use: only unpaid checkouts are released', () => {
    expect(ownHoldsToRelease({ usageLimitPerUser: 1, userUses: 2, lapsedHolds: 0, liveHolds: 1 })).toEqual({
      lapsed: 0,
      live: 1,
    });
  });
  it('leaves live checkouts alone for a coupon without a per-user limit', () => {
    expect(ownHoldsToRelease({ usageLimitPerUser: null, userUses: 3, lapsedHolds: 2, liveHolds: 1 })).toEqual({
      lapsed: 2,
      live: 0,
    });
  });
});
