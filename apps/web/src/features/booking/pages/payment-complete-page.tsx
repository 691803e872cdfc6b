import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '../../../components/link.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { ActionError, errorMessageOf } from '../../../lib/api.ts';
import { track } from '../../../lib/analytics.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { formatAed } from '../../../lib/format.ts';
import { useLanguage, useTranslation } from '../../../lib/i18n.ts';
import { useSignedIn } from '../../../lib/session.ts';
import { usePurchaseStatus } from '../api/get-purchase-status.ts';
import { bookingDetailsPath } from '../booking-status.ts';
import { SignInNeeded } from '../components/sign-in-needed.tsx';
import { purchaseOutcome, purchaseTrackedKey, shouldTrackPurchase } from '../purchase-outcome.ts';

function wasTracked(purchaseNumber: string): boolean {
  try {
    return sessionStorage.getItem(purchaseTrackedKey(purchaseNumber)) === '1';
  } catch {
    return false;
  }
}

function markTracked(purchaseNumber: string): void {
  try {
    sessionStorage.setItem(purchaseTrackedKey(purchaseNumber), '1');
  } catch {
    return;
  }
}

/** No purchase of this user by that number, or none named: the way on to the user's bookings. */
function PurchaseNotFound() {
  const { t } = useTranslation();
  return (
    <div className="empty-state" role="status">
      <p>{t('booking.payment.not_found')}</p>
      <Link className="button" to="/order-history">
        {t('booking.payment.my_bookings')}
      </Link>
    </div>
  );
}

function Outcome({ purchaseNumber }: { purchaseNumber: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [query] = useSearchParams();
  const status = usePurchaseStatus(purchaseNumber);
  const data = status.data;
  const outcome = data ? purchaseOutcome(data.status) : null;

  // spec part 2 §4: the success query of a confirmed booking fires the Purchase event
  useEffect(() => {
    if (!data || !outcome || !shouldTrackPurchase(query, outcome, wasTracked(data.purchase_number))) return;
    markTracked(data.purchase_number);
    track('Purchase', {
      transaction_id: data.purchase_number,
      value: data.total,
      currency: 'AED',
      content_ids: data.bookings.map((b) => b.package_id),
    });
  }, [data, outcome, query]);

  const generic = <PageTitle title={t('booking.payment.title')} />;
  if (status.isPending) {
    return (
      <>
        {generic}
        <div className="payment-outcome skeleton" aria-busy="true" aria-label={t('booking.payment.loading')}>
          <div className="skeleton__line skeleton__line--title" />
          <div className="skeleton__line" />
        </div>
      </>
    );
  }
  if (status.isError) {
    const missing = status.error instanceof ActionError && [400, 404].includes(status.error.failure.status);
    if (missing) {
      return (
        <>
          {generic}
          <PurchaseNotFound />
        </>
      );
    }
    return (
      <>
        {generic}
        <LoadError
          message={t('booking.payment.load_failed')}
          detail={errorMessageOf(status.error)}
          onRetry={() => void status.refetch()}
        />
      </>
    );
  }
  const confirmed = outcome === 'confirmed';
  // decision 039: a coupon that took the whole price confirmed the booking with no payment at all
  const [titleKey, textKey] =
    confirmed && status.data.total === 0
      ? ['pending-checkout.outcome.free', 'pending-checkout.text.free']
      : [`booking.payment.outcome.${outcome}`, `booking.payment.text.${outcome}`];
  return (
    // the outcome may change while the provider's confirmation arrives: announced when it does
    <section className={`payment-outcome payment-outcome--${outcome}`} aria-labelledby="payment-outcome" aria-live="polite">
      <PageTitle title={t(titleKey)} id="payment-outcome" className="payment-outcome__title" />
      <p>{t(textKey)}</p>
      <dl className="ticket__rows">
        <div className="ticket__row">
          <dt>{t('booking.payment.purchase_number')}</dt>
          <dd>
            <bdi dir="ltr" className="ticket__code">
              {status.data.purchase_number}
            </bdi>
          </dd>
        </div>
        {status.data.coupon && (
          <div className="ticket__row">
            <dt>{t('booking.details.coupon')}</dt>
            <dd>
              <bdi dir="ltr" className="ticket__code">
                {status.data.coupon}
              </bdi>{' '}
              −<bdi>{formatAed(status.data.discount, language)}</bdi>
            </dd>
          </div>
        )}
        <div className="ticket__row">
          <dt>{t('booking.details.total')}</dt>
          <dd>
            <bdi>{formatAed(status.data.total, language)}</bdi>
          </dd>
        </div>
      </dl>
      {confirmed && (
        <ul className="payment-outcome__tickets">
          {status.data.bookings.map((booking) => (
            <li key={booking.order_number}>
              <Link className="button" to={bookingDetailsPath(booking.order_number)}>
                {t('booking.payment.view_ticket', { number: booking.order_number })}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <p className="payment-outcome__links">
        <Link to="/order-history">{t('booking.payment.my_bookings')}</Link>
        {!confirmed && outcome !== 'pending' && <Link to="/view-all-destination">{t('booking.payment.book_again')}</Link>}
      </p>
    </section>
  );
}

/**
 * The page's one h1 and the tab's title. Once the purchase is known it says what happened (decision 039):
 * confirmed, free, declined, cancelled, expired or still waiting.
 */
function PageTitle({ title, id, className = 'page__title' }: { title: string; id?: string; className?: string }) {
  useDocumentTitle(title);
  return (
    <h1 className={className} id={id}>
      {title}
    </h1>
  );
}

/** /order-payment-complete?order=…&success=…: where the payment provider sends the buyer back (spec part 2 §2.1, §4). */
export function PaymentCompletePage() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const [query] = useSearchParams();
  const purchaseNumber = query.get('order')?.trim() ?? '';
  return (
    <div className="page container booking-page">
      {!signedIn ? (
        <>
          <PageTitle title={t('booking.payment.title')} />
          <SignInNeeded returnTo={`/order-payment-complete?${query.toString()}`} />
        </>
      ) : purchaseNumber ? (
        <Outcome purchaseNumber={purchaseNumber} />
      ) : (
        <>
          <PageTitle title={t('booking.payment.title')} />
          <PurchaseNotFound />
        </>
      )}
    </div>
  );
}
