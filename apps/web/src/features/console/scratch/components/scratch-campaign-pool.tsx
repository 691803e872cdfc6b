import type { ConsoleScratchCampaign, ConsoleScratchPrize } from '@portal/contract/console-campaigns';
import { useState } from 'react';
import { formatAed } from '../../../../lib/format.ts';
import { currentLanguage, useTranslation } from '../../../../lib/i18n.ts';
import { intlLocaleOf } from '../../../../lib/language.ts';
import { localized } from '../../../../lib/localized.ts';
import { ScratchCampaignPrizeDialog } from './scratch-campaign-prize-dialog.tsx';
import { ScratchCampaignStockDialog } from './scratch-campaign-stock-dialog.tsx';

/** What the admin is doing to the pool: a new prize, a prize's details, or its stock. */
type Editing =
  | { kind: 'prize'; prize: ConsoleScratchPrize | null }
  | { kind: 'stock'; prize: ConsoleScratchPrize; mode: 'add' | 'withdraw' }
  | null;

/**
 * The prize pool: each prize with its stock, wins, open codes and chance on the next play (every open code
 * is equally likely), with its details, more stock and withdrawal a click away.
 */
export function ScratchCampaignPool({ campaign }: { campaign: ConsoleScratchCampaign }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<Editing>(null);
  const close = () => setEditing(null);
  return (
    <section className="campaign-pool" aria-labelledby="scratch-pool-heading">
      <h2 id="scratch-pool-heading" className="review__heading">
        {t('console-campaigns.scratch.pool_heading')}
      </h2>
      <p>{t('console-campaigns.scratch.pool_explained', { stock: campaign.stock, won: campaign.won })}</p>
      <button type="button" className="button" onClick={() => setEditing({ kind: 'prize', prize: null })}>
        {t('console-campaigns.scratch.prize_add')}
      </button>
      {campaign.prizes.length === 0 && <p className="empty-state">{t('console-campaigns.scratch.pool_empty')}</p>}
      <ul className="campaign-cards">
        {campaign.prizes.map((prize) => (
          <PrizeCard
            key={prize.id}
            prize={prize}
            onEdit={() => setEditing({ kind: 'prize', prize })}
            onStock={(mode) => setEditing({ kind: 'stock', prize, mode })}
          />
        ))}
      </ul>
      {editing?.kind === 'prize' && <ScratchCampaignPrizeDialog campaignId={campaign.id} prize={editing.prize} onClose={close} />}
      {editing?.kind === 'stock' && <ScratchCampaignStockDialog prize={editing.prize} mode={editing.mode} onClose={close} />}
    </section>
  );
}

type PrizeCardProps = { prize: ConsoleScratchPrize; onEdit: () => void; onStock: (mode: 'add' | 'withdraw') => void };

function PrizeCard({ prize, onEdit, onStock }: PrizeCardProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const name = localized(prize, 'name', language);
  const percent = new Intl.NumberFormat(intlLocaleOf(language), { style: 'percent', maximumFractionDigits: 1 });
  const withdrawn = prize.remaining === 0;
  return (
    <li className={withdrawn ? 'campaign-card campaign-card--disabled' : 'campaign-card'}>
      <h3 className="campaign-card__name">
        <span lang="en" dir="ltr">
          {prize.name}
        </span>
      </h3>
      <p className="campaign-card__arabic-name" lang="ar" dir="rtl">
        {prize.arabic_name}
      </p>
      {withdrawn && (
        <p className="campaign-card__badges">
          <span className="campaign-badge campaign-badge--off">{t('console-campaigns.scratch.none_open')}</span>
        </p>
      )}
      <dl className="campaign-card__facts">
        <dt>{t('console-campaigns.scratch.value')}</dt>
        <dd>{prize.value === null ? '—' : <bdi dir="ltr">{formatAed(prize.value, language)}</bdi>}</dd>
        <dt>{t('console-campaigns.scratch.stock')}</dt>
        <dd>{prize.stock}</dd>
        <dt>{t('console-campaigns.scratch.won')}</dt>
        <dd>{prize.won}</dd>
        <dt>{t('console-campaigns.scratch.remaining')}</dt>
        <dd>{prize.remaining}</dd>
        <dt>{t('console-campaigns.scratch.odds')}</dt>
        <dd>
          <bdi dir="ltr">{percent.format(prize.odds)}</bdi>
        </dd>
      </dl>
      {prize.open_codes.length > 0 && (
        <details className="campaign-card__codes">
          <summary>{t('console-campaigns.scratch.open_codes', { count: prize.open_codes.length })}</summary>
          <p dir="ltr" className="campaign-codes-list">
            {prize.open_codes.join(', ')}
          </p>
        </details>
      )}
      <div className="campaign-card__actions">
        <button
          type="button"
          className="button button--plain"
          aria-label={t('console-campaigns.edit_named', { name })}
          onClick={onEdit}
        >
          {t('console-campaigns.edit')}
        </button>
        <button
          type="button"
          className="button button--plain"
          aria-label={t('console-campaigns.scratch.add_named', { name })}
          onClick={() => onStock('add')}
        >
          {t('console-campaigns.scratch.add')}
        </button>
        {!withdrawn && (
          <button
            type="button"
            className="link-button"
            aria-label={t('console-campaigns.scratch.withdraw_named', { name })}
            onClick={() => onStock('withdraw')}
          >
            {t('console-campaigns.scratch.withdraw')}
          </button>
        )}
      </div>
    </li>
  );
}
