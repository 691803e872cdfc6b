import type { ActionOutput } from '@portal/contract/action';
import type { actions } from '@portal/contract/index';
import type { z } from 'zod';
import {
  clientFailure,
  failureMessage,
  parseEnvelope,
  planFailure,
  retryAfterSeconds,
  type ActionFailure,
  type ActionResult,
} from './api-envelope.ts';
import { currentLanguage, i18n } from './i18n.ts';
import { htmlLangOf } from './language.ts';
import { takeInitialAnswer } from './initial-data.ts';
import { productName } from './site.ts';
import { currentPath, navigateTo } from './navigation.ts';
import { clearSession, loggedInStorageKey, readToken, returnPathStorageKey } from './session.ts';
import { removeStorage, writeStorage } from './storage.ts';
import { ToastLimiter } from './toast-limiter.ts';
import { showToast } from './toasts.ts';

/** spec part 2 §9: API timeout 120000 ms. The 250 ms wait before each request is deliberately dropped. */
const apiTimeoutMs = 120_000;
/** spec part 2 §9: toasts hide after 5 seconds */
export const toastDurationMs = 5_000;
export const maxErrorToasts = 2;

const apiPath = '/api';

/** What a form field can carry: each value is sent as its text, and null or undefined is not sent. */
type FieldValue = string | number | boolean | null | undefined;
type WireFields = Record<string, FieldValue>;

/**
 * The actions of the contract by name. Only their types are imported: the schemas stay on the server and in
 * the pages that validate a form, so no public chunk carries every action's zod schema.
 */
type ContractAction = (typeof actions)[number];
type ActionsByName = { [A in ContractAction as A['name']]: A };
export type ActionName = keyof ActionsByName;
const homepageSettingsName: ActionName = '{product}_homepage_settings';

/**
 * The part of a field's input type a form body can carry (a JSON field takes its JSON text); a field the
 * schema reads from anything (a preprocessed one) takes any field value.
 */
type Sendable<V> = unknown extends V ? FieldValue : Extract<V, FieldValue>;
type Simplify<T> = { [K in keyof T]: T[K] };
type OptionalKeys<I> = { [K in keyof I]-?: undefined extends I[K] ? K : never }[keyof I];
type FormFields<I> = [keyof I] extends [never]
  ? Record<string, never>
  : Simplify<{ [K in OptionalKeys<I>]?: Sendable<I[K]> } & { [K in Exclude<keyof I, OptionalKeys<I>>]: Sendable<I[K]> }>;

/** The fields an action takes, from its contract's input schema (a field not sent is left out); for several, any one's. */
export type ActionFields<N extends ActionName> = N extends ActionName ? FormFields<z.input<ActionsByName[N]['input']>> : never;
/** The data of an action's successful answer, from its contract's output schema. */
export type ActionData<N extends ActionName> = ActionOutput<ActionsByName[N]>;

export type CallOptions = {
  /** send the stored token as a bearer header */
  auth?: boolean;
  /** send this token instead of the stored one (sign-out revokes the token it has already forgotten) */
  bearer?: string;
  /** GET for public reads, which the server lets browsers and CDNs cache */
  method?: 'GET' | 'POST';
  signal?: AbortSignal;
  /** the caller shows failures itself (a form's field errors or alert), so no error toast */
  quiet?: boolean;
  /** false: a login_required answer does not send the browser to /login (sign-out, which goes there anyway) */
  loginRedirect?: boolean;
  /** files to send as multipart/form-data, by field name; the action and fields go first, so the server reads them before any file */
  files?: Record<string, readonly Blob[]>;
};

/** Thrown by `unwrap`, so TanStack Query sees a failed action as an error; carries the envelope. */
export class ActionError extends Error {
  readonly failure: ActionFailure;

  constructor(failure: ActionFailure) {
    super(failure.msg || failure.code);
    this.name = 'ActionError';
    this.failure = failure;
  }
}

const toastLimiter = new ToastLimiter({ max: maxErrorToasts, ttlMs: toastDurationMs });

function showErrorToast(message: string): void {
  if (!toastLimiter.admit(message, Date.now())) return;
  const release = () => toastLimiter.release(message);
  showToast('error', message, { id: message, duration: toastDurationMs, onDismiss: release, onAutoClose: release });
}

function translate(key: string, params?: Record<string, string | number>): string | undefined {
  if (!i18n.exists(key)) return undefined;
  return params ? i18n.t(key, params) : i18n.t(key);
}

function handleFailure(failure: ActionFailure, options: CallOptions, sentToken: boolean): void {
  const path = currentPath();
  const plan = planFailure(failure, { currentPath: path, translate });
  // a 401 to a request that carried the token means the token is dead (expired or revoked): forget it all
  if (plan.clearLoggedIn && sentToken) clearSession();
  else if (plan.clearLoggedIn) removeStorage(loggedInStorageKey);
  const toast = plan.toast;
  if (toast && !options.quiet) {
    if (plan.toastDelayMs > 0) setTimeout(() => showErrorToast(toast), plan.toastDelayMs);
    else showErrorToast(toast);
  }
  if (plan.loginRedirect && options.loginRedirect !== false) {
    writeStorage(returnPathStorageKey, path);
    navigateTo(plan.loginRedirect);
  }
}

/** AbortSignal.any where the browser has it (Safari from 17.4), the same by hand elsewhere. */
function eitherSignal(a: AbortSignal, b: AbortSignal): AbortSignal {
  if (typeof AbortSignal.any === 'function') return AbortSignal.any([a, b]);
  const controller = new AbortController();
  for (const signal of [a, b]) {
    if (signal.aborted) controller.abort(signal.reason);
    else signal.addEventListener('abort', () => controller.abort(signal.reason), { once: true });
  }
  return controller.signal;
}

function formBody(action: string, fields: WireFields): URLSearchParams {
  const body = new URLSearchParams({ action });
  for (const [name, value] of Object.entries(fields)) {
    if (value !== null && value !== undefined) body.append(name, String(value));
  }
  return body;
}

function multipartBody(fields: URLSearchParams, files: Record<string, readonly Blob[]>): FormData {
  const body = new FormData();
  for (const [name, value] of fields) body.append(name, value);
  for (const [name, list] of Object.entries(files)) for (const file of list) body.append(name, file);
  return body;
}

/**
 * The one request layer (spec part 2 §7): calls an action of the API and answers with its envelope.
 * Failures are answered, not thrown, after the layer has shown what the specification asks for.
 */
export function callAction<N extends ActionName>(
  action: N,
  fields: ActionFields<N>,
  options: CallOptions = {},
): Promise<ActionResult<ActionData<N>>> {
  // the home settings action is named after the product the server is configured with
  const wireName = action === homepageSettingsName ? `${productName}_homepage_settings` : action;
  return send<ActionData<N>>(wireName, fields as WireFields, options);
}

async function send<T extends object>(action: string, fields: WireFields, options: CallOptions): Promise<ActionResult<T>> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    return clientFailure('offline', 'The browser is offline');
  }
  const method = options.method ?? 'POST';
  const body = formBody(action, fields);
  // the server words a failure in this language too (its msg shows when this build does not know the code)
  const headers: Record<string, string> = { accept: 'application/json', 'accept-language': htmlLangOf(currentLanguage()) };
  const token = options.bearer ?? (options.auth ? readToken() : null);
  if (token) headers.authorization = `Bearer ${token}`;
  // the first screen's public reads came with the page (initial-data.ts)
  const inlined = method === 'GET' && !token ? takeInitialAnswer(body.toString()) : null;
  if (inlined !== null) return parseEnvelope<T>(200, inlined);

  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), apiTimeoutMs);
  const signal = options.signal ? eitherSignal(options.signal, timeout.signal) : timeout.signal;
  let result: ActionResult<T>;
  try {
    const response = await fetch(method === 'GET' ? `${apiPath}?${body}` : apiPath, {
      method,
      headers,
      body: method === 'POST' ? (options.files ? multipartBody(body, options.files) : body) : undefined,
      credentials: 'same-origin',
      signal,
    });
    result = parseEnvelope<T>(response.status, await response.text());
    const retryAfter = retryAfterSeconds(response.headers.get('retry-after'), Date.now());
    if (result.success === 0 && retryAfter !== undefined) result.retryAfter = retryAfter;
  } catch {
    if (timeout.signal.aborted) result = clientFailure('timeout', 'The server did not answer in time');
    else if (options.signal?.aborted) result = clientFailure('aborted', 'The request was cancelled');
    else result = clientFailure('network', 'The server could not be reached');
  } finally {
    clearTimeout(timer);
  }
  if (result.success === 0) handleFailure(result, options, token !== null);
  return result;
}

/** The text to show for a failed query, in the current language. */
export function errorMessageOf(error: unknown): string {
  const failure = error instanceof ActionError ? error.failure : clientFailure('bad_response', String(error));
  return failureMessage(failure, translate);
}

/** The fields a refused action names, with the server's reason for each; none for any other error. */
export function refusedFieldsOf(error: unknown): Record<string, string> {
  return error instanceof ActionError ? (error.failure.fields ?? {}) : {};
}

/** The data of a successful answer, or an ActionError for query functions to throw. */
export function unwrap<T extends object>(result: ActionResult<T>): T {
  if (result.success === 0) throw new ActionError(result);
  return result;
}
