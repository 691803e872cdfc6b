import type { PostcardStep } from '@portal/contract/postcards';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callAction, unwrap } from '../../../../lib/api.ts';
import { useSignedIn } from '../../../../lib/session.ts';

/** Under the per-user 'accounts' key, so signing out drops it. */
const postcardQueueKey = ['accounts', 'backoffice', 'postcards'] as const;

/** Paid cards at `step`, oldest first, or those not yet posted when no step is given (the print queue's work). */
export const postcardQueueQueryOptions = (step: PostcardStep | null) =>
  queryOptions({
    queryKey: [...postcardQueueKey, step ?? 'waiting'] as const,
    queryFn: async ({ signal }) =>
      unwrap(
        await callAction('backofficePostcardOrders', step ? { step } : {}, {
          auth: true,
          signal,
          quiet: true,
        }),
      ).data,
    retry: false,
  });

export function usePostcardQueue(step: PostcardStep | null) {
  const signedIn = useSignedIn();
  return useQuery({ ...postcardQueueQueryOptions(step), enabled: signedIn });
}

export type PostcardMove = {
  orderNumber: string;
  /** the step the operator saw the card at: the server refuses the move if someone moved it since */
  from: PostcardStep;
  step: 'printed' | 'posted';
};

/** Marks a card printed or posted (the buyer is e-mailed); every list is read again, since the card changes step. */
export function useMovePostcard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (move: PostcardMove) =>
      unwrap(
        await callAction(
          'updatePostcardOrder',
          { order_number: move.orderNumber, from: move.from, step: move.step },
          { auth: true, quiet: true },
        ),
      ).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: postcardQueueKey }),
  });
}
