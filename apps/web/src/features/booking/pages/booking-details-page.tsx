import { formatDate, formatDateTime } from '@portal/domain/date-format';
import type { Booking } from '@portal/contract/bookings';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { Link } from '../../../components/link.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { NeedsConnection, SavedCopyNotice } from '../../../components/offline-notice.tsx';
import { ActionError, errorMessageOf } from '../../../lib/api.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { formatAed } from '../../../lib/format.ts';
import { useLanguage, useTranslation } from '../../../lib/i18n.ts';
import { localized } from '../../../lib/localized.ts';
import { isUnreachable, ticketCopyKey } from '../../../lib/offline-copies.ts';
import { useSignedIn } from '../../../lib/session.ts';
import { useBookingDetails } from '../api/get-order-history.ts';
import { bookingDetailsPath, bookingStatusKind } from '../booking-status.ts';
import { CancelPolicyNote } from '../../../components/cancel-policy-note.tsx';
import { CancelBooking, offersCancel } from '../components/cancel-booking.tsx';
import { QrCode } from '../components/qr-code.tsx';
import { SignInNeeded } from '../components/sign-in-needed.tsx';
import { TicketActions } from '../components/ticket-actions.tsx';
import { TicketMeetingPoint, TicketSupport } from '../components/ticket-help.tsx';
import { StatusBadge } from '../components/status-badge.tsx';

/** Someone else's order number, an unknown one or one that is not an order number at all: the same answer. */
function isMissing(error: unknown): boolean {
  return error instanceof ActionError && (error.failure.status === 404 || error.failure.status === 400);
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="ticket__row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The ticket (spec part 2 §2.2), every field of the booking; the QR code only once it is confirmed. */
function Ticket({ booking }: { booking: Booking }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const kind = bookingStatusKind(booking.status);
  const name = localized(booking, 'package_name', language);
  const destination = localized(booking, 'destination_name', language);
  const aed = (amount: number) => <bdi>{formatAed(amount, language)}</bdi>;
  return (
    <article className={`ticket ticket--${kind}`} aria-labelledby="ticket-name">
      <header className="ticket__header">
        <StatusBadge booking={booking} />
        <h2 className="ticket__name" id="ticket-name">
          {name}
        </h2>
        {destination && <p className="ticket__destination">{destination}</p>}
        {kind === 'pending' && <p className="ticket__note">{t('booking.details.pending_note')}</p>}
        {kind === 'failed' && <p className="ticket__note">{t('booking.details.failed_note')}</p>}
        {booking.cancelled_at && (
          <p className="ticket__note">{t('booking.cancellation.cancelled_note', { date: formatDate(booking.cancelled_at) })}</p>
        )}
      </header>
      {kind === 'confirmed' && (
        <div className="ticket__qr">
          <QrCode value={booking.order_number} label={t('booking.details.qr_label', { number: booking.order_number })} />
        </div>
      )}
      {kind === 'confirmed' && <TicketActions booking={booking} />}
      <dl className="ticket__rows">
        <Row label={t('booking.details.order_number')}>
          <bdi dir="ltr" className="ticket__code">
            {booking.order_number}
          </bdi>
        </Row>
        <Row label={t('booking.details.booked_on')}>{formatDate(booking.created_at)}</Row>
        {booking.date && <Row label={t('booking.details.event_date')}>{formatDate(booking.date)}</Row>}
        {booking.time_slot && (
          <Row label={t('booking.details.time_slot')}>
            <bdi>{booking.time_slot}</bdi>
          </Row>
        )}
        <Row label={t('booking.details.adults')}>{booking.adult_qty}</Row>
        <Row label={t('booking.details.children')}>{booking.child_qty}</Row>
        {booking.options.length > 0 && (
          <Row label={t('booking.details.options')}>
            <ul className="ticket__list">
              {booking.options.map((option) => (
                <li key={option.label}>
                  {option.label} · {aed(option.price)}
                </li>
              ))}
            </ul>
          </Row>
        )}
        {booking.order_sub_packages.length > 0 && (
          <Row label={t('booking.details.sub_packages')}>
            <ul className="ticket__list">
              {booking.order_sub_packages.map((sub, i) => (
                <li key={i}>
                  {localized(sub, 'package_name', language)}:{' '}
                  {[
                    t('booking.history.adults', { count: sub.adult_qty }),
                    ...(sub.child_qty > 0 ? [t('booking.history.children', { count: sub.child_qty })] : []),
                  ].join(' · ')}
                </li>
              ))}
            </ul>
          </Row>
        )}
        {booking.transport_name && (
          <Row label={t('booking.details.transport')}>
            {localized(booking, 'transport_name', language)}
            {booking.transport_type && ` · ${t(`booking.flow.transport.${booking.transport_type}`)}`}
          </Row>
        )}
        {booking.order_meals.length > 0 && (
          <Row label={t('booking.details.meals')}>
            <ul className="ticket__list">
              {booking.order_meals.map((meal, i) => (
                <li key={i}>
                  {localized(meal, 'meal_name', language)} × {meal.meal_qty}
                </li>
              ))}
            </ul>
          </Row>
        )}
        {booking.coupon && (
          <Row label={t('booking.details.coupon')}>
            <bdi dir="ltr" className="ticket__code">
              {booking.coupon}
            </bdi>
            {booking.discount > 0 && <> · −{aed(booking.discount)}</>}
          </Row>
        )}
        <Row label={t('booking.details.email')}>{booking.email ? <bdi dir="ltr">{booking.email}</bdi> : '—'}</Row>
        <Row label={t('booking.details.mobile')}>{booking.mobile ? <bdi dir="ltr">{booking.mobile}</bdi> : '—'}</Row>
        <Row label={t('booking.details.total')}>
          <strong>{aed(booking.total)}</strong>
        </Row>
        {booking.refund && (
          <Row label={t('booking.cancellation.refund_row')}>
            {t(`booking.cancellation.refund_status.${booking.refund.status}`, {
              amount: formatAed(booking.refund.amount, language),
            })}
          </Row>
        )}
        {booking.checked_in_at && (
          <Row label={t('booking.cancellation.checked_in_row')}>{formatDateTime(booking.checked_in_at)}</Row>
        )}
      </dl>
      <TicketMeetingPoint booking={booking} />
      {kind === 'confirmed' && (
        <footer className="ticket__footer">
          <CancelPolicyNote policy={booking.cancellation} />
          {offersCancel(booking) && <CancelBooking booking={booking} />}
        </footer>
      )}
      <TicketSupport />
    </article>
  );
}

function Details({ orderNumber }: { orderNumber: string }) {
  const { t } = useTranslation();
  const details = useBookingDetails(orderNumber);
  if (details.isPending) {
    return (
      <div className="ticket skeleton" aria-busy="true" aria-label={t('booking.details.loading')}>
        <div className="skeleton__line skeleton__line--title" />
        <div className="skeleton__block ticket__qr-placeholder" />
        <div className="skeleton__line" />
        <div className="skeleton__line skeleton__line--short" />
      </div>
    );
  }
  if (details.isError) {
    if (isMissing(details.error)) {
      return (
        <div className="empty-state" role="status">
          <p>{t('booking.details.not_found')}</p>
          <Link className="button" to="/order-history">
            {t('booking.details.back')}
          </Link>
        </div>
      );
    }
    // offline, and this ticket was never seen on this device (a seen one answers from its saved copy)
    if (details.error instanceof ActionError && isUnreachable(details.error.failure)) {
      return <NeedsConnection onRetry={() => void details.refetch()} />;
    }
    return (
      <LoadError
        message={t('booking.details.load_failed')}
        detail={errorMessageOf(details.error)}
        onRetry={() => void details.refetch()}
      />
    );
  }
  return (
    <>
      <SavedCopyNotice copyKey={ticketCopyKey(orderNumber)} />
      <Ticket booking={details.data} />
    </>
  );
}

/** /booking-details/{order_number}: one of the user's bookings as a ticket (spec part 2 §2.2). */
export function BookingDetailsPage() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const orderNumber = useParams().order_number ?? '';
  const title = t('booking.details.title');
  useDocumentTitle(title);
  return (
    <div className="page container booking-page">
      <nav className="booking-page__back">
        <Link to="/order-history">{t('booking.details.back')}</Link>
      </nav>
      <h1 className="page__title">{title}</h1>
      {signedIn ? <Details orderNumber={orderNumber} /> : <SignInNeeded returnTo={bookingDetailsPath(orderNumber)} />}
    </div>
  );
}
