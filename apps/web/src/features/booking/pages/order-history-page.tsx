import { dubaiToday } from '@portal/domain/booking/index';
import type { Booking } from '@portal/contract/bookings';
import type { ReactNode } from 'react';
import { Link } from '../../../components/link.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { SavedCopyNotice } from '../../../components/offline-notice.tsx';
import { errorMessageOf } from '../../../lib/api.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { bookingsCopyKey } from '../../../lib/offline-copies.ts';
import { useSignedIn } from '../../../lib/session.ts';
import { useOrderHistory } from '../api/get-order-history.ts';
import { usePendingCheckouts } from '../api/pending-checkouts.ts';
import { OrderCard, OrderCardSkeletons } from '../components/order-card.tsx';
import { PendingCheckoutCard } from '../components/pending-checkout-card.tsx';
import { SignInNeeded } from '../components/sign-in-needed.tsx';
import { isUpcoming, listedAsBooking } from '../booking-status.ts';
import { useTranslation } from '../../../lib/i18n.ts';

/**
 * Checkouts waiting for payment (decision 039), above the bookings; nothing while there are none or while
 * they load (the bookings below show their own skeletons and errors).
 */
function PendingCheckouts() {
  const { t } = useTranslation();
  const pending = usePendingCheckouts();
  if (!pending.data || pending.data.length === 0) return null;
  return (
    <section className="pending-checkouts" aria-labelledby="pending-checkouts-title">
      <h2 className="pending-checkouts__title" id="pending-checkouts-title">
        {t('pending-checkout.title')}
      </h2>
      <ul className="order-list">
        {pending.data.map((checkout) => (
          <PendingCheckoutCard key={checkout.purchase_number} checkout={checkout} fetchedAt={pending.dataUpdatedAt} />
        ))}
      </ul>
    </section>
  );
}

/** The order numbers the pending checkouts already show, so they are not listed twice. */
function usePendingOrderNumbers(): Set<string> {
  const pending = usePendingCheckouts();
  return new Set((pending.data ?? []).flatMap((c) => c.bookings.map((b) => b.order_number)));
}

function Orders() {
  const { t } = useTranslation();
  const orders = useOrderHistory();
  const shownAbove = usePendingOrderNumbers();
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
  const listed = orders.data.filter((order) => listedAsBooking(order) && !shownAbove.has(order.order_number));
  if (listed.length === 0) {
    if (shownAbove.size > 0) return null;
    return (
      <div className="empty-state">
        <p>{t('booking.history.empty')}</p>
        <Link className="button" to="/view-all-destination">
          {t('booking.history.browse')}
        </Link>
      </div>
    );
  }
  const today = dubaiToday(new Date());
  // soonest visit first; an undated booking after the dated ones
  const upcoming = listed
    .filter((order) => isUpcoming(order, today))
    .sort((a, b) => (a.date ?? '9999-12-31').localeCompare(b.date ?? '9999-12-31'));
  const past = listed.filter((order) => !isUpcoming(order, today));
  return (
    <>
      <SavedCopyNotice copyKey={bookingsCopyKey} />
      <OrderSection id="bookings-upcoming" title={t('booking.history.upcoming')} orders={upcoming}>
        {upcoming.length === 0 && <p className="order-section__empty">{t('booking.history.no_upcoming')}</p>}
      </OrderSection>
      {past.length > 0 && <OrderSection id="bookings-past" title={t('booking.history.past')} orders={past} />}
    </>
  );
}

/** A titled list of booking cards: upcoming ones (soonest first, as a traveller plans), or past and cancelled ones. */
function OrderSection({ id, title, orders, children }: { id: string; title: string; orders: Booking[]; children?: ReactNode }) {
  return (
    <section className="order-section" aria-labelledby={id}>
      <h2 className="order-section__title" id={id}>
        {title}
      </h2>
      {children}
      {orders.length > 0 && (
        <ul className="order-list">
          {orders.map((order) => (
            <OrderCard key={order.order_number} order={order} />
          ))}
        </ul>
      )}
    </section>
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
      {signedIn ? (
        <>
          <PendingCheckouts />
          <Orders />
        </>
      ) : (
        <SignInNeeded returnTo="/order-history" />
      )}
    </div>
  );
}
