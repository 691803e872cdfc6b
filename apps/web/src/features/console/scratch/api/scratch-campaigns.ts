import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { saveCsv } from '../../../../lib/save-csv.ts';
import { callAction, unwrap, type ActionFields } from '../../../../lib/api.ts';
import { useSignedIn } from '../../../../lib/session.ts';
import type { CampaignListView } from '../../shared/components/campaign-list.tsx';

/** Under the per-user 'accounts' key, so signing out drops it. */
const scratchCampaignsKey = ['accounts', 'console', 'scratch-campaigns'] as const;

/** One page of the scratch campaigns with the total; `q` (slug or a name) is matched by the server. */
export const scratchCampaignsQueryOptions = ({ q, page, perPage }: CampaignListView) =>
  queryOptions({
    queryKey: [...scratchCampaignsKey, 'list', q, page, perPage] as const,
    queryFn: async ({ signal }) =>
      unwrap(
        await callAction(
          'consoleScratchCampaigns',
          { ...(q ? { q } : {}), page, per_page: perPage },
          { auth: true, signal, quiet: true },
        ),
      ),
    retry: false,
  });

export function useScratchCampaigns(view: CampaignListView) {
  const signedIn = useSignedIn();
  return useQuery({ ...scratchCampaignsQueryOptions(view), enabled: signedIn, placeholderData: keepPreviousData });
}

/** One campaign with its prize pool. */
export const scratchCampaignQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...scratchCampaignsKey, 'one', id] as const,
    queryFn: async ({ signal }) =>
      unwrap(await callAction('consoleScratchCampaign', { id }, { auth: true, signal, quiet: true })).data,
    retry: false,
  });

export function useScratchCampaign(id: number) {
  const signedIn = useSignedIn();
  return useQuery({ ...scratchCampaignQueryOptions(id), enabled: signedIn });
}

/** One page of a campaign's plays report. */
export const scratchPlaysReportQueryOptions = (id: number, page: number, perPage: number) =>
  queryOptions({
    queryKey: [...scratchCampaignsKey, 'report', id, page, perPage] as const,
    queryFn: async ({ signal }) =>
      unwrap(await callAction('scratchPlaysReport', { id, page, per_page: perPage }, { auth: true, signal, quiet: true })),
    retry: false,
  });

export function useScratchPlaysReport(id: number, page: number, perPage: number) {
  const signedIn = useSignedIn();
  return useQuery({ ...scratchPlaysReportQueryOptions(id, page, perPage), enabled: signedIn, placeholderData: keepPreviousData });
}

/** The actions that change a campaign or its pool; each answers the campaign as it is now. */
type ScratchChange = 'saveScratchCampaign' | 'saveScratchPrize' | 'addScratchStock' | 'withdrawScratchStock';

/**
 * A change to a campaign or its pool. The forms show failures at their fields, so the request layer stays
 * quiet; every list and report is read again afterwards.
 */
function useScratchChange<N extends ScratchChange>(action: N) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ActionFields<N>) => unwrap(await callAction(action, input, { auth: true, quiet: true })).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: scratchCampaignsKey }),
  });
}

export const useSaveScratchCampaign = () => useScratchChange('saveScratchCampaign');
export const useSaveScratchPrize = () => useScratchChange('saveScratchPrize');
export const useAddScratchStock = () => useScratchChange('addScratchStock');
export const useWithdrawScratchStock = () => useScratchChange('withdrawScratchStock');

/** Deletes a campaign nobody played; the page explains `in_use` itself. */
export function useDeleteScratchCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => unwrap(await callAction('deleteScratchCampaign', { id }, { auth: true, quiet: true })),
    // once deleted only the lists are read again: the page of the campaign, still open until it navigates
    // away, would ask for it and be answered 404
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...scratchCampaignsKey, 'list'] }),
    onError: () => queryClient.invalidateQueries({ queryKey: scratchCampaignsKey }),
  });
}

/** Every play of a campaign as CSV, saved by the browser under the server's file name. */
export async function downloadPlaysCsv(id: number): Promise<void> {
  const { filename, csv } = unwrap(await callAction('scratchPlaysCsv', { id }, { auth: true }));
  saveCsv(filename, csv);
}
