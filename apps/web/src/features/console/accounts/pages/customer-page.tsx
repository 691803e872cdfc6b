import { formatDateTime } from '@portal/domain/date-format';
import type { CustomerProfile } from '@portal/contract/console-customers';
import { useState } from 'react';
import { useParams } from 'react-router';
import { BackLink } from '../../../../components/back-link.tsx';
import { errorMessageOf } from '../../../../lib/api.ts';
import { useDocumentTitle } from '../../../../lib/document-title.ts';
import { useTranslation } from '../../../../lib/i18n.ts';
import { positiveWhole } from '../../../../lib/search-params.ts';
import { showToast } from '../../../../lib/toasts.ts';
import { useCustomer, useEndCustomerSessions, useExportCustomerData } from '../api/customers.ts';
import { AdminGate } from '../../shared/components/admin-gate.tsx';
import { ConfirmDialog } from '../../../../components/console-kit/confirm-dialog.tsx';
import { CustomerLists } from '../components/customer-lists.tsx';
import { CustomerName } from '../components/customer-name.tsx';
import { EraseCustomerDialog } from '../components/erase-customer-dialog.tsx';

const listPath = '/backoffice/customers';

/**
 * /backoffice/customers/:id (admins, decision 036): one traveller — profile, what they bought and
 * played — with what a privacy request needs: end their sessions, export their data, erase the account.
 */
export function CustomerPage() {
  const { t } = useTranslation();
  // 0 when the address holds no id: the page says the customer was not found
  const id = positiveWhole(useParams().id ?? null) ?? 0;
  const customer = useCustomer(id);
  const profile = customer.data?.profile;
  const title = profile?.erased_at
    ? t('console-customers.erased_name', { id })
    : profile?.name || profile?.email || profile?.mobile || t('console-customers.detail.title');
  useDocumentTitle(title);

  return (
    <div className="page container backoffice console customer">
      <BackLink to={listPath} label={t('console-customers.detail.back')} />
      <h1 className="page__title">{profile ? <CustomerName customer={profile} /> : title}</h1>
      {id === 0 ? (
        <p className="empty-state">{t('console-customers.detail.not_found')}</p>
      ) : (
        <AdminGate path={`${listPath}/${id}`} error={customer.error}>
          {customer.isPending && <p aria-busy="true">{t('console-customers.detail.loading')}</p>}
          {customer.data && (
            <>
              <CustomerProfileCard profile={customer.data.profile} />
              <CustomerLists detail={customer.data} />
            </>
          )}
        </AdminGate>
      )}
    </div>
  );
}

/** The profile and the three privacy actions, each with its confirmation. */
function CustomerProfileCard({ profile }: { profile: CustomerProfile }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState<'sessions' | 'erase' | null>(null);
  const endSessions = useEndCustomerSessions();
  const exportData = useExportCustomerData();
  const erased = profile.erased_at !== '';
  const k = (key: string) => t(`console-customers.${key}`);

  const confirmEndSessions = () =>
    endSessions.mutate(profile.id, {
      onSuccess: (ended) => {
        setAsking(null);
        showToast('success', t('console-customers.sessions.ended', { count: ended }));
      },
    });
  const download = () =>
    exportData.mutate(profile.id, {
      onSuccess: () => showToast('success', k('export.saved')),
      onError: (error) => showToast('error', errorMessageOf(error)),
    });

  return (
    <section className="customer-profile" aria-labelledby="customer-profile-heading">
      <h2 id="customer-profile-heading" className="review__heading">
        {k('detail.profile')}
      </h2>
      {erased && (
        <p className="customer-profile__erased" role="status">
          {t('console-customers.detail.erased_on', { when: formatDateTime(profile.erased_at) })}
        </p>
      )}
      <dl className="customer-profile__facts">
        <div>
          <dt>{k('fields.name')}</dt>
          <dd>{profile.name || '—'}</dd>
        </div>
        <div>
          <dt>{k('fields.email')}</dt>
          <dd>{profile.email ? <bdi dir="ltr">{profile.email}</bdi> : '—'}</dd>
        </div>
        <div>
          <dt>{k('fields.mobile')}</dt>
          <dd>{profile.mobile ? <bdi dir="ltr">{profile.mobile}</bdi> : '—'}</dd>
        </div>
        <div>
          <dt>{k('fields.language')}</dt>
          <dd>{k(`languages.${profile.language}`)}</dd>
        </div>
        <div>
          <dt>{k('fields.created_at')}</dt>
          <dd>{formatDateTime(profile.created_at)}</dd>
        </div>
        <div>
          <dt>{k('fields.live_sessions')}</dt>
          <dd>{profile.live_sessions}</dd>
        </div>
      </dl>
      <div className="customer-profile__actions">
        <button
          type="button"
          className="button button--plain"
          onClick={() => setAsking('sessions')}
          disabled={profile.live_sessions === 0}
        >
          {k('sessions.open')}
        </button>
        <button type="button" className="button button--plain" onClick={download} aria-busy={exportData.isPending}>
          {k('export.open')}
        </button>
        {!erased && (
          <button type="button" className="button button--danger" onClick={() => setAsking('erase')}>
            {k('erase.open')}
          </button>
        )}
      </div>
      {asking === 'sessions' && (
        <ConfirmDialog
          title={k('sessions.title')}
          confirmLabel={k('sessions.confirm')}
          busy={endSessions.isPending}
          error={endSessions.error ? errorMessageOf(endSessions.error) : null}
          onConfirm={confirmEndSessions}
          onCancel={() => setAsking(null)}
        >
          <p>{t('console-customers.sessions.question', { count: profile.live_sessions })}</p>
        </ConfirmDialog>
      )}
      {asking === 'erase' && (
        <EraseCustomerDialog
          profile={profile}
          onClose={() => setAsking(null)}
          onErased={() => {
            setAsking(null);
            showToast('success', k('erase.done'));
          }}
        />
      )}
    </section>
  );
}
