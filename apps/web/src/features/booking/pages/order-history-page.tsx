import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '../../../components/load-error.tsx';
import { errorMessageOf } from '../../../lib/api.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useSignedIn } from '../../../lib/session.ts';
import { useOrderHistory } from '../api/get-order-history.ts';
import { OrderCard, OrderCardSkeletons } from '../components/order-card.tsx';
import { SignInNeeded } from '../components/sign-in-needed.tsx';

function Orders() {
  const { t } = useTranslation();
  const orders = useOrderHistory();
  if (orders.isPending) return <OrderCardSkeletons label={t('booking.history.loading')} />;
  if (orders.isError) {
    return (
      <LoadError
        message={t('booking.history.load_failed')}
        detail={errorMessageOf(orders.error)}
        onRetry={() => void orders.refetch()}
      />
    );
  }
  if (orders.data.length === 0) {
    return (
      <div className="empty-state">
        <p>{t('booking.history.empty')}</p>
        <Link className="button" to="/view-all-destination">
          {t('booking.history.browse')}
        </Link>
      </div>
    );
  }
  return (
    <ul className="order-list">
      {orders.data.map((order) => (
        <OrderCard key={order.order_number} order={order} />
      ))}
    </ul>
  );
}

/** /order-history, "My Bookings" (spec part 1 §2 "Account screens"). */
export function OrderHistoryPage() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const title = t('booking.history.title');
  useDocumentTitle(title);
  return (
    <div className="page container booking-page">
      <h1 className="page__title">{title}</h1>
      {signedIn ? <Orders /> : <SignInNeeded returnTo="/order-history" />}
    </div>
  );
}
