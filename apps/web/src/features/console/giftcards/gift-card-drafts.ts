import { isEmail } from '@portal/domain/identity';
import { fieldsNamed } from '../../../components/console-kit/form-state.ts';
import type { ActionFields } from '../../../lib/api.ts';
import { toLatinDigits } from '../../../lib/digits.ts';

/** The problems the gift card forms name, as keys of console-gift-cards.problems. */
export type GiftCardProblem =
  'amount_positive' | 'amount_signed' | 'email_invalid' | 'date_required' | 'note_required' | 'choices_invalid' | 'months_range';

/** An amount of AED as typed (Arabic-Indic digits and a comma or Arabic decimal point too), at most two decimals; or null. */
export function amountOf(typed: string, signed = false): number | null {
  const text = toLatinDigits(typed.trim()).replace(/[٫,]/g, '.').replace(/^[−–]/, '-');
  if (!(signed ? /^-?\d{1,6}(\.\d{1,2})?$/ : /^\d{1,6}(\.\d{1,2})?$/).test(text)) return null;
  const value = Number(text);
  return Math.abs(value) <= 100_000 ? value : null;
}

/** The amounts offered as typed: numbers parted by commas, spaces or Arabic commas; null when one is not an amount. */
export function amountChoicesOf(typed: string): number[] | null {
  const parts = toLatinDigits(typed)
    .split(/[\s,،;]+/)
    .filter(Boolean);
  if (parts.length === 0 || parts.length > 12) return null;
  const amounts = parts.map((part) => amountOf(part));
  return amounts.every((a): a is number => a !== null && a > 0) ? amounts : null;
}

type Problems<F extends string> = Partial<Record<F, GiftCardProblem>>;

// ---------------------------------------------------------------------------------------------
// issue a card

export type IssueDraft = {
  amount: string;
  recipient_name: string;
  recipient_email: string;
  recipient_language: 'en' | 'ae';
  message: string;
  send_on: string;
};

export const emptyIssueDraft = (today: string): IssueDraft => ({
  amount: '',
  recipient_name: '',
  recipient_email: '',
  recipient_language: 'en',
  message: '',
  send_on: today,
});

export function issueProblems(draft: IssueDraft): Problems<keyof IssueDraft> {
  const problems: Problems<keyof IssueDraft> = {};
  const amount = amountOf(draft.amount);
  if (amount === null || amount <= 0) problems.amount = 'amount_positive';
  if (!isEmail(draft.recipient_email.trim())) problems.recipient_email = 'email_invalid';
  if (!draft.send_on) problems.send_on = 'date_required';
  return problems;
}

export const issueInput = (draft: IssueDraft): ActionFields<'issueGiftCard'> => ({
  amount: amountOf(draft.amount) ?? 0,
  recipient_name: draft.recipient_name.trim(),
  recipient_email: draft.recipient_email.trim(),
  recipient_language: draft.recipient_language,
  message: draft.message,
  send_on: draft.send_on,
});

export const issueFieldOf = fieldsNamed<IssueDraft>([
  'amount',
  'recipient_name',
  'recipient_email',
  'recipient_language',
  'message',
  'send_on',
]);

// ---------------------------------------------------------------------------------------------
// adjust a balance

export type AdjustDraft = { amount: string; note: string };

export const emptyAdjustDraft: AdjustDraft = { amount: '', note: '' };

export function adjustProblems(draft: AdjustDraft): Problems<keyof AdjustDraft> {
  const problems: Problems<keyof AdjustDraft> = {};
  const amount = amountOf(draft.amount, true);
  if (amount === null || amount === 0) problems.amount = 'amount_signed';
  if (!draft.note.trim()) problems.note = 'note_required';
  return problems;
}

export const adjustInput = (draft: AdjustDraft, id: number): ActionFields<'adjustGiftCard'> => ({
  id,
  amount: amountOf(draft.amount, true) ?? 0,
  note: draft.note.trim(),
});

export const adjustFieldOf = fieldsNamed<AdjustDraft>(['amount', 'note']);

// ---------------------------------------------------------------------------------------------
// the settings

export type SettingsDraft = { amount_choices: string; min_amount: string; max_amount: string; validity_months: string };

export const draftOfSettings = (settings: {
  amount_choices: number[];
  min_amount: number;
  max_amount: number;
  validity_months: number;
}): SettingsDraft => ({
  amount_choices: settings.amount_choices.join(', '),
  min_amount: String(settings.min_amount),
  max_amount: String(settings.max_amount),
  validity_months: String(settings.validity_months),
});

const monthsOf = (typed: string): number | null => {
  const text = toLatinDigits(typed.trim());
  if (!/^\d{1,3}$/.test(text)) return null;
  const value = Number(text);
  return value >= 1 && value <= 120 ? value : null;
};

export function settingsProblems(draft: SettingsDraft): Problems<keyof SettingsDraft> {
  const problems: Problems<keyof SettingsDraft> = {};
  if (amountChoicesOf(draft.amount_choices) === null) problems.amount_choices = 'choices_invalid';
  const min = amountOf(draft.min_amount);
  if (min === null || min <= 0) problems.min_amount = 'amount_positive';
  const max = amountOf(draft.max_amount);
  if (max === null || max <= 0) problems.max_amount = 'amount_positive';
  if (monthsOf(draft.validity_months) === null) problems.validity_months = 'months_range';
  return problems;
}

/** The saveGiftCardSettings call; the server checks the choices against the limits and the limits in order. */
export const settingsInput = (draft: SettingsDraft): ActionFields<'saveGiftCardSettings'> => ({
  amount_choices: JSON.stringify(amountChoicesOf(draft.amount_choices) ?? []),
  min_amount: amountOf(draft.min_amount) ?? 0,
  max_amount: amountOf(draft.max_amount) ?? 0,
  validity_months: monthsOf(draft.validity_months) ?? 0,
});

export const settingsFieldOf = fieldsNamed<SettingsDraft>(['amount_choices', 'min_amount', 'max_amount', 'validity_months']);
