import { z } from 'zod';
import { defineAction } from './action.ts';
import { purchaseNumberInput } from './bookings.ts';
import { aed, noInput, timestamp } from './common.ts';

/** One booking of an unpaid checkout, as My Bookings shows it. */
const pendingBookingSchema = z.object({
  order_number: z.string(),
  package_name: z.string(),
  package_arabic_name: z.string().nullable(),
  package_img: z.string().nullable(),
  date: z.string().nullable(),
  time_slot: z.string().nullable(),
  adult_qty: z.number().int(),
  child_qty: z.number().int(),
});

/**
 * A checkout whose hold has not expired yet (decision 039): what the traveller saw (subtotal,
 * discount, total, coupon), when its tickets go back on sale, and how many seconds are left by the
 * server's clock, so a device whose clock is wrong still counts down correctly.
 */
export const pendingCheckoutSchema = z.object({
  purchase_number: z.string(),
  sub_total: aed,
  discount: aed,
  total: aed,
  coupon: z.string().nullable(),
  /** Asia/Dubai `YYYY-MM-DD HH:MM:SS` */
  hold_expires_at: timestamp,
  seconds_left: z.number().int().nonnegative(),
  bookings: z.array(pendingBookingSchema),
});
export type PendingCheckout = z.infer<typeof pendingCheckoutSchema>;

export const pendingCheckoutsAction = defineAction({
  name: 'pendingCheckouts',
  auth: 'user',
  summary:
    "The user's own unpaid booking checkouts whose hold has not expired, newest first, with the seconds left to pay; nobody else's.",
  input: noInput,
  output: z.object({ data: z.array(pendingCheckoutSchema) }),
  cacheSeconds: 0,
});

export const resumeCheckoutAction = defineAction({
  name: 'resumeCheckout',
  auth: 'user',
  summary:
    "The payment page of one of the user's unpaid checkouts, for the same purchase and amount: the open payment's link while it is open, else a new payment of the same total. An expired or cancelled checkout answers purchase_closed (409) and saying which; anyone else's is not found.",
  input: z.object({ purchase_number: purchaseNumberInput }),
  output: z.object({ payment_link: z.string(), purchase_number: z.string() }),
  cacheSeconds: 0,
});

export const cancelCheckoutAction = defineAction({
  name: 'cancelCheckout',
  auth: 'user',
  summary:
    "Cancels one of the user's unpaid checkouts: its tickets, slot places, limits and coupon use go back at once (purchase status 3; 4 when its hold had already run out). Its payment can no longer confirm it: money that still arrives is refunded (decisions 021, 036). A paid or closed checkout answers purchase_closed (409); anyone else's is not found.",
  input: z.object({ purchase_number: purchaseNumberInput }),
  output: z.object({ data: z.object({ purchase_number: z.string(), status: z.number().int() }) }),
  cacheSeconds: 0,
});

/** Decision 039: checkouts you can come back to. */
export const pendingCheckoutActions = [pendingCheckoutsAction, resumeCheckoutAction, cancelCheckoutAction] as const;
