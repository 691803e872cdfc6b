import { errorCatalogue, type ErrorCode } from '@portal/contract/errors';

/** A failure with a stable code; the central error handler turns it into the envelope and HTTP status. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fields: Record<string, string> | undefined;
  readonly status: number;

  constructor(code: ErrorCode, options: { msg?: string; fields?: Record<string, string> } = {}) {
    super(options.msg ?? errorCatalogue[code].en);
    this.code = code;
    this.fields = options.fields;
    this.status = errorCatalogue[code].status;
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
