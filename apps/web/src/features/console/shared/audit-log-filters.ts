import { pageNumberOf, positiveWhole } from '../../../lib/search-params.ts';

/** The audit log's view as its URL holds it, so a copied link opens the same entries (decision 034). */
export type AuditLogFilters = {
  entity: string;
  /** one record's history, reached from an entry; '' for every record */
  entityId: string;
  operatorId: number | null;
  /** Asia/Dubai days, YYYY-MM-DD, inclusive; '' for no bound */
  from: string;
  to: string;
  page: number;
};

export const auditLogPerPage = 25;

const dayForm = /^\d{4}-\d{2}-\d{2}$/;

/** Reads the filters from a query string; anything unreadable counts as not filtered, not as an error. */
export function readAuditLogFilters(search: URLSearchParams): AuditLogFilters {
  const day = (name: string) => {
    const value = search.get(name) ?? '';
    return dayForm.test(value) ? value : '';
  };
  return {
    entity: (search.get('entity') ?? '').trim(),
    entityId: (search.get('entity_id') ?? '').trim(),
    operatorId: positiveWhole(search.get('operator_id')),
    from: day('from'),
    to: day('to'),
    page: pageNumberOf(search),
  };
}

/** The query string of `filters`, leaving out what is not filtered and the first page, so plain links stay plain. */
export function auditLogSearch(filters: AuditLogFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.entity) search.set('entity', filters.entity);
  if (filters.entityId) search.set('entity_id', filters.entityId);
  if (filters.operatorId !== null) search.set('operator_id', String(filters.operatorId));
  if (filters.from) search.set('from', filters.from);
  if (filters.to) search.set('to', filters.to);
  if (filters.page > 1) search.set('page', String(filters.page));
  return search;
}

/** The auditLog action's fields for `filters`: the same names as the URL, plus the page size. */
export function auditLogFields(filters: AuditLogFilters): Record<string, string | number> {
  return { ...Object.fromEntries(auditLogSearch(filters)), page: filters.page, per_page: auditLogPerPage };
}

/** A change of filter starts again at the first page: the old page number means nothing in the new list. */
export function withFilter(filters: AuditLogFilters, change: Partial<Omit<AuditLogFilters, 'page'>>): AuditLogFilters {
  return { ...filters, ...change, page: 1 };
}
