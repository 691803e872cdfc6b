import { queryOptions, useQuery } from '@tanstack/react-query';
import { callAction, unwrap } from './api.ts';
import { useSignedIn } from './session.ts';

/** Under the per-user 'accounts' key, so signing out drops it. */
export const consoleTeamsKey = ['accounts', 'console', 'teams'] as const;

/**
 * The teams with the destinations and stores they may be given (admins): the teams page lists and edits them,
 * the operators page offers them for a member. Shared by both, so it lives here rather than in either feature.
 */
export const consoleTeamsQueryOptions = () =>
  queryOptions({
    queryKey: consoleTeamsKey,
    queryFn: async ({ signal }) => unwrap(await callAction('consoleTeams', {}, { auth: true, signal, quiet: true })),
    retry: false,
  });

export function useConsoleTeams(enabled = true) {
  const signedIn = useSignedIn();
  return useQuery({ ...consoleTeamsQueryOptions(), enabled: signedIn && enabled });
}
