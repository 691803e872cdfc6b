import { instantOfDubaiTimestamp } from '@portal/domain/dates';
import { Link } from '../../../components/link.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { errorMessageOf } from '../../../lib/api.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { formatAed, formatDubaiDate } from '../../../lib/format.ts';
import { useLanguage, useTranslation } from '../../../lib/i18n.ts';
import { localized } from '../../../lib/localized.ts';
import { useSignedIn } from '../../../lib/session.ts';
import { useOrderHistory } from '../api/get-order-history.ts';
import { bookingDetailsPath, bookingStatusKind, opensTicket } from '../booking-status.ts';
import { SignInNeeded } from '../components/sign-in-needed.tsx';

function Payments() {
  const { t } = useTranslation();
  const language = useLanguage();
  const orders = useOrderHistory();
  if (orders.isPending) {
    return (
      <div className="payment-table skeleton" aria-busy="true" aria-label={t('booking.payments.loading')}>
        {[0, 1, 2].map((i) => (
          <div key={i} className="skeleton__line" />
        ))}
      </div>
    );
  }
  if (orders.isError) {
    return (
      <LoadError
        message={t('booking.payments.load_failed')}
        detail={errorMessageOf(orders.error)}
        onRetry={() => void orders.refetch()}
      />
    );
  }
  if (orders.data.length === 0) return <p className="empty-state">{t('booking.payments.empty')}</p>;
  return (
    <div className="payment-table">
      <table>
        <thead>
          <tr>
            <th scope="col">{t('booking.payments.booking')}</th>
            <th scope="col">{t('booking.payments.amount')}</th>
            <th scope="col">{t('booking.payments.status')}</th>
          </tr>
        </thead>
        <tbody>
          {orders.data.map((order) => {
            const kind = bookingStatusKind(order.status);
            const name = localized(order, 'package_name', language);
            return (
              <tr key={order.order_number}>
                <td>
                  {opensTicket(order.status) ? <Link to={bookingDetailsPath(order.order_number)}>{name}</Link> : name}
                  <span className="payment-table__meta">
                    <bdi dir="ltr" className="ticket__code">
                      {order.order_number}
                    </bdi>{' '}
                    ·{' '}
                    <time dateTime={instantOfDubaiTimestamp(order.created_at).toISOString()}>
                      {formatDubaiDate(order.created_at, language)}
                    </time>
                  </span>
                </td>
                <td>
                  <bdi>{formatAed(order.total, language)}</bdi>
                </td>
                <td>
                  <span className={`status-badge status-badge--${kind}`}>{t(`booking.payments.state.${kind}`)}</span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/**
 * /payment-history (spec part 2 §2.1 names the route only): each booking's payment — when it was made,
 * the amount, and whether it was paid, is awaiting payment, or was not paid (declined, cancelled or expired).
 */
export function PaymentHistoryPage() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const title = t('booking.payments.title');
  useDocumentTitle(title);
  return (
    <div className="page container booking-page">
      <h1 className="page__title">{title}</h1>
      {signedIn ? <Payments /> : <SignInNeeded returnTo="/payment-history" />}
    </div>
  );
}
