import { z } from 'zod';
import { defineAction } from './action.ts';
import { voucherSchema } from './catalog.ts';
import { aed, flag, idInput, multilineText, nameText, text, timestamp, wholeNumberInput } from './common.ts';

/** Invoice status (spec part 1 §3): 0 pending, 1 approved, 2 rejected, 3 resubmit. */
export const invoiceStatus = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);

export const reviewInvoiceSchema = z.object({
  id: z.number().int(),
  invoice_number: z.string(),
  status: invoiceStatus,
  vendor_name: z.string(),
  destination_id: z.number().int().nullable(),
  amount: aed.nullable(),
  notes: z.string(),
  created_at: timestamp,
  reviewed_at: timestamp.nullable(),
  user: z.object({ id: z.number().int(), name: z.string(), email: z.string().nullable(), mobile: z.string().nullable() }),
  campaign: z.object({ id: z.number().int(), name: z.string() }),
  tickets: z.number().int(),
});
export type ReviewInvoice = z.infer<typeof reviewInvoiceSchema>;

export const backofficeInvoicesAction = defineAction({
  name: 'backofficeInvoices',
  auth: 'operator',
  summary: 'Invoices waiting for review (status 0 by default, oldest first), or those of another status.',
  input: z.object({ status: wholeNumberInput().pipe(invoiceStatus).optional() }),
  output: z.object({ data: z.array(reviewInvoiceSchema) }),
  cacheSeconds: 0,
});

export const backofficeInvoiceImageAction = defineAction({
  name: 'backofficeInvoiceImage',
  auth: 'operator',
  summary: "An invoice's stored image as a data URL, for review; the files are kept outside the web root.",
  input: z.object({ invoice_id: idInput }),
  output: z.object({ data_url: z.string() }),
  cacheSeconds: 0,
});

/** AED with at most two decimals, as typed by the operator ("125", "125.50"). */
const amountInput = text()
  .trim()
  .regex(/^\d{1,7}(\.\d{1,2})?$/, 'an amount in AED, e.g. 125.50');

export const reviewInvoiceAction = defineAction({
  name: 'reviewInvoice',
  auth: 'operator',
  summary:
    'Approves (with vendor, destination and amount; issues floor(amount ÷ AED per entry) raffle tickets exactly once), rejects, or asks for resubmission with a note. Audited.',
  input: z.discriminatedUnion('decision', [
    z.object({
      invoice_id: idInput,
      decision: z.literal('approve'),
      vendor_name: nameText().trim().min(1).max(200),
      destination_id: idInput.optional(),
      amount: amountInput,
      notes: multilineText().trim().max(1000).optional(),
    }),
    z.object({
      invoice_id: idInput,
      decision: z.enum(['reject', 'resubmit']),
      notes: multilineText().trim().min(1, 'say why, the user reads it').max(1000),
    }),
  ]),
  output: z.object({ data: reviewInvoiceSchema, tickets_issued: z.number().int() }),
  cacheSeconds: 0,
});

export const backofficeCampaignSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  starts_on: z.string(),
  ends_on: z.string(),
  draw_on: z.string(),
  prizes: z.array(aed),
  tickets: z.number().int(),
  pending_invoices: z.number().int(),
  commitment: z.string().nullable(),
  drawn_at: timestamp.nullable(),
});

export const backofficeCampaignsAction = defineAction({
  name: 'backofficeCampaigns',
  auth: 'operator',
  summary: 'Raffle campaigns with their tickets, pending invoices, commitment and draw state.',
  input: z.object({}),
  output: z.object({ data: z.array(backofficeCampaignSchema) }),
  cacheSeconds: 0,
});

export const commitRaffleAction = defineAction({
  name: 'commitRaffle',
  auth: 'operator',
  summary:
    "Makes the secret seed of a campaign's draw and publishes its SHA-256; only before the campaign ends, once. Audited (the commitment, not the seed).",
  input: z.object({ campaign_id: idInput }),
  output: z.object({ data: backofficeCampaignSchema }),
  cacheSeconds: 0,
});

export const drawRaffleAction = defineAction({
  name: 'drawRaffle',
  auth: 'operator',
  summary:
    "Draws the campaign's prizes from its tickets with the committed seed and publishes the seed; only after the campaign ended and every invoice is reviewed, once. Audited with the seed and the winners.",
  input: z.object({ campaign_id: idInput }),
  output: z.object({ data: backofficeCampaignSchema }),
  cacheSeconds: 0,
});

/**
 * A voucher code as a person or a keyboard-emulating scanner types it: any case, spaces and dashes
 * anywhere. Inside it becomes the stored form XXXX-XXXX-XXXX (docs/decisions/012-vouchers.md).
 */
// multilineText: a scanner ends the code with Enter (a line break), removed with the other whitespace below
export const voucherCodeInput = multilineText()
  .max(64)
  .transform((typed) => typed.replace(/[\s\-\u2010-\u2015\u2212]/g, '').toUpperCase())
  .pipe(z.string().regex(/^[0-9A-Z]{12}$/, 'a code of 12 letters and digits, e.g. ABCD-EFGH-JKMN'))
  .transform((code) => `${code.slice(0, 4)}-${code.slice(4, 8)}-${code.slice(8)}`);

/** A user's voucher code as the operator at the counter sees it: which voucher, whose, and its state. */
export const voucherRedemptionSchema = z.object({
  code: z.string(),
  voucher: voucherSchema.extend({
    /** 1 once expiry_date is before today in Asia/Dubai: the code can no longer be redeemed */
    expired: flag,
  }),
  /** the holder's e-mail address (or mobile number) masked: enough to ask "is this yours?" */
  holder: z.string(),
  issued_at: timestamp,
  redeemed_at: timestamp.nullable(),
});
export type VoucherRedemption = z.infer<typeof voucherRedemptionSchema>;

export const lookupVoucherCodeAction = defineAction({
  name: 'lookupVoucherCode',
  auth: 'operator',
  summary:
    "A voucher code (any case, spaces and dashes allowed) with its voucher, the holder's masked e-mail and whether and when it was redeemed. Changes nothing.",
  input: z.object({ code: voucherCodeInput }),
  output: z.object({ data: voucherRedemptionSchema }),
  cacheSeconds: 0,
});

export const redeemVoucherCodeAction = defineAction({
  name: 'redeemVoucherCode',
  auth: 'operator',
  summary:
    'Marks a voucher code redeemed, exactly once: a second redemption answers 409 voucher_code_redeemed with params.redeemed_at, a code of an expired voucher 409 voucher_expired, an unknown code 404 voucher_code_not_found. Audited.',
  input: z.object({ code: voucherCodeInput }),
  output: z.object({ data: voucherRedemptionSchema }),
  cacheSeconds: 0,
});

/** Why a payment's money could not confirm its purchase; the payments table stores one of these in `issue`. */
export const paymentIssueKinds = [
  'tickets_gone',
  'stock_gone',
  'coupon_used_up',
  'coupon_first_order',
  'coupon_not_valid',
  'already_paid',
  'amount_mismatch',
  'checkout_cancelled',
  'tender_gone',
] as const;

/**
 * A payment that took money without confirming its purchase (docs/decisions/021-late-payments.md): a
 * released hold paid late whose tickets or coupon no longer held, a purchase paid twice (both refunded
 * through the provider), or a success of another amount (left to the operator).
 */
export const paymentIssueSchema = z.object({
  id: z.number().int(),
  purchase_number: z.string(),
  /** the purchase's status: 0 pending, 1 confirmed, 2 failed, 3 cancelled, 4 expired */
  purchase_status: z.number().int(),
  provider: z.string(),
  provider_ref: z.string(),
  amount: aed,
  currency: z.string(),
  issue: z.enum(paymentIssueKinds),
  coupon: z.string().nullable(),
  /** 'due' until the provider refunded it; null when no refund is made automatically (amount_mismatch) */
  refund: z.enum(['due', 'refunded']).nullable(),
  refund_ref: z.string().nullable(),
  /** the provider's last refusal while the refund is due */
  refund_error: z.string().nullable(),
  refunded_at: timestamp.nullable(),
  created_at: timestamp,
  updated_at: timestamp.nullable(),
  buyer: z.object({ name: z.string(), email: z.string().nullable(), mobile: z.string().nullable() }),
});
export type PaymentIssue = z.infer<typeof paymentIssueSchema>;

export const paymentIssuesAction = defineAction({
  name: 'paymentIssues',
  auth: 'operator',
  summary:
    'Payments that took money without confirming their purchase (paid after the hold was released and the tickets or coupon were gone, paid twice, or of another amount), newest first, with their refund state.',
  input: z.object({}),
  output: z.object({ data: z.array(paymentIssueSchema) }),
  cacheSeconds: 0,
});

export const backofficeActions = [
  backofficeInvoicesAction,
  backofficeInvoiceImageAction,
  reviewInvoiceAction,
  backofficeCampaignsAction,
  commitRaffleAction,
  drawRaffleAction,
  lookupVoucherCodeAction,
  redeemVoucherCodeAction,
  paymentIssuesAction,
] as const;
