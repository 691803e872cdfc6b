import { z } from 'zod';
import { defineAction } from './action.ts';
import { aed, idInput, slugInput, timestamp } from './common.ts';

/** spec part 1 §2: the file field of the upload form */
export const invoiceFileField = 'filepond';
/** Each image at most 10 MB (decision 011), at most 10 images in one request. */
export const maxInvoiceFileBytes = 10 * 1024 * 1024;
export const maxInvoiceFiles = 10;
/** What the server accepts, judged by the file's content, never by its name. */
export const invoiceImageTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** spec part 1 §3 Invoice; status 0 pending, 1 approved, 2 rejected, 3 resubmit. */
export const userInvoiceSchema = z.object({
  id: z.number().int(),
  invoice_number: z.string(),
  vendor_name: z.string(),
  destination_name: z.string(),
  destination_arabic_name: z.string(),
  /** "YYYY-MM-DD HH:MM:SS" in Asia/Dubai: the page shows the part before the space (spec part 1 §2) */
  created_at: timestamp,
  amount: aed.nullable(),
  notes: z.string(),
  status: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
  /** raffle tickets this invoice earned */
  tickets: z.number().int(),
});
export type UserInvoice = z.infer<typeof userInvoiceSchema>;

export const listInvociesAction = defineAction({
  // the specification's spelling, kept (spec part 1 §7)
  name: 'listInvocies',
  auth: 'user',
  summary: "The signed-in user's invoices, newest first, with their review status and the raffle tickets each earned.",
  input: z.object({}),
  output: z.object({ data: z.array(userInvoiceSchema) }),
  cacheSeconds: 0,
});

export const uploadInvoiceAction = defineAction({
  name: 'uploadInvoice',
  auth: 'user',
  summary:
    'Multipart upload of 1–10 invoice images in the field `filepond` (JPEG, PNG or WebP by content, 10 MB each: 413 ' +
    '`file_too_large` above; at most 25 megapixels: 413 `image_too_large` above). Quotas per user and per client address ' +
    '(requests in 10 minutes, images per Dubai day) answer 429 `rate_limited` with Retry-After. ' +
    'Images are re-encoded without metadata and kept outside the web root. With `invoice_id` (one image), a rejected or ' +
    'resubmit invoice of the user gets the new image and is pending again. The token goes in the Authorization header or, ' +
    'as spec part 1 §7 sends it, in the query string with the action (`/api?action=uploadInvoice&token=…`).',
  input: z.object({ invoice_id: idInput.optional() }),
  output: z.object({ data: z.array(userInvoiceSchema) }),
  cacheSeconds: 0,
  files: { field: invoiceFileField, maxFiles: maxInvoiceFiles, maxFileBytes: maxInvoiceFileBytes },
  tokenInQuery: true,
});

export const invoiceImageAction = defineAction({
  name: 'invoiceImage',
  auth: 'user',
  summary: "The stored image of one of the user's own invoices as a data URL; anyone else's invoice is answered 404.",
  input: z.object({ invoice_id: idInput }),
  output: z.object({ data_url: z.string() }),
  cacheSeconds: 0,
});

const localizedText = z.object({ en: z.string(), ae: z.string() });

export const raffleCampaignSchema = z.object({
  slug: z.string(),
  name: z.string(),
  arabic_name: z.string(),
  /** AED spent for one raffle entry */
  entry_amount: aed,
  /** by rank, first prize first */
  prizes: z.array(aed),
  starts_on: z.string(),
  ends_on: z.string(),
  draw_on: z.string(),
  respond_days: z.number().int(),
  one_prize_per_participant: z.boolean(),
  /** whether invoices can be uploaded to it today */
  open: z.boolean(),
  about: localizedText,
  terms: localizedText,
  faq: z.array(z.object({ q: localizedText, a: localizedText })),
});
export type RaffleCampaign = z.infer<typeof raffleCampaignSchema>;

export const raffleCampaignAction = defineAction({
  name: 'raffleCampaign',
  auth: 'public',
  summary:
    "A spend-and-win campaign's rules as configured (entry amount, prizes, period, draw date, About, Terms and FAQ): " +
    'the one named by `campaign`, or else the one open for uploads today, or else the latest.',
  input: z.object({ campaign: slugInput.optional() }),
  output: z.object({ data: raffleCampaignSchema }),
  cacheSeconds: 60,
});

export const invoiceActions = [listInvociesAction, uploadInvoiceAction, invoiceImageAction, raffleCampaignAction] as const;
