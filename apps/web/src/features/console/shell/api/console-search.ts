import type { ActionOutput } from '@portal/contract/action';
import type { consoleSearchAction } from '@portal/contract/console-search';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callAction, unwrap } from '../../../../lib/api.ts';
import { useSignedIn } from '../../../../lib/session.ts';

export type ConsoleSearchAnswer = ActionOutput<typeof consoleSearchAction>;

/** The fewest characters the server searches for (the contract's own minimum). */
export const searchMinimum = 2;

/** Under the per-user 'accounts' key, so signing out (or in as someone else) drops it. */
export const consoleSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['accounts', 'console', 'search', q] as const,
    queryFn: async ({ signal }) => unwrap(await callAction('consoleSearch', { q }, { auth: true, signal, quiet: true })),
    staleTime: 30_000,
    retry: false,
  });

/** The shell search's answer for `q` (already debounced by the caller); nothing below the minimum. */
export function useConsoleSearch(q: string) {
  const signedIn = useSignedIn();
  return useQuery({
    ...consoleSearchQueryOptions(q),
    enabled: signedIn && q.length >= searchMinimum,
    placeholderData: keepPreviousData,
  });
}
