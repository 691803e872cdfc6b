import type { FailureEnvelope } from '@portal/contract/envelope';
import { failureTitleOf, fillParams, type ErrorLanguage, type ErrorTexts } from '@portal/contract/error-texts';
import { arabicErrorTexts } from '@portal/contract/error-texts-ae';
import { englishErrorTexts } from '@portal/contract/error-texts-en';
import { errorCatalogue, type ErrorCode } from '@portal/contract/errors';

/** A failure with a stable code; the central error handler turns it into the envelope and HTTP status. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fields: Record<string, string> | undefined;
  readonly status: number;
  /** seconds, sent as Retry-After with 429 */
  readonly retryAfter: number | undefined;
  /** the numbers the message shows, filled into its {{n}} in either language */
  readonly params: Record<string, string | number> | undefined;
  /** an English text more precise than the catalogue's (which action is unknown …); other languages show the catalogue's */
  readonly detail: string | undefined;

  constructor(
    code: ErrorCode,
    options: {
      msg?: string;
      fields?: Record<string, string>;
      retryAfter?: number;
      params?: Record<string, string | number>;
    } = {},
  ) {
    super(options.msg ?? fillParams(errorCatalogue[code].en, options.params));
    this.code = code;
    this.fields = options.fields;
    this.status = errorCatalogue[code].status;
    this.retryAfter = options.retryAfter;
    this.params = options.params;
    this.detail = options.msg;
  }
}

const errorTexts: Record<ErrorLanguage, ErrorTexts> = { en: englishErrorTexts, ae: arabicErrorTexts };

/**
 * The failure envelope (docs/architecture.md "The request path") in the caller's language: `msg` and `message` the
 * same text, `title` the kind of failure (spec part 2 §8: "a code, a message and a title").
 */
export function failure(
  code: ErrorCode,
  language: ErrorLanguage,
  options: {
    detail?: string | undefined;
    fields?: Record<string, string> | undefined;
    params?: Record<string, string | number> | undefined;
  } = {},
): FailureEnvelope {
  const texts = errorTexts[language];
  const message = language === 'en' && options.detail ? options.detail : fillParams(texts.messages[code], options.params);
  return {
    success: 0,
    msg: message,
    message,
    title: texts.titles[failureTitleOf(errorCatalogue[code].status)],
    code,
    ...(options.fields ? { fields: options.fields } : {}),
    ...(options.params ? { params: options.params } : {}),
    ...(code === 'login_required' ? { login_required: 1 as const } : {}),
    // spec part 1 §4 and §8: register status values success, failed, exist — 'Email already exist' is status exist
    ...(code === 'account_exists' ? { status: 'exist' as const } : {}),
  };
}
