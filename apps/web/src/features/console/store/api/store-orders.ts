import type { FulfilmentStep } from '@portal/contract/store';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callAction, unwrap } from '../../../../lib/api.ts';
import { useSignedIn } from '../../../../lib/session.ts';

/** Under the per-user 'accounts' key, so signing out drops it. */
const storeOrdersKey = ['accounts', 'backoffice', 'store-orders'] as const;

/** Paid store orders at `step`, or the open ones (not delivered or failed) when no step is given. */
export const storeOrdersQueryOptions = (step: FulfilmentStep | null) =>
  queryOptions({
    queryKey: [...storeOrdersKey, step ?? 'open'] as const,
    queryFn: async ({ signal }) =>
      unwrap(
        await callAction('backofficeStoreOrders', step ? { step } : {}, {
          auth: true,
          signal,
          quiet: true,
        }),
      ).data,
    retry: false,
  });

export function useStoreOrders(step: FulfilmentStep | null) {
  const signedIn = useSignedIn();
  return useQuery({ ...storeOrdersQueryOptions(step), enabled: signedIn });
}

export type FulfilmentMove = {
  orderNumber: string;
  /** the step the operator saw the order at: the server refuses the move if another operator moved it since */
  from: FulfilmentStep;
  step: Exclude<FulfilmentStep, 'pending'>;
  note: string;
  /** with the shipped step: how the parcel travels */
  shipment?: { carrier: string; tracking_number: string; tracking_url?: string } | undefined;
};

/** Moves an order to its next step; every list is read again, since the order leaves one step for another. */
export function useMoveStoreOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (move: FulfilmentMove) =>
      unwrap(
        await callAction(
          'updateStoreOrderFulfilment',
          { order_number: move.orderNumber, from: move.from, step: move.step, note: move.note, ...move.shipment },
          { auth: true, quiet: true },
        ),
      ).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: storeOrdersKey }),
  });
}
