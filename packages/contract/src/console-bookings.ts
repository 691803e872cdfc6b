import { z } from 'zod';
import { defineAction } from './action.ts';
import { aed, blankIsNull, dateInput, flag, idInput, text, timestamp, wholeNumberInput } from './common.ts';
import { pageInput, pageOutput } from './console.ts';

/**
 * Bookings for support staff (decision 036): find a purchase or booking, open it with its money,
 * messages and history, resend its confirmation, and the attendee list of a date. Operator actions
 * (moderators too); cancelling with a refund is `operatorCancelBooking` (cancellation.ts).
 */

/** Order and purchase numbers are made of letters, digits and dashes; a search may give their start only. */
const numberStart = text()
  .trim()
  .regex(/^[A-Za-z0-9-]{1,64}$/, 'letters, digits and dashes');

/** An order number as the server makes them. */
const orderNumberInput = text()
  .trim()
  .regex(/^[A-Za-z0-9-]{6,64}$/, 'an order number');

/** A search field left blank is no criterion. */
const criterion = <T extends z.ZodType>(inner: T) => blankIsNull(inner).optional();

const buyerSchema = z.object({ name: z.string(), email: z.string().nullable(), mobile: z.string().nullable() });

export const consoleBookingRowSchema = z.object({
  order_number: z.string(),
  purchase_number: z.string(),
  package_id: z.number().int(),
  package_name: z.string(),
  package_arabic_name: z.string(),
  /** YYYY-MM-DD, null for an open ticket */
  date: z.string().nullable(),
  time_slot: z.string().nullable(),
  adult_qty: z.number().int(),
  child_qty: z.number().int(),
  total: aed,
  /** contract bookingStatuses: 0 pending, 1 confirmed, 2 failed, 3 cancelled, 4 refunded */
  status: z.number().int(),
  buyer: buyerSchema,
  checked_in: flag,
  created_at: timestamp,
});
export type ConsoleBookingRow = z.infer<typeof consoleBookingRowSchema>;

export const consoleBookingsAction = defineAction({
  name: 'consoleBookings',
  auth: 'operator',
  summary:
    'One page of bookings, newest first, matching every criterion given: `number` a booking order number or purchase number ' +
    "(exact or its start), `email` part of the buyer's e-mail, `mobile` digits of the buyer's mobile, `package_id`, the event " +
    'date from/to (inclusive) and the booking `status`. Blank criteria are ignored.',
  input: z.object({
    number: criterion(numberStart),
    email: criterion(text().trim().max(254)),
    mobile: criterion(
      text()
        .trim()
        .regex(/^\+?[\d\s-]{1,20}$/, 'digits of a mobile number'),
    ),
    package_id: criterion(idInput),
    from: criterion(dateInput),
    to: criterion(dateInput),
    status: criterion(wholeNumberInput(z.number().int().min(0).max(4))),
    ...pageInput,
  }),
  output: z.object({ data: z.array(consoleBookingRowSchema), ...pageOutput }),
  cacheSeconds: 0,
});

/** What happened to a booking, in the order it happened. */
export const bookingEventKinds = ['created', 'confirmed', 'cancelled', 'refund', 'checked_in', 'message'] as const;

export const consoleBookingSchema = consoleBookingRowSchema.extend({
  destination_name: z.string(),
  destination_arabic_name: z.string(),
  sub_packages: z.array(z.object({ name: z.string(), adult_qty: z.number().int(), child_qty: z.number().int() })),
  meals: z.array(z.object({ name: z.string(), qty: z.number().int() })),
  transport: z.object({ name: z.string(), type: z.enum(['one_way', 'two_way']).nullable() }).nullable(),
  notes: z.string().nullable(),
  cancelled_at: timestamp.nullable(),
  cancel_reason: z.string().nullable(),
  cancelled_by: z.string().nullable(),
  purchase: z.object({
    purchase_number: z.string(),
    /** 0 pending, 1 confirmed, 2 failed, 3 cancelled, 4 expired */
    status: z.number().int(),
    subtotal: aed,
    discount: aed,
    total: aed,
    coupon_code: z.string().nullable(),
    /** how many bookings the purchase holds (this one among them) */
    bookings: z.number().int(),
  }),
  /** this booking's share of what the purchase paid (its total less its share of the discount) */
  paid: aed,
  /** paid less the refunds of this booking that did not fail: the most an operator may still refund */
  refundable: aed,
  payments: z.array(
    z.object({
      provider: z.string(),
      provider_ref: z.string(),
      amount: aed,
      status: z.string(),
      issue: z.string().nullable(),
      created_at: timestamp,
    }),
  ),
  refunds: z.array(
    z.object({
      amount: aed,
      reason: z.string(),
      note: z.string(),
      status: z.string(),
      provider_ref: z.string().nullable(),
      error: z.string().nullable(),
      requested_by: z.string().nullable(),
      created_at: timestamp,
    }),
  ),
  messages: z.array(
    z.object({
      kind: z.string(),
      channel: z.enum(['email', 'sms']),
      recipient: z.string(),
      status: z.enum(['pending', 'sent', 'failed']),
      created_at: timestamp,
      sent_at: timestamp.nullable(),
      error: z.string().nullable(),
    }),
  ),
  check_in: z.object({ at: timestamp, by: z.string() }).nullable(),
  history: z.array(
    z.object({
      at: timestamp,
      kind: z.enum(bookingEventKinds),
      /** who did it, when a person did */
      by: z.string().nullable(),
      /** the cancel reason, the refund's reason, the message's kind */
      detail: z.string().nullable(),
      /** a refund's amount */
      amount: aed.nullable(),
      /** a refund's or a message's status */
      status: z.string().nullable(),
    }),
  ),
});
export type ConsoleBooking = z.infer<typeof consoleBookingSchema>;

export const consoleBookingAction = defineAction({
  name: 'consoleBooking',
  auth: 'operator',
  summary:
    'One booking with its purchase (coupon, totals), what it paid and may still refund, its payments, refunds, the messages sent ' +
    'about its purchase, its check-in and its history (created, confirmed, cancelled, refunds, check-in, messages) by time.',
  input: z.object({ order_number: orderNumberInput }),
  output: z.object({ data: consoleBookingSchema }),
  cacheSeconds: 0,
});

export const resendConfirmationAction = defineAction({
  name: 'resendConfirmation',
  auth: 'operator',
  summary:
    "Writes the confirmation e-mail of a confirmed booking's purchase again, as a new message of the outbox (the first stays). " +
    'A booking that is not confirmed answers conflict; a buyer without an e-mail address answers conflict. Audited.',
  input: z.object({ order_number: orderNumberInput }),
  output: z.object({ data: z.object({ recipient: z.string() }) }),
  cacheSeconds: 0,
});

const attendeesInput = z.object({ package_id: idInput, date: dateInput, time_slot_id: criterion(idInput) });

export const attendeeSchema = z.object({
  order_number: z.string(),
  buyer_name: z.string(),
  mobile: z.string().nullable(),
  time_slot: z.string().nullable(),
  adult_qty: z.number().int(),
  child_qty: z.number().int(),
  sub_packages: z.array(z.object({ name: z.string(), adult_qty: z.number().int(), child_qty: z.number().int() })),
  meals: z.array(z.object({ name: z.string(), qty: z.number().int() })),
  transport: z.string().nullable(),
  checked_in: flag,
});
export type Attendee = z.infer<typeof attendeeSchema>;

export const consoleAttendeesAction = defineAction({
  name: 'consoleAttendees',
  auth: 'operator',
  summary:
    'Every confirmed booking of a package on a date (and time slot), by slot then order number: who comes, how many, with what; ' +
    "the totals; and the package's time slots to choose from.",
  input: attendeesInput,
  output: z.object({
    data: z.array(attendeeSchema),
    totals: z.object({
      bookings: z.number().int(),
      adults: z.number().int(),
      children: z.number().int(),
      checked_in: z.number().int(),
    }),
    slots: z.array(z.object({ id: z.number().int(), time_slot: z.string() })),
  }),
  cacheSeconds: 0,
});

export const consoleAttendeesCsvAction = defineAction({
  name: 'consoleAttendeesCsv',
  auth: 'operator',
  summary: 'The attendee list of consoleAttendees as CSV text (UTF-8, RFC 4180) for the browser to save.',
  input: attendeesInput,
  output: z.object({ filename: z.string(), csv: z.string() }),
  cacheSeconds: 0,
});

export const bookingPackageChoicesAction = defineAction({
  name: 'bookingPackageChoices',
  auth: 'operator',
  summary: 'Every package, on sale or not, by English name: the package pickers of the bookings search and the attendee list.',
  input: z.object({}),
  output: z.object({ data: z.array(z.object({ id: z.number().int(), name: z.string(), arabic_name: z.string() })) }),
  cacheSeconds: 0,
});

export const consoleBookingActions = [
  bookingPackageChoicesAction,
  consoleBookingsAction,
  consoleBookingAction,
  resendConfirmationAction,
  consoleAttendeesAction,
  consoleAttendeesCsvAction,
] as const;
