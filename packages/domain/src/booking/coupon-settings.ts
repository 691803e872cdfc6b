import type { CouponRules, PersonType } from './coupons.ts';

/**
 * The settings an operator gives a coupon (decision 035): what `applyCoupon` and `couponEligibility`
 * read, before they are stored. The console's form and the saveCoupon action both check them here, so a
 * coupon the booking flow could not apply as meant is refused with the field that makes it so.
 */
export type CouponSettings = Pick<CouponRules, 'type' | 'off' | 'maxDiscountFils' | 'minCartFils'> & {
  buy: PersonType | null;
  buyQty: number | null;
  free: PersonType | null;
  freeQty: number | null;
  usageLimitTotal: number | null;
  usageLimitPerUser: number | null;
  startsAt: Date | null;
  expiresAt: Date | null;
};

export type CouponSettingsField =
  | 'off'
  | 'max_discount'
  | 'min_cart'
  | 'buy'
  | 'buy_qty'
  | 'free'
  | 'free_qty'
  | 'usage_limit_total'
  | 'usage_limit_per_user'
  | 'expires_at';

/** Why a setting cannot be stored; the console translates each, the contract names it in English. */
export type CouponSettingsProblem =
  | 'percentage_range'
  | 'amount_positive'
  | 'cap_positive'
  | 'minimum_positive'
  | 'person_required'
  | 'quantity_range'
  | 'limit_positive'
  | 'per_user_above_total'
  | 'ends_before_start';

/** Free tickets are counted per group of people; more than this many in a group is a typing mistake. */
export const maxCouponGroupSize = 99;

export const couponSettingsProblemTexts: Record<CouponSettingsProblem, string> = {
  percentage_range: 'a whole percentage from 1 to 100',
  amount_positive: 'an amount above 0, with at most two decimals',
  cap_positive: 'empty for no cap, or an amount above 0',
  minimum_positive: 'empty for no minimum, or an amount above 0',
  person_required: 'adult or child',
  quantity_range: `a whole number from 1 to ${maxCouponGroupSize}`,
  limit_positive: 'empty for no limit, or a whole number from 1',
  per_user_above_total: 'at most the total usage limit',
  ends_before_start: 'after the start',
};

const isPositiveWhole = (n: number | null, max = Number.MAX_SAFE_INTEGER) =>
  n !== null && Number.isInteger(n) && n >= 1 && n <= max;

/** The type's own amount: a percentage takes 1–100 whole percent (spec part 1 §5), a fixed amount at least 1 fils. */
function offProblem(settings: CouponSettings): CouponSettingsProblem | null {
  if (settings.type === 'percentage') return isPositiveWhole(settings.off, 100) ? null : 'percentage_range';
  if (settings.type === 'aed') return isPositiveWhole(settings.off) ? null : 'amount_positive';
  return null;
}

/** buy_x_get_y frees free_qty people of the free type for every buy_qty of the buy type: all four are needed. */
function freeTicketProblems(settings: CouponSettings) {
  const problems: Partial<Record<CouponSettingsField, CouponSettingsProblem>> = {};
  if (settings.type !== 'buy_x_get_y') return problems;
  if (!settings.buy) problems.buy = 'person_required';
  if (!isPositiveWhole(settings.buyQty, maxCouponGroupSize)) problems.buy_qty = 'quantity_range';
  if (!settings.free) problems.free = 'person_required';
  if (!isPositiveWhole(settings.freeQty, maxCouponGroupSize)) problems.free_qty = 'quantity_range';
  return problems;
}

/**
 * The problems of a coupon's settings, by wire field; empty when the coupon can be stored. Amounts are fils,
 * `off` is fils for `aed` and whole percent for `percentage`. A cap or minimum of 0 would read as "none"
 * to `applyCoupon`, so "none" is written as empty instead.
 */
export function couponSettingsProblems(settings: CouponSettings): Partial<Record<CouponSettingsField, CouponSettingsProblem>> {
  const problems = freeTicketProblems(settings);
  const off = offProblem(settings);
  if (off) problems.off = off;
  if (settings.maxDiscountFils !== null && !isPositiveWhole(settings.maxDiscountFils)) problems.max_discount = 'cap_positive';
  if (settings.minCartFils !== null && !isPositiveWhole(settings.minCartFils)) problems.min_cart = 'minimum_positive';
  const total = settings.usageLimitTotal;
  const perUser = settings.usageLimitPerUser;
  if (total !== null && !isPositiveWhole(total)) problems.usage_limit_total = 'limit_positive';
  if (perUser !== null && !isPositiveWhole(perUser)) problems.usage_limit_per_user = 'limit_positive';
  else if (perUser !== null && total !== null && perUser > total) problems.usage_limit_per_user = 'per_user_above_total';
  if (settings.startsAt && settings.expiresAt && settings.expiresAt <= settings.startsAt)
    problems.expires_at = 'ends_before_start';
  return problems;
}
