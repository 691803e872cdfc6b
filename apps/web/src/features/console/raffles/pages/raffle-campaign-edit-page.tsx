import type { ConsoleRaffleCampaign } from '@portal/contract/console-campaigns';
import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Link } from '../../../../components/link.tsx';
import { ActionError } from '../../../../lib/api.ts';
import { localized } from '../../../../lib/localized.ts';
import { positiveWhole } from '../../../../lib/search-params.ts';
import { useRaffleCampaign, useDeleteRaffleCampaign, useSaveRaffleCampaign } from '../api/raffle-campaigns.ts';
import { AdminGate } from '../../shared/components/admin-gate.tsx';
import { CampaignDeleteSection } from '../../shared/components/campaign-delete-section.tsx';
import { EditPageFrame } from '../../../../components/console-kit/edit-page-frame.tsx';
import { RaffleCampaignForm } from '../components/raffle-campaign-form.tsx';
import { ViewOnSite } from '../../shared/components/view-on-site.tsx';
import { draftOfRaffleCampaign, raffleCampaignInput } from '../raffle-campaign-draft.ts';
import { useTranslation } from '../../../../lib/i18n.ts';

const listPath = '/backoffice/raffle-campaigns';

/** The frame of both pages: title, the console's navigation, the way back to the list, and the admin gate. */
function RaffleCampaignFrame({
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
    <EditPageFrame title={title} allLink={{ to: listPath, label: t('console-campaigns.raffle.back') }}>
      <AdminGate path={path} error={error}>
        {children}
      </AdminGate>
    </EditPageFrame>
  );
}

/** /backoffice/raffle-campaigns/new (decision 035): a new campaign, opened for editing once saved. */
export function NewRaffleCampaignPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <RaffleCampaignFrame title={t('console-campaigns.raffle.new_title')} path={`${listPath}/new`} error={null}>
      <RaffleCampaignForm campaign={null} onSaved={(saved) => void navigate(`${listPath}/${saved.id}`, { replace: true })} />
    </RaffleCampaignFrame>
  );
}

/** /backoffice/raffle-campaigns/:id (decision 035): one campaign's form, where its draw stands, and its deletion. */
export function RaffleCampaignEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = positiveWhole(useParams().id ?? null) ?? 0;
  const campaign = useRaffleCampaign(id);
  const remove = useDeleteRaffleCampaign();
  const disable = useSaveRaffleCampaign();
  const data = campaign.data;
  const notFound = campaign.error instanceof ActionError && campaign.error.failure.code === 'campaign_not_found';
  const title = campaign.data
    ? t('console-campaigns.raffle.edit_title', { name: localized(campaign.data, 'name') })
    : t('console-campaigns.loading');
  return (
    <RaffleCampaignFrame title={title} path={`${listPath}/${id}`} error={notFound ? null : campaign.error}>
      {notFound && <p className="empty-state">{t('console-campaigns.not_found')}</p>}
      {campaign.isPending && <p aria-busy="true">{t('console-campaigns.loading')}</p>}
      {data && (
        <>
          <ViewOnSite
            record={{
              kind: 'raffle_campaign',
              enable: data.enable,
              starts_on: data.starts_on,
              ends_on: data.ends_on,
            }}
          />
          <DrawState campaign={data} />
          <RaffleCampaignForm key={data.id} campaign={data} onSaved={() => undefined} />
          <CampaignDeleteSection
            headingId="raffle-delete-heading"
            name={localized(data, 'name')}
            inUse={data.invoices + data.tickets > 0}
            enabled={data.enable === 1}
            inUseText={t('console-campaigns.raffle.in_use')}
            remove={() => remove.mutateAsync(id)}
            disable={() => disable.mutateAsync(raffleCampaignInput({ ...draftOfRaffleCampaign(data), enable: false }, id))}
            onDeleted={() => void navigate(listPath)}
          />
        </>
      )}
    </RaffleCampaignFrame>
  );
}

/** Its entries and where the draw stands, with why some fields are now fixed. */
function DrawState({ campaign }: { campaign: ConsoleRaffleCampaign }) {
  const { t } = useTranslation();
  return (
    <div className="campaign-state" role="status">
      <p>{t('console-campaigns.raffle.entries_value', { invoices: campaign.invoices, tickets: campaign.tickets })}</p>
      {campaign.locks.draw_fixed ? (
        <p>
          {campaign.drawn_at ? t('console-campaigns.raffle.state_drawn') : t('console-campaigns.raffle.state_committed')}{' '}
          {t('console-campaigns.raffle.locked.draw_fixed')}
        </p>
      ) : (
        campaign.locks.has_entries && <p>{t('console-campaigns.raffle.locked.has_entries')}</p>
      )}
      <p>
        <Link to="/backoffice/raffles">{t('console-campaigns.raffle.draws_link')}</Link>
      </p>
    </div>
  );
}
