import type { Voucher } from '@portal/contract/catalog';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatAed, formatMonthDay } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { resizedImage, resizedSrcSet } from '../../../lib/images.ts';
import { localized } from '../../../lib/localized.ts';
import { useHomeData } from '../api/get-home-data.ts';
import { useHomeSettings } from '../api/get-home-settings.ts';

/** spec part 1 §7: thumbnails are requested at 680 × 400. */
const thumbWidth = 680;
const thumbHeight = 400;

function VoucherCard({ voucher }: { voucher: Voucher }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const name = localized(voucher, 'name');
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
        <h3 className="card__title">
          <Link className="voucher-card__link" to={`/v/${encodeURIComponent(voucher.url_slug)}`}>
            {name}
          </Link>
        </h3>
        <p className="voucher-card__amount">
          <bdi>{formatAed(voucher.amount, language)}</bdi>
        </p>
        <p className="card__text">{localized(voucher, 'description')}</p>
        <p className="voucher-card__expiry">
          {t('home.offers.valid_till', { date: formatMonthDay(voucher.expiry_date, language) })}
        </p>
      </div>
    </article>
  );
}

/** The Top Offers voucher grid, shown when the setting display_vouchers is 1 (spec part 1 §2 Home). */
export function TopOffers() {
  const { t } = useTranslation();
  const headingId = useId();
  const settings = useHomeSettings();
  const homeData = useHomeData();
  const vouchers = homeData.data?.voucherData ?? [];
  if (settings.data?.display_vouchers !== 1 || vouchers.length === 0) return null;
  return (
    <section className="home-section" aria-labelledby={headingId}>
      <div className="section-head">
        <h2 className="section-head__title" id={headingId}>
          {t('home.offers.heading')}
        </h2>
      </div>
      <ul className="voucher-grid">
        {vouchers.map((voucher) => (
          <li key={voucher.id}>
            <VoucherCard voucher={voucher} />
          </li>
        ))}
      </ul>
    </section>
  );
}
