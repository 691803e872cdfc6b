import { formatDateTime } from '@portal/domain/date-format';
import { Link } from '../../../../components/link.tsx';
import { formatAed } from '../../../../lib/format.ts';
import { useLanguage, useTranslation } from '../../../../lib/i18n.ts';

type ConsoleCard = {
  id: number;
  last4: string;
  balance: number;
  initial: number;
  status: string;
  expires_at: string;
  recipient_email: string;
  purchase_number: string | null;
};

/** A card's status as a coloured label: active, blocked, expired, pending or void. */
export function GiftCardStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <span className={`offer-state offer-state--${status === 'active' ? 'active' : 'disabled'}`}>
      {t(`console-gift-cards.status.${status}`, { defaultValue: status })}
    </span>
  );
}

/** The card's code as it may be shown again: its last four, after dots. */
export const maskedCode = (last4: string) => `•••• ${last4}`;

/** One card of the list: its last four, status, balance of initial, recipient, purchase, expiry; Open. */
export function GiftCardRow({ card }: { card: ConsoleCard }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <li className="offer-card">
      <div className="offer-card__head">
        <h3 className="offer-card__title">
          <bdi dir="ltr" className="offer-code">
            {maskedCode(card.last4)}
          </bdi>
        </h3>
        <GiftCardStatusBadge status={card.status} />
      </div>
      <dl className="offer-card__facts">
        <dt>{t('console-gift-cards.card.balance')}</dt>
        <dd>
          {t('console-gift-cards.card.balance_of', {
            balance: formatAed(card.balance, language),
            initial: formatAed(card.initial, language),
          })}
        </dd>
        <dt>{t('console-gift-cards.card.recipient')}</dt>
        <dd>
          <bdi dir="ltr">{card.recipient_email}</bdi>
        </dd>
        <dt>{t('console-gift-cards.card.purchase')}</dt>
        <dd>{card.purchase_number ? <bdi dir="ltr">{card.purchase_number}</bdi> : t('console-gift-cards.card.issued')}</dd>
        <dt>{t('console-gift-cards.card.expires')}</dt>
        <dd>
          <bdi>{formatDateTime(card.expires_at)}</bdi>
        </dd>
      </dl>
      <div className="offer-card__actions">
        <Link
          className="button button--plain"
          to={`/backoffice/gift-cards/${card.id}`}
          aria-label={t('console-gift-cards.card.open_named', { last4: card.last4 })}
        >
          {t('console-gift-cards.card.open')}
        </Link>
      </div>
    </li>
  );
}
