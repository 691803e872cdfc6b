import { formatDate } from '@portal/domain/date-format';
import { instantOfDubaiTimestamp } from '@portal/domain/dates';
import { Link } from '../../../components/link.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { errorMessageOf } from '../../../lib/api.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { formatAed } from '../../../lib/format.ts';
import { useLanguage, useTranslation } from '../../../lib/i18n.ts';
import { localized } from '../../../lib/localized.ts';
import { useSignedIn } from '../../../lib/session.ts';
import { usePaymentHistory } from '../api/get-payment-history.ts';
import { itemPath, paymentState } from '../payment-state.ts';
import { SignInNeeded } from '../components/sign-in-needed.tsx';

function Payments() {
  const { t } = useTranslation();
  const language = useLanguage();
  const purchases = usePaymentHistory();
  if (purchases.isPending) {
    return (
      <div className="payment-table skeleton" aria-busy="true" aria-label={t('booking.payments.loading')}>
        {[0, 1, 2].map((i) => (
          <div key={i} className="skeleton__line" />
        ))}
      </div>
    );
  }
  if (purchases.isError) {
    return (
      <LoadError
        message={t('booking.payments.load_failed')}
        detail={errorMessageOf(purchases.error)}
        onRetry={() => void purchases.refetch()}
      />
    );
  }
  if (purchases.data.length === 0) return <p className="empty-state">{t('booking.payments.empty')}</p>;
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
          {purchases.data.map((entry) => {
            const state = paymentState(entry);
            return (
              <tr key={entry.purchase_number}>
                <td>
                  <span className="payment-table__kind">{t(`booking.payments.kind.${entry.kind}`)}</span>
                  <ul className="payment-table__items">
                    {entry.items.map((item) => {
                      const name = localized(item, 'name', language);
                      const path = itemPath(entry, item);
                      return <li key={item.order_number}>{path ? <Link to={path}>{name}</Link> : name}</li>;
                    })}
                  </ul>
                  <span className="payment-table__meta">
                    {t('booking.payments.reference')}{' '}
                    <bdi dir="ltr" className="ticket__code">
                      {entry.purchase_number}
                    </bdi>{' '}
                    ·{' '}
                    <time dateTime={instantOfDubaiTimestamp(entry.created_at).toISOString()}>{formatDate(entry.created_at)}</time>
                  </span>
                </td>
                <td>
                  <bdi>{formatAed(entry.total, language)}</bdi>
                </td>
                <td>
                  <span className={`status-badge status-badge--${state.tone}`}>
                    {t(`booking.payments.state.${state.key}`, {
                      amount: state.amount === undefined ? '' : formatAed(state.amount, language),
                    })}
                  </span>
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
 * /payment-history (spec part 2 §2.1 names the route only): every purchase — tickets, store orders, postcards —
 * with its reference, when it was made, the amount, what it bought (each paid item linked to its page), and whether
 * it was paid, is awaiting payment, was not paid (declined, cancelled or expired) or was refunded.
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
