import { englishErrorTexts } from './error-texts-en.ts';

/**
 * One catalogue of failure codes and their HTTP statuses (ARCHITECTURE.md "Envelope"). The texts of each
 * code, in English and Arabic, are in error-texts-en.ts and error-texts-ae.ts: the server answers in the
 * caller's language and the browser shows the same texts by code.
 */
const errorStatuses = {
  invalid_input: 400,
  unknown_action: 400,
  malformed_body: 400,
  login_required: 401,
  forbidden: 403,
  not_found: 404,
  destination_not_found: 404,
  package_not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  request_timeout: 408,
  headers_too_large: 431,
  rate_limited: 429,
  account_exists: 409,
  mobile_taken: 409,
  account_not_found: 404,
  invalid_code: 400,
  code_expired: 400,
  too_many_attempts: 429,
  resend_too_soon: 429,
  no_scratch_campaign: 404,
  invoice_not_found: 404,
  invoice_not_image: 415,
  file_too_large: 413,
  image_too_large: 413,
  too_many_files: 413,
  no_open_raffle: 409,
  invoice_not_resubmittable: 409,
  campaign_not_found: 404,
  already_reviewed: 409,
  campaign_closed: 409,
  already_committed: 409,
  commit_too_late: 409,
  draw_not_ready: 409,
  already_drawn: 409,
  quantity_not_available: 409,
  date_sold_out: 409,
  booking_not_found: 404,
  voucher_not_found: 404,
  voucher_expired: 409,
  voucher_code_not_found: 404,
  voucher_code_redeemed: 409,
  adult_min: 400,
  adult_max: 400,
  child_min: 400,
  child_max: 400,
  overall_min: 400,
  passengers_min: 400,
  date_required: 400,
  date_not_bookable: 409,
  date_fully_booked: 409,
  time_required: 400,
  time_fully_booked: 409,
  time_unavailable: 409,
  slots_fully_booked: 409,
  option_required: 400,
  option_unknown: 400,
  option_conflict: 400,
  sub_package_unavailable: 409,
  meal_unavailable: 409,
  transport_unavailable: 409,
  invalid_count: 400,
  booking_disabled: 409,
  coupon_not_valid: 409,
  coupon_not_for_package: 409,
  coupon_min_cart: 409,
  coupon_first_order: 409,
  coupon_used_up: 409,
  purchase_closed: 409,
  store_not_found: 404,
  product_not_found: 404,
  variant_required: 400,
  stock_limited: 409,
  out_of_stock: 409,
  cart_empty: 400,
  address_not_found: 404,
  too_many_addresses: 409,
  order_not_found: 404,
  fulfilment_step_invalid: 409,
  postcard_not_found: 404,
  postcard_not_customisable: 400,
  postcard_photo_invalid: 415,
  postcard_step_invalid: 409,
  internal: 500,
  unavailable: 503,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof errorStatuses;

export const errorCodes = Object.keys(errorStatuses) as ErrorCode[];

/** Each code's HTTP status and English text (with its `{{n}}` unfilled). */
export const errorCatalogue = Object.fromEntries(
  errorCodes.map((code) => [code, { status: errorStatuses[code], en: englishErrorTexts.messages[code] }]),
) as Record<ErrorCode, { status: number; en: string }>;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(errorStatuses, value);
}
