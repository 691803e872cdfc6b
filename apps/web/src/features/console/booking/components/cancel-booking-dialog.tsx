import { useId, useState, type FormEvent } from 'react';
import { FormField, useFocusFirstInvalid } from '../../../../components/form-field.tsx';
import { ModalDialog } from '../../../../components/modal-dialog.tsx';
import { TextField } from '../../../../components/text-field.tsx';
import { errorMessageOf, refusedFieldsOf } from '../../../../lib/api.ts';
import { formatAed } from '../../../../lib/format.ts';
import { useLanguage, useTranslation } from '../../../../lib/i18n.ts';
import { useOperatorCancelBooking } from '../api/bookings.ts';
import { useFocusOnOpen } from '../../shared/components/use-focus-on-open.ts';

type Field = 'refund' | 'reason' | 'confirmed';
type Problems = Partial<Record<Field, string>>;

/** At most two decimals, as AED is typed; the server checks the same (contract aedInput). */
const amountForm = /^\d{1,7}(\.\d{1,2})?$/;

/** What the operator typed that cannot be sent, as text keys. */
function problemsOf(draft: { refund: string; reason: string; confirmed: boolean }, refundable: number): Problems {
  const problems: Problems = {};
  const amount = draft.refund.trim();
  if (!amountForm.test(amount)) problems.refund = 'console-bookings.cancel.problems.amount';
  else if (Number(amount) > refundable) problems.refund = 'console-bookings.cancel.problems.too_much';
  if (!draft.reason.trim()) problems.reason = 'console-bookings.cancel.problems.reason';
  if (!draft.confirmed) problems.confirmed = 'console-bookings.cancel.problems.confirm';
  return problems;
}

/**
 * Cancels a booking with a refund of any amount up to what it may still give back (decision 036),
 * whatever its policy: the amount starts at all of it, a reason is required and the operator confirms
 * in words. What was typed stays after a failure; the fields the server refused are named.
 */
export function CancelBookingDialog({
  orderNumber,
  refundable,
  onClose,
  onCancelled,
}: {
  orderNumber: string;
  refundable: number;
  onClose: () => void;
  onCancelled: (refund: number) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const headingId = useId();
  const amountRef = useFocusOnOpen<HTMLInputElement>();
  const cancel = useOperatorCancelBooking();
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const [draft, setDraft] = useState({ refund: refundable.toFixed(2), reason: '', confirmed: false });
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const maximum = formatAed(refundable, language);

  const edit = (change: Partial<typeof draft>, field: Field) => {
    setDraft((current) => ({ ...current, ...change }));
    setProblems(({ [field]: _fixed, ...rest }) => rest);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (cancel.isPending) return;
    setFailure(null);
    const found = problemsOf(draft, refundable);
    setProblems(found);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid();
      return;
    }
    cancel.mutate(
      { orderNumber, refund: draft.refund, reason: draft.reason },
      {
        onSuccess: (data) => onCancelled(data.refund.amount),
        onError: (error) => {
          const refused = refusedFieldsOf(error);
          const named: Problems = {
            ...(refused.refund ? { refund: 'console-bookings.cancel.problems.amount' } : {}),
            ...(refused.reason ? { reason: 'console-bookings.cancel.problems.reason' } : {}),
          };
          setProblems(named);
          setFailure(errorMessageOf(error));
          focusFirstInvalid();
        },
      },
    );
  };

  const problem = (field: Field) => (problems[field] ? t(problems[field]) : null);

  return (
    <ModalDialog open onClose={onClose} labelledBy={headingId} closeLabel={t('console.cancel')}>
      <form ref={formRef} className="console-form cancel-booking" onSubmit={submit} noValidate>
        <h2 id={headingId} className="review__heading">
          {t('console-bookings.cancel.title')} <bdi dir="ltr">{orderNumber}</bdi>
        </h2>
        <p>{t('console-bookings.cancel.explained')}</p>
        <TextField
          ref={amountRef}
          label={t('console-bookings.cancel.amount')}
          inputMode="decimal"
          dir="ltr"
          autoComplete="off"
          value={draft.refund}
          error={problem('refund')}
          hint={t('console-bookings.cancel.amount_hint', { amount: maximum })}
          onChange={(event) => edit({ refund: event.target.value }, 'refund')}
        />
        <FormField
          label={t('console-bookings.cancel.reason')}
          error={problem('reason')}
          hint={t('console-bookings.cancel.reason_hint')}
        >
          {(control) => (
            <textarea
              {...control}
              className="form-field__input"
              rows={3}
              maxLength={500}
              required
              value={draft.reason}
              onChange={(event) => edit({ reason: event.target.value }, 'reason')}
            />
          )}
        </FormField>
        <FormField
          label={t('console-bookings.cancel.confirm_label')}
          error={problem('confirmed')}
          className="cancel-booking__confirm"
        >
          {(control) => (
            <input
              {...control}
              type="checkbox"
              checked={draft.confirmed}
              onChange={(event) => edit({ confirmed: event.target.checked }, 'confirmed')}
            />
          )}
        </FormField>
        {failure && (
          <p className="console-alert" role="alert">
            {failure}
          </p>
        )}
        <div className="review__actions">
          <button type="submit" className="button button--danger" aria-busy={cancel.isPending}>
            {t('console-bookings.cancel.submit')}
          </button>
          <button type="button" className="button button--plain" onClick={onClose}>
            {t('console-bookings.cancel.keep')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
