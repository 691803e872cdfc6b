import { useQuery } from '@tanstack/react-query';
import { purchaseStatusQueryOptions } from '../../../lib/purchase-status.ts';
import { useSignedIn } from '../../../lib/session.ts';
import { bookingsQueryKey } from './get-order-history.ts';

/** One of the user's purchases with its bookings, for /order-payment-complete. */
export function usePurchaseStatus(purchaseNumber: string) {
  const signedIn = useSignedIn();
  const options = purchaseStatusQueryOptions(purchaseNumber, { scope: bookingsQueryKey, polls: 30 });
  return useQuery({ ...options, enabled: signedIn && purchaseNumber !== '' });
}
