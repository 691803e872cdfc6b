import type { ConsoleRaffleCampaign } from '@portal/contract/console-campaigns';
import { useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Link } from '../../../components/link.tsx';
import { ActionError, errorMessageOf } from '../../../lib/api.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { localized } from '../../../lib/localized.ts';
import { positiveWhole } from '../../../lib/search-params.ts';
import { showToast } from '../../../lib/toasts.ts';
import { useRaffleCampaign, useDeleteRaffleCampaign, useSaveRaffleCampaign } from '../api/raffle-campaigns.ts';
import { AdminGate } from '../components/admin-gate.tsx';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { RaffleCampaignForm } from '../components/raffle-campaign-form.tsx';
import { ViewOnSite } from '../components/view-on-site.tsx';
import { draftOfRaffleCampaign, raffleCampaignInput } from '../raffle-campaign-draft.ts';
import { useTranslation } from '../../../lib/i18n.ts';

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
  useDocumentTitle(title);
  return (
    <div className="page container backoffice console">
      <h1 className="page__title">{title}</h1>
      <p>
        <Link to={listPath}>{t('console-campaigns.raffle.back')}</Link>
      </p>
      <AdminGate path={path} error={error}>
        {children}
      </AdminGate>
    </div>
  );
}

/** /backoffice/raffle-campaigns/new (issue 15 Deliver 4): a new campaign, opened for editing once saved. */
export function NewRaffleCampaignPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <RaffleCampaignFrame title={t('console-campaigns.raffle.new_title')} path={`${listPath}/new`} error={null}>
      <RaffleCampaignForm campaign={null} onSaved={(saved) => void navigate(`${listPath}/${saved.id}`, { replace: true })} />
    </RaffleCampaignFrame>
  );
}

/** /backoffice/raffle-campaigns/:id (issue 15 Deliver 4): one campaign's form, where its draw stands, and its deletion. */
export function RaffleCampaignEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = positiveWhole(useParams().id ?? null) ?? 0;
  const campaign = useRaffleCampaign(id);
  const notFound = campaign.error instanceof ActionError && campaign.error.failure.code === 'campaign_not_found';
  const title = campaign.data
    ? t('console-campaigns.raffle.edit_title', { name: localized(campaign.data, 'name') })
    : t('console-campaigns.loading');
  return (
    <RaffleCampaignFrame title={title} path={`${listPath}/${id}`} error={notFound ? null : campaign.error}>
      {notFound && <p className="empty-state">{t('console-campaigns.not_found')}</p>}
      {campaign.isPending && <p aria-busy="true">{t('console-campaigns.loading')}</p>}
      {campaign.data && (
        <>
          <ViewOnSite
            record={{
              kind: 'raffle_campaign',
              enable: campaign.data.enable,
              starts_on: campaign.data.starts_on,
              ends_on: campaign.data.ends_on,
            }}
          />
          <DrawState campaign={campaign.data} />
          <RaffleCampaignForm key={campaign.data.id} campaign={campaign.data} onSaved={() => undefined} />
          <DeleteSection campaign={campaign.data} onDeleted={() => void navigate(listPath)} />
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

/**
 * Delete, asked first. A campaign with invoices or tickets cannot go (the server answers in_use): the dialog
 * says so and offers to disable it instead, which hides it from visitors and keeps every entry whole.
 */
function DeleteSection({ campaign, onDeleted }: { campaign: ConsoleRaffleCampaign; onDeleted: () => void }) {
  const { t } = useTranslation();
  const name = localized(campaign, 'name');
  const remove = useDeleteRaffleCampaign();
  const disable = useSaveRaffleCampaign();
  const [asking, setAsking] = useState(false);
  const [inUse, setInUse] = useState(campaign.invoices + campaign.tickets > 0);
  const [error, setError] = useState<string | null>(null);
  // a campaign with entries that is already hidden has nothing left to do here
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
    disable.mutate(raffleCampaignInput({ ...draftOfRaffleCampaign(campaign), enable: false }, campaign.id), {
      onSuccess: () => {
        showToast('success', t('console-campaigns.disabled_done', { name }));
        setAsking(false);
      },
      onError: (failure) => setError(errorMessageOf(failure)),
    });
  };

  return (
    <section className="campaign-delete" aria-labelledby="raffle-delete-heading">
      <h2 id="raffle-delete-heading" className="review__heading">
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
          <p>{inUse ? t('console-campaigns.raffle.in_use') : t('console-campaigns.delete_text')}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
