import { describe, expect, it } from 'vitest';
import { couponSettingsProblems, type CouponSettings } from './coupon-settings.ts';

const percentage: CouponSettings = {
  type: 'percentage',
  off: 10,
  maxDiscountFils: null,
  minCartFils: null,
  buy: null,
  buyQty: null,
  free: null,
  freeQty: null,
  usageLimitTotal: null,
  usageLimitPerUser: null,
  startsAt: null,
  expiresAt: null,
};

describe('couponSettingsProblems', () => {
  it('accepts a plain percentage coupon, and one with every limit set', () => {
    expect(couponSettingsProblems(percentage)).toEqual({});
    expect(
      couponSettingsProblems({
        ...percentage,
        off: 100,
        maxDiscountFils: 10_000,
        minCartFils: 15_000,
        usageLimitTotal: 5,
        usageLimitPerUser: 5,
        startsAt: new Date('2026-12-01T05:00:00Z'),
        expiresAt: new Date('2026-12-01T05:00:01Z'),
      }),
    ).toEqual({});
  });

  it('takes a whole percentage from 1 to 100 and a fixed amount of at least one fils', () => {
    for (const off of [0, 101, 12.5]) expect(couponSettingsProblems({ ...percentage, off })).toEqual({ off: 'percentage_range' });
    expect(couponSettingsProblems({ ...percentage, type: 'aed', off: 0 })).toEqual({ off: 'amount_positive' });
    expect(couponSettingsProblems({ ...percentage, type: 'aed', off: 2_550.5 })).toEqual({ off: 'amount_positive' });
    expect(couponSettingsProblems({ ...percentage, type: 'aed', off: 2_550 })).toEqual({});
  });

  it('writes "no cap" and "no minimum" as empty, since applyCoupon reads 0 as none', () => {
    expect(couponSettingsProblems({ ...percentage, maxDiscountFils: 0, minCartFils: 0 })).toEqual({
      max_discount: 'cap_positive',
      min_cart: 'minimum_positive',
    });
  });

  it('buy_x_get_y needs both people and both counts, and ignores the amount', () => {
    const free = { ...percentage, type: 'buy_x_get_y' as const, off: 0 };
    expect(couponSettingsProblems(free)).toEqual({
      buy: 'person_required',
      buy_qty: 'quantity_range',
      free: 'person_required',
      free_qty: 'quantity_range',
    });
    expect(couponSettingsProblems({ ...free, buy: 'adult', buyQty: 2, free: 'child', freeQty: 100 })).toEqual({
      free_qty: 'quantity_range',
    });
    expect(couponSettingsProblems({ ...free, buy: 'adult', buyQty: 2, free: 'child', freeQty: 1 })).toEqual({});
  });

  it('keeps the per-person limit within the total and the end after the start', () => {
    expect(couponSettingsProblems({ ...percentage, usageLimitTotal: 0 })).toEqual({ usage_limit_total: 'limit_positive' });
    expect(couponSettingsProblems({ ...percentage, usageLimitTotal: 2, usageLimitPerUser: 3 })).toEqual({
      usage_limit_per_user: 'per_user_above_total',
    });
    const at = new Date('2027-01-02T06:00:00Z');
    expect(couponSettingsProblems({ ...percentage, startsAt: at, expiresAt: at })).toEqual({ expires_at: 'ends_before_start' });
  });
});
