import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callAction, unwrap, type ActionFields } from '../../../../lib/api.ts';
import { useSignedIn } from '../../../../lib/session.ts';
import type { CampaignListView } from '../../shared/components/campaign-list.tsx';

/** Under the per-user 'accounts' key, so signing out drops it. */
const raffleCampaignsKey = ['accounts', 'console', 'raffle-campaigns'] as const;

/** One page of the raffle campaigns with the total; `q` (slug or a name) is matched by the server. */
export const raffleCampaignsQueryOptions = ({ q, page, perPage }: CampaignListView) =>
  queryOptions({
    queryKey: [...raffleCampaignsKey, 'list', q, page, perPage] as const,
    queryFn: async ({ signal }) =>
      unwrap(
        await callAction(
          'consoleRaffleCampaigns',
          { ...(q ? { q } : {}), page, per_page: perPage },
          { auth: true, signal, quiet: true },
        ),
      ),
    retry: false,
  });

export function useRaffleCampaigns(view: CampaignListView) {
  const signedIn = useSignedIn();
  return useQuery({ ...raffleCampaignsQueryOptions(view), enabled: signedIn, placeholderData: keepPreviousData });
}

/** One campaign with every field the form edits and its locks. */
export const raffleCampaignQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...raffleCampaignsKey, 'one', id] as const,
    queryFn: async ({ signal }) =>
      unwrap(await callAction('consoleRaffleCampaign', { id }, { auth: true, signal, quiet: true })).data,
    retry: false,
  });

export function useRaffleCampaign(id: number) {
  const signedIn = useSignedIn();
  return useQuery({ ...raffleCampaignQueryOptions(id), enabled: signedIn });
}

/**
 * Creates a campaign (no id) or changes one. The form shows failures at its fields, so the request layer
 * stays quiet; the lists are read again whatever happened, since another admin may have changed them.
 */
export function useSaveRaffleCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ActionFields<'saveRaffleCampaign'>) =>
      unwrap(
        await callAction('saveRaffleCampaign', input, {
          auth: true,
          quiet: true,
        }),
      ).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: raffleCampaignsKey }),
  });
}

/** Deletes a campaign nobody entered; the page explains `in_use` itself. */
export function useDeleteRaffleCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => unwrap(await callAction('deleteRaffleCampaign', { id }, { auth: true, quiet: true })),
    // once deleted only the lists are read again: the page of the campaign, still open until it navigates
    // away, would ask for it and be answered 404
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...raffleCampaignsKey, 'list'] }),
    onError: () => queryClient.invalidateQueries({ queryKey: raffleCampaignsKey }),
  });
}
