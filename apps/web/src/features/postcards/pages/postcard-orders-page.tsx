import type { PostcardOrder } from '@portal/contract/postcards';
import { Link } from '../../../components/link.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { errorMessageOf } from '../../../lib/api.ts';
import { formatAed } from '../../../lib/format.ts';
import { useLanguage, useTranslation } from '../../../lib/i18n.ts';
import { localized } from '../../../lib/localized.ts';
import { usePostcardOrders } from '../api/orders.ts';
import { OrderMoment } from '../components/order-moment.tsx';
import { PostcardAccountFrame } from '../components/postcard-account-frame.tsx';
import { PostcardOrderBadge } from '../components/postcard-order-badge.tsx';
import { opensPostcardOrder, postcardOrderPath } from '../order-view.ts';
import { postcardListPath } from '../paths.ts';

/**
 * One entry of the history (spec part 2 §2.7): order number, date and time, frame name, amount and badge. Only
 * a paid card is a link, to its details.
 */
function OrderEntry({ order }: { order: PostcardOrder }) {
  const language = useLanguage();
  const body = (
    <>
      <p className="order-card__head">
        <bdi className="order-card__number" dir="ltr">
          {order.order_number}
        </bdi>
        <PostcardOrderBadge order={order} />
      </p>
      <p className="order-card__meta">
        <OrderMoment timestamp={order.created_at} />
        <bdi className="order-card__total">{formatAed(order.amount, language)}</bdi>
      </p>
      <p className="postcard-entry__frame">{localized(order, 'name', language)}</p>
    </>
  );
  return (
    <li className="postcard-entry">
      {opensPostcardOrder(order.status) ? (
        <Link className="order-card" to={postcardOrderPath(order.order_number)}>
          {body}
        </Link>
      ) : (
        <div className="order-card">{body}</div>
      )}
    </li>
  );
}

function OrderSkeletons({ label }: { label: string }) {
  return (
    <ul className="order-cards" aria-busy="true" aria-label={label}>
      {[0, 1, 2].map((i) => (
        <li key={i} className="postcard-entry skeleton" aria-hidden="true">
          <div className="order-card">
            <div className="skeleton__line skeleton__line--title" />
            <div className="skeleton__line skeleton__line--short" />
            <div className="skeleton__line skeleton__line--short" />
          </div>
        </li>
      ))}
    </ul>
  );
}

function Orders() {
  const { t } = useTranslation();
  const orders = usePostcardOrders();
  if (orders.isPending) return <OrderSkeletons label={t('postcard-orders.history.loading')} />;
  if (orders.isError) {
    return (
      <LoadError
        message={t('postcard-orders.history.load_failed')}
        detail={errorMessageOf(orders.error)}
        onRetry={() => void orders.refetch()}
      />
    );
  }
  if (orders.data.length === 0) {
    return (
      <div className="empty-state">
        <p>{t('postcard-orders.history.empty')}</p>
        <Link className="button" to={postcardListPath}>
          {t('postcard-orders.history.browse')}
        </Link>
      </div>
    );
  }
  return (
    <ul className="order-cards">
      {orders.data.map((order) => (
        <OrderEntry key={order.order_number} order={order} />
      ))}
    </ul>
  );
}

/** /hos-postcards/order-history: 'Post-Card Order History', newest first, with a back arrow to /settings (spec part 2 §2.7). */
export function PostcardOrdersPage() {
  const { t } = useTranslation();
  return (
    <PostcardAccountFrame
      className="postcard-orders-page"
      title={t('postcard-orders.history.title')}
      back={{ to: '/settings', label: t('postcard-orders.history.back') }}
    >
      <Orders />
    </PostcardAccountFrame>
  );
}
