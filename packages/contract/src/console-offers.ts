import { couponSettingsProblems, couponSettingsProblemTexts, maxCouponGroupSize } from '@portal/domain/booking/coupon-settings';
import { instantOfDubaiTimestamp } from '@portal/domain/dates';
import { z } from 'zod';
import { defineAction } from './action.ts';
import {
  aed,
  aedInput,
  dateInput,
  dubaiWallTimeInput,
  emptyIsAbsent,
  decimalInput,
  flag,
  flagInput,
  idInput,
  imagePath,
  jsonText,
  multilineText,
  nameText,
  slugInput,
  text,
  timestamp,
  wholeNumberInput,
} from './common.ts';
import { pageInput, pageOutput, searchInput } from './console.ts';

/**
 * The console's coupons and voucher offers (decision 035): admins create and change every setting of
 * spec part 1 §5 Coupons and §3 Voucher, read a coupon's usage and a voucher's issued codes. Visitors (the
 * voucher pages, coupon checks at booking) see each change at once. Money is AED on the wire, fils inside.
 */

/** An amount in AED with at most two decimals, read as integer fils. */
const filsInput = (maxAed: number) => aedInput(maxAed).transform((v) => Math.round(v * 100));

/** AED as fils; an amount with more than two decimals stays fractional, so the coupon rules refuse it. */
function exactFils(amount: number): number {
  const fils = amount * 100;
  return Math.abs(fils - Math.round(fils)) < 1e-6 ? Math.round(fils) : fils;
}

/** A moment typed as Asia/Dubai wall time, as the instant it names. */
const dubaiMomentInput = dubaiWallTimeInput.transform(instantOfDubaiTimestamp);

// ---------------------------------------------------------------------------------------------
// Coupons

export const couponTypes = ['aed', 'percentage', 'buy_x_get_y'] as const;
export const personTypes = ['adult', 'child'] as const;
/** What a coupon is now, first that applies: disabled, not yet started, expired, every use taken, else active. */
export const couponStates = ['active', 'scheduled', 'expired', 'used_up', 'disabled'] as const;
export type CouponState = (typeof couponStates)[number];

/**
 * Codes are stored upper-case and matched upper-case (validateCoupon and createPurchase upper-case what
 * the buyer types), so "Summer10" and "SUMMER10" are one code. Same characters as the booking's field.
 */
const couponCodeInput = text()
  .trim()
  .min(1)
  .max(40)
  .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, - and _ only')
  .transform((code) => code.toUpperCase());

const packageChoiceSchema = z.object({ id: z.number().int(), name: z.string(), arabic_name: z.string() });
export type CouponPackageChoice = z.infer<typeof packageChoiceSchema>;

export const consoleCouponSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  type: z.enum(couponTypes),
  /** AED for `aed`, whole percent for `percentage`, 0 for buy_x_get_y */
  off: z.number(),
  /** AED; null: no cap */
  max_discount: aed.nullable(),
  /** AED; null: no minimum */
  min_cart: aed.nullable(),
  skip_add_on: flag,
  skip_transport: flag,
  skip_food: flag,
  buy: z.enum(personTypes).nullable(),
  buy_qty: z.number().int().nullable(),
  free: z.enum(personTypes).nullable(),
  free_qty: z.number().int().nullable(),
  first_order_only: flag,
  /** null: no limit */
  usage_limit_total: z.number().int().nullable(),
  usage_limit_per_user: z.number().int().nullable(),
  /** the packages it applies to; empty: every package */
  packages: z.array(packageChoiceSchema),
  /** Asia/Dubai wall time; null: from creation / never */
  starts_at: timestamp.nullable(),
  expires_at: timestamp.nullable(),
  enable: flag,
  /** the text buyers read when it applies (spec part 1 §3 Coupon validation data `msg`) */
  msg: z.string(),
  state: z.enum(couponStates),
  /** live uses, the ones the limits count: purchases pending payment and paid */
  uses: z.number().int(),
  /** every redemption ever made, released ones too: once there is one the code is fixed and the coupon cannot be deleted */
  redemptions: z.number().int(),
  created_at: timestamp,
});
export type ConsoleCoupon = z.infer<typeof consoleCouponSchema>;

export const consoleCouponsAction = defineAction({
  name: 'consoleCoupons',
  auth: 'admin',
  summary: 'Coupons, newest first, paginated; q matches the code (any case), state filters by what each coupon is now.',
  input: z.object({ q: searchInput, state: emptyIsAbsent(z.enum(couponStates)), ...pageInput }),
  output: z.object({ data: z.array(consoleCouponSchema), ...pageOutput }),
  cacheSeconds: 0,
});

export const consoleCouponAction = defineAction({
  name: 'consoleCoupon',
  auth: 'admin',
  summary: 'One coupon with every setting, its state and its uses.',
  input: z.object({ id: idInput }),
  output: z.object({ data: consoleCouponSchema }),
  cacheSeconds: 0,
});

export const saveCouponAction = defineAction({
  name: 'saveCoupon',
  auth: 'admin',
  summary:
    'Creates a coupon (no id) or changes one, every setting at once (a field left out is "none"). The code is unique whatever its case ' +
    '(code_taken in fields.code) and cannot change once the coupon has been redeemed. The settings are checked with the booking rules ' +
    '(packages/domain coupon-settings): percentage 1–100, amounts above 0, buy_x_get_y needs buy, buy_qty, free and free_qty, the per-user ' +
    'limit at most the total, expires_at after starts_at (Asia/Dubai wall times). package_ids: JSON list, empty for every package. ' +
    'Coupon checks at booking follow at once. Audited.',
  input: z
    .object({
      id: idInput.optional(),
      code: couponCodeInput,
      type: z.enum(couponTypes),
      /** AED for `aed`, whole percent for `percentage`; ignored for buy_x_get_y */
      off: emptyIsAbsent(decimalInput(z.number().min(0).max(100_000))),
      max_discount: emptyIsAbsent(filsInput(100_000)),
      min_cart: emptyIsAbsent(filsInput(1_000_000)),
      skip_add_on: flagInput.default(0),
      skip_transport: flagInput.default(0),
      skip_food: flagInput.default(0),
      buy: emptyIsAbsent(z.enum(personTypes)),
      buy_qty: emptyIsAbsent(wholeNumberInput(z.number().min(1).max(maxCouponGroupSize))),
      free: emptyIsAbsent(z.enum(personTypes)),
      free_qty: emptyIsAbsent(wholeNumberInput(z.number().min(1).max(maxCouponGroupSize))),
      first_order_only: flagInput.default(0),
      usage_limit_total: emptyIsAbsent(wholeNumberInput(z.number().min(1).max(1_000_000))),
      usage_limit_per_user: emptyIsAbsent(wholeNumberInput(z.number().min(1).max(1_000_000))),
      package_ids: emptyIsAbsent(jsonText(z.array(idInput).max(500))),
      starts_at: emptyIsAbsent(dubaiMomentInput),
      expires_at: emptyIsAbsent(dubaiMomentInput),
      enable: flagInput,
      msg: text().trim().max(200).default(''),
    })
    .transform((v) => ({
      ...v,
      // fils for a fixed amount, whole percent for a percentage (the `off` column), nothing to take for free tickets
      off: v.type === 'buy_x_get_y' ? 0 : v.type === 'aed' ? exactFils(v.off ?? 0) : (v.off ?? 0),
      // the free-ticket fields mean something only to buy_x_get_y
      ...(v.type === 'buy_x_get_y' ? {} : { buy: undefined, buy_qty: undefined, free: undefined, free_qty: undefined }),
      package_ids: v.package_ids?.length ? [...new Set(v.package_ids)] : null,
    }))
    .superRefine((v, ctx) => {
      const problems = couponSettingsProblems({
        type: v.type,
        off: v.off,
        maxDiscountFils: v.max_discount ?? null,
        minCartFils: v.min_cart ?? null,
        buy: v.buy ?? null,
        buyQty: v.buy_qty ?? null,
        free: v.free ?? null,
        freeQty: v.free_qty ?? null,
        usageLimitTotal: v.usage_limit_total ?? null,
        usageLimitPerUser: v.usage_limit_per_user ?? null,
        startsAt: v.starts_at ?? null,
        expiresAt: v.expires_at ?? null,
      });
      for (const [field, problem] of Object.entries(problems)) {
        ctx.addIssue({ code: 'custom', path: [field], message: couponSettingsProblemTexts[problem] });
      }
    }),
  output: z.object({ data: consoleCouponSchema }),
  cacheSeconds: 0,
});

export const deleteCouponAction = defineAction({
  name: 'deleteCoupon',
  auth: 'admin',
  summary:
    'Deletes a coupon nobody has redeemed; one with redemptions or purchases answers in_use (disable it instead). Audited.',
  input: z.object({ id: idInput }),
  output: z.object({ deleted: z.literal(1) }),
  cacheSeconds: 0,
});

export const couponPackageChoicesAction = defineAction({
  name: 'couponPackageChoices',
  auth: 'admin',
  summary: 'Packages a coupon can be limited to, by name: q matches the English or Arabic name or the slug; at most 20, by name.',
  input: z.object({ q: searchInput }),
  output: z.object({ data: z.array(packageChoiceSchema) }),
  cacheSeconds: 0,
});

/** spec part 1 §4: a purchase's status. */
export const purchaseStatuses = ['pending', 'confirmed', 'failed', 'cancelled', 'expired'] as const;

export const couponRedemptionSchema = z.object({
  /** when the purchase was made */
  created_at: timestamp,
  purchase_number: z.string(),
  buyer_email: z.string().nullable(),
  buyer_name: z.string(),
  /** AED */
  discount: aed,
  /** what the buyer paid or was asked to pay, after the discount */
  total: aed,
  status: z.enum(purchaseStatuses),
});
export type CouponRedemption = z.infer<typeof couponRedemptionSchema>;

/** A coupon's totals: uses and money of paid purchases only (a pending or released one gave nothing yet). */
export const couponUsageTotalsSchema = z.object({
  redemptions: z.number().int(),
  paid_uses: z.number().int(),
  /** AED */
  discount_given: aed,
  revenue: aed,
});

export const couponUsageAction = defineAction({
  name: 'couponUsage',
  auth: 'admin',
  summary:
    "A coupon's usage report: its redemptions, newest first and paginated, each with its purchase (date, number, buyer's e-mail, " +
    'discount, total, status), and the totals over all of them (paid uses, discount given, revenue).',
  input: z.object({ id: idInput, ...pageInput }),
  output: z.object({
    coupon: consoleCouponSchema,
    totals: couponUsageTotalsSchema,
    data: z.array(couponRedemptionSchema),
    ...pageOutput,
  }),
  cacheSeconds: 0,
});

export const couponUsageCsvAction = defineAction({
  name: 'couponUsageCsv',
  auth: 'admin',
  summary:
    "Every redemption of a coupon as CSV text (UTF-8, header row, the usage report's columns), with the file name to save it under.",
  input: z.object({ id: idInput }),
  output: z.object({ filename: z.string(), csv: z.string() }),
  cacheSeconds: 0,
});

// ---------------------------------------------------------------------------------------------
// Voucher offers

export const consoleVoucherOfferSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  arabic_name: z.string(),
  vendor_name: z.string(),
  vendor_arabic_name: z.string(),
  amount: aed,
  description: z.string(),
  arabic_description: z.string(),
  /** sanitised rich text */
  terms: z.string(),
  arabic_terms: z.string(),
  /** YYYY-MM-DD, valid through this day in Asia/Dubai */
  expiry_date: z.string(),
  img: imagePath,
  url_slug: z.string(),
  bg_color: z.string(),
  destination_id: z.number().int().nullable(),
  /** the voucher's own position for nearby lists; null: its destination's */
  lat: z.number().nullable(),
  lan: z.number().nullable(),
  enable: flag,
  top_offer: flag,
  position: z.number().int(),
  /** 1 once expiry_date is before today in Asia/Dubai */
  expired: flag,
  /** codes issued to users, and of those the ones redeemed at a counter */
  issued: z.number().int(),
  redeemed: z.number().int(),
  created_at: timestamp,
});
export type ConsoleVoucherOffer = z.infer<typeof consoleVoucherOfferSchema>;

export const voucherOfferStates = ['enabled', 'disabled', 'expired', 'top_offer'] as const;

export const consoleVoucherOffersAction = defineAction({
  name: 'consoleVoucherOffers',
  auth: 'admin',
  summary:
    'Voucher offers by position, then newest, paginated; q matches the names, vendor names (English or Arabic) or slug; state filters ' +
    'enabled, disabled, expired or top offers.',
  input: z.object({ q: searchInput, state: emptyIsAbsent(z.enum(voucherOfferStates)), ...pageInput }),
  output: z.object({ data: z.array(consoleVoucherOfferSchema), ...pageOutput }),
  cacheSeconds: 0,
});

export const consoleVoucherOfferAction = defineAction({
  name: 'consoleVoucherOffer',
  auth: 'admin',
  summary: 'One voucher offer with every field and its numbers of issued and redeemed codes.',
  input: z.object({ id: idInput }),
  output: z.object({ data: consoleVoucherOfferSchema }),
  cacheSeconds: 0,
});

export const saveVoucherOfferAction = defineAction({
  name: 'saveVoucherOffer',
  auth: 'admin',
  summary:
    'Creates a voucher offer (no id) or changes one, every field at once: names and vendor names in English and Arabic, amount in AED, ' +
    'descriptions, terms (rich text, sanitised), expiry date, a picture from the uploaded images (or the one it has), a unique url slug, ' +
    'background colour #rrggbb, destination, position (lat, lan), enable, top offer, position in lists. The voucher pages follow at once. Audited.',
  input: z.object({
    id: idInput.optional(),
    name: nameText().trim().min(1).max(200),
    arabic_name: nameText().trim().min(1).max(200),
    vendor_name: nameText().trim().min(1).max(200),
    vendor_arabic_name: nameText().trim().min(1).max(200),
    amount: filsInput(1_000_000),
    description: multilineText().trim().max(2000).default(''),
    arabic_description: multilineText().trim().max(2000).default(''),
    terms: multilineText().trim().max(20_000).default(''),
    arabic_terms: multilineText().trim().max(20_000).default(''),
    expiry_date: dateInput,
    img: text().trim().min(1).max(300).pipe(imagePath),
    url_slug: slugInput.transform((slug) => slug.toLowerCase()),
    bg_color: text()
      .trim()
      .regex(/^#[0-9a-fA-F]{6}$/, 'a colour as #rrggbb')
      .transform((colour) => colour.toLowerCase()),
    destination_id: emptyIsAbsent(idInput),
    lat: emptyIsAbsent(decimalInput(z.number().min(-90).max(90))),
    lan: emptyIsAbsent(decimalInput(z.number().min(-180).max(180))),
    enable: flagInput,
    top_offer: flagInput,
    position: wholeNumberInput(z.number().min(0).max(100_000)).default(0),
  }),
  output: z.object({ data: consoleVoucherOfferSchema }),
  cacheSeconds: 0,
});

export const deleteVoucherOfferAction = defineAction({
  name: 'deleteVoucherOffer',
  auth: 'admin',
  summary: 'Deletes a voucher offer with no issued code; one with codes answers in_use (disable it instead). Audited.',
  input: z.object({ id: idInput }),
  output: z.object({ deleted: z.literal(1) }),
  cacheSeconds: 0,
});

export const offerDestinationChoicesAction = defineAction({
  name: 'offerDestinationChoices',
  auth: 'admin',
  summary: 'Every destination a voucher offer can belong to, hidden and disabled ones too, by name.',
  input: z.object({}),
  output: z.object({
    data: z.array(z.object({ id: z.number().int(), name: z.string(), arabic_name: z.string(), enable: flag })),
  }),
  cacheSeconds: 0,
});

export const voucherCodeFilters = ['all', 'redeemed', 'not_redeemed'] as const;

export const issuedVoucherCodeSchema = z.object({
  code: z.string(),
  user: z.object({ id: z.number().int(), name: z.string(), email: z.string().nullable(), mobile: z.string().nullable() }),
  issued_at: timestamp,
  redeemed_at: timestamp.nullable(),
});
export type IssuedVoucherCode = z.infer<typeof issuedVoucherCodeSchema>;

export const voucherOfferCodesAction = defineAction({
  name: 'voucherOfferCodes',
  auth: 'admin',
  summary:
    "A voucher offer's issued codes, newest first, paginated: code, holder, issued at, redeemed at. `redeemed` filters redeemed or not; " +
    "q matches the code or the holder's e-mail. Totals of issued and redeemed codes come with every page.",
  input: z.object({
    voucher_id: idInput,
    redeemed: z.enum(voucherCodeFilters).default('all'),
    q: searchInput,
    ...pageInput,
  }),
  output: z.object({
    data: z.array(issuedVoucherCodeSchema),
    issued: z.number().int(),
    redeemed: z.number().int(),
    ...pageOutput,
  }),
  cacheSeconds: 0,
});

export const consoleOfferActions = [
  consoleCouponsAction,
  consoleCouponAction,
  saveCouponAction,
  deleteCouponAction,
  couponPackageChoicesAction,
  couponUsageAction,
  couponUsageCsvAction,
  consoleVoucherOffersAction,
  consoleVoucherOfferAction,
  saveVoucherOfferAction,
  deleteVoucherOfferAction,
  offerDestinationChoicesAction,
  voucherOfferCodesAction,
] as const;
