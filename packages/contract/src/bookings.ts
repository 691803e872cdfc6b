import { z } from 'zod';
import { cancelPolicySchema } from './cancellation.ts';
import { defineAction } from './action.ts';
import { purchaseStatuses } from './console-offers.ts';
import { storePurchaseItemsSchema } from './store.ts';
import { giftCardCodeInput, giftCardPurchaseItemsSchema } from './giftcards.ts';
import {
  filterParam,
  aed,
  dateInput,
  decimalInput,
  flag,
  idInput,
  imagePath,
  jsonText,
  multilineText,
  remainingTickets,
  text,
  timestamp,
  wholeNumberInput,
} from './common.ts';

/**
 * Booking status (spec part 2 §3): 0 pending, 1 confirmed (QR shown), anything else neutral; ours are
 * 2 failed (released), 3 cancelled and 4 refunded (cancellation.ts `bookingStatuses`).
 */
const bookingStatus = z.number().int();

/** An order or purchase number as the server makes them: letters and digits, unguessable. */
const referenceNumberInput = (what: string) =>
  text()
    .trim()
    .regex(/^[A-Za-z0-9-]{6,64}$/, what);
export const orderNumberInput = referenceNumberInput('an order number');
export const purchaseNumberInput = referenceNumberInput('a purchase number');

/**
 * A booking as spec part 2 §3 names it ("Booking (order)"), the same on orderHistory and bookingDetails;
 * time_slot, options, discount and transport_type are our additions.
 */
export const bookingSchema = z.object({
  order_number: z.string(),
  status: bookingStatus,
  package_name: z.string(),
  package_arabic_name: z.string(),
  destination_name: z.string(),
  dest_arabic_name: z.string(),
  package_img: imagePath,
  adult_qty: z.number().int(),
  child_qty: z.number().int(),
  /** the booked-by e-mail and mobile (spec part 2 §2.2) */
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  created_at: timestamp,
  total: aed,
  transport_name: z.string().nullable(),
  /** addition: the transport's Arabic name, as the Arabic e-mail shows it */
  arabic_transport_name: z.string().nullable().optional(),
  coupon: z.string().nullable(),
  /** the event date, YYYY-MM-DD in Asia/Dubai; null for a package without a date picker */
  date: z.string().nullable(),
  /** the add-ons and meals as booked; `arabic_name` and `arabic_meal_name` are additions, for the Arabic ticket */
  order_sub_packages: z.array(
    z.object({
      package_name: z.string(),
      arabic_name: z.string().nullable().optional(),
      adult_qty: z.number().int(),
      child_qty: z.number().int(),
    }),
  ),
  order_meals: z.array(
    z.object({ meal_name: z.string(), arabic_meal_name: z.string().nullable().optional(), meal_qty: z.number().int() }),
  ),
  time_slot: z.string().nullable(),
  transport_type: z.enum(['one_way', 'two_way']).nullable(),
  options: z.array(z.object({ label: z.string(), price: aed })),
  discount: aed,
  /** decision 036 additions: the package's cancellation policy, when it was cancelled, what came back, and check-in */
  cancellation: cancelPolicySchema.optional(),
  cancelled_at: timestamp.nullable().optional(),
  refund: z
    .object({ amount: aed, status: z.enum(['pending', 'succeeded', 'failed']) })
    .nullable()
    .optional(),
  checked_in_at: timestamp.nullable().optional(),
  /** decision 063 additions: where to meet, in both languages, and a map search of the package's (else its destination's) place */
  meeting_point: z.string().optional(),
  arabic_meeting_point: z.string().optional(),
  map_url: z.string().nullable().optional(),
});
export type Booking = z.infer<typeof bookingSchema>;

export const orderHistoryAction = defineAction({
  name: 'orderHistory',
  auth: 'user',
  summary: "The signed-in user's bookings, newest first (spec part 1 §7).",
  input: z.object({}),
  output: z.object({ data: z.array(bookingSchema) }),
  cacheSeconds: 0,
});

export const bookingDetailsAction = defineAction({
  name: 'bookingDetails',
  auth: 'user',
  summary: "One of the user's own bookings by order number (spec part 2 §2.2); anyone else's is answered as not found.",
  input: z.object({ order_number: orderNumberInput }),
  output: z.object({ data: bookingSchema }),
  cacheSeconds: 0,
});

/**
 * One purchase as the traveller's payment history lists it (our addition: spec part 2 §2.1 names /payment-history
 * only): every kind, each with what it bought and the number its own page opens by, and what came back.
 */
export const paymentHistoryEntrySchema = z.object({
  purchase_number: z.string(),
  kind: z.enum(['booking', 'store', 'postcard', 'gift_card']),
  status: z.enum(purchaseStatuses),
  created_at: timestamp,
  total: aed,
  /** the bookings, the store order or the postcard; status as each one's own (0 pending, 1 paid or confirmed …) */
  items: z.array(z.object({ order_number: z.string(), name: z.string(), arabic_name: z.string(), status: z.number().int() })),
  /** a store order's page is under its store: the store's slug; null for other kinds */
  store_slug: z.string().nullable(),
  /** what came back, failed refunds aside; 0 when nothing did */
  refunded: aed,
  refund_status: z.enum(['pending', 'succeeded', 'failed']).nullable(),
});
export type PaymentHistoryEntry = z.infer<typeof paymentHistoryEntrySchema>;

export const paymentHistoryAction = defineAction({
  name: 'paymentHistory',
  auth: 'user',
  summary:
    "The signed-in user's purchases of every kind (bookings, store orders, postcards), newest first, each with its " +
    'status, amount, what it bought and what was refunded.',
  input: z.object({}),
  output: z.object({ data: z.array(paymentHistoryEntrySchema) }),
  cacheSeconds: 0,
});

/** Money the browser may send: read for compatibility with the specification's item, never trusted. */
const ignoredMoney = decimalInput().optional();

const qty = wholeNumberInput(z.number().min(0).max(99));

/** A list field that may arrive as one value or as a list. */
const listOf = <T extends z.ZodType>(item: T) =>
  z.preprocess((v) => (v === undefined || v === null || v === '' ? [] : Array.isArray(v) ? v : [v]), z.array(item).max(50));

/**
 * One booked package (spec part 1 §3 "Purchase item"). Prices and totals the browser sends are
 * accepted and ignored: the server prices every item itself. Sub-packages and meals are parallel
 * lists (subpackages_id[i] with subpackages_adult_qty[i] and subpackages_child_qty[i]).
 */
export const purchaseItemSchema = z.object({
  package_id: idInput,
  adult_qty: qty.default(0),
  child_qty: qty.default(0),
  adult_price: ignoredMoney,
  child_price: ignoredMoney,
  total: ignoredMoney,
  /** option-list packages (spec part 1 §9): the ids of the chosen options */
  options: listOf(text().trim().min(1).max(40)).default([]),
  notes: multilineText().trim().max(500).optional(),
  date: dateInput.optional(),
  time_slot_id: idInput.optional(),
  /** the slot's label as the browser showed it; the stored label is the slot's own */
  time_slot_data: text().max(100).optional(),
  subpackages_id: listOf(idInput).default([]),
  subpackages_adult_qty: listOf(qty).default([]),
  subpackages_child_qty: listOf(qty).default([]),
  meals_id: listOf(idInput).default([]),
  meals_qty: listOf(qty).default([]),
  transport_id: idInput.optional(),
  transport_type: z.enum(['one_way', 'two_way']).optional(),
  transport_name: text().max(200).optional(),
});
export type PurchaseItemInput = z.input<typeof purchaseItemSchema>;
export type PurchaseItem = z.output<typeof purchaseItemSchema>;

const couponCodeInput = text()
  .trim()
  .max(40)
  .regex(/^[A-Za-z0-9_-]*$/, 'letters and digits only')
  .transform((code) => code.toUpperCase());

/** The `items` field of validateCoupon and createPurchase: JSON with the packages list and the coupon. */
export const purchaseItemsSchema = z.object({
  packages: z.array(purchaseItemSchema).min(1, 'Select Passengers - Minimum 1').max(10),
  coupon: couponCodeInput.optional(),
  site: text().max(100).optional(),
  redirect_to: text().max(500).optional(),
});
export type PurchaseItemsInput = z.input<typeof purchaseItemsSchema>;

export const dateAvailabilityCheckAction = defineAction({
  name: 'dateAvailabilityCheck',
  auth: 'public',
  summary:
    'Tickets left for a package on one date (spec part 1 §7); "" = unlimited. Not cached: the counts move with every booking.',
  input: z.object({ id: idInput, date: dateInput }),
  output: z.object({ adult_tickets: remainingTickets, child_tickets: remainingTickets }),
  cacheSeconds: 0,
});

export const timeSlotSchema = z.object({
  id: z.number().int(),
  time_slot: z.string(),
  /** left on the given date, or the slot's capacity when no date is given; "" = unlimited (spec part 1 §3 Time slot) */
  adult_tickets: remainingTickets,
  child_tickets: remainingTickets,
  /** spec part 1 §3 Time slot; always 1, as only enabled slots are listed */
  enable: flag,
});
export type TimeSlot = z.infer<typeof timeSlotSchema>;

export const packageSlotsAction = defineAction({
  name: 'packageSlots',
  auth: 'public',
  summary:
    "A package's enabled, named time slots in order, with the tickets left on the date (spec part 1 §5 Time); the browser hides those without enough tickets.",
  input: z.object({ id: idInput, date: filterParam(dateInput.optional()) }),
  output: z.object({ data: z.array(timeSlotSchema) }),
  cacheSeconds: 0,
});

export const getPackagePriceAction = defineAction({
  name: 'getPackagePrice',
  auth: 'user',
  summary:
    "The adult and child price of a package on one date: the date's own price when listed, else the package's (spec part 1 §7); peak_price 1 shows 'Peak Pricing applied'.",
  input: z.object({ id: idInput, date: dateInput }),
  output: z.object({ adult_price: aed.nullable(), child_price: aed.nullable(), peak_price: flag }),
  cacheSeconds: 0,
});

/** Per-package figures of a coupon check (spec part 1 §3 "Coupon validation data"), in AED. */
export const couponPackageSchema = z.object({
  package_id: z.number().int(),
  sub_total: aed,
  total: aed,
  deducted_value: aed,
});

export const couponValidationSchema = z.object({
  /** 1 applied; 0 refused, with `code` and `msg` saying why (spec part 1 §4 Coupon) */
  status: flag,
  /** the catalogue code of a refusal (coupon_not_valid, coupon_not_for_package, coupon_min_cart …) */
  code: z.string().nullable(),
  msg: z.string(),
  /** with coupon_min_cart: the AED still missing, the {{n}} of 'Add {{n}} Amount more to apply this coupon.' */
  amount_short: aed.nullable(),
  id: z.number().int().nullable(),
  coupon: z.string(),
  type: z.enum(['aed', 'percentage', 'buy_x_get_y']).nullable(),
  /** AED for `aed`, percent for `percentage` */
  off: z.number().nullable(),
  max_discount: aed.nullable(),
  min_cart: aed.nullable(),
  skip_add_on: flag,
  skip_transport: flag,
  skip_food: flag,
  buy: z.enum(['adult', 'child']).nullable(),
  buy_qty: z.number().int().nullable(),
  free: z.enum(['adult', 'child']).nullable(),
  free_qty: z.number().int().nullable(),
  sub_total: aed,
  discount: aed,
  total: aed,
  packages: z.array(couponPackageSchema),
  /**
   * decision 039, our addition: how many of the user's own unpaid checkouts with this coupon booking now cancels to
   * free it
   */
  replaces_checkouts: z.number().int().optional(),
});
export type CouponValidation = z.infer<typeof couponValidationSchema>;

export const validateCouponAction = defineAction({
  name: 'validateCoupon',
  auth: 'user',
  summary:
    "Checks a coupon against the selection, priced by the server (spec part 1 §5 Coupons). A refusal is status 0 with its code and message; WELCOME10 and other first-order coupons need the user's token (visitors see 'Signup to Apply Coupon'). user_id is read from the token, never from the body.",
  input: z.object({
    items: jsonText(purchaseItemsSchema.extend({ coupon: couponCodeInput.pipe(z.string().min(1, 'Please enter a coupon')) })),
  }),
  output: z.object({ data: couponValidationSchema }),
  cacheSeconds: 0,
});

export const createPurchaseAction = defineAction({
  name: 'createPurchase',
  auth: 'user',
  summary:
    "Prices the selection on the server (every price and total sent is ignored), re-checks every rule and the coupon, and holds the tickets (date, slot, overall limits) for HOLD_MINUTES in one transaction; a failure takes nothing and answers the rule's code and message (spec part 1 §4 Purchase). The store's form (items with `products` [{product_id, variant_id, qty}] and `address_id`, spec part 2 §7) holds every line's stock the same way and answers its order_number too. The gift card form (items with `gift_card` {amount, recipient_email, recipient_name, recipient_language, message, send_on}) buys a card of an amount the settings allow. `gift_card_code` pays all or part of a ticket or store purchase from a card's balance, taken in the same transaction (gift_card_invalid, gift_card_expired, gift_card_blocked, gift_card_empty; 20 tries per user in 10 minutes).",
  input: z.object({
    items: jsonText(
      // the store's form (spec part 2 §7) carries `products`; the booking's (part 1) `packages`
      z.preprocess(
        (v) =>
          v !== null && typeof v === 'object' && !Array.isArray(v)
            ? { ...v, kind: 'products' in v ? 'store' : 'gift_card' in v ? 'gift_card' : 'booking' }
            : v,
        z.discriminatedUnion('kind', [
          purchaseItemsSchema.extend({ kind: z.literal('booking') }),
          storePurchaseItemsSchema.extend({ kind: z.literal('store') }),
          giftCardPurchaseItemsSchema.extend({ kind: z.literal('gift_card') }),
        ]),
      ),
    ),
    site: text().trim().max(100).optional(),
    channel: text().trim().max(50).optional(),
    redirect_to: text().trim().max(500).optional(),
    referral: text().trim().max(100).optional(),
    traffic_referral: text().trim().max(500).optional(),
    /** a gift card that pays the total, or part of it (not for buying a gift card) */
    gift_card_code: giftCardCodeInput.optional(),
  }),
  output: z.object({
    purchase_number: z.string(),
    id: z.number().int(),
    /** absent: the browser calls initiatePayment (spec part 1 §4) */
    payment_link: z.string().optional(),
    sub_total: aed,
    discount: aed,
    total: aed,
    /** when the held tickets go back on sale unless paid */
    hold_expires_at: timestamp,
    /** the store form's order number (ours), for Track Order */
    order_number: z.string().optional(),
    /** what the gift card paid, taken with the hold; the payment is for the rest, and none is opened when nothing is left */
    tendered: aed.optional(),
  }),
  cacheSeconds: 0,
});

export const initiatePaymentAction = defineAction({
  name: 'initiatePayment',
  auth: 'user',
  summary:
    "Opens the provider's payment for one of the user's pending purchases and answers its link; asking again answers the same open link. A purchase whose total is 0 is confirmed at once, without a provider, and the link is the payment-complete page with success=1.",
  input: z.object({
    purchase_number: purchaseNumberInput,
    /** accepted as the specification sends it; the purchase number (owner-scoped) identifies the purchase */
    purchase_id: idInput.optional(),
  }),
  output: z.object({ payment_link: z.string(), purchase_number: z.string() }),
  cacheSeconds: 0,
});

export const purchaseStatusAction = defineAction({
  name: 'purchaseStatus',
  auth: 'user',
  summary:
    "The state of one of the user's purchases, for /order-payment-complete: status 0 pending, 1 confirmed, 2 failed, 3 cancelled, 4 expired; anyone else's is not found.",
  input: z.object({
    purchase_number: purchaseNumberInput,
  }),
  output: z.object({
    data: z.object({
      purchase_number: z.string(),
      id: z.number().int(),
      status: z.number().int(),
      sub_total: aed,
      discount: aed,
      total: aed,
      coupon: z.string().nullable(),
      hold_expires_at: timestamp.nullable(),
      bookings: z.array(z.object({ order_number: z.string(), status: bookingStatus, package_id: z.number().int() })),
    }),
  }),
  cacheSeconds: 0,
});

export const bookingActions = [
  dateAvailabilityCheckAction,
  packageSlotsAction,
  getPackagePriceAction,
  validateCouponAction,
  createPurchaseAction,
  initiatePaymentAction,
  purchaseStatusAction,
  orderHistoryAction,
  bookingDetailsAction,
  paymentHistoryAction,
] as const;
