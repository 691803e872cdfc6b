import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callAction, unwrap } from '../../../../lib/api.ts';
import { useSignedIn } from '../../../../lib/session.ts';
import { auditLogFields, type AuditLogFilters } from '../../shared/audit-log-filters.ts';

/** Under the per-user 'accounts' key, so signing out drops it. */
const auditLogKey = ['accounts', 'console', 'audit-log'] as const;

/** One page of the audit log under `filters`, with its total and the entities there are to filter by. */
export const auditLogQueryOptions = (filters: AuditLogFilters) =>
  queryOptions({
    queryKey: [...auditLogKey, filters] as const,
    queryFn: async ({ signal }) =>
      unwrap(
        await callAction('auditLog', auditLogFields(filters), {
          auth: true,
          signal,
          quiet: true,
        }),
      ),
    retry: false,
  });

export function useAuditLog(filters: AuditLogFilters) {
  const signedIn = useSignedIn();
  // the page on screen stays while the next one is read, so paging does not collapse the list to a skeleton
  return useQuery({ ...auditLogQueryOptions(filters), enabled: signedIn, placeholderData: keepPreviousData });
}
