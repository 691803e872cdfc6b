import type { ConsoleCoupon, CouponPackageChoice, couponTypes, personTypes } from '@portal/contract/console-offers';
import { couponSettingsProblems, type CouponSettingsProblem } from '@portal/domain/booking/coupon-settings';
import { instantOfDubaiTimestamp } from '@portal/domain/dates';
import { fieldsNamed } from '../../../components/console-kit/form-state.ts';
import { toLatinDigits } from '../../../lib/digits.ts';
import { parsePrice, parseWhole, priceText } from '../shared/typed-numbers.ts';

export type CouponType = (typeof couponTypes)[number];
export type PersonType = (typeof personTypes)[number];

/** What the admin has typed for one coupon; the server checks it all again with the same rules. */
export type CouponDraft = {
  code: string;
  type: CouponType;
  /** AED for a fixed amount, whole percent for a percentage */
  off: string;
  max_discount: string;
  min_cart: string;
  skip_add_on: boolean;
  skip_transport: boolean;
  skip_food: boolean;
  buy: PersonType | '';
  buy_qty: string;
  free: PersonType | '';
  free_qty: string;
  first_order_only: boolean;
  usage_limit_total: string;
  usage_limit_per_user: string;
  /** empty: every package */
  packages: CouponPackageChoice[];
  /** a datetime-local value, YYYY-MM-DDTHH:MM, read as Asia/Dubai wall time; "" for none */
  starts_at: string;
  expires_at: string;
  enable: boolean;
  msg: string;
};

export type CouponField = keyof CouponDraft;
/** The problems the form names, as keys of console-offers.problems. */
export type CouponProblem =
  CouponSettingsProblem | 'code_required' | 'code_format' | 'amount_format' | 'whole_number' | 'moment_format';
export type CouponProblems = Partial<Record<CouponField, CouponProblem>>;

/** A new coupon: a percentage, enabled, for every package, with nothing else limiting it. */
export const emptyCouponDraft: CouponDraft = {
  code: '',
  type: 'percentage',
  off: '',
  max_discount: '',
  min_cart: '',
  skip_add_on: false,
  skip_transport: false,
  skip_food: false,
  buy: '',
  buy_qty: '',
  free: '',
  free_qty: '',
  first_order_only: false,
  usage_limit_total: '',
  usage_limit_per_user: '',
  packages: [],
  starts_at: '',
  expires_at: '',
  enable: true,
  msg: '',
};

/** The booking's code characters (packages/contract bookings): letters, digits, - and _. */
const codePattern = /^[A-Za-z0-9_-]+$/;

/** A datetime-local value as the instant it names in Asia/Dubai, or null. */
export function parseDubaiMoment(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const instant = instantOfDubaiTimestamp(`${value.replace('T', ' ')}:00`);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/** An answer's Dubai timestamp ("2026-12-01 09:00:00") as a datetime-local value. */
const momentText = (timestamp: string | null) => (timestamp ? timestamp.slice(0, 16).replace(' ', 'T') : '');
const numberText = (value: number | null) => (value === null ? '' : String(value));
const amountText = (value: number | null) => (value === null ? '' : priceText(value));

export function draftOfCoupon(coupon: ConsoleCoupon): CouponDraft {
  return {
    code: coupon.code,
    type: coupon.type,
    off: coupon.type === 'buy_x_get_y' ? '' : coupon.type === 'aed' ? priceText(coupon.off) : String(coupon.off),
    max_discount: amountText(coupon.max_discount),
    min_cart: amountText(coupon.min_cart),
    skip_add_on: coupon.skip_add_on === 1,
    skip_transport: coupon.skip_transport === 1,
    skip_food: coupon.skip_food === 1,
    buy: coupon.buy ?? '',
    buy_qty: numberText(coupon.buy_qty),
    free: coupon.free ?? '',
    free_qty: numberText(coupon.free_qty),
    first_order_only: coupon.first_order_only === 1,
    usage_limit_total: numberText(coupon.usage_limit_total),
    usage_limit_per_user: numberText(coupon.usage_limit_per_user),
    packages: coupon.packages,
    starts_at: momentText(coupon.starts_at),
    expires_at: momentText(coupon.expires_at),
    enable: coupon.enable === 1,
    msg: coupon.msg,
  };
}

/** A typed value read by `parse`, or undefined when it is empty, or the problem when it cannot be read. */
function read<T>(
  text: string,
  parse: (text: string) => T | null,
  problem: CouponProblem,
): { value?: T; problem?: CouponProblem } {
  if (!text.trim()) return {};
  const value = parse(text);
  return value === null ? { problem } : { value };
}

/** An amount typed in AED as fils, or null. */
function filsOf(text: string): number | null {
  const amount = parsePrice(text);
  return amount === null ? null : Math.round(amount * 100);
}

/** AED typed as fils; a percentage as typed (the domain refuses what is not a whole 1–100). */
function offOf(draft: CouponDraft) {
  if (draft.type === 'buy_x_get_y') return { value: 0 };
  const parsed = read(draft.off, draft.type === 'aed' ? filsOf : parsePrice, 'amount_format');
  return parsed.problem ? parsed : { value: parsed.value ?? 0 };
}

/**
 * The problems to show before sending: the code, what each field must look like, then the booking rules
 * of packages/domain (the same function saveCoupon's contract runs) on what could be read.
 */
export function couponProblems(draft: CouponDraft): CouponProblems {
  const problems: CouponProblems = {};
  const code = draft.code.trim();
  if (!code) problems.code = 'code_required';
  else if (!codePattern.test(code)) problems.code = 'code_format';
  const off = offOf(draft);
  const fils = (text: string) => read(text, filsOf, 'amount_format');
  const fields = {
    max_discount: fils(draft.max_discount),
    min_cart: fils(draft.min_cart),
    buy_qty: read(draft.buy_qty, parseWhole, 'whole_number'),
    free_qty: read(draft.free_qty, parseWhole, 'whole_number'),
    usage_limit_total: read(draft.usage_limit_total, parseWhole, 'whole_number'),
    usage_limit_per_user: read(draft.usage_limit_per_user, parseWhole, 'whole_number'),
    starts_at: read(draft.starts_at, parseDubaiMoment, 'moment_format'),
    expires_at: read(draft.expires_at, parseDubaiMoment, 'moment_format'),
  };
  if (off.problem) problems.off = off.problem;
  for (const [field, parsed] of Object.entries(fields)) {
    if (parsed.problem) problems[field as CouponField] = parsed.problem;
  }
  const rules = couponSettingsProblems({
    type: draft.type,
    off: off.value ?? 0,
    maxDiscountFils: fields.max_discount.value ?? null,
    minCartFils: fields.min_cart.value ?? null,
    buy: draft.buy || null,
    buyQty: fields.buy_qty.value ?? null,
    free: draft.free || null,
    freeQty: fields.free_qty.value ?? null,
    usageLimitTotal: fields.usage_limit_total.value ?? null,
    usageLimitPerUser: fields.usage_limit_per_user.value ?? null,
    startsAt: fields.starts_at.value ?? null,
    expiresAt: fields.expires_at.value ?? null,
  });
  // a field that could not be read keeps that problem; the rule's problem would only repeat it
  for (const [field, problem] of Object.entries(rules)) problems[field as CouponField] ??= problem;
  return problems;
}

/** saveCoupon's fields from a draft with no problems; `id` is absent for a new coupon. Empty means "none". */
export function couponInput(draft: CouponDraft, id: number | null) {
  const latin = (text: string) => toLatinDigits(text.trim()).replace('\u066B', '.');
  const freeTickets = draft.type === 'buy_x_get_y';
  return {
    ...(id === null ? {} : { id }),
    code: draft.code.trim(),
    type: draft.type,
    off: freeTickets ? '' : latin(draft.off),
    max_discount: latin(draft.max_discount),
    min_cart: latin(draft.min_cart),
    skip_add_on: draft.skip_add_on ? 1 : 0,
    skip_transport: draft.skip_transport ? 1 : 0,
    skip_food: draft.skip_food ? 1 : 0,
    buy: freeTickets ? draft.buy : '',
    buy_qty: freeTickets ? latin(draft.buy_qty) : '',
    free: freeTickets ? draft.free : '',
    free_qty: freeTickets ? latin(draft.free_qty) : '',
    first_order_only: draft.first_order_only ? 1 : 0,
    usage_limit_total: latin(draft.usage_limit_total),
    usage_limit_per_user: latin(draft.usage_limit_per_user),
    package_ids: JSON.stringify(draft.packages.map((choice) => choice.id)),
    starts_at: draft.starts_at,
    expires_at: draft.expires_at,
    enable: draft.enable ? 1 : 0,
    msg: draft.msg.trim(),
  };
}

/** The form field a refused server field is shown at: the draft's own names, and package_ids as packages. */
export const couponFieldOf = fieldsNamed<CouponDraft>(Object.keys(emptyCouponDraft) as CouponField[], {
  package_ids: 'packages',
});

/** A refused field's text, as a key of console-offers.refused: a taken or fixed code is said as such, others generically. */
export const couponRefusalKey = (field: CouponField, reason: string): string =>
  field === 'code' && /^code_(taken|fixed)/.test(reason) ? reason.slice(0, 10) : 'field';
