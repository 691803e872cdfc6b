import type { ActionOutput } from '@portal/contract/action';
import type { getScratchWinAction } from '@portal/contract/scratch';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callAction, unwrap } from '../../../lib/api.ts';
import { useSignedIn } from '../../../lib/session.ts';

export type ScratchWin = ActionOutput<typeof getScratchWinAction>;

/** Kept with the other per-user queries ('accounts'), so signing out drops it. */
export const scratchQueryKey = ['accounts', 'scratch'] as const;

/** The card is decided on the server at the first ask and answered the same afterwards, so it never refetches. */
export const scratchQueryOptions = () =>
  queryOptions({
    queryKey: scratchQueryKey,
    queryFn: async ({ signal }) => unwrap(await callAction('getScratchWin', {}, { auth: true, signal, quiet: true })),
    staleTime: Infinity,
    retry: false,
  });

export function useScratchWin() {
  const signedIn = useSignedIn();
  return useQuery({ ...scratchQueryOptions(), enabled: signedIn });
}
