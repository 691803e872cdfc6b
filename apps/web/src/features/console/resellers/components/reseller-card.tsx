import { formatDateTime } from '@portal/domain/date-format';
import type { ConsoleReseller } from '@portal/contract/console-resellers';
import { Link } from '../../../../components/link.tsx';
import { useTranslation } from '../../../../lib/i18n.ts';

/** A reseller's status as a coloured label: live or revoked. */
export function ResellerStatusBadge({ status }: { status: ConsoleReseller['status'] }) {
  const { t } = useTranslation();
  return (
    <span className={`offer-state offer-state--${status === 'live' ? 'active' : 'disabled'}`}>
      {t(`console-resellers.status.${status}`)}
    </span>
  );
}

/** One reseller of the list: name, status, commission, packages, bookings, created; Open. */
export function ResellerCard({ reseller }: { reseller: ConsoleReseller }) {
  const { t } = useTranslation();
  return (
    <li className="offer-card">
      <div className="offer-card__head">
        <h3 className="offer-card__title">
          <bdi>{reseller.name}</bdi>
        </h3>
        <ResellerStatusBadge status={reseller.status} />
      </div>
      <dl className="offer-card__facts">
        <dt>{t('console-resellers.card.commission')}</dt>
        <dd>{t('console-resellers.card.commission_value', { percent: reseller.commission_percent })}</dd>
        <dt>{t('console-resellers.card.products')}</dt>
        <dd>
          {reseller.package_ids === null
            ? t('console-resellers.card.every_package')
            : t('console-resellers.card.some_packages', { count: reseller.package_ids.length })}
        </dd>
        <dt>{t('console-resellers.card.bookings')}</dt>
        <dd>{reseller.bookings}</dd>
        <dt>{t('console-resellers.card.created')}</dt>
        <dd>
          <bdi>{formatDateTime(reseller.created_at)}</bdi>
        </dd>
      </dl>
      <div className="offer-card__actions">
        <Link
          className="button button--plain"
          to={`/backoffice/resellers/${reseller.id}`}
          aria-label={t('console-resellers.card.edit_named', { name: reseller.name })}
        >
          {t('console-resellers.card.edit')}
        </Link>
      </div>
    </li>
  );
}
