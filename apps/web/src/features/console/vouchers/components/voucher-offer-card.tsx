import { formatDate } from '@portal/domain/date-format';
import type { ConsoleVoucherOffer } from '@portal/contract/console-offers';
import { Link } from '../../../../components/link.tsx';
import { formatAed } from '../../../../lib/format.ts';
import { currentLanguage, useTranslation } from '../../../../lib/i18n.ts';
import { pictures, pictureSrc } from '../../../../lib/images.ts';
import { localized } from '../../../../lib/localized.ts';

/** What visitors make of an offer now: shown, hidden (disabled) or past its expiry date. */
export function VoucherOfferStateBadge({ offer }: { offer: ConsoleVoucherOffer }) {
  const { t } = useTranslation();
  const state = offer.enable !== 1 ? 'disabled' : offer.expired === 1 ? 'expired' : 'active';
  return <span className={`offer-state offer-state--${state}`}>{t(`console-offers.offer_states.${state}`)}</span>;
}

/** One voucher offer of the list: picture on its colour, names, vendor, amount, expiry, codes; Edit. */
export function VoucherOfferCard({ offer }: { offer: ConsoleVoucherOffer }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const name = localized(offer, 'name');
  return (
    <li className="offer-card offer-card--voucher">
      <div className="offer-card__picture" style={{ backgroundColor: offer.bg_color }}>
        {offer.img && <img alt="" loading="lazy" src={pictureSrc(offer.img, pictures.consoleThumbnail)} />}
      </div>
      <div className="offer-card__body">
        <div className="offer-card__head">
          <h3 className="offer-card__title">{name}</h3>
          <VoucherOfferStateBadge offer={offer} />
          {offer.top_offer === 1 && <span className="offer-state offer-state--top">{t('console-offers.offers.top_offer')}</span>}
        </div>
        <p className="offer-card__summary">
          {localized(offer, 'vendor_name')} · <bdi dir="ltr">{formatAed(offer.amount, language)}</bdi>
        </p>
        <dl className="offer-card__facts">
          <dt>{t('console-offers.offers.expires')}</dt>
          <dd>{formatDate(offer.expiry_date)}</dd>
          <dt>{t('console-offers.offers.position')}</dt>
          <dd>{offer.position}</dd>
          <dt>{t('console-offers.offers.codes')}</dt>
          <dd>{t('console-offers.offers.codes_count', { issued: offer.issued, redeemed: offer.redeemed })}</dd>
        </dl>
        <div className="offer-card__actions">
          <Link
            className="button button--plain"
            to={`/backoffice/voucher-offers/${offer.id}`}
            aria-label={t('console-offers.offers.edit_named', { name })}
          >
            {t('console-offers.offers.edit')}
          </Link>
          <Link
            className="link-button"
            to={`/backoffice/voucher-offers/${offer.id}#codes`}
            aria-label={t('console-offers.offers.codes_named', { name })}
          >
            {t('console-offers.offers.codes_link')}
          </Link>
        </div>
      </div>
    </li>
  );
}
