import { maxResellerCommission, type ConsoleReseller } from '@portal/contract/console-resellers';
import { isEmail } from '@portal/domain/identity';
import { fieldsNamed } from '../../../components/console-kit/form-state.ts';
import type { ActionFields } from '../../../lib/api.ts';
import { toLatinDigits } from '../../../lib/digits.ts';

/** A package a reseller may sell, with its names in both languages. */
export type ResellerPackage = ConsoleReseller['packages'][number];

/** What the admin has typed for one reseller; the server checks it all again. */
export type ResellerDraft = {
  name: string;
  contact_email: string;
  commission_percent: string;
  /** empty: every package */
  packages: ResellerPackage[];
};

export type ResellerField = keyof ResellerDraft;
/** The problems the form names, as keys of console-resellers.problems. */
export type ResellerProblem = 'name_required' | 'email_invalid' | 'commission_range';

export const emptyResellerDraft: ResellerDraft = { name: '', contact_email: '', commission_percent: '0', packages: [] };

export const draftOfReseller = (reseller: ConsoleReseller): ResellerDraft => ({
  name: reseller.name,
  contact_email: reseller.contact_email ?? '',
  commission_percent: String(reseller.commission_percent),
  packages: reseller.packages,
});

/** The commission as typed (Arabic-Indic digits too) as a whole number, or null. */
export function commissionOf(typed: string): number | null {
  const text = toLatinDigits(typed.trim());
  if (!/^\d{1,2}$/.test(text)) return null;
  const value = Number(text);
  return value <= maxResellerCommission ? value : null;
}

/** The draft's problems before it is sent: a name, a valid e-mail when one is typed, a commission 0–90. */
export function resellerProblems(draft: ResellerDraft): Partial<Record<ResellerField, ResellerProblem>> {
  const problems: Partial<Record<ResellerField, ResellerProblem>> = {};
  if (!draft.name.trim()) problems.name = 'name_required';
  if (draft.contact_email.trim() && !isEmail(draft.contact_email.trim())) problems.contact_email = 'email_invalid';
  if (commissionOf(draft.commission_percent) === null) problems.commission_percent = 'commission_range';
  return problems;
}

/** The saveReseller call of a checked draft: a change of reseller `id`, or a new one. */
export function resellerInput(draft: ResellerDraft, id: number | null): ActionFields<'saveReseller'> {
  return {
    ...(id === null ? {} : { id }),
    name: draft.name.trim(),
    contact_email: draft.contact_email.trim(),
    commission_percent: commissionOf(draft.commission_percent) ?? 0,
    package_ids: JSON.stringify(draft.packages.map((p) => p.id)),
  };
}

/** The server's refused fields at the form's: package_ids (and its items) at the package list. */
export const resellerFieldOf = fieldsNamed<ResellerDraft>(['name', 'contact_email', 'commission_percent'], {
  package_ids: 'packages',
});
