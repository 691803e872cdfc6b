import { formatDateTime } from '@portal/domain/date-format';
import type { ConsoleScratchCampaignSummary } from '@portal/contract/console-campaigns';
import { useTranslation } from '../../../../lib/i18n.ts';
import { useScratchCampaigns } from '../api/scratch-campaigns.ts';
import { CampaignCard, CampaignListPage } from '../../shared/components/campaign-list.tsx';

/**
 * /backoffice/scratch-campaigns (admins, decision 035): every scratch-and-win campaign, enabled or
 * not, searched and paged by the server, with its stock, prizes won and plays.
 */
export function ScratchCampaignsPage() {
  const { t } = useTranslation();
  return (
    <CampaignListPage
      kind="scratch"
      explained={t('console-campaigns.scratch.explained')}
      useCampaigns={useScratchCampaigns}
      card={(campaign) => <ScratchCampaignCard key={campaign.id} campaign={campaign} />}
    />
  );
}

function ScratchCampaignCard({ campaign }: { campaign: ConsoleScratchCampaignSummary }) {
  const { t } = useTranslation();
  const moment = (value: string | null) => (value ? formatDateTime(value) : t('console-campaigns.scratch.open'));
  return (
    <CampaignCard kind="scratch" campaign={campaign}>
      <dt>{t('console-campaigns.fields.starts_at')}</dt>
      <dd>{moment(campaign.starts_at)}</dd>
      <dt>{t('console-campaigns.fields.ends_at')}</dt>
      <dd>{moment(campaign.ends_at)}</dd>
      <dt>{t('console-campaigns.scratch.stock')}</dt>
      <dd>{t('console-campaigns.scratch.stock_value', { stock: campaign.stock, won: campaign.won })}</dd>
      <dt>{t('console-campaigns.report.plays')}</dt>
      <dd>{campaign.plays}</dd>
    </CampaignCard>
  );
}
