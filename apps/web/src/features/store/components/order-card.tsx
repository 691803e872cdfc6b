import { formatDate } from '@portal/domain/date-format';
import type { StoreOrder } from '@portal/contract/store';
import { Link } from '../../../components/link.tsx';
import { formatAed } from '../../../lib/format.ts';
import { useLanguage, useTranslation } from '../../../lib/i18n.ts';
import { currentFulfilment, opensOrder, orderUnits, storeOrderKind, storeOrderPath } from '../order-view.ts';

/** The step's name in the current language; a name the browser does not know is shown as the server wrote it. */
export function useStepName() {
  const { t } = useTranslation();
  return (step: string, name: string) => t(`cart.order.steps.${step}`, { defaultValue: name });
}

/**
 * The order's badge (spec part 2 §2.6): gray 'Pending' for status 0, green with the processing status
 * text for status 1, red 'Failed' otherwise.
 */
export function OrderBadge({ order }: { order: Pick<StoreOrder, 'status' | 'processing_status' | 'fullfillment_status'> }) {
  const { t } = useTranslation();
  const stepName = useStepName();
  const kind = storeOrderKind(order.status);
  const step = currentFulfilment(order);
  const text =
    kind === 'success'
      ? step
        ? stepName(step.step, order.processing_status || step.status_name)
        : order.processing_status
      : t(`cart.orders.badge.${kind}`);
  return <span className={`order-badge order-badge--${kind}`}>{text}</span>;
}

/**
 * One card of the store's Order History (spec part 2 §2.6): order number, date, total in AED, item count and
 * the badge. A paid order's processing status is its first fulfilment status name, so the badge shows that
 * name and the card does not repeat it. Only a paid order links to its details.
 */
export function OrderCard({ slug, order }: { slug: string; order: StoreOrder }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const body = (
    <>
      <p className="order-card__head">
        <span>
          {t('cart.orders.number')} <bdi dir="ltr">{order.order_number}</bdi>
        </span>
        <OrderBadge order={order} />
      </p>
      <p className="order-card__meta">
        <span>{formatDate(order.created_at)}</span>
      </p>
      <p className="order-card__meta">
        <bdi className="order-card__total">{formatAed(order.total, language)}</bdi>
        <span>{t('cart.orders.items', { count: orderUnits(order) })}</span>
      </p>
    </>
  );
  return (
    <li className="store-order-card">
      {opensOrder(order.status) ? (
        <Link className="order-card" to={storeOrderPath(slug, order.order_number)}>
          {body}
        </Link>
      ) : (
        <div className="order-card">{body}</div>
      )}
    </li>
  );
}
