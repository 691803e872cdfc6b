import { z } from 'zod';
import { defineAction } from './action.ts';
import { aed, aedInput, text, timestamp } from './common.ts';

/**
 * Booking statuses (spec part 2 §3 names 0 pending and 1 confirmed, and shows any other failed-style, so
 * a client that knows only those keeps working): 2 failed (its hold was released), and our additions of
 * decision 036: 3 cancelled (its refund is still settling, or nothing was owed) and 4 refunded.
 */
export const bookingStatuses = { pending: 0, confirmed: 1, failed: 2, cancelled: 3, refunded: 4 } as const;

/**
 * A package's cancellation policy (decision 036): `none` (travellers cannot cancel), or `free` up to
 * `free_hours` before the event and then, when `late_fee_percent` is set, with that fee; an addition to
 * spec part 1 §3 Package.
 */
export const cancelPolicySchema = z.object({
  policy: z.enum(['none', 'free']),
  free_hours: z.number().int(),
  late_fee_percent: z.number().int().nullable(),
});
export type CancelPolicyView = z.infer<typeof cancelPolicySchema>;

/** An order number as the server makes them. */
const orderNumberInput = text()
  .trim()
  .regex(/^[A-Za-z0-9-]{6,64}$/, 'an order number');

/** What cancelling one of the user's bookings now would give back, or why it cannot be cancelled. */
export const cancelTermsSchema = z.object({
  allowed: z.union([z.literal(0), z.literal(1)]),
  /** why not, when not allowed: no_policy, window_closed, event_started, not_confirmed, checked_in */
  reason: z.string().nullable(),
  /** AED paid for this booking (its share of the purchase, after the discount) */
  paid: aed,
  refund: aed,
  fee: aed,
  /** when free cancellation ends, Asia/Dubai `YYYY-MM-DD HH:MM:SS`; null without a date */
  free_until: timestamp.nullable(),
  policy: cancelPolicySchema,
});
export type CancelTerms = z.infer<typeof cancelTermsSchema>;

/** A booking after a cancellation, and the refund it started. */
const cancelledSchema = z.object({
  order_number: z.string(),
  status: z.number().int(),
  refund: z.object({ amount: aed, status: z.enum(['none', 'due', 'pending', 'succeeded', 'failed']) }),
});

export const cancelTermsAction = defineAction({
  name: 'cancelTerms',
  auth: 'user',
  summary:
    "What cancelling one of the user's own bookings now gives back under its package's policy, or why it cannot be cancelled; anyone else's is not found.",
  input: z.object({ order_number: orderNumberInput }),
  output: z.object({ data: cancelTermsSchema }),
  cacheSeconds: 0,
});

export const cancelBookingAction = defineAction({
  name: 'cancelBooking',
  auth: 'user',
  summary:
    "Cancels one of the user's own confirmed bookings while its policy allows it: its tickets go back, the refund of the terms goes through the payment provider, the traveller is e-mailed. `refund` is the amount the traveller was shown: when the terms changed since (the window closed) the answer is cancel_terms_changed and nothing is cancelled. Cancelling twice refunds once.",
  input: z.object({ order_number: orderNumberInput, refund: aedInput(1_000_000) }),
  output: z.object({ data: cancelledSchema }),
  cacheSeconds: 0,
});

export const operatorCancelBookingAction = defineAction({
  name: 'operatorCancelBooking',
  auth: 'operator',
  summary:
    'An operator cancels a confirmed booking whatever its policy, with a reason, and refunds any amount from 0 to what it paid less what was refunded already. Audited.',
  input: z.object({
    order_number: orderNumberInput,
    refund: aedInput(1_000_000),
    reason: text().trim().min(1).max(500),
  }),
  output: z.object({ data: cancelledSchema }),
  cacheSeconds: 0,
});

export const cancellationActions = [cancelTermsAction, cancelBookingAction, operatorCancelBookingAction] as const;
