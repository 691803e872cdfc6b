import type { ActionOutput } from '@portal/contract/action';
import type { purchaseStatusAction } from '@portal/contract/bookings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callAction, unwrap } from '../../../lib/api.ts';
import { useSignedIn } from '../../../lib/session.ts';
import { bookingsQueryKey } from './get-order-history.ts';

export const purchaseStatusQueryOptions = (purchaseNumber: string) =>
  queryOptions({
    queryKey: [...bookingsQueryKey, 'purchase', purchaseNumber],
    queryFn: async ({ signal }) =>
      unwrap(
        await callAction<ActionOutput<typeof purchaseStatusAction>>(
          'purchaseStatus',
          { purchase_number: purchaseNumber },
          { auth: true, signal, quiet: true },
        ),
      ).data,
    retry: false,
    // a payment still pending when the provider sent the buyer back is settled by its webhook moments later
    refetchInterval: (query) => (query.state.data?.status === 0 && query.state.dataUpdateCount < 30 ? 2_000 : false),
  });

/** One of the user's purchases with its bookings, for /order-payment-complete. */
export function usePurchaseStatus(purchaseNumber: string) {
  const signedIn = useSignedIn();
  return useQuery({ ...purchaseStatusQueryOptions(purchaseNumber), enabled: signedIn && purchaseNumber !== '' });
}
