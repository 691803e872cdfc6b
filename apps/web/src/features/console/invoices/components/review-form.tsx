import { formatDate } from '@portal/domain/date-format';
import type { ReviewInvoice } from '@portal/contract/backoffice';
import { useState, type FormEvent } from 'react';
import { FormField } from '../../../../components/form-field.tsx';
import { ActionError, errorMessageOf } from '../../../../lib/api.ts';
import { useDestinations } from '../../../../lib/destinations.ts';
import { currentLanguage, useTranslation } from '../../../../lib/i18n.ts';
import { localized } from '../../../../lib/localized.ts';
import { showToast } from '../../../../lib/toasts.ts';
import { useInvoiceImage, useReviewInvoice } from '../api/invoice-review.ts';
import { reviewProblems, type ReviewDecision, type ReviewDraft } from '../review-draft.ts';

function InvoiceImage({ invoice }: { invoice: ReviewInvoice }) {
  const { t } = useTranslation();
  const image = useInvoiceImage(invoice.id);
  if (image.isPending)
    return <div className="review__image skeleton__block" role="status" aria-label={t('backoffice.image_loading')} />;
  if (image.isError) return <p className="form-error">{errorMessageOf(image.error)}</p>;
  return (
    <a href={image.data} target="_blank" rel="noreferrer" className="review__image-link">
      <img className="review__image" src={image.data} alt={t('backoffice.image_alt', { number: invoice.invoice_number })} />
    </a>
  );
}

/** Review of one invoice: approve with vendor, destination and amount, or reject / ask to resubmit with a note. */
export function ReviewForm({ invoice, onDone }: { invoice: ReviewInvoice; onDone: () => void }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const destinations = useDestinations();
  const review = useReviewInvoice();
  const [draft, setDraft] = useState<ReviewDraft>({
    vendor_name: invoice.vendor_name,
    destination_id: invoice.destination_id ? String(invoice.destination_id) : '',
    amount: invoice.amount === null ? '' : String(invoice.amount),
    notes: invoice.notes,
  });
  const [problems, setProblems] = useState<Partial<Record<keyof ReviewDraft, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const editable = invoice.status !== 1;

  const send = (decision: ReviewDecision) => {
    const found = reviewProblems(draft, decision);
    setProblems(Object.fromEntries(Object.entries(found).map(([field, key]) => [field, t(`backoffice.problems.${key}`)])));
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    const input =
      decision === 'approve'
        ? {
            invoice_id: invoice.id,
            decision,
            vendor_name: draft.vendor_name.trim(),
            amount: draft.amount.trim(),
            ...(draft.destination_id ? { destination_id: Number(draft.destination_id) } : {}),
            ...(draft.notes.trim() ? { notes: draft.notes.trim() } : {}),
          }
        : { invoice_id: invoice.id, decision, notes: draft.notes.trim() };
    review.mutate(input, {
      onSuccess: (answer) => {
        showToast(
          'success',
          decision === 'approve' ? t('backoffice.approved', { count: answer.tickets_issued }) : t(`backoffice.done_${decision}`),
        );
        onDone();
      },
      onError: (error) => {
        const fields = error instanceof ActionError ? error.failure.fields : undefined;
        if (fields) setProblems(fields as Partial<Record<keyof ReviewDraft, string>>);
        setFailure(errorMessageOf(error));
      },
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send('approve');
  };

  return (
    <section className="review__detail" aria-labelledby="review-heading">
      <h2 id="review-heading" className="review__heading">
        {t('backoffice.invoice')} <bdi dir="ltr">{invoice.invoice_number}</bdi>
      </h2>
      <dl className="review__facts">
        <dt>{t('backoffice.sent_by')}</dt>
        <dd>
          {invoice.user.name || '—'} · <bdi dir="ltr">{invoice.user.email ?? invoice.user.mobile}</bdi>
        </dd>
        <dt>{t('backoffice.uploaded')}</dt>
        <dd>{formatDate(invoice.created_at)}</dd>
        <dt>{t('backoffice.campaign')}</dt>
        <dd>{invoice.campaign.name}</dd>
        {invoice.status === 1 && (
          <>
            <dt>{t('backoffice.tickets')}</dt>
            <dd>{invoice.tickets}</dd>
          </>
        )}
      </dl>
      <InvoiceImage invoice={invoice} />
      <form className="review__form" onSubmit={submit} noValidate>
        <fieldset disabled={!editable || review.isPending}>
          <legend className="visually-hidden">{t('backoffice.review')}</legend>
          <FormField label={t('backoffice.fields.vendor')} error={problems.vendor_name}>
            {(control) => (
              <input
                {...control}
                className="form-field__input"
                value={draft.vendor_name}
                maxLength={200}
                onChange={(e) => setDraft({ ...draft, vendor_name: e.target.value })}
              />
            )}
          </FormField>
          <FormField label={t('backoffice.fields.destination')} error={problems.destination_id}>
            {(control) => (
              <select
                {...control}
                className="form-field__input"
                value={draft.destination_id}
                onChange={(e) => setDraft({ ...draft, destination_id: e.target.value })}
              >
                <option value="">{t('backoffice.fields.no_destination')}</option>
                {destinations.data?.map((d) => (
                  <option key={d.id} value={d.id}>
                    {localized(d, 'name', language)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField label={t('backoffice.fields.amount')} error={problems.amount} hint={t('backoffice.fields.amount_hint')}>
            {(control) => (
              <input
                {...control}
                className="form-field__input"
                inputMode="decimal"
                dir="ltr"
                value={draft.amount}
                onChange={(e) => setDraft({ ...draft, amount: e.target.value })}
              />
            )}
          </FormField>
          <FormField label={t('backoffice.fields.notes')} error={problems.notes} hint={t('backoffice.fields.notes_hint')}>
            {(control) => (
              <textarea
                {...control}
                className="form-field__input"
                rows={3}
                maxLength={1000}
                value={draft.notes}
                onChange={(e) => setDraft({ ...draft, notes: e.target.value })}
              />
            )}
          </FormField>
          {failure && (
            <p className="form-error" role="alert">
              {failure}
            </p>
          )}
          <div className="review__actions">
            <button type="submit" className="button">
              {t('backoffice.actions.approve')}
            </button>
            <button type="button" className="button button--plain" onClick={() => send('resubmit')}>
              {t('backoffice.actions.resubmit')}
            </button>
            <button type="button" className="button button--danger" onClick={() => send('reject')}>
              {t('backoffice.actions.reject')}
            </button>
          </div>
        </fieldset>
      </form>
    </section>
  );
}
