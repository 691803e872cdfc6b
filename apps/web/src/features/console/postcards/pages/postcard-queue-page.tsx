import { postcardSteps, type BackofficePostcardOrder, type PostcardStep } from '@portal/contract/postcards';
import { useState } from 'react';
import { ActionError, errorMessageOf } from '../../../../lib/api.ts';
import { useDocumentTitle } from '../../../../lib/document-title.ts';
import { useDownloadPostcardFile } from '../../../../lib/postcard-files.ts';
import { showToast } from '../../../../lib/toasts.ts';
import { useMovePostcard, usePostcardQueue, type PostcardMove } from '../api/postcard-queue.ts';
import { OperatorGate } from '../../shared/components/operator-gate.tsx';
import { PostcardQueueCard } from '../components/postcard-queue-card.tsx';
import { StepFilter } from '../../shared/components/step-filter.tsx';
import { useTranslation } from '../../../../lib/i18n.ts';

/** null: the cards not yet posted (received or printed), the work still to do. */
type Filter = PostcardStep | null;
const filters: readonly Filter[] = [null, ...postcardSteps];

/**
 * /backoffice/postcards, the print queue (decision 033): operators download each paid card's print file, print it,
 * and mark it printed, then posted; the server e-mails the buyer at each step.
 */
export function PostcardQueuePage() {
  const { t } = useTranslation();
  const title = t('backoffice.postcards.title');
  useDocumentTitle(title);
  const [filter, setFilter] = useState<Filter>(null);
  const orders = usePostcardQueue(filter);
  const move = useMovePostcard();
  const download = useDownloadPostcardFile();

  const onMove = (order: BackofficePostcardOrder, from: PostcardStep, step: PostcardMove['step']) =>
    move.mutate(
      { orderNumber: order.order_number, from, step },
      {
        onSuccess: (moved) =>
          showToast(
            'success',
            t('backoffice.postcards.moved', { number: moved.order_number, step: t(`backoffice.postcards.steps.${step}`) }),
          ),
        onError: (error) => {
          // someone else moved it first: the list is read again, so the card shows where it is now
          const text =
            error instanceof ActionError && error.failure.code === 'postcard_step_invalid'
              ? t('backoffice.postcards.moved_elsewhere', { number: order.order_number })
              : errorMessageOf(error);
          showToast('error', text);
        },
      },
    );

  const onDownload = (order: BackofficePostcardOrder) => download.mutate({ orderNumber: order.order_number, file: 'card.pdf' });

  const busyOrder = move.isPending ? move.variables.orderNumber : null;
  const downloadingOrder = download.isPending ? download.variables.orderNumber : null;

  return (
    <div className="page container backoffice">
      <h1 className="page__title">{title}</h1>
      <p>{t('backoffice.postcards.explained')}</p>
      <OperatorGate path="/backoffice/postcards" error={orders.error}>
        <StepFilter
          name="postcard-step"
          options={filters}
          value={filter}
          onChange={setFilter}
          label={(f) => (f ? t(`backoffice.postcards.steps.${f}`) : t('backoffice.postcards.waiting'))}
        />
        <section aria-labelledby="postcard-queue-heading" aria-busy={orders.isPending}>
          <h2 id="postcard-queue-heading" className="review__heading">
            {orders.isPending
              ? t('backoffice.postcards.loading')
              : t('backoffice.postcards.count', { count: orders.data?.length ?? 0 })}
          </h2>
          {orders.isPending && <QueueSkeleton />}
          {orders.data?.length === 0 && <p className="empty-state">{t('backoffice.postcards.none')}</p>}
          <ul className="fulfilment-orders postcard-queue">
            {orders.data?.map((order) => (
              <PostcardQueueCard
                key={order.order_number}
                order={order}
                busy={busyOrder === order.order_number}
                downloading={downloadingOrder === order.order_number}
                onMove={onMove}
                onDownload={onDownload}
              />
            ))}
          </ul>
        </section>
      </OperatorGate>
    </div>
  );
}

/** Two cards' worth of grey shapes while the queue loads. */
function QueueSkeleton() {
  return (
    <div className="fulfilment-orders skeleton" aria-hidden="true">
      {[0, 1].map((i) => (
        <div key={i} className="fulfilment-order">
          <div className="skeleton__line skeleton__line--title" />
          <div className="skeleton__line" />
          <div className="skeleton__line" />
          <div className="skeleton__line" />
        </div>
      ))}
    </div>
  );
}
