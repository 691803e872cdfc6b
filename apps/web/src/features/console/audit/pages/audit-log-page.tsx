import type { Operator } from '@portal/contract/console';
import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '../../../../components/link.tsx';
import { Pagination } from '../../../../components/pagination.tsx';
import { useDocumentTitle } from '../../../../lib/document-title.ts';
import { useAuditLog } from '../api/audit-log.ts';
import { useOperators } from '../../shared/api/operators-list.ts';
import { AdminGate } from '../../shared/components/admin-gate.tsx';
import { AuditEntryView, useEntityLabel } from '../components/audit-entry.tsx';
import {
  auditLogPerPage,
  auditLogSearch,
  readAuditLogFilters,
  withFilter,
  type AuditLogFilters,
} from '../../shared/audit-log-filters.ts';
import { useTranslation } from '../../../../lib/i18n.ts';

const path = '/backoffice/audit-log';

/**
 * /backoffice/audit-log (admins, decision 034): every change made through the console, newest first, with
 * who made it and the record before and after. The filters live in the URL, so a copied link shows the same view.
 */
export function AuditLogPage() {
  const { t } = useTranslation();
  const title = t('console.audit.title');
  useDocumentTitle(title);
  const [search, setSearch] = useSearchParams();
  const filters = readAuditLogFilters(search);
  const log = useAuditLog(filters);
  const show = (next: AuditLogFilters) => setSearch(auditLogSearch(next));
  const headingRef = useRef<HTMLHeadingElement>(null);
  // a new page starts at its top: the paginator sits under the list, so the reader is taken back to the heading
  const showPage = (page: number) => {
    show({ ...filters, page });
    headingRef.current?.focus();
  };

  return (
    <div className="page container backoffice console">
      <h1 className="page__title">{title}</h1>
      <p>{t('console.audit.explained')}</p>
      <AdminGate path={path} error={log.error}>
        <AuditFilters filters={filters} entities={log.data?.entities ?? []} onChange={show} />
        <section aria-labelledby="audit-heading" aria-busy={log.isFetching}>
          <h2 id="audit-heading" className="review__heading" ref={headingRef} tabIndex={-1}>
            {log.isPending ? t('console.audit.loading') : t('console.audit.count', { count: log.data?.total ?? 0 })}
          </h2>
          {log.isPending && <AuditSkeleton />}
          {log.data?.data.length === 0 && <p className="empty-state">{t('console.audit.none')}</p>}
          {log.data && log.data.data.length > 0 && (
            <ol className="audit-entries">
              {log.data.data.map((entry) => (
                <AuditEntryView key={entry.id} entry={entry} />
              ))}
            </ol>
          )}
          {/* also under an empty page past the end (an old link), so the reader can go back to the pages there are */}
          {log.data && log.data.total > 0 && (
            <Pagination page={filters.page} perPage={auditLogPerPage} total={log.data.total} onPage={showPage} />
          )}
        </section>
      </AdminGate>
    </div>
  );
}

type AuditFiltersProps = { filters: AuditLogFilters; entities: string[]; onChange: (filters: AuditLogFilters) => void };

/** Entity, operator and a Dubai date range; each change shows the first page of the new view at once. */
function AuditFilters({ filters, entities, onChange }: AuditFiltersProps) {
  const { t } = useTranslation();
  const entityLabel = useEntityLabel();
  // the filter offers every operator: a console has tens of them, well within the largest page
  const operators = useOperators({ q: '', page: 1, perPage: 100 }).data?.data ?? [];
  // a filter from a link is offered even when the current answer does not list it (no entries of it yet)
  const entityChoices = filters.entity && !entities.includes(filters.entity) ? [filters.entity, ...entities] : entities;
  const operatorChoices: Pick<Operator, 'id' | 'name' | 'email'>[] =
    filters.operatorId !== null && !operators.some((o) => o.id === filters.operatorId)
      ? [{ id: filters.operatorId, name: '', email: null }, ...operators]
      : operators;
  const filtered = auditLogSearch({ ...filters, page: 1 }).size > 0;

  return (
    <form className="audit-filters" aria-label={t('console.audit.filters')} onSubmit={(e) => e.preventDefault()}>
      <div className="form-field">
        <label className="form-field__label" htmlFor="audit-entity">
          {t('console.audit.entity')}
        </label>
        <select
          id="audit-entity"
          className="form-field__input"
          value={filters.entity}
          onChange={(e) => onChange(withFilter(filters, { entity: e.target.value, entityId: '' }))}
        >
          <option value="">{t('console.audit.all_entities')}</option>
          {entityChoices.map((entity) => (
            <option key={entity} value={entity}>
              {entityLabel(entity)}
            </option>
          ))}
        </select>
      </div>
      <div className="form-field">
        <label className="form-field__label" htmlFor="audit-operator">
          {t('console.audit.operator')}
        </label>
        <select
          id="audit-operator"
          className="form-field__input"
          value={filters.operatorId ?? ''}
          onChange={(e) => onChange(withFilter(filters, { operatorId: e.target.value ? Number(e.target.value) : null }))}
        >
          <option value="">{t('console.audit.all_operators')}</option>
          {operatorChoices.map((operator) => (
            <option key={operator.id} value={operator.id}>
              {operator.name || operator.email || `#${operator.id}`}
            </option>
          ))}
        </select>
      </div>
      <div className="form-field">
        <label className="form-field__label" htmlFor="audit-from">
          {t('console.audit.from')}
        </label>
        <input
          id="audit-from"
          type="date"
          className="form-field__input"
          value={filters.from}
          max={filters.to || undefined}
          onChange={(e) => onChange(withFilter(filters, { from: e.target.value }))}
        />
      </div>
      <div className="form-field">
        <label className="form-field__label" htmlFor="audit-to">
          {t('console.audit.to')}
        </label>
        <input
          id="audit-to"
          type="date"
          className="form-field__input"
          value={filters.to}
          min={filters.from || undefined}
          onChange={(e) => onChange(withFilter(filters, { to: e.target.value }))}
        />
      </div>
      {filters.entityId && (
        <p className="audit-filters__record">
          {t('console.audit.record_history', { entity: entityLabel(filters.entity), id: filters.entityId })}
        </p>
      )}
      {filtered && (
        <Link className="button button--plain audit-filters__clear" to={path}>
          {t('console.audit.clear')}
        </Link>
      )}
    </form>
  );
}

/** Two entries' worth of grey lines while the log loads. */
function AuditSkeleton() {
  return (
    <div className="audit-entries skeleton" aria-hidden="true">
      {[0, 1].map((i) => (
        <div key={i} className="audit-entry">
          <div className="skeleton__line skeleton__line--title" />
          <div className="skeleton__line" />
          <div className="skeleton__line" />
        </div>
      ))}
    </div>
  );
}
