import { useQuery } from '@tanstack/react-query';
import { callAction, unwrap } from '../../../lib/api.ts';
import { useSignedIn } from '../../../lib/session.ts';
import { bookingsQueryKey } from './get-order-history.ts';

/** The user's purchases of every kind, newest first (paymentHistory); asks only while signed in. */
export function usePaymentHistory() {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: [...bookingsQueryKey, 'payments'],
    queryFn: async ({ signal }) => unwrap(await callAction('paymentHistory', {}, { auth: true, signal })).data,
    enabled: signedIn,
  });
}
