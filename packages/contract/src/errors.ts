/**
 * One catalogue of failure codes. The server answers with `code` and the English `msg`;
 * the browser shows the text of the current language by looking the code up in its locale files.
 * English wording follows the specification where it gives one.
 */
export const errorCatalogue = {
  invalid_input: { status: 400, en: 'Please enter all the valid information' },
  unknown_action: { status: 400, en: 'Unknown action' },
  malformed_body: { status: 400, en: 'The request could not be read' },
  login_required: { status: 401, en: 'Login is required' },
  forbidden: { status: 403, en: 'You are not allowed to do this' },
  not_found: { status: 404, en: 'Not found' },
  destination_not_found: { status: 404, en: 'Destination not found' },
  package_not_found: { status: 404, en: 'Package not found' },
  method_not_allowed: { status: 405, en: 'Use POST for this action' },
  conflict: { status: 409, en: 'This conflicts with the current state' },
  payload_too_large: { status: 413, en: 'The upload is too large' },
  unsupported_media_type: { status: 415, en: 'This kind of request body is not accepted' },
  rate_limited: { status: 429, en: 'Too many requests, please try again later' },
  account_exists: { status: 409, en: 'Email already exist' },
  mobile_taken: { status: 409, en: 'This mobile number belongs to another account' },
  account_not_found: { status: 404, en: 'Invalid Login Credentials' },
  invalid_code: { status: 400, en: 'Please Enter Valid Code' },
  code_expired: { status: 400, en: 'This code has expired, please request a new one' },
  too_many_attempts: { status: 429, en: 'Too many wrong codes, please request a new one' },
  resend_too_soon: { status: 429, en: 'Please wait a moment before asking for another code' },
  no_scratch_campaign: { status: 404, en: 'Scratch & Win is not running right now, please come back later' },
  invoice_not_found: { status: 404, en: 'Invoice not found' },
  invoice_not_image: { status: 415, en: 'Please upload photos of your invoices as JPEG, PNG or WebP images' },
  file_too_large: { status: 413, en: 'Each image can be at most 10 MB' },
  too_many_files: { status: 413, en: 'Upload at most 10 images at a time' },
  no_open_raffle: { status: 409, en: 'No raffle is taking invoices right now, please come back later' },
  invoice_not_resubmittable: { status: 409, en: 'Only a rejected invoice can be submitted again' },
  campaign_not_found: { status: 404, en: 'Raffle campaign not found' },
  already_reviewed: { status: 409, en: 'This invoice was already approved' },
  campaign_closed: { status: 409, en: 'This invoice was not uploaded during the campaign period' },
  already_committed: { status: 409, en: 'The draw of this campaign is already committed' },
  commit_too_late: { status: 409, en: 'The commitment must be published before the campaign ends' },
  draw_not_ready: { status: 409, en: 'The draw needs a published commitment, an ended campaign and every invoice reviewed' },
  already_drawn: { status: 409, en: 'This campaign was already drawn' },
  quantity_not_available: { status: 409, en: 'Sorry, Selected Quantity is not Available' },
  date_sold_out: { status: 409, en: 'Event is Completely Booked' },
  booking_not_found: { status: 404, en: 'Booking not found' },
  voucher_not_found: { status: 404, en: 'Voucher not found' },
  voucher_expired: { status: 409, en: 'This voucher has expired' },
  // spec part 1 §5 and §8: booking rules, worded as the specification's alerts (the codes of packages/domain/src/booking/types.ts; {{n}} filled in by the server)
  adult_min: { status: 400, en: 'Select Adult - Minimum {{n}}' },
  adult_max: { status: 400, en: 'Select Adult - Maximum {{n}}' },
  child_min: { status: 400, en: 'Select Child - Minimum {{n}}' },
  child_max: { status: 400, en: 'Select Child - Maximum {{n}}' },
  overall_min: { status: 400, en: 'Select Minimum {{n}} Person' },
  passengers_min: { status: 400, en: 'Select Passengers - Minimum 1' },
  date_required: { status: 400, en: 'Please Select a Date' },
  date_not_bookable: { status: 409, en: 'This date cannot be booked, please choose another' },
  date_fully_booked: { status: 409, en: 'Selected Date is Fully Booked' },
  time_required: { status: 400, en: 'Please Select a Time' },
  time_fully_booked: { status: 409, en: 'Selected Time is Fully Booked' },
  slots_fully_booked: { status: 409, en: 'All Time Slots are Fully Booked, Please Choose Another Date' },
  option_required: { status: 400, en: 'Please choose an option' },
  option_unknown: { status: 400, en: 'This option is not offered for this package' },
  option_conflict: { status: 400, en: 'This option cannot be combined with the others' },
  sub_package_unavailable: { status: 409, en: 'This add-on is not available' },
  meal_unavailable: { status: 409, en: 'This meal is not available' },
  transport_unavailable: { status: 409, en: 'This transport is not available' },
  invalid_count: { status: 400, en: 'Please enter all the valid information' },
  booking_disabled: { status: 409, en: 'Sorry, bookings are disabled for this package' },
  coupon_not_valid: { status: 409, en: 'Coupon not Valid or Expired for this package' },
  coupon_not_for_package: { status: 409, en: 'Coupon not valid for this Package' },
  coupon_min_cart: { status: 409, en: 'Add {{n}} Amount more to apply this coupon.' },
  coupon_first_order: { status: 409, en: 'This coupon is only valid on your first order' },
  coupon_used_up: { status: 409, en: 'This coupon has already been used the maximum number of times' },
  purchase_closed: { status: 409, en: 'This booking can no longer be paid, please book again' },
  internal: { status: 500, en: 'Something went wrong, please try again' },
  unavailable: { status: 503, en: 'Please try later our servers are not responding.' },
} as const satisfies Record<string, { status: number; en: string }>;

export type ErrorCode = keyof typeof errorCatalogue;

export const errorCodes = Object.keys(errorCatalogue) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(errorCatalogue, value);
}
