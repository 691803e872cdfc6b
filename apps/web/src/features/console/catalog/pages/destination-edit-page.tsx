import type { ConsoleDestination, DestinationUsage } from '@portal/contract/console-destinations';
import { useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Link } from '../../../../components/link.tsx';
import { BackLink } from '../../../../components/back-link.tsx';
import { ActionError } from '../../../../lib/api.ts';
import { useDocumentTitle } from '../../../../lib/document-title.ts';
import { currentLanguage, useTranslation } from '../../../../lib/i18n.ts';
import { intlLocaleOf } from '../../../../lib/language.ts';
import { localized } from '../../../../lib/localized.ts';
import { positiveWhole } from '../../../../lib/search-params.ts';
import { showToast } from '../../../../lib/toasts.ts';
import { useConsoleDestination, useDeleteDestination, useSaveDestination } from '../api/destinations.ts';
import { useOperatorProfile } from '../../../../lib/operator-profile.ts';
import { AdminGate } from '../../shared/components/admin-gate.tsx';
import { ConfirmDeleteDialog } from '../../../../components/console-kit/confirm-dialog.tsx';
import { DestinationForm } from '../components/destination-form.tsx';
import { ViewOnSite } from '../../shared/components/view-on-site.tsx';
import { auditLogSearch } from '../../shared/audit-log-filters.ts';
import { destinationInput, draftOfDestination } from '../destination-draft.ts';

const listPath = '/backoffice/destinations';
const editPath = (id: number) => `${listPath}/${id}`;
/** The audit log's filters with none set, for a link to one record's history. */
const noAuditFilters = { entity: '', entityId: '', operatorId: null, from: '', to: '', page: 1 };

/** The frame of both pages: back link, title, the console's navigation and the admin gate. */
function DestinationPageFrame({
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
      <BackLink to={listPath} label={t('console-destinations.edit.back')} />
      <h1 className="page__title">{title}</h1>
      <AdminGate path={path} error={error}>
        {children}
      </AdminGate>
    </div>
  );
}

/**
 * /backoffice/destinations/new (decision 035): a new destination's form. Once it is created the
 * admin is taken to its own page, where it can be changed further.
 */
export function NewDestinationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // no list to read here: the profile says whether the signed-in operator may create one
  const profile = useOperatorProfile();
  const created = (saved: ConsoleDestination) => {
    showToast('success', t('console-destinations.edit.created', { name: localized(saved, 'name') }));
    void navigate(editPath(saved.id), { replace: true });
  };
  return (
    <DestinationPageFrame title={t('console-destinations.edit.new_title')} path={`${listPath}/new`} error={profile.error}>
      {profile.data?.staff_role === 'moderator' ? (
        <p className="empty-state">{t('console.admins_only')}</p>
      ) : (
        profile.data && <DestinationForm destination={null} onSaved={created} onCancel={() => void navigate(listPath)} />
      )}
    </DestinationPageFrame>
  );
}

/** /backoffice/destinations/:id (decision 035): one destination's form, its public page and its deletion. */
export function DestinationEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = positiveWhole(useParams().id ?? null) ?? 0;
  const destination = useConsoleDestination(id);
  const notFound = id === 0 || (destination.error instanceof ActionError && destination.error.failure.code === 'not_found');
  const title = destination.data
    ? t('console-destinations.edit.title', { name: localized(destination.data, 'name') })
    : t('console-destinations.edit.loading');
  return (
    <DestinationPageFrame title={title} path={editPath(id)} error={notFound ? null : destination.error}>
      {notFound && (
        <div className="empty-state">
          <p>{t('console-destinations.edit.not_found')}</p>
          <Link className="button" to={listPath}>
            {t('console-destinations.edit.back')}
          </Link>
        </div>
      )}
      {destination.isPending && !notFound && <p aria-busy="true">{t('console-destinations.edit.loading')}</p>}
      {destination.data && (
        <>
          <DestinationFacts destination={destination.data} />
          <DestinationForm
            key={destination.data.id}
            destination={destination.data}
            onSaved={(saved) => showToast('success', t('console-destinations.edit.saved', { name: localized(saved, 'name') }))}
            onCancel={() => void navigate(listPath)}
          />
          <DeleteSection destination={destination.data} onDeleted={() => void navigate(listPath)} />
        </>
      )}
    </DestinationPageFrame>
  );
}

/** Where visitors find the destination (a hidden or disabled one has no page for them), and how many packages it holds. */
function DestinationFacts({ destination }: { destination: ConsoleDestination }) {
  const { t } = useTranslation();
  return (
    <div className="destination-facts">
      <p>{t('console-destinations.edit.packages', { count: destination.usage.packages })}</p>
      <ViewOnSite
        record={{ kind: 'destination', url_slug: destination.url_slug, enable: destination.enable, hide: destination.hide }}
      />
      <Link
        to={`/backoffice/audit-log?${auditLogSearch({ ...noAuditFilters, entity: 'destination', entityId: String(destination.id) })}`}
      >
        {t('console-destinations.edit.history')}
      </Link>
    </div>
  );
}

/** What refers to a destination, as "3 packages and 1 voucher" in the current language; "" when nothing does. */
function usageText(usage: DestinationUsage, t: (key: string, options: { count: number }) => string): string {
  const parts = (Object.entries(usage) as [keyof DestinationUsage, number][])
    .filter(([, count]) => count > 0)
    .map(([kind, count]) => t(`console-destinations.usage.${kind}`, { count }));
  return new Intl.ListFormat(intlLocaleOf(currentLanguage()), { type: 'conjunction' }).format(parts);
}

/**
 * Delete, asked first. A destination that anything refers to cannot go: the dialog says what refers to it and
 * offers to disable it instead, which takes it and its packages off the site and keeps every booking, voucher
 * and order whole.
 */
function DeleteSection({ destination, onDeleted }: { destination: ConsoleDestination; onDeleted: () => void }) {
  const { t } = useTranslation();
  const name = localized(destination, 'name');
  const remove = useDeleteDestination();
  const disable = useSaveDestination();
  const [asking, setAsking] = useState(false);
  const used = usageText(destination.usage, t);
  return (
    <section className="destination-delete" aria-labelledby="destination-delete-heading">
      <h2 id="destination-delete-heading" className="review__heading">
        {t('console-destinations.delete.heading')}
      </h2>
      <p>{used ? t('console-destinations.delete.used_by', { usage: used }) : t('console-destinations.delete.unused')}</p>
      <button type="button" className="button button--danger" onClick={() => setAsking(true)}>
        {t('console-destinations.delete.open')}
      </button>
      {asking && (
        <ConfirmDeleteDialog
          title={t('console-destinations.delete.title', { name })}
          text={t('console-destinations.delete.text')}
          confirmLabel={t('console-destinations.delete.confirm')}
          run={() => remove.mutateAsync(destination.id)}
          doneText={t('console-destinations.delete.deleted', { name })}
          onDeleted={onDeleted}
          onCancel={() => setAsking(false)}
          disableInstead={{
            inUse: used !== '',
            label: t('console-destinations.delete.disable'),
            text: t('console-destinations.delete.in_use', { usage: used }),
            run: () =>
              disable.mutateAsync(destinationInput({ ...draftOfDestination(destination), enable: false }, destination.id)),
            doneText: t('console-destinations.delete.disabled', { name }),
          }}
        />
      )}
    </section>
  );
}
