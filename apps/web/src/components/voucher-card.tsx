import { formatDate } from '@portal/domain/date-format';
import type { Voucher } from '@portal/contract/catalog';
import type { ReactNode } from 'react';
import { Link } from './link.tsx';
import { formatAed } from '../lib/format.ts';
import { useLanguage, useTranslation } from '../lib/i18n.ts';
import { pictures, pictureSrc, pictureSrcSet } from '../lib/images.ts';
import { localized } from '../lib/localized.ts';

/** spec part 1 §7: voucher pictures are requested at 680 × 400, on the cards and on the voucher page. */
const box = pictures.thumbnail;

type VoucherImageProps = {
  path: string;
  className: string;
  /** the `sizes` attribute: how wide the picture shows where it is used */
  sizes: string;
  lazy: boolean;
};

/** A voucher's picture; decorative (alt=""), as the voucher's name stands beside it. */
export function VoucherImage({ path, className, sizes, lazy }: VoucherImageProps) {
  return (
    <img
      className={className}
      width={box.width}
      height={box.height}
      alt=""
      loading={lazy ? 'lazy' : undefined}
      decoding="async"
      sizes={sizes}
      srcSet={pictureSrcSet(path, box)}
      src={pictureSrc(path, box)}
    />
  );
}

type VoucherCardProps = {
  voucher: Voucher;
  /** the name's heading level: one below the heading of the list the card sits in */
  headingLevel: 2 | 3;
  /** i18n key of the expiry line, with {{date}} */
  expiryKey: string;
  /** the voucher lists name the vendor under the voucher's name (spec part 1 §2 Vouchers) */
  showVendor?: boolean;
  /** lines shown between the description and the expiry, e.g. the distance of a nearby voucher */
  children?: ReactNode;
};

/**
 * A voucher as a card (home Top Offers, voucher lists): picture on the voucher's colour, name, amount,
 * description and expiry. The name is the link to /v/{url_slug} and stretches over the card.
 */
export function VoucherCard({ voucher, headingLevel, expiryKey, showVendor = false, children }: VoucherCardProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="card voucher-card">
      <div className="voucher-card__media" style={{ backgroundColor: voucher.bg_color || undefined }}>
        {voucher.img && (
          <VoucherImage
            path={voucher.img}
            className="voucher-card__image"
            sizes="(min-width: 1100px) 360px, (min-width: 768px) 45vw, 92vw"
            lazy
          />
        )}
      </div>
      <div className="card__body">
        <Heading className="card__title">
          <Link className="voucher-card__link" to={`/v/${encodeURIComponent(voucher.url_slug)}`}>
            {localized(voucher, 'name')}
          </Link>
        </Heading>
        {showVendor && <p className="voucher-card__vendor">{localized(voucher, 'vendor_name')}</p>}
        <p className="voucher-card__amount">
          <bdi>{formatAed(voucher.amount, language)}</bdi>
        </p>
        <p className="card__text">{localized(voucher, 'description')}</p>
        {children}
        <p className="voucher-card__expiry">{t(expiryKey, { date: formatDate(voucher.expiry_date) })}</p>
      </div>
    </article>
  );
}
