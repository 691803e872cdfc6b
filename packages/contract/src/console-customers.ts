import { z } from 'zod';
import { defineAction } from './action.ts';
import { aed, idInput, text, timestamp } from './common.ts';
import { pageInput, pageOutput, searchInput } from './console.ts';

/**
 * Customers for support staff (decision 036): find a traveller, see what they bought and played,
 * end their sessions, export their personal data and erase their account (UAE PDPL, GDPR). Personal data:
 * every action is for admins and never cached.
 */

/** One traveller in the search list; an erased account has no name, e-mail or mobile and an erased_at. */
export const customerSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  created_at: timestamp,
  /** when the account was erased; "" while it is not */
  erased_at: z.union([timestamp, z.literal('')]),
});
export type CustomerSummary = z.infer<typeof customerSummarySchema>;

export const customerProfileSchema = customerSummarySchema.extend({
  language: z.enum(['en', 'ae']),
  /** sessions neither ended nor expired */
  live_sessions: z.number().int(),
});
export type CustomerProfile = z.infer<typeof customerProfileSchema>;

/** Purchase, booking and order statuses as the tables keep them (contract bookings.ts documents each). */
const status = z.number().int();

export const customerBookingSchema = z.object({
  id: z.number().int(),
  order_number: z.string(),
  package_name: z.string(),
  arabic_package_name: z.string(),
  /** the event's date, YYYY-MM-DD; "" for a package booked without a date */
  date: z.string(),
  status,
  total: aed,
  created_at: timestamp,
});

export const customerStoreOrderSchema = z.object({
  id: z.number().int(),
  order_number: z.string(),
  store_name: z.string(),
  arabic_store_name: z.string(),
  status,
  processing_status: z.string(),
  total: aed,
  created_at: timestamp,
});

export const customerPostcardOrderSchema = z.object({
  id: z.number().int(),
  order_number: z.string(),
  name: z.string(),
  arabic_name: z.string(),
  status,
  processing_status: z.string(),
  amount: aed,
  created_at: timestamp,
});

export const customerInvoiceSchema = z.object({
  id: z.number().int(),
  invoice_number: z.string(),
  vendor_name: z.string(),
  /** 0 pending, 1 approved, 2 rejected, 3 resubmit */
  status,
  /** "" until a moderator reads the amount */
  amount: z.union([aed, z.literal('')]),
  created_at: timestamp,
});

export const customerRaffleTicketSchema = z.object({
  id: z.number().int(),
  raffle_number: z.string(),
  campaign_name: z.string(),
  arabic_campaign_name: z.string(),
  invoice_number: z.string(),
  created_at: timestamp,
});

export const customerVoucherCodeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  voucher_name: z.string(),
  arabic_voucher_name: z.string(),
  issued_at: timestamp,
  /** "" while not redeemed */
  redeemed_at: z.union([timestamp, z.literal('')]),
});

export const customerScratchPlaySchema = z.object({
  id: z.number().int(),
  campaign_name: z.string(),
  arabic_campaign_name: z.string(),
  /** "" when the play won nothing */
  prize_name: z.string(),
  arabic_prize_name: z.string(),
  played_at: timestamp,
});

/** Each list of a customer holds at most this many rows, newest first. */
export const customerListCap = 50;

export const customerDetailSchema = z.object({
  profile: customerProfileSchema,
  bookings: z.array(customerBookingSchema),
  store_orders: z.array(customerStoreOrderSchema),
  postcard_orders: z.array(customerPostcardOrderSchema),
  invoices: z.array(customerInvoiceSchema),
  raffle_tickets: z.array(customerRaffleTicketSchema),
  voucher_codes: z.array(customerVoucherCodeSchema),
  scratch_plays: z.array(customerScratchPlaySchema),
});
export type CustomerDetail = z.infer<typeof customerDetailSchema>;

export const consoleCustomersAction = defineAction({
  name: 'consoleCustomers',
  auth: 'admin',
  summary:
    'One page of the travellers (never operators), newest account first; q matches part of the e-mail, the mobile (spaces ' +
    'and a leading 0 ignored) or the name; total counts every match.',
  input: z.object({ q: searchInput, ...pageInput }),
  output: z.object({ data: z.array(customerSummarySchema), ...pageOutput }),
  cacheSeconds: 0,
});

export const consoleCustomerAction = defineAction({
  name: 'consoleCustomer',
  auth: 'admin',
  summary: `A traveller's profile and, newest first and at most ${customerListCap} each, their bookings, store and postcard orders, invoices, raffle tickets, voucher codes and scratch plays.`,
  input: z.object({ id: idInput }),
  output: z.object({ data: customerDetailSchema }),
  cacheSeconds: 0,
});

export const endCustomerSessionsAction = defineAction({
  name: 'endCustomerSessions',
  auth: 'admin',
  summary: 'Ends every session of a traveller at once, in every server process: their tokens answer 401. Audited.',
  input: z.object({ id: idInput }),
  output: z.object({ ended: z.number().int() }),
  cacheSeconds: 0,
});

/** A row of a table as the export gives it: its columns, snake_case, dates as Asia/Dubai timestamps. */
const exportRows = z.array(z.record(z.string(), z.unknown()));

export const customerExportSchema = z.object({
  exported_at: timestamp,
  profile: z.record(z.string(), z.unknown()),
  sessions: exportRows,
  addresses: exportRows,
  bookings: exportRows,
  store_orders: exportRows,
  postcard_orders: exportRows,
  invoices: exportRows,
  raffle_tickets: exportRows,
  voucher_codes: exportRows,
  scratch_plays: exportRows,
  contact_messages: exportRows,
  /** decision 039: their reviews, hidden ones too */
  reviews: exportRows,
});
export type CustomerExport = z.infer<typeof customerExportSchema>;

export const exportCustomerDataAction = defineAction({
  name: 'exportCustomerData',
  auth: 'admin',
  summary:
    "Every piece of a traveller's personal data and their orders as one JSON document (the console saves it as customer-<id>.json), " +
    'for a data-access request. Audited (that an export was made, not its content).',
  input: z.object({ id: idInput }),
  output: z.object({ data: customerExportSchema }),
  cacheSeconds: 0,
});

export const eraseCustomerAction = defineAction({
  name: 'eraseCustomer',
  auth: 'admin',
  summary:
    "Erases a traveller's account at their request: names emptied, e-mail and mobile removed (they may sign up again), sessions " +
    'ended, one-time codes, saved addresses, contact messages and messages sent to them deleted, the personal text of their orders ' +
    '(booking notes, shipping addresses, postcard messages, addresses and files) cleared. Bookings, orders, payments and invoices ' +
    'stay for the accounts. confirm is their e-mail or mobile typed again. Operators cannot be erased (customer_is_operator). ' +
    'Audited without the personal data.',
  input: z.object({ id: idInput, confirm: text().trim().min(1).max(254) }),
  output: z.object({ data: customerProfileSchema }),
  cacheSeconds: 0,
});

export const consoleCustomerActions = [
  consoleCustomersAction,
  consoleCustomerAction,
  endCustomerSessionsAction,
  exportCustomerDataAction,
  eraseCustomerAction,
] as const;
