import type { ErrorCode } from '@portal/contract/errors';
import { AppError } from '../../http/errors.ts';

/** The OCTO specification's error codes (docs.octo.travel "Errors"). */
export type OctoErrorCode =
  | 'INVALID_PRODUCT_ID'
  | 'INVALID_OPTION_ID'
  | 'INVALID_UNIT_ID'
  | 'INVALID_AVAILABILITY_ID'
  | 'INVALID_BOOKING_UUID'
  | 'BAD_REQUEST'
  | 'UNPROCESSABLE_ENTITY'
  | 'INTERNAL_SERVER_ERROR'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  /** not in the specification's list: a key past its per-minute limit (429 with Retry-After, docs/decisions/071) */
  | 'TOO_MANY_REQUESTS';

/**
 * The HTTP status of each code: 400 Bad Request for every refusal, the authentication codes included (the
 * specification's OpenAPI document lists them under 400), and 500 for INTERNAL_SERVER_ERROR, as OCTO's own
 * reference library answers it, so a reseller's client retries only what may succeed (docs/decisions/061).
 */
export const octoStatus: Record<OctoErrorCode, number> = {
  INVALID_PRODUCT_ID: 400,
  INVALID_OPTION_ID: 400,
  INVALID_UNIT_ID: 400,
  INVALID_AVAILABILITY_ID: 400,
  INVALID_BOOKING_UUID: 400,
  BAD_REQUEST: 400,
  UNPROCESSABLE_ENTITY: 400,
  INTERNAL_SERVER_ERROR: 500,
  UNAUTHORIZED: 400,
  FORBIDDEN: 400,
  TOO_MANY_REQUESTS: 429,
};

/** The specification's wording of each code. */
const messages: Record<OctoErrorCode, string> = {
  INVALID_PRODUCT_ID: 'The productId was missing or invalid',
  INVALID_OPTION_ID: 'The optionId was missing or invalid',
  INVALID_UNIT_ID: 'The unitId was missing or invalid',
  INVALID_AVAILABILITY_ID: 'The availabilityId was missing or invalid',
  INVALID_BOOKING_UUID: 'The uuid was already used, missing or invalid',
  BAD_REQUEST: 'The request body is not formatted correctly, has missing required fields or incorrect data types',
  UNPROCESSABLE_ENTITY: 'The request body is technically correct but cannot be processed',
  INTERNAL_SERVER_ERROR: 'There was an un-recoverable error, please try again',
  UNAUTHORIZED: "You didn't send the API Key in the Authorization header to an endpoint that requires authentication",
  FORBIDDEN: 'The API Key was invalid or has been revoked, or you cannot access this resource',
  TOO_MANY_REQUESTS: 'Too many requests with this API Key; retry after the seconds in Retry-After',
};

/** A refusal in the specification's body: `{ error, errorMessage }` and the field it names (productId …). */
export class OctoError extends Error {
  readonly code: OctoErrorCode;
  readonly extra: Record<string, unknown>;
  constructor(code: OctoErrorCode, extra: Record<string, unknown> = {}, message?: string) {
    super(message ?? messages[code]);
    this.code = code;
    this.extra = extra;
  }

  get status(): number {
    return octoStatus[this.code];
  }

  body(): Record<string, unknown> {
    return { error: this.code, errorMessage: this.message, ...this.extra };
  }
}

/** The portal's refusals of a booking step as OCTO's: an availability that does not exist is its id's fault. */
const fromPortal: Partial<Record<ErrorCode, OctoErrorCode>> = {
  invalid_input: 'BAD_REQUEST',
  package_not_found: 'INVALID_PRODUCT_ID',
  date_not_bookable: 'INVALID_AVAILABILITY_ID',
  time_unavailable: 'INVALID_AVAILABILITY_ID',
  date_required: 'INVALID_AVAILABILITY_ID',
  time_required: 'INVALID_AVAILABILITY_ID',
  booking_not_found: 'INVALID_BOOKING_UUID',
};

/**
 * Any error as the OCTO refusal to send: an OctoError as it is; a portal refusal (sold out, a unit count the
 * package's rules refuse, too many open holds) as its mapped code or UNPROCESSABLE_ENTITY with the portal's
 * English text; anything else as INTERNAL_SERVER_ERROR.
 */
export function octoErrorOf(err: unknown, context: Record<string, unknown> = {}): OctoError {
  if (err instanceof OctoError) return err;
  if (err instanceof AppError) {
    if (err.status >= 500) return new OctoError('INTERNAL_SERVER_ERROR');
    const code = fromPortal[err.code] ?? 'UNPROCESSABLE_ENTITY';
    const field = {
      INVALID_PRODUCT_ID: 'productId',
      INVALID_AVAILABILITY_ID: 'availabilityId',
      INVALID_BOOKING_UUID: 'uuid',
    }[code as string];
    const extra = field && field in context ? { [field]: context[field] } : {};
    return new OctoError(code, extra, code === 'UNPROCESSABLE_ENTITY' || code === 'BAD_REQUEST' ? err.message : undefined);
  }
  return new OctoError('INTERNAL_SERVER_ERROR');
}
