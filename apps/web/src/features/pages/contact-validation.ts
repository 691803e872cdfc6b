import { isValidEmail } from '../../lib/email.ts';

export const contactFields = ['name', 'email', 'message'] as const;
export type ContactField = (typeof contactFields)[number];
export type ContactValues = Record<ContactField, string>;

/** i18n keys under `static.contact` of each field's problem; the contract's rules (contactAction). */
export type ContactProblems = Partial<
  Record<ContactField, 'name_required' | 'email_required' | 'email_invalid' | 'message_short'>
>;

/** spec: a message needs at least 10 characters (contract `contactUs`). */
export const minMessageLength = 10;

export function contactProblems(values: ContactValues): ContactProblems {
  const problems: ContactProblems = {};
  if (!values.name.trim()) problems.name = 'name_required';
  if (!values.email.trim()) problems.email = 'email_required';
  else if (!isValidEmail(values.email)) problems.email = 'email_invalid';
  if (values.message.trim().length < minMessageLength) problems.message = 'message_short';
  return problems;
}

/** The server's field errors (400 `fields`) as the same problems, so they show in the reader's language. */
export function problemsFromServer(fields: Record<string, string> | undefined): ContactProblems {
  const problems: ContactProblems = {};
  if (fields?.name) problems.name = 'name_required';
  if (fields?.email) problems.email = 'email_invalid';
  if (fields?.message) problems.message = 'message_short';
  return problems;
}
