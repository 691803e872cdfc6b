/** What the operator has typed for one invoice; the server checks it again. */
export type ReviewDraft = { vendor_name: string; destination_id: string; amount: string; notes: string };
export type ReviewDecision = 'approve' | 'reject' | 'resubmit';

/** AED with at most two decimals, the form the server accepts ("125", "125.50"); Arabic-Indic digits are not converted here. */
const amountPattern = /^\d{1,7}(\.\d{1,2})?$/;

/**
 * The problems to show before sending, as keys of backoffice.problems: approving needs the vendor and
 * an amount of at least one fils; rejecting or asking for resubmission needs a note the user will read.
 */
export function reviewProblems(draft: ReviewDraft, decision: ReviewDecision): Partial<Record<keyof ReviewDraft, string>> {
  const problems: Partial<Record<keyof ReviewDraft, string>> = {};
  if (decision === 'approve') {
    if (!draft.vendor_name.trim()) problems.vendor_name = 'vendor_required';
    const amount = draft.amount.trim();
    if (!amountPattern.test(amount)) problems.amount = 'amount_format';
    else if (Number(amount) <= 0) problems.amount = 'amount_positive';
  } else if (!draft.notes.trim()) {
    problems.notes = 'note_required';
  }
  return problems;
}
