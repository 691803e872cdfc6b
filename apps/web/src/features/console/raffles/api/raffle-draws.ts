import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callAction, unwrap } from '../../../../lib/api.ts';
import { useSignedIn } from '../../../../lib/session.ts';

/** Under the per-user 'accounts' key, so signing out drops it; an invoice review refreshes it too. */
const campaignsKey = ['accounts', 'backoffice', 'campaigns'] as const;

export function useCampaigns() {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: campaignsKey,
    queryFn: async ({ signal }) => unwrap(await callAction('backofficeCampaigns', {}, { auth: true, signal, quiet: true })).data,
    enabled: signedIn,
    retry: false,
  });
}

/** Publishes a campaign's commitment or draws it; the request layer shows a failure as a toast. */
export function useDrawStep(action: 'commitRaffle' | 'drawRaffle') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (campaignId: number) => unwrap(await callAction(action, { campaign_id: campaignId }, { auth: true })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignsKey }),
  });
}
