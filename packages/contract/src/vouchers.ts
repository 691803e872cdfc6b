import { z } from 'zod';
import { defineAction } from './action.ts';
import { destinationSchema, firstPageSize, hasMore, pageFields, voucherSchema } from './catalog.ts';
import { decimalInput, filterParam, flag, idInput, slugInput, timestamp } from './common.ts';

/** The voucher page's card and its About and Terms tabs (spec part 1 §2 Vouchers, §3 Voucher). */
export const voucherDetailsSchema = voucherSchema.extend({
  terms: z.string(),
  arabic_terms: z.string(),
  /** 1 once expiry_date is before today in Asia/Dubai: the page still opens, but no code is issued */
  expired: flag,
});
export type VoucherDetails = z.infer<typeof voucherDetailsSchema>;

export const nearbyVoucherSchema = voucherSchema.extend({
  /** great-circle distance from the asked position, kilometres with one decimal */
  distance_km: z.number().nonnegative(),
});
export type NearbyVoucher = z.infer<typeof nearbyVoucherSchema>;

/** A code issued to the signed-in user: what the QR code on the voucher page holds. */
export const voucherCodeSchema = z.object({
  voucher_id: z.number().int(),
  code: z.string(),
  issued_at: timestamp,
  redeemed_at: timestamp.nullable(),
});
export type VoucherCode = z.infer<typeof voucherCodeSchema>;

/** Nearby means within this many kilometres unless the caller asks for another radius. */
export const defaultNearbyRadiusKm = 100;

export const getVoucherDetailsAction = defineAction({
  name: 'getVourcherDetails',
  auth: 'public',
  summary:
    'One enabled voucher by slug or id, with its terms; an expired one still answers (expired: 1) so a shared link explains itself.',
  input: z
    .object({ slug: slugInput.optional(), id: idInput.optional() })
    .refine((v) => v.slug !== undefined || v.id !== undefined, { message: 'slug or id is required', path: ['slug'] }),
  output: z.object({ data: voucherDetailsSchema }),
  cacheSeconds: 60,
});

export const listVouchersByDestinationAction = defineAction({
  name: 'listVoucherByDesitnation',
  auth: 'public',
  summary: `The enabled, unexpired vouchers of one destination (destination_id or slug), by position, ${firstPageSize.vouchers} to a page unless \`limit\` says otherwise; with neither, every destination's. An unknown destination answers an empty list. \`destination\` is null when none was asked for or it is unknown.`,
  input: z.object({
    destination_id: filterParam(idInput.optional()),
    slug: filterParam(slugInput.optional()),
    ...pageFields,
  }),
  output: z.object({ destination: destinationSchema.nullable(), data: z.array(voucherSchema), has_more: hasMore }),
  cacheSeconds: 60,
});

export const listNearbyVouchersAction = defineAction({
  name: 'listVourchers',
  auth: 'public',
  summary: `Enabled, unexpired vouchers within radius_km (default ${defaultNearbyRadiusKm}) of the position lat, lang (degrees), nearest first, each with distance_km computed on the server from the voucher's own coordinates or else its destination's. POST only: a person's position is kept out of URLs, logs and caches.`,
  input: z.object({
    lat: decimalInput(z.number().min(-90).max(90)),
    lang: decimalInput(z.number().min(-180).max(180)),
    radius_km: decimalInput(z.number().positive().max(1000)).optional(),
  }),
  output: z.object({ radius_km: z.number(), data: z.array(nearbyVoucherSchema) }),
  cacheSeconds: 0,
});

export const getVoucherCodeAction = defineAction({
  name: 'getVoucherCode',
  auth: 'user',
  summary:
    "The signed-in user's redeemable code for voucher `id`: issued at the first call (random, unique, stored) and the same on every later call. An expired voucher issues none.",
  input: z.object({ id: idInput }),
  output: z.object({ data: voucherCodeSchema }),
  cacheSeconds: 0,
});

export const oldUserVouchersAction = defineAction({
  name: 'oldUserVouchers',
  auth: 'user',
  summary:
    'Codes already issued to the signed-in user, newest first, each with its voucher; only those of voucher_id when given. Never issues a code.',
  input: z.object({ voucher_id: filterParam(idInput.optional()) }),
  output: z.object({ data: z.array(voucherCodeSchema.extend({ voucher: voucherSchema })) }),
  cacheSeconds: 0,
});

export const voucherActions = [
  getVoucherDetailsAction,
  listVouchersByDestinationAction,
  listNearbyVouchersAction,
  getVoucherCodeAction,
  oldUserVouchersAction,
] as const;
