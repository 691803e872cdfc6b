import { errorCatalogue, type ErrorCode } from '@portal/contract/errors';

/** A failure with a stable code; the central error handler turns it into the envelope and HTTP status. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fields: Record<string, string> | undefined;
  readonly status: number;
  /** seconds, sent as Retry-After with 429 */
  readonly retryAfter: number | undefined;

  constructor(code: ErrorCode, options: { msg?: string; fields?: Record<string, string>; retryAfter?: number } = {}) {
    super(options.msg ?? errorCatalogue[code].en);
    this.code = code;
    this.fields = options.fields;
    this.status = errorCatalogue[code].status;
    this.retryAfter = options.retryAfter;
  }
}

export function failure(code: ErrorCode, msg: string, fields?: Record<string, string>) {
  return {
    success: 0 as const,
    msg,
    code,
    ...(fields ? { fields } : {}),
    ...(code === 'login_required' ? { login_required: 1 as const } : {}),
  };
}
