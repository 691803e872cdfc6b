import { isEmail, normalizeMobile } from '@portal/domain/identity';
import { isCompleteCode } from './code-input.ts';
import { isPhoneEmpty } from '../../lib/phone-input.ts';

/** The specification's validation messages (part 1 §5), as keys of accounts.validation.*. */
export type Problem =
  | 'name_warning'
  | 'name_required'
  | 'email_warning'
  | 'email_valid_warning'
  | 'phone_warning'
  | 'phone_valid_warning'
  | 'code_warning';

export type Problems<Field extends string> = Partial<Record<Field, Problem>>;

/** spec part 1 §5: the registration form's first and last name are each required. */
export function nameProblem(value: string): Problem | null {
  return value.trim() ? null : 'name_warning';
}

/** The profile's single full name (spec part 1 §7 editProfile `name`): required, one word is enough. */
export function fullNameProblem(value: string): Problem | null {
  return value.trim() ? null : 'name_required';
}

export function emailProblem(value: string): Problem | null {
  if (!value.trim()) return 'email_warning';
  return isEmail(value) ? null : 'email_valid_warning';
}

/** Same rules as the server: a UAE number without +, any country with it, mobile numbers only. */
export function phoneProblem(value: string): Problem | null {
  if (isPhoneEmpty(value)) return 'phone_warning';
  return normalizeMobile(value) ? null : 'phone_valid_warning';
}

/** spec part 1 §5: an empty code gives 'Please Enter Valid Code'; so does anything but 6 digits. */
export function codeProblem(value: string): Problem | null {
  return isCompleteCode(value) ? null : 'code_warning';
}

/** The fields that have a problem; an empty object when the form may be sent. */
export function collectProblems<Field extends string>(checks: Record<Field, Problem | null>): Problems<Field> {
  const problems: Problems<Field> = {};
  for (const field of Object.keys(checks) as Field[]) {
    const problem = checks[field];
    if (problem) problems[field] = problem;
  }
  return problems;
}

export function hasProblems(problems: Problems<string>): boolean {
  return Object.keys(problems).length > 0;
}

/**
 * The server's 400 answer names each failing field with the specification's English wording
 * (packages/contract/src/accounts.ts); these are the ones the browser can show in the reader's language.
 */
const serverWording: Record<string, Problem> = {
  'Please enter your name': 'name_required',
  'Please Enter Email': 'email_warning',
  'Please Enter Valid Email': 'email_valid_warning',
  'Please Enter Phone': 'phone_warning',
  'Please Enter Valid Phone': 'phone_valid_warning',
  'Please Enter Valid Code': 'code_warning',
};

export function problemOfServerText(text: string): Problem | null {
  return serverWording[text] ?? null;
}
