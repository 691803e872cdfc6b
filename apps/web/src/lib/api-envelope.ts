import type { SuccessEnvelope } from '@portal/contract/envelope';
import type { ClientFailureCode } from '@portal/contract/error-texts';
import type { ErrorCode } from '@portal/contract/errors';
import { isSignInPath, signInPath } from './session.ts';

export type ActionFailure = {
  success: 0;
  /** the server's text in the caller's language, or a short English description of a client failure */
  msg: string;
  /** a code of the contract's catalogue, a client failure code, or a code newer than this build */
  code: ErrorCode | ClientFailureCode | (string & {});
  /** HTTP status of the answer; 0 when there was none */
  status: number;
  fields?: Record<string, string>;
  /** the numbers the message shows, for the translation's {{n}} (e.g. adult_min → { n: 2 }) */
  params?: Record<string, string | number>;
  login_required?: 1;
  /** the server's envelope named no code: `code` is read from the status, and `msg` is the server's own text */
  uncoded?: true;
  /** seconds to wait before asking again, from a 429's Retry-After header */
  retryAfter?: number;
};

export type ActionResult<T extends object> = SuccessEnvelope<T> | ActionFailure;

export function clientFailure(code: ClientFailureCode, msg: string): ActionFailure {
  return { success: 0, msg, code, status: 0 };
}

/** The catalogue code an answer without a readable body most likely means. */
function codeForStatus(status: number): ErrorCode | 'bad_response' {
  if (status === 401) return 'login_required';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  if (status === 413) return 'payload_too_large';
  if (status === 429) return 'rate_limited';
  if (status === 502 || status === 503 || status === 504) return 'unavailable';
  if (status >= 500) return 'internal';
  return 'bad_response';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function paramRecord(value: unknown): Record<string, string | number> | undefined {
  if (!isRecord(value)) return undefined;
  const entries = Object.entries(value).filter(
    (entry): entry is [string, string | number] => typeof entry[1] === 'string' || typeof entry[1] === 'number',
  );
  return Object.fromEntries(entries);
}

function stringRecord(value: unknown): Record<string, string> | undefined {
  if (!isRecord(value)) return undefined;
  const entries = Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return Object.fromEntries(entries);
}

/** Reads an answer of the action endpoint into the envelope (docs/architecture.md "The request path"), whatever arrived. */
export function parseEnvelope<T extends object>(status: number, body: string): ActionResult<T> {
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return {
      success: 0,
      msg: `The server answered with status ${status} and no readable body`,
      code: codeForStatus(status),
      status,
    };
  }
  if (isRecord(value) && value.success === 1 && status >= 200 && status < 300) {
    return value as SuccessEnvelope<T>;
  }
  if (isRecord(value) && value.success === 0) {
    const coded = typeof value.code === 'string' && value.code !== '';
    const failure: ActionFailure = {
      success: 0,
      msg: typeof value.msg === 'string' ? value.msg : '',
      code: coded ? (value.code as string) : codeForStatus(status),
      status,
    };
    if (!coded) failure.uncoded = true;
    const fields = stringRecord(value.fields);
    if (fields) failure.fields = fields;
    const params = paramRecord(value.params);
    if (params) failure.params = params;
    if (value.login_required === 1) failure.login_required = 1;
    return failure;
  }
  return { success: 0, msg: `The server answered with status ${status} and no envelope`, code: codeForStatus(status), status };
}

/** Retry-After in seconds, whether sent as seconds or as an HTTP date; undefined when absent or unreadable. */
export function retryAfterSeconds(header: string | null, nowMs: number): number | undefined {
  if (!header) return undefined;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - nowMs) / 1000));
}

/** Looks a key up in the locale files; undefined when the key has no text. */
export type Translate = (key: string, params?: Record<string, string | number>) => string | undefined;

/**
 * The text of a failure in the current language: `errors.<code>`, else the server's msg, else a generic text. An
 * answer that names no code shows the server's message as it came (spec part 2 §8), not the text of its status.
 */
export function failureMessage(failure: ActionFailure, translate: Translate): string {
  if (failure.uncoded && failure.msg) return failure.msg;
  return (
    translate(`errors.${failure.code}`, failure.params) ?? (failure.msg || translate('errors.internal') || 'Something went wrong')
  );
}

/** spec part 2 §8 and §9: after a 401 the server's message shows as an error toast 250 ms later. */
export const unauthorizedToastDelayMs = 250;

export type FailurePlan = {
  /** the error toast to show, or null for a silent failure */
  toast: string | null;
  /** how long after the answer the toast shows: a 401's waits 250 ms (spec part 2 §8), while the sign-in page opens */
  toastDelayMs: number;
  /** spec part 2 §8: a 401 clears the loggedIn flag */
  clearLoggedIn: boolean;
  /** where to send the browser to sign in; the current path is kept under localStorage `pathname` */
  loginRedirect: string | null;
};

/** What the request layer does about a failure (spec part 2 §7 and §8). */
export function planFailure(failure: ActionFailure, context: { currentPath: string; translate: Translate }): FailurePlan {
  const silent = failure.code === 'offline' || failure.code === 'aborted' || failure.status === 402;
  const onSignInPage = isSignInPath(context.currentPath);
  return {
    toast: silent ? null : failureMessage(failure, context.translate),
    toastDelayMs: failure.status === 401 ? unauthorizedToastDelayMs : 0,
    clearLoggedIn: failure.status === 401,
    loginRedirect: failure.login_required === 1 && !onSignInPage ? signInPath(context.currentPath) : null,
  };
}
