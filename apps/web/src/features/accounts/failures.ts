import type { ActionFailure } from '../../lib/api-envelope.ts';
import { ActionError } from '../../lib/api.ts';
import { problemOfServerText } from './validation.ts';

/** The envelope behind a failed mutation, or null for an error that is not an answer of the API. */
export function failureOf(error: unknown): ActionFailure | null {
  return error instanceof ActionError ? error.failure : null;
}

/**
 * The field errors (i18n keys) an answer names among `fields`, or null when the failure is about the
 * form as a whole and goes to the red alert instead. 'Email already exist' (spec part 1 §8, status exist)
 * sits at the e-mail field, a mobile of another account at the mobile field.
 */
export function fieldErrorKeys<Field extends string>(
  failure: ActionFailure,
  fields: readonly Field[],
): Partial<Record<Field, string>> | null {
  const has = (name: string): name is Field => (fields as readonly string[]).includes(name);
  const keys: Partial<Record<Field, string>> = {};
  const set = (name: string, key: string) => {
    if (has(name)) keys[name] = key;
  };
  if (failure.code === 'account_exists') set('email', 'errors.account_exists');
  if (failure.code === 'mobile_taken') set('mobile', 'errors.mobile_taken');
  if (failure.code === 'invalid_input') {
    for (const [name, text] of Object.entries(failure.fields ?? {})) {
      const problem = problemOfServerText(text);
      set(name, problem ? `accounts.validation.${problem}` : 'errors.invalid_input');
    }
  }
  return Object.keys(keys).length > 0 ? keys : null;
}
