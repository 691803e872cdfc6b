import { formatDate } from '@portal/domain/date-format';
import type { Booking } from '@portal/contract/bookings';
import { useState } from 'react';
import { Link } from '../../../components/link.tsx';
import { formatAed } from '../../../lib/format.ts';
import { useLanguage, useTranslation } from '../../../lib/i18n.ts';
import { pictures, pictureSrc } from '../../../lib/images.ts';
import { localized } from '../../../lib/localized.ts';
import { bookingDetailsPath, opensTicket } from '../booking-status.ts';
import { BookingReview } from './booking-review.tsx';
import { CancelBooking, offersCancel } from './cancel-booking.tsx';
import { StatusBadge } from './status-badge.tsx';

/** The package's picture, or a plain block when it has none or fails to load. */
export function Thumbnail({ path }: { path: string }) {
  const [failed, setFailed] = useState(false);
  if (!path || failed) return <div className="order-card__image order-card__image--missing" />;
  return (
    <img
      className="order-card__image"
      width={240}
      height={180}
      alt=""
      loading="lazy"
      decoding="async"
      src={pictureSrc(path, pictures.orderPicture)}
      onError={() => setFailed(true)}
    />
  );
}

/**
 * One booking of /order-history (spec part 1 §2 "Account screens"): image, name in the current language,
 * booking number, visit date and slot, price, adult and child counts, status, and what came back for a cancelled
 * one. Only a confirmed booking links to its ticket.
 */
export function OrderCard({ order }: { order: Booking }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const name = localized(order, 'package_name', language);
  const counts = [
    t('booking.history.adults', { count: order.adult_qty }),
    ...(order.child_qty > 0 ? [t('booking.history.children', { count: order.child_qty })] : []),
  ];
  const body = (
    <>
      <Thumbnail path={order.package_img} />
      <div className="order-card__body">
        <h3 className="order-card__name">{name}</h3>
        <p className="order-card__number">
          {t('booking.history.number')} <bdi dir="ltr">{order.order_number}</bdi>
        </p>
        {order.date && (
          <p className="order-card__visit">
            {t('booking.history.visit_date')}: {formatDate(order.date)}
            {order.time_slot && (
              <>
                {' · '}
                <bdi>{order.time_slot}</bdi>
              </>
            )}
          </p>
        )}
        <p className="order-card__price">
          <bdi>{formatAed(order.total, language)}</bdi>
        </p>
        <p className="order-card__counts">{counts.join(' · ')}</p>
        <StatusBadge booking={order} />
        {order.refund && (
          <p className="order-card__refund">
            {t(`booking.cancellation.refund_status.${order.refund.status}`, { amount: formatAed(order.refund.amount, language) })}
          </p>
        )}
      </div>
    </>
  );
  return (
    <li className="order-card">
      {opensTicket(order.status) ? (
        <Link className="order-card__link" to={bookingDetailsPath(order.order_number)}>
          {body}
        </Link>
      ) : (
        <div className="order-card__link order-card__link--static">{body}</div>
      )}
      {offersCancel(order) && (
        <div className="order-card__actions">
          <CancelBooking booking={order} />
        </div>
      )}
      <BookingReview orderNumber={order.order_number} />
    </li>
  );
}

export function OrderCardSkeletons({ label }: { label: string }) {
  return (
    <ul className="order-list" aria-busy="true" aria-label={label}>
      {[0, 1, 2].map((i) => (
        <li key={i} className="order-card skeleton" aria-hidden="true">
          <div className="order-card__link order-card__link--static">
            <div className="order-card__image skeleton__block" />
            <div className="order-card__body">
              <div className="skeleton__line skeleton__line--title" />
              <div className="skeleton__line skeleton__line--short" />
              <div className="skeleton__line skeleton__line--short" />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
