import { formatDate } from '@portal/domain/date-format';
import { useState } from 'react';
import { useDocumentTitle } from '../../../../lib/document-title.ts';
import { useTranslation } from '../../../../lib/i18n.ts';
import { useReviewQueue, type ReviewStatus } from '../api/invoice-review.ts';
import { OperatorGate } from '../../shared/components/operator-gate.tsx';
import { ReviewForm } from '../components/review-form.tsx';

const statuses: readonly ReviewStatus[] = [0, 3, 2, 1];

/** /backoffice/invoices: operators review uploaded invoices, oldest first (decision 010). */
export function InvoiceReviewPage() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<ReviewStatus>(0);
  const [selected, setSelected] = useState<number | null>(null);
  const queue = useReviewQueue(status);
  const title = t('backoffice.invoices_title');
  useDocumentTitle(title);
  const invoice = queue.data?.find((i) => i.id === selected) ?? null;

  return (
    <div className="page container backoffice">
      <h1 className="page__title">{title}</h1>
      <OperatorGate path="/backoffice/invoices" error={queue.error}>
        <fieldset className="backoffice__filter">
          <legend>{t('backoffice.show')}</legend>
          {statuses.map((s) => (
            <label key={s} className="backoffice__filter-option">
              <input
                type="radio"
                name="status"
                checked={status === s}
                onChange={() => {
                  setStatus(s);
                  setSelected(null);
                }}
              />
              {t(`backoffice.status.${s}`)}
            </label>
          ))}
        </fieldset>
        <div className="review">
          <section className="review__queue" aria-labelledby="queue-heading" aria-busy={queue.isPending}>
            <h2 id="queue-heading" className="review__heading">
              {t('backoffice.queue', { count: queue.data?.length ?? 0 })}
            </h2>
            {queue.data?.length === 0 && <p>{t('backoffice.queue_empty')}</p>}
            <ul className="review__list">
              {queue.data?.map((item) => (
                <li key={item.id}>
                  <button
                    type="button"
                    className="review__item"
                    aria-pressed={item.id === selected}
                    onClick={() => setSelected(item.id)}
                  >
                    <bdi dir="ltr" className="review__number">
                      {item.invoice_number}
                    </bdi>
                    <span>{item.user.name || item.user.email}</span>
                    <span className="review__date">{formatDate(item.created_at)}</span>
                  </button>
                </li>
              ))}
            </ul>
          </section>
          {invoice ? (
            <ReviewForm key={invoice.id} invoice={invoice} onDone={() => setSelected(null)} />
          ) : (
            <p className="review__hint">{t('backoffice.pick')}</p>
          )}
        </div>
      </OperatorGate>
    </div>
  );
}
