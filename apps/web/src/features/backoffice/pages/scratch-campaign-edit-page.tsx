import type { ConsoleScratchCampaign } from '@portal/contract/console-campaigns';
import { useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Link } from '../../../components/link.tsx';
import { ActionError, errorMessageOf } from '../../../lib/api.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { localized } from '../../../lib/localized.ts';
import { positiveWhole } from '../../../lib/search-params.ts';
import { showToast } from '../../../lib/toasts.ts';
import { useDeleteScratchCampaign, useSaveScratchCampaign, useScratchCampaign } from '../api/scratch-campaigns.ts';
import { AdminGate } from '../components/admin-gate.tsx';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { ScratchCampaignForm } from '../components/scratch-campaign-form.tsx';
import { ViewOnSite } from '../components/view-on-site.tsx';
import { ScratchCampaignPool } from '../components/scratch-campaign-pool.tsx';
import { ScratchCampaignReport } from '../components/scratch-campaign-report.tsx';
import { draftOfScratchCampaign, scratchCampaignInput } from '../scratch-campaign-draft.ts';
import { useTranslation } from '../../../lib/i18n.ts';

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
  useDocumentTitle(title);
  return (
    <div className="page container backoffice console">
      <h1 className="page__title">{title}</h1>
      <p>
        <Link to={listPath}>{t('console-campaigns.scratch.back')}</Link>
      </p>
      <AdminGate path={path} error={error}>
        {children}
      </AdminGate>
    </div>
  );
}

/** /backoffice/scratch-campaigns/new (issue 15 Deliver 4): a new campaign, whose pool is filled once it is saved. */
export function NewScratchCampaignPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <ScratchCampaignFrame title={t('console-campaigns.scratch.new_title')} path={`${listPath}/new`} error={null}>
      <ScratchCampaignForm campaign={null} onSaved={(saved) => void navigate(`${listPath}/${saved.id}`, { replace: true })} />
    </ScratchCampaignFrame>
  );
}

/** /backoffice/scratch-campaigns/:id (issue 15 Deliver 4): the campaign, its prize pool and its plays report. */
export function ScratchCampaignEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = positiveWhole(useParams().id ?? null) ?? 0;
  const campaign = useScratchCampaign(id);
  const notFound = campaign.error instanceof ActionError && campaign.error.failure.code === 'not_found';
  const title = campaign.data
    ? t('console-campaigns.scratch.edit_title', { name: localized(campaign.data, 'name') })
    : t('console-campaigns.loading');
  return (
    <ScratchCampaignFrame title={title} path={`${listPath}/${id}`} error={notFound ? null : campaign.error}>
      {notFound && <p className="empty-state">{t('console-campaigns.not_found')}</p>}
      {campaign.isPending && <p aria-busy="true">{t('console-campaigns.loading')}</p>}
      {campaign.data && (
        <>
          <ViewOnSite
            record={{
              kind: 'scratch_campaign',
              enable: campaign.data.enable,
              starts_at: campaign.data.starts_at,
              ends_at: campaign.data.ends_at,
            }}
          />
          <section className="campaign-form-section" aria-labelledby="scratch-details-heading">
            <h2 id="scratch-details-heading" className="review__heading">
              {t('console-campaigns.scratch.details')}
            </h2>
            <ScratchCampaignForm key={campaign.data.id} campaign={campaign.data} onSaved={() => undefined} />
          </section>
          <ScratchCampaignPool campaign={campaign.data} />
          <ScratchCampaignReport campaignId={campaign.data.id} />
          <DeleteSection campaign={campaign.data} onDeleted={() => void navigate(listPath)} />
        </>
      )}
    </ScratchCampaignFrame>
  );
}

/**
 * Delete, asked first. A campaign someone has played cannot go (in_use): the dialog says so and offers to
 * disable it instead, which stops new plays and keeps every card and prize whole.
 */
function DeleteSection({ campaign, onDeleted }: { campaign: ConsoleScratchCampaign; onDeleted: () => void }) {
  const { t } = useTranslation();
  const name = localized(campaign, 'name');
  const remove = useDeleteScratchCampaign();
  const disable = useSaveScratchCampaign();
  const [asking, setAsking] = useState(false);
  const [inUse, setInUse] = useState(campaign.plays > 0);
  const [error, setError] = useState<string | null>(null);
  if (inUse && campaign.enable === 0) return null;

  const confirmDelete = () => {
    setError(null);
    remove.mutate(campaign.id, {
      onSuccess: () => {
        showToast('success', t('console-campaigns.deleted', { name }));
        onDeleted();
      },
      onError: (failure) => {
        if (failure instanceof ActionError && failure.failure.code === 'in_use') setInUse(true);
        else setError(errorMessageOf(failure));
      },
    });
  };
  const confirmDisable = () => {
    setError(null);
    disable.mutate(scratchCampaignInput({ ...draftOfScratchCampaign(campaign), enable: false }, campaign.id), {
      onSuccess: () => {
        showToast('success', t('console-campaigns.disabled_done', { name }));
        setAsking(false);
      },
      onError: (failure) => setError(errorMessageOf(failure)),
    });
  };

  return (
    <section className="campaign-delete" aria-labelledby="scratch-delete-heading">
      <h2 id="scratch-delete-heading" className="review__heading">
        {inUse ? t('console-campaigns.disable_heading') : t('console-campaigns.delete_heading')}
      </h2>
      <button type="button" className="button button--plain" onClick={() => setAsking(true)}>
        {inUse ? t('console-campaigns.disable') : t('console-campaigns.delete')}
      </button>
      {asking && (
        <ConfirmDialog
          title={t('console-campaigns.delete_title', { name })}
          confirmLabel={inUse ? t('console-campaigns.disable') : t('console-campaigns.delete')}
          danger={!inUse}
          busy={remove.isPending || disable.isPending}
          error={error}
          onConfirm={inUse ? confirmDisable : confirmDelete}
          onCancel={() => setAsking(false)}
        >
          <p>{inUse ? t('console-campaigns.scratch.in_use') : t('console-campaigns.delete_text')}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
