import type { ErrorCode } from './errors.ts';

/**
 * The shape of the failure texts, one module per language (error-texts-en.ts, error-texts-ae.ts) so the
 * browser downloads Arabic only when it shows Arabic. The server sends them in the caller's language and
 * the browser's `errors.<code>` keys are the same texts, so the two can never disagree.
 */
export type ErrorLanguage = 'en' | 'ae';

/** Failures that happen in the browser, before or instead of an answer (apps/web request layer). */
export const clientFailureCodes = ['offline', 'timeout', 'network', 'aborted', 'bad_response'] as const;
export type ClientFailureCode = (typeof clientFailureCodes)[number];

/** spec part 2 §8: "Server error responses are turned into a code, a message and a title"; one title per kind of failure. */
export const failureTitles = [
  'invalid',
  'login',
  'forbidden',
  'not_found',
  'not_accepted',
  'not_available',
  'too_large',
  'too_many',
  'internal',
  'unavailable',
] as const;
export type FailureTitle = (typeof failureTitles)[number];

const titleByStatus: Record<number, FailureTitle> = {
  400: 'invalid',
  401: 'login',
  403: 'forbidden',
  404: 'not_found',
  405: 'not_accepted',
  408: 'not_accepted',
  409: 'not_available',
  413: 'too_large',
  415: 'not_accepted',
  429: 'too_many',
  431: 'too_large',
  503: 'unavailable',
};

/** The kind of failure an HTTP status names, for its title. */
export function failureTitleOf(status: number): FailureTitle {
  return titleByStatus[status] ?? (status >= 500 ? 'internal' : 'invalid');
}

export type ErrorTexts = {
  /** by code; `{{n}}` and other `{{name}}`s are filled from the failure's params */
  messages: Record<ErrorCode | ClientFailureCode, string>;
  titles: Record<FailureTitle, string>;
};

/** A message with its `{{name}}` placeholders filled from params, as the web app's translator does (apps/web/src/lib/translator.ts). */
export function fillParams(text: string, params?: Record<string, string | number>): string {
  if (!params) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}
