import { fulfilmentSteps, type BackofficeStoreOrder, type FulfilmentStep } from '@portal/contract/store';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ActionError, errorMessageOf, refusedFieldsOf } from '../../../../lib/api.ts';
import { useDocumentTitle } from '../../../../lib/document-title.ts';
import { showToast } from '../../../../lib/toasts.ts';
import { useMoveStoreOrder, useStoreOrders, type FulfilmentMove } from '../api/store-orders.ts';
import { FailOrderDialog } from '../components/fail-order-dialog.tsx';
import { OperatorGate } from '../../shared/components/operator-gate.tsx';
import { ShipOrderDialog } from '../components/ship-order-dialog.tsx';
import { StepFilter } from '../../shared/components/step-filter.tsx';
import { currentStepOf, StoreOrderCard } from '../components/store-order-card.tsx';
import { useTranslation } from '../../../../lib/i18n.ts';

/** null: the open orders (pending, processing or shipped), the work still to do. */
type Filter = FulfilmentStep | null;
const filters: readonly Filter[] = [null, ...fulfilmentSteps];

/**
 * /backoffice/store-orders: operators move paid store orders through fulfilment (pending → processing →
 * shipped with its carrier and tracking number → delivered, or failed with a reason); the buyer is e-mailed at
 * each step by the server.
 */
export function StoreOrdersPage() {
  const { t } = useTranslation();
  const title = t('backoffice.store_orders.title');
  useDocumentTitle(title);
  // ?step= opens the list at one step: the console search links an order to where it stands (decision 060)
  const [params] = useSearchParams();
  const [filter, setFilter] = useState<Filter>(() => fulfilmentSteps.find((step) => step === params.get('step')) ?? null);
  const orders = useStoreOrders(filter);
  const move = useMoveStoreOrder();
  const [failing, setFailing] = useState<BackofficeStoreOrder | null>(null);
  const [shipping, setShipping] = useState<BackofficeStoreOrder | null>(null);

  /** `onRefused`: a dialog that shows the fields the server refused, and stays open for them */
  const send = (change: FulfilmentMove, onRefused?: (fields: Record<string, string>) => void) =>
    move.mutate(change, {
      onSuccess: (moved) => {
        setFailing(null);
        setShipping(null);
        showToast(
          'success',
          t('backoffice.store_orders.moved', {
            number: moved.order_number,
            step: t(`backoffice.store_orders.steps.${change.step}`),
          }),
        );
      },
      onError: (error) => {
        const refused = refusedFieldsOf(error);
        if (onRefused && Object.keys(refused).length > 0) {
          onRefused(refused);
          return;
        }
        setFailing(null);
        setShipping(null);
        // another operator moved it first: the list is read again, so the order shows where it is now
        const text =
          error instanceof ActionError && error.failure.code === 'fulfilment_step_invalid'
            ? t('backoffice.store_orders.moved_elsewhere', { number: change.orderNumber })
            : errorMessageOf(error);
        showToast('error', text);
      },
    });

  const onMove = (order: BackofficeStoreOrder, step: FulfilmentMove['step']) => {
    if (step === 'failed') {
      setFailing(order);
      return;
    }
    if (step === 'shipped') {
      setShipping(order);
      return;
    }
    send({ orderNumber: order.order_number, from: currentStepOf(order), step, note: '' });
  };

  const busyOrder = move.isPending ? move.variables.orderNumber : null;

  return (
    <div className="page container backoffice">
      <h1 className="page__title">{title}</h1>
      <p>{t('backoffice.store_orders.explained')}</p>
      <OperatorGate path="/backoffice/store-orders" error={orders.error}>
        <StepFilter
          name="store-order-step"
          options={filters}
          value={filter}
          onChange={setFilter}
          label={(f) => (f ? t(`backoffice.store_orders.steps.${f}`) : t('backoffice.store_orders.open'))}
        />
        <section aria-labelledby="store-orders-heading" aria-busy={orders.isPending}>
          <h2 id="store-orders-heading" className="review__heading">
            {orders.isPending
              ? t('backoffice.store_orders.loading')
              : t('backoffice.store_orders.count', { count: orders.data?.length ?? 0 })}
          </h2>
          {orders.isPending && <StoreOrdersSkeleton />}
          {orders.data?.length === 0 && <p className="empty-state">{t('backoffice.store_orders.none')}</p>}
          <ul className="fulfilment-orders">
            {orders.data?.map((order) => (
              <StoreOrderCard key={order.order_number} order={order} busy={busyOrder === order.order_number} onMove={onMove} />
            ))}
          </ul>
        </section>
        <FailOrderDialog
          key={failing?.order_number ?? 'none'}
          orderNumber={failing?.order_number ?? null}
          busy={move.isPending}
          onCancel={() => setFailing(null)}
          onConfirm={(note) =>
            failing && send({ orderNumber: failing.order_number, from: currentStepOf(failing), step: 'failed', note })
          }
        />
        {shipping && (
          <ShipOrderDialog
            key={shipping.order_number}
            orderNumber={shipping.order_number}
            busy={move.isPending}
            onCancel={() => setShipping(null)}
            onConfirm={(shipment, onRefused) =>
              send(
                { orderNumber: shipping.order_number, from: currentStepOf(shipping), step: 'shipped', note: '', shipment },
                onRefused,
              )
            }
          />
        )}
      </OperatorGate>
    </div>
  );
}

/** Two cards' worth of grey lines while the orders load. */
function StoreOrdersSkeleton() {
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
