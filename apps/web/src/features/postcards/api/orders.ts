import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { callAction, unwrap } from '../../../lib/api.ts';
import { useSignedIn } from '../../../lib/session.ts';
import { paymentPollMs, paymentPolls } from '../order-view.ts';

/** Under the per-user 'accounts' key, so signing in or out drops them with the rest of the user's data. */
export const postcardOrdersKey = ['accounts', 'postcards', 'orders'] as const;

/** The user's postcard orders, newest first (spec part 2 §7 listPostCardOrders); with an order number only that one. */
export const postcardOrdersQueryOptions = (orderNumber?: string) =>
  queryOptions({
    queryKey: [...postcardOrdersKey, orderNumber ?? 'all'],
    queryFn: async ({ signal }) =>
      unwrap(
        await callAction(
          'listPostCardOrders',
          orderNumber ? { order_number: orderNumber } : {},
          // a card that is not the user's is the details page's own not-found state, not an error toast
          { auth: true, signal, quiet: orderNumber !== undefined },
        ),
      ).data,
    retry: orderNumber === undefined ? 3 : false,
  });

export function usePostcardOrders() {
  const signedIn = useSignedIn();
  return useQuery({ ...postcardOrdersQueryOptions(), enabled: signedIn });
}

/**
 * One of the user's cards. `awaitingPayment`: the buyer has just come back from paying, so while the order is
 * still pending it is asked again (the provider's webhook usually lands within seconds), at most paymentPolls times.
 */
export function usePostcardOrder(orderNumber: string, { awaitingPayment }: { awaitingPayment: boolean }) {
  const signedIn = useSignedIn();
  const queryClient = useQueryClient();
  const options = postcardOrdersQueryOptions(orderNumber);
  const order = useQuery({
    ...options,
    enabled: signedIn && orderNumber !== '',
    refetchInterval: (query) =>
      awaitingPayment && query.state.data?.[0]?.status === 0 && query.state.dataUpdateCount < paymentPolls
        ? paymentPollMs
        : false,
  });
  // reading dataUpdatedAt subscribes the page to every answer, the unchanged last one included, so it learns the asking is over
  const polls = order.dataUpdatedAt > 0 ? (queryClient.getQueryState(options.queryKey)?.dataUpdateCount ?? 0) : 0;
  return { order, stillAsking: awaitingPayment && order.data?.[0]?.status === 0 && polls < paymentPolls };
}
