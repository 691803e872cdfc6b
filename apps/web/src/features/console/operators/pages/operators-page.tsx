import type { Operator, StaffRole } from '@portal/contract/console';
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Pagination } from '../../../../components/pagination.tsx';
import { errorMessageOf } from '../../../../lib/api.ts';
import { useDocumentTitle } from '../../../../lib/document-title.ts';
import { pageNumberOf } from '../../../../lib/search-params.ts';
import { showToast } from '../../../../lib/toasts.ts';
import { useConsoleTeams } from '../../../../lib/console-teams.ts';
import { useOperatorProfile } from '../../../../lib/operator-profile.ts';
import { useOperators } from '../../shared/api/operators-list.ts';
import { useRemoveOperator, useUpdateOperatorRole } from '../api/operators.ts';
import { AdminGate } from '../../shared/components/admin-gate.tsx';
import { ConfirmDialog } from '../../../../components/console-kit/confirm-dialog.tsx';
import { ConsoleListSearch } from '../../shared/components/console-list-search.tsx';
import { InviteOperatorDialog } from '../components/invite-operator-dialog.tsx';
import { OperatorCard } from '../components/operator-card.tsx';
import { TeamOptions } from '../components/team-options.tsx';
import { Trans, useTranslation } from '../../../../lib/i18n.ts';

const path = '/backoffice/operators';
const operatorsPerPage = 25;

/** The change an admin is asked to confirm. */
type PendingChange =
  { kind: 'role'; operator: Operator; role: StaffRole; teamId: number | null } | { kind: 'remove'; operator: Operator };

/** How a person is named in texts: their name, or their address when they have none yet. */
const nameOf = (operator: Operator) => operator.name || operator.email || operator.mobile || `#${operator.id}`;

/**
 * /backoffice/operators (admins, decision 034): who may use the console and as what. Admins invite by
 * e-mail, change roles and remove operators (which ends their sessions); the server keeps one admin at least.
 */
export function OperatorsPage() {
  const { t } = useTranslation();
  const title = t('console.operators.title');
  useDocumentTitle(title);
  const [search, setSearch] = useSearchParams();
  const q = search.get('q') ?? '';
  const page = pageNumberOf(search);
  const operators = useOperators({ q, page, perPage: operatorsPerPage });
  const total = operators.data?.total ?? 0;
  const headingRef = useRef<HTMLHeadingElement>(null);
  // a new page starts at its top: the paginator sits under the list, so the reader is taken back to the heading
  const showPage = (next: number) => {
    setSearch({ ...(q ? { q } : {}), ...(next > 1 ? { page: String(next) } : {}) });
    headingRef.current?.focus();
  };
  const me = useOperatorProfile().data;
  const [inviting, setInviting] = useState(false);

  const onSearch = (typed: string) => setSearch(typed ? { q: typed } : {}, { replace: true });

  return (
    <div className="page container backoffice console">
      <h1 className="page__title">{title}</h1>
      <p>{t('console.operators.explained')}</p>
      <AdminGate path={path} error={operators.error}>
        <div className="console-toolbar">
          <ConsoleListSearch label={t('console.operators.search')} q={q} onSearch={onSearch} />
          <button type="button" className="button" onClick={() => setInviting(true)}>
            {t('console.invite.open')}
          </button>
        </div>
        <section aria-labelledby="operators-heading" aria-busy={operators.isFetching}>
          <h2 id="operators-heading" className="review__heading" ref={headingRef} tabIndex={-1}>
            {operators.isPending
              ? t('console.operators.loading')
              : q
                ? t('console.operators.found', { count: total, q })
                : t('console.operators.count', { count: total })}
          </h2>
          {operators.isPending && <OperatorsSkeleton />}
          {operators.data?.data.length === 0 && <p className="empty-state">{t('console.operators.none')}</p>}
          <OperatorList operators={operators.data?.data ?? []} meId={me?.id ?? null} />
          {total > 0 && <Pagination page={page} perPage={operatorsPerPage} total={total} onPage={showPage} />}
        </section>
        {inviting && (
          <InviteOperatorDialog
            onClose={() => setInviting(false)}
            onInvited={(operator) => {
              setInviting(false);
              showToast('success', t('console.invite.sent', { name: nameOf(operator) }));
            }}
          />
        )}
      </AdminGate>
    </div>
  );
}

/** The cards, with the confirmation of a role change or a removal. */
function OperatorList({ operators, meId }: { operators: Operator[]; meId: number | null }) {
  const { t } = useTranslation();
  const [pending, setPending] = useState<PendingChange | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const updateRole = useUpdateOperatorRole();
  const remove = useRemoveOperator();
  const teams = useConsoleTeams().data?.data ?? [];
  const busy = updateRole.isPending || remove.isPending;

  const ask = (change: PendingChange) => {
    setFailure(null);
    setPending(change);
  };
  const done = (text: string) => {
    setPending(null);
    showToast('success', text);
  };
  const failed = (error: unknown) => setFailure(errorMessageOf(error));

  const confirm = () => {
    if (!pending) return;
    const name = nameOf(pending.operator);
    if (pending.kind === 'role') {
      const role = pending.role;
      if (role === 'member' && pending.teamId === null) {
        setFailure(t('console-teams.choose_team'));
        return;
      }
      updateRole.mutate(
        { userId: pending.operator.id, staffRole: role, teamId: pending.teamId },
        {
          onSuccess: () => done(t('console.operators.role_changed', { name, role: t(`console.roles.${role}`) })),
          onError: failed,
        },
      );
    } else {
      remove.mutate(pending.operator.id, { onSuccess: () => done(t('console.operators.removed', { name })), onError: failed });
    }
  };

  return (
    <>
      {operators.length > 0 && (
        <ul className="operator-cards">
          {operators.map((operator) => (
            <OperatorCard
              key={operator.id}
              operator={operator}
              isMe={operator.id === meId}
              busy={busy && pending?.operator.id === operator.id}
              teams={teams}
              onChangeRole={(target, role, teamId) => ask({ kind: 'role', operator: target, role, teamId })}
              onRemove={(target) => ask({ kind: 'remove', operator: target })}
            />
          ))}
        </ul>
      )}
      {pending?.kind === 'role' && (
        <ConfirmDialog
          title={t('console.operators.role_title')}
          confirmLabel={t('console.operators.role_confirm', { role: t(`console.roles.${pending.role}`) })}
          busy={busy}
          error={failure}
          onConfirm={confirm}
          onCancel={() => setPending(null)}
        >
          <p>
            <Trans
              i18nKey="console.operators.role_question"
              values={{ name: nameOf(pending.operator), role: t(`console.roles.${pending.role}`) }}
              components={{ name: <strong dir="auto" /> }}
            />
          </p>
          <p className="form-field__hint">{t(`console.roles.${pending.role}_hint`)}</p>
          {pending.role === 'member' && (
            <label className="form-field">
              <span className="form-field__label">{t('console-teams.team')}</span>
              <select
                className="form-field__input"
                value={pending.teamId ?? ''}
                onChange={(e) => setPending({ ...pending, teamId: e.target.value ? Number(e.target.value) : null })}
              >
                <TeamOptions teams={teams} placeholder={t('console-teams.choose_team')} />
              </select>
            </label>
          )}
        </ConfirmDialog>
      )}
      {pending?.kind === 'remove' && (
        <ConfirmDialog
          title={t('console.operators.remove_title')}
          confirmLabel={t('console.operators.remove_confirm')}
          danger
          busy={busy}
          error={failure}
          onConfirm={confirm}
          onCancel={() => setPending(null)}
        >
          <p>
            <Trans
              i18nKey="console.operators.remove_question"
              values={{ name: nameOf(pending.operator) }}
              components={{ name: <strong dir="auto" /> }}
            />
          </p>
          <p className="form-field__hint">{t('console.operators.remove_explained')}</p>
        </ConfirmDialog>
      )}
    </>
  );
}

/** Three cards' worth of grey lines while the operators load. */
function OperatorsSkeleton() {
  return (
    <div className="operator-cards skeleton" aria-hidden="true">
      {[0, 1, 2].map((i) => (
        <div key={i} className="operator-card">
          <div className="skeleton__line skeleton__line--title" />
          <div className="skeleton__line" />
          <div className="skeleton__line" />
        </div>
      ))}
    </div>
  );
}
