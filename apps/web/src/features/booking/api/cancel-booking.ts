import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callAction, unwrap } from '../../../lib/api.ts';
import { showToast } from '../../../lib/toasts.ts';
import { bookingsQueryKey } from './get-order-history.ts';
import { useTranslation } from '../../../lib/i18n.ts';

/** What cancelling one of the user's bookings now gives back (decision 036), asked when the dialog opens. */
export function useCancelTerms(orderNumber: string, enabled: boolean) {
  return useQuery({
    queryKey: [...bookingsQueryKey, 'cancel-terms', orderNumber],
    queryFn: async ({ signal }) =>
      unwrap(await callAction('cancelTerms', { order_number: orderNumber }, { auth: true, signal, quiet: true })).data,
    enabled,
    // the terms change with the clock: asked afresh each time the dialog opens
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

/**
 * Cancels the booking for the refund the traveller was shown; the bookings are read again after it. The
 * toast is the hook's own: the button that asked goes away with the confirmed booking, before a caller's
 * callbacks could run.
 */
export function useCancelBooking() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: async (input: { orderNumber: string; refund: number }) =>
      unwrap(
        await callAction(
          'cancelBooking',
          { order_number: input.orderNumber, refund: input.refund.toFixed(2) },
          { auth: true, quiet: true },
        ),
      ).data,
    onSuccess: () => showToast('success', t('booking.cancellation.done')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookingsQueryKey }),
  });
}
