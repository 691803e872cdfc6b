import type { Booking } from '@portal/contract/bookings';
import { useState } from 'react';
import { Link } from '../../../components/link.tsx';
import { formatAed } from '../../../lib/format.ts';
import { useLanguage, useTranslation } from '../../../lib/i18n.ts';
import { resizedImage } from '../../../lib/images.ts';
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
      src={resizedImage(path, 240, 180)}
      onError={() => setFailed(true)}
    />
  );
}

/**
 * One booking of /order-history (spec part 1 §2 "Account screens"): image, name in the current language,
 * booking number, price, adult and child counts and status. Only a confirmed booking links to its ticket.
 */
export function OrderCard({ order }: { order: Booking }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const name = localized(order, 'package_name', language);
  const body = (
    <>
      <Thumbnail path={order.package_img} />
      <div className="order-card__body">
        <h2 className="order-card__name">{name}</h2>
        <p className="order-card__number">
          {t('booking.history.number')} <bdi dir="ltr">{order.order_number}</bdi>
        </p>
        <p className="order-card__price">
          <bdi>{formatAed(order.total, language)}</bdi>
        </p>
        <p className="order-card__counts">
          {t('booking.history.adults', { count: order.adult_qty })} · {t('booking.history.children', { count: order.child_qty })}
        </p>
        <StatusBadge status={order.status} />
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
