import type { Voucher } from '@portal/contract/catalog';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatAed, formatMonthDay } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { resizedImage, resizedSrcSet } from '../../../lib/images.ts';
import { localized } from '../../../lib/localized.ts';
import { formatKm } from '../distance.ts';

/** spec part 1 §7: thumbnails are requested at 680 × 400, as on the home page's Top Offers grid. */
const thumbWidth = 680;
const thumbHeight = 400;

/** A voucher in a list: image on its colour, name, vendor, amount, description, expiry and, nearby, the distance. */
export function VoucherCard({ voucher, distanceKm }: { voucher: Voucher; distanceKm?: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <article className="card voucher-card">
      <div className="voucher-card__media" style={{ backgroundColor: voucher.bg_color || undefined }}>
        {voucher.img && (
          <img
            className="voucher-card__image"
            src={resizedImage(voucher.img, thumbWidth, thumbHeight)}
            srcSet={resizedSrcSet(voucher.img, thumbWidth, thumbHeight, [340, 680])}
            sizes="(min-width: 1100px) 360px, (min-width: 768px) 45vw, 92vw"
            width={thumbWidth}
            height={thumbHeight}
            alt=""
            loading="lazy"
            decoding="async"
          />
        )}
      </div>
      <div className="card__body">
        <h2 className="card__title">
          <Link className="voucher-card__link" to={`/v/${encodeURIComponent(voucher.url_slug)}`}>
            {localized(voucher, 'name')}
          </Link>
        </h2>
        <p className="voucher-card__vendor">{localized(voucher, 'vendor_name')}</p>
        <p className="voucher-card__amount">
          <bdi>{formatAed(voucher.amount, language)}</bdi>
        </p>
        <p className="card__text">{localized(voucher, 'description')}</p>
        {distanceKm !== undefined && (
          <p className="voucher-card__distance">{t('vouchers.distance', { distance: formatKm(distanceKm, language) })}</p>
        )}
        <p className="voucher-card__expiry">{t('vouchers.expires', { date: formatMonthDay(voucher.expiry_date, language) })}</p>
      </div>
    </article>
  );
}

/** Placeholders shown exactly while a list loads (decision 005: no fixed two-second wait). */
export function VoucherGridSkeleton({ label }: { label: string }) {
  return (
    <ul className="voucher-grid" aria-busy="true" aria-label={label}>
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <li key={i} className="card skeleton" aria-hidden="true">
          <div className="skeleton__block voucher-card__media" />
          <div className="card__body">
            <div className="skeleton__line skeleton__line--title" />
            <div className="skeleton__line skeleton__line--short" />
            <div className="skeleton__line" />
          </div>
        </li>
      ))}
    </ul>
  );
}
