import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callAction, unwrap } from '../../../lib/api.ts';
import { useSignedIn } from '../../../lib/session.ts';
import { showToast } from '../../../lib/toasts.ts';
import { bookingsQueryKey } from './get-order-history.ts';
import { useTranslation } from '../../../lib/i18n.ts';

const pendingCheckoutsKey = [...bookingsQueryKey, 'pending-checkouts'] as const;

/**
 * The traveller's unpaid checkouts (decision 039), with the seconds left by the server's clock; read afresh
 * when the page comes back into view, since the traveller may have paid in another tab meanwhile.
 */
export function usePendingCheckouts() {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: pendingCheckoutsKey,
    queryFn: async ({ signal }) => unwrap(await callAction('pendingCheckouts', {}, { auth: true, signal })).data,
    enabled: signedIn,
    staleTime: 0,
  });
}

/** Back to the provider's payment page of the same purchase: the browser leaves for the link. */
export function useResumeCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (purchaseNumber: string) =>
      unwrap(await callAction('resumeCheckout', { purchase_number: purchaseNumber }, { auth: true, quiet: true })),
    onSuccess: ({ payment_link }) => window.location.assign(payment_link),
    // a checkout that ran out or was closed elsewhere leaves the list
    onError: () => void queryClient.invalidateQueries({ queryKey: bookingsQueryKey }),
  });
}

/** Cancels an unpaid checkout; the bookings and the list are read again after it. */
export function useCancelCheckout() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: async (purchaseNumber: string) =>
      unwrap(await callAction('cancelCheckout', { purchase_number: purchaseNumber }, { auth: true, quiet: true })).data,
    onSuccess: () => showToast('success', t('pending-checkout.cancelled')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookingsQueryKey }),
  });
}
