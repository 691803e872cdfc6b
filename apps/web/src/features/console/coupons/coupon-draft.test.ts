import type { ConsoleCoupon } from '@portal/contract/console-offers';
import { describe, expect, test } from 'vitest';
import {
  couponInput,
  couponProblems,
  draftOfCoupon,
  emptyCouponDraft,
  parseDubaiMoment,
  couponFieldOf,
  couponRefusalKey,
} from './coupon-draft.ts';

const coupon: ConsoleCoupon = {
  id: 4,
  code: 'SAVE25',
  type: 'aed',
  off: 25.5,
  max_discount: null,
  min_cart: 150,
  skip_add_on: 1,
  skip_transport: 0,
  skip_food: 0,
  buy: null,
  buy_qty: null,
  free: null,
  free_qty: null,
  first_order_only: 0,
  usage_limit_total: 100,
  usage_limit_per_user: null,
  packages: [{ id: 9, name: 'Desert Safari', arabic_name: 'رحلة الصحراء' }],
  starts_at: '2026-12-01 09:00:00',
  expires_at: null,
  enable: 1,
  msg: 'AED 25.50 off',
  state: 'active',
  uses: 3,
  redemptions: 4,
  created_at: '2026-11-01 10:00:00',
};

describe('a coupon draft', () => {
  test('shows a coupon as typed: AED with fils, moments as datetime-local, none as empty', () => {
    expect(draftOfCoupon(coupon)).toMatchObject({
      off: '25.50',
      max_discount: '',
      min_cart: '150',
      usage_limit_total: '100',
      usage_limit_per_user: '',
      starts_at: '2026-12-01T09:00',
      expires_at: '',
      skip_add_on: true,
    });
  });

  test('sends back what it showed, packages as a JSON list of ids, Arabic-Indic digits as Latin', () => {
    const input = couponInput({ ...draftOfCoupon(coupon), usage_limit_per_user: '٥' }, coupon.id);
    expect(input).toMatchObject({
      id: 4,
      code: 'SAVE25',
      type: 'aed',
      off: '25.50',
      min_cart: '150',
      usage_limit_per_user: '5',
      package_ids: '[9]',
      starts_at: '2026-12-01T09:00',
      buy: '',
      enable: 1,
    });
    expect(couponInput(emptyCouponDraft, null)).not.toHaveProperty('id');
  });

  test('reads a datetime-local value as Asia/Dubai wall time', () => {
    expect(parseDubaiMoment('2026-12-01T09:00')?.toISOString()).toBe('2026-12-01T05:00:00.000Z');
    expect(parseDubaiMoment('2026-12-01')).toBeNull();
  });
});

describe('the problems shown before saving', () => {
  const draft = { ...emptyCouponDraft, code: 'SPRING', off: '10' };

  test('a valid percentage coupon has none', () => {
    expect(couponProblems(draft)).toEqual({});
  });

  test('names the code, then the booking rules of packages/domain', () => {
    expect(couponProblems({ ...draft, code: '' })).toEqual({ code: 'code_required' });
    expect(couponProblems({ ...draft, code: 'TEN OFF' })).toEqual({ code: 'code_format' });
    expect(couponProblems({ ...draft, off: '150' })).toEqual({ off: 'percentage_range' });
    expect(couponProblems({ ...draft, off: '' })).toEqual({ off: 'percentage_range' });
    expect(couponProblems({ ...draft, type: 'aed', off: '0' })).toEqual({ off: 'amount_positive' });
    expect(couponProblems({ ...draft, max_discount: 'ten' })).toEqual({ max_discount: 'amount_format' });
    expect(couponProblems({ ...draft, usage_limit_total: '2', usage_limit_per_user: '3' })).toEqual({
      usage_limit_per_user: 'per_user_above_total',
    });
    expect(couponProblems({ ...draft, starts_at: '2027-01-02T10:00', expires_at: '2027-01-01T10:00' })).toEqual({
      expires_at: 'ends_before_start',
    });
  });

  test('buy_x_get_y needs who is bought and who goes free, and how many, but no amount', () => {
    const free = { ...draft, type: 'buy_x_get_y' as const, off: '' };
    expect(couponProblems(free)).toEqual({
      buy: 'person_required',
      buy_qty: 'quantity_range',
      free: 'person_required',
      free_qty: 'quantity_range',
    });
    expect(couponProblems({ ...free, buy: 'adult', buy_qty: '2', free: 'child', free_qty: '1' })).toEqual({});
  });
});

describe("the server's refusals", () => {
  test('a taken or fixed code is said as such; packages are the package_ids field; unknown fields go to the alert', () => {
    expect(['code', 'package_ids', 'user_id'].map(couponFieldOf)).toEqual(['code', 'packages', null]);
    expect(couponRefusalKey('code', 'code_taken: another coupon')).toBe('code_taken');
    expect(couponRefusalKey('code', 'code_fixed: the code')).toBe('code_fixed');
    expect(couponRefusalKey('packages', 'no such package: 3')).toBe('field');
  });
});
