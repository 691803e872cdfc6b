import { z } from 'zod';
import { defineAction } from './action.ts';
import { text, timestamp } from './common.ts';

/**
 * Check-in at the gate (decision 036): gate staff (admins and moderators) look a ticket up by the
 * order number typed or scanned from its QR code, and check it in once.
 */

/** Order numbers are made of upper-case letters and digits (B + 16 of them); what is typed is read upper-case. */
const orderNumberPattern = /^[A-Z0-9-]{6,64}$/;

/**
 * The order number in what a scanner read or an operator typed: the number itself, or a link whose
 * `order` parameter or last path part is the number (a QR code made by another app may carry a link).
 * Null when there is none.
 */
export function scannedOrderNumber(scanned: string): string | null {
  const trimmed = scanned.trim();
  const candidate = /^https?:\/\//i.test(trimmed) ? orderNumberInLink(trimmed) : trimmed;
  const upper = candidate?.toUpperCase() ?? '';
  return orderNumberPattern.test(upper) ? upper : null;
}

function orderNumberInLink(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  const parameter = url.searchParams.get('order') ?? url.searchParams.get('order_number');
  if (parameter) return parameter.trim();
  const parts = url.pathname.split('/').filter(Boolean);
  return parts.length > 0 ? decodeURIComponent(parts[parts.length - 1]!) : null;
}

const orderNumberMessage = 'an order number, or the text of a ticket QR code';

const scannedCodeInput = text()
  .trim()
  .min(1, orderNumberMessage)
  .max(500)
  .transform((value, ctx) => {
    const orderNumber = scannedOrderNumber(value);
    if (orderNumber === null) {
      ctx.addIssue({ code: 'custom', message: orderNumberMessage });
      return z.NEVER;
    }
    return orderNumber;
  });

/**
 * What the gate decides about a ticket: `ok` lets it in; `already_checked_in` (see checked_in),
 * `wrong_day` (its date is not today in Asia/Dubai), `cancelled` (booking status 3 or 4) and `unpaid`
 * (status 0 or 2) refuse it. The first that applies, in the order cancelled, unpaid, already, wrong day.
 */
export const checkInVerdicts = ['ok', 'already_checked_in', 'wrong_day', 'cancelled', 'unpaid'] as const;
export type CheckInVerdict = (typeof checkInVerdicts)[number];

export const checkInTicketSchema = z.object({
  order_number: z.string(),
  /** contract bookingStatuses: 0 pending, 1 confirmed, 2 failed, 3 cancelled, 4 refunded */
  status: z.number().int(),
  package_name: z.string(),
  package_arabic_name: z.string(),
  destination_name: z.string(),
  dest_arabic_name: z.string(),
  /** the event date, YYYY-MM-DD in Asia/Dubai; null for a package without a date picker (any day will do) */
  date: z.string().nullable(),
  time_slot: z.string().nullable(),
  adult_qty: z.number().int(),
  child_qty: z.number().int(),
  order_sub_packages: z.array(z.object({ package_name: z.string(), adult_qty: z.number().int(), child_qty: z.number().int() })),
  order_meals: z.array(z.object({ meal_name: z.string(), meal_qty: z.number().int() })),
  transport_name: z.string().nullable(),
  transport_type: z.enum(['one_way', 'two_way']).nullable(),
  options: z.array(z.object({ label: z.string() })),
  /** the name of the traveller who booked it */
  buyer_name: z.string(),
  /** when and by which operator it was checked in; null while it was not */
  checked_in: z.object({ at: timestamp, by: z.string() }).nullable(),
  verdict: z.enum(checkInVerdicts),
});
export type CheckInTicket = z.infer<typeof checkInTicketSchema>;

export const checkInLookupAction = defineAction({
  name: 'checkInLookup',
  auth: 'operator',
  summary:
    'A ticket at the gate, by its order number typed or the text of its scanned QR code (a link whose `order` parameter or last ' +
    'path part is the order number is read too): what was booked, by whom, whether and when it was checked in, and the verdict. ' +
    'Changes nothing; an unknown number answers 404 booking_not_found.',
  input: z.object({ code: scannedCodeInput }),
  output: z.object({ data: checkInTicketSchema }),
  cacheSeconds: 0,
});

export const checkInAction = defineAction({
  name: 'checkIn',
  auth: 'operator',
  summary:
    'Checks a ticket in, exactly once, and answers the ticket as it now is (checked_in set, verdict already_checked_in). Refused with 409 ticket_cancelled, ticket_unpaid or ticket_wrong_day as checkInLookup ' +
    'decides, and a second check-in with 409 already_checked_in whose params.at and params.by say when and by whom. Audited.',
  input: z.object({ order_number: scannedCodeInput }),
  output: z.object({ data: checkInTicketSchema }),
  cacheSeconds: 0,
});

/** Console actions of decision 036 (check-in). */
export const consoleCheckInActions = [checkInLookupAction, checkInAction] as const;
