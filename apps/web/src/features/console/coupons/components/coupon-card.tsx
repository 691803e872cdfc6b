import { formatDateTime } from '@portal/domain/date-format';
import type { ConsoleCoupon } from '@portal/contract/console-offers';
import { Link } from '../../../../components/link.tsx';
import { formatAed } from '../../../../lib/format.ts';
import { currentLanguage, type TFunction, useTranslation } from '../../../../lib/i18n.ts';
import type { Language } from '../../../../lib/language.ts';

/** What a coupon takes off, in a few words: "10% off (at most AED 100)", "Buy 2 adults, get 1 child free". */
export function couponSummary(coupon: ConsoleCoupon, t: TFunction, language: Language): string {
  if (coupon.type === 'buy_x_get_y') {
    return t('console-offers.summary.free_tickets', {
      buy: t(`console-offers.people.${coupon.buy ?? 'adult'}`, { count: coupon.buy_qty ?? 0 }),
      free: t(`console-offers.people.${coupon.free ?? 'child'}`, { count: coupon.free_qty ?? 0 }),
    });
  }
  const off =
    coupon.type === 'aed'
      ? t('console-offers.summary.amount', { amount: formatAed(coupon.off, language) })
      : t('console-offers.summary.percentage', { percent: coupon.off });
  return coupon.max_discount === null
    ? off
    : t('console-offers.summary.capped', { off, cap: formatAed(coupon.max_discount, language) });
}

/** The coupon's state as a coloured label: active, not started, expired, used up or disabled. */
export function CouponStateBadge({ state }: { state: ConsoleCoupon['state'] }) {
  const { t } = useTranslation();
  return <span className={`offer-state offer-state--${state}`}>{t(`console-offers.states.${state}`)}</span>;
}

/** One coupon of the list: code, state, what it takes off, uses against its limit, validity, packages; Edit and Usage. */
export function CouponCard({ coupon }: { coupon: ConsoleCoupon }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const moment = (value: string | null, none: string) =>
    value ? <bdi>{formatDateTime(value)}</bdi> : t(`console-offers.card.${none}`);
  return (
    <li className="offer-card">
      <div className="offer-card__head">
        <h3 className="offer-card__title">
          <bdi dir="ltr" className="offer-code">
            {coupon.code}
          </bdi>
        </h3>
        <CouponStateBadge state={coupon.state} />
      </div>
      <p className="offer-card__summary">{couponSummary(coupon, t, language)}</p>
      <dl className="offer-card__facts">
        <dt>{t('console-offers.card.uses')}</dt>
        <dd>
          {coupon.usage_limit_total === null
            ? t('console-offers.card.uses_unlimited', { uses: coupon.uses })
            : t('console-offers.card.uses_of', { uses: coupon.uses, limit: coupon.usage_limit_total })}
        </dd>
        <dt>{t('console-offers.card.from')}</dt>
        <dd>{moment(coupon.starts_at, 'from_start')}</dd>
        <dt>{t('console-offers.card.until')}</dt>
        <dd>{moment(coupon.expires_at, 'no_end')}</dd>
        <dt>{t('console-offers.card.packages')}</dt>
        <dd>
          {coupon.packages.length === 0
            ? t('console-offers.card.every_package')
            : t('console-offers.card.some_packages', { count: coupon.packages.length })}
        </dd>
      </dl>
      <div className="offer-card__actions">
        <Link
          className="button button--plain"
          to={`/backoffice/coupons/${coupon.id}`}
          aria-label={t('console-offers.card.edit_named', { code: coupon.code })}
        >
          {t('console-offers.card.edit')}
        </Link>
        <Link
          className="link-button"
          to={`/backoffice/coupons/${coupon.id}#usage`}
          aria-label={t('console-offers.card.usage_named', { code: coupon.code })}
        >
          {t('console-offers.card.usage')}
        </Link>
      </div>
    </li>
  );
}
