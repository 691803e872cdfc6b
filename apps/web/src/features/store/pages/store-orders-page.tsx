import { useParams } from 'react-router';
import { Link } from '../../../components/link.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { errorMessageOf } from '../../../lib/api.ts';
import { useStoreOrders } from '../api/checkout.ts';
import { OrderCard } from '../components/order-card.tsx';
import { StoreAccountFrame } from '../components/store-frame.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

function OrderSkeletons({ label }: { label: string }) {
  return (
    <ul className="order-cards" aria-busy="true" aria-label={label}>
      {[0, 1, 2].map((i) => (
        <li key={i} className="store-order-card skeleton" aria-hidden="true">
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

function Orders({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const orders = useStoreOrders();
  if (orders.isPending) return <OrderSkeletons label={t('cart.orders.loading')} />;
  if (orders.isError) {
    return (
      <LoadError
        message={t('cart.orders.load_failed')}
        detail={errorMessageOf(orders.error)}
        onRetry={() => void orders.refetch()}
      />
    );
  }
  if (orders.data.length === 0) {
    return (
      <div className="empty-state">
        <p>{t('cart.orders.empty')}</p>
        <Link className="button" to={`/stores/${encodeURIComponent(slug)}/products`}>
          {t('cart.browse')}
        </Link>
      </div>
    );
  }
  return (
    <ul className="order-cards">
      {orders.data.map((order) => (
        <OrderCard key={order.order_number} slug={slug} order={order} />
      ))}
    </ul>
  );
}

/** /stores/{slug}/orders, 'Order History' with a back arrow to /settings (spec part 2 §2.6). */
export function StoreOrdersPage() {
  const { t } = useTranslation();
  const slug = useParams().slug ?? '';
  return (
    <StoreAccountFrame
      slug={slug}
      className="store-orders-page"
      title={t('cart.orders.title')}
      back={{ to: '/settings', label: t('cart.orders.back') }}
    >
      <Orders slug={slug} />
    </StoreAccountFrame>
  );
}
