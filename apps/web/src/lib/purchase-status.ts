import { queryOptions, type QueryKey } from '@tanstack/react-query';
import { callAction, unwrap } from './api.ts';

type PurchaseStatusPolling = {
  /** the area's per-user query key, so its own invalidations reach the status too */
  scope: QueryKey;
  /** how many times a still-pending purchase is asked again, 2 seconds apart */
  polls: number;
};

/**
 * purchaseStatus of one of the user's purchases, for the page the payment provider sends the buyer back
 * to: a payment still pending then is settled by its webhook moments later, so it is asked again.
 */
export const purchaseStatusQueryOptions = (purchaseNumber: string, { scope, polls }: PurchaseStatusPolling) =>
  queryOptions({
    queryKey: [...scope, 'purchase', purchaseNumber],
    queryFn: async ({ signal }) =>
      unwrap(await callAction('purchaseStatus', { purchase_number: purchaseNumber }, { auth: true, signal, quiet: true })).data,
    retry: false,
    refetchInterval: (query) => (query.state.data?.status === 0 && query.state.dataUpdateCount < polls ? 2_000 : false),
  });
