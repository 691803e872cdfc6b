import { formatDate } from '@portal/domain/date-format';
import type { ConsoleRaffleCampaignSummary } from '@portal/contract/console-campaigns';
import { Link } from '../../../../components/link.tsx';
import { formatAed } from '../../../../lib/format.ts';
import { currentLanguage, useTranslation } from '../../../../lib/i18n.ts';
import { useRaffleCampaigns } from '../api/raffle-campaigns.ts';
import { CampaignCard, CampaignListPage } from '../../shared/components/campaign-list.tsx';

/**
 * /backoffice/raffle-campaigns (admins, decision 035): every spend-and-win campaign, enabled or not,
 * searched and paged by the server, with its entries and where its draw stands. Moderators commit and draw
 * on /backoffice/raffles; this page sets the rules.
 */
export function RaffleCampaignsPage() {
  const { t } = useTranslation();
  return (
    <CampaignListPage
      kind="raffle"
      explained={
        <>
          {t('console-campaigns.raffle.explained')}{' '}
          <Link to="/backoffice/raffles">{t('console-campaigns.raffle.draws_link')}</Link>
        </>
      }
      useCampaigns={useRaffleCampaigns}
      card={(campaign) => <RaffleCampaignCard key={campaign.id} campaign={campaign} />}
    />
  );
}

/** One campaign: both names, period, entry amount, prizes, entries and the state of its draw. */
function RaffleCampaignCard({ campaign }: { campaign: ConsoleRaffleCampaignSummary }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <CampaignCard
      kind="raffle"
      campaign={campaign}
      badges={
        campaign.drawn_at ? (
          <span className="campaign-badge campaign-badge--fixed">{t('console-campaigns.raffle.drawn')}</span>
        ) : (
          campaign.committed && (
            <span className="campaign-badge campaign-badge--fixed">{t('console-campaigns.raffle.committed')}</span>
          )
        )
      }
    >
      <dt>{t('console-campaigns.raffle.period')}</dt>
      <dd>
        {t('console-campaigns.raffle.period_value', {
          from: formatDate(campaign.starts_on),
          to: formatDate(campaign.ends_on),
        })}
      </dd>
      <dt>{t('console-campaigns.fields.draw_on')}</dt>
      <dd>{formatDate(campaign.draw_on)}</dd>
      <dt>{t('console-campaigns.fields.entry_amount')}</dt>
      <dd>
        <bdi dir="ltr">{formatAed(campaign.entry_amount, language)}</bdi>
      </dd>
      <dt>{t('console-campaigns.fields.prizes')}</dt>
      <dd>
        {campaign.prizes.map((prize, i) => (
          <bdi key={i} dir="ltr" className="campaign-card__prize">
            {formatAed(prize, language)}
          </bdi>
        ))}
      </dd>
      <dt>{t('console-campaigns.raffle.entries')}</dt>
      <dd>{t('console-campaigns.raffle.entries_value', { invoices: campaign.invoices, tickets: campaign.tickets })}</dd>
    </CampaignCard>
  );
}
