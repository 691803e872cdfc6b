import { queryOptions, useQuery } from '@tanstack/react-query';
import { callAction, unwrap } from '../../../lib/api.ts';

/** The rules of the campaign taking invoices now, as the server holds them (spec part 1 §9); a public, cacheable read. */
export const raffleCampaignQueryOptions = () =>
  queryOptions({
    queryKey: ['raffle-campaign'],
    queryFn: async ({ signal }) => unwrap(await callAction('raffleCampaign', {}, { method: 'GET', signal })).data,
    staleTime: 5 * 60_000,
  });

export function useRaffleCampaign() {
  return useQuery(raffleCampaignQueryOptions());
}
