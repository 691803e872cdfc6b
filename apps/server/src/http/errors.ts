import { errorCatalogue, type ErrorCode } from '@portal/contract/errors';

/** A failure with a stable code; the central error handler turns it into the envelope and HTTP status. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fields: Record<string, string> | undefined;
  readonly status: number;
  /** seconds, sent as Retry-After with 429 */
  readonly retryAfter: number | undefined;
  /** the numbers the message shows, sent so the browser can fill its translation's {{n}} */
  readonly params: Record<string, string | number> | undefined;

  constructor(
    code: ErrorCode,
    options: {
      msg?: string;
      fields?: Record<string, string>;
      retryAfter?: number;
      params?: Record<string, string | number>;
    } = {},
  ) {
    super(options.msg ?? errorCatalogue[code].en);
    this.code = code;
    this.fields = options.fields;
    this.status = errorCatalogue[code].status;
    this.retryAfter = options.retryAfter;
    this.params = options.params;
  }
}

export function failure(code: ErrorCode, msg: string, fields?: Record<string, string>, params?: Record<string, string | number>) {
  return {
    success: 0 as const,
    msg,
    code,
    ...(fields ? { fields } : {}),
    ...(params ? { params } : {}),
    ...(code === 'login_required' ? { login_required: 1 as const } : {}),
  };
}
