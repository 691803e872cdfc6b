import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ActionError } from '../../../../lib/api.ts';
import { localized } from '../../../../lib/localized.ts';
import { positiveWhole } from '../../../../lib/search-params.ts';
import { useDeleteScratchCampaign, useSaveScratchCampaign, useScratchCampaign } from '../api/scratch-campaigns.ts';
import { AdminGate } from '../../shared/components/admin-gate.tsx';
import { CampaignDeleteSection } from '../../shared/components/campaign-delete-section.tsx';
import { EditPageFrame } from '../../../../components/console-kit/edit-page-frame.tsx';
import { ScratchCampaignForm } from '../components/scratch-campaign-form.tsx';
import { ViewOnSite } from '../../shared/components/view-on-site.tsx';
import { ScratchCampaignPool } from '../components/scratch-campaign-pool.tsx';
import { ScratchCampaignReport } from '../components/scratch-campaign-report.tsx';
import { draftOfScratchCampaign, scratchCampaignInput } from '../scratch-campaign-draft.ts';
import { useTranslation } from '../../../../lib/i18n.ts';

const listPath = '/backoffice/scratch-campaigns';

function ScratchCampaignFrame({
  title,
  path,
  error,
  children,
}: {
  title: string;
  path: string;
  error: unknown;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <EditPageFrame title={title} allLink={{ to: listPath, label: t('console-campaigns.scratch.back') }}>
      <AdminGate path={path} error={error}>
        {children}
      </AdminGate>
    </EditPageFrame>
  );
}

/** /backoffice/scratch-campaigns/new (decision 035): a new campaign, whose pool is filled once it is saved. */
export function NewScratchCampaignPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <ScratchCampaignFrame title={t('console-campaigns.scratch.new_title')} path={`${listPath}/new`} error={null}>
      <ScratchCampaignForm campaign={null} onSaved={(saved) => void navigate(`${listPath}/${saved.id}`, { replace: true })} />
    </ScratchCampaignFrame>
  );
}

/** /backoffice/scratch-campaigns/:id (decision 035): the campaign, its prize pool and its plays report. */
export function ScratchCampaignEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = positiveWhole(useParams().id ?? null) ?? 0;
  const campaign = useScratchCampaign(id);
  const remove = useDeleteScratchCampaign();
  const disable = useSaveScratchCampaign();
  const data = campaign.data;
  const notFound = campaign.error instanceof ActionError && campaign.error.failure.code === 'not_found';
  const title = campaign.data
    ? t('console-campaigns.scratch.edit_title', { name: localized(campaign.data, 'name') })
    : t('console-campaigns.loading');
  return (
    <ScratchCampaignFrame title={title} path={`${listPath}/${id}`} error={notFound ? null : campaign.error}>
      {notFound && <p className="empty-state">{t('console-campaigns.not_found')}</p>}
      {campaign.isPending && <p aria-busy="true">{t('console-campaigns.loading')}</p>}
      {data && (
        <>
          <ViewOnSite
            record={{
              kind: 'scratch_campaign',
              enable: data.enable,
              starts_at: data.starts_at,
              ends_at: data.ends_at,
            }}
          />
          <section className="campaign-form-section" aria-labelledby="scratch-details-heading">
            <h2 id="scratch-details-heading" className="review__heading">
              {t('console-campaigns.scratch.details')}
            </h2>
            <ScratchCampaignForm key={data.id} campaign={data} onSaved={() => undefined} />
          </section>
          <ScratchCampaignPool campaign={data} />
          <ScratchCampaignReport campaignId={data.id} />
          <CampaignDeleteSection
            headingId="scratch-delete-heading"
            name={localized(data, 'name')}
            inUse={data.plays > 0}
            enabled={data.enable === 1}
            inUseText={t('console-campaigns.scratch.in_use')}
            remove={() => remove.mutateAsync(id)}
            disable={() => disable.mutateAsync(scratchCampaignInput({ ...draftOfScratchCampaign(data), enable: false }, id))}
            onDeleted={() => void navigate(listPath)}
          />
        </>
      )}
    </ScratchCampaignFrame>
  );
}
