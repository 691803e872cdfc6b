import { queryOptions, useQuery } from '@tanstack/react-query';
import { callAction, unwrap } from '../../../../lib/api.ts';
import { useSignedIn } from '../../../../lib/session.ts';

/** Under the per-user 'accounts' key, so signing out (or in as someone else) drops it. */
const consoleTodayKey = ['accounts', 'console', 'today'] as const;

/** The console home's figures; read again each minute while the page is open, so the day keeps up. */
export const consoleTodayQueryOptions = () =>
  queryOptions({
    queryKey: consoleTodayKey,
    queryFn: async ({ signal }) => unwrap(await callAction('getConsoleToday', {}, { auth: true, signal, quiet: true })).data,
    refetchInterval: 60_000,
    retry: false,
  });

export function useConsoleToday() {
  const signedIn = useSignedIn();
  return useQuery({ ...consoleTodayQueryOptions(), enabled: signedIn });
}
