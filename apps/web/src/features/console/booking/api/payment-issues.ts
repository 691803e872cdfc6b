import { queryOptions, useQuery } from '@tanstack/react-query';
import { callAction, unwrap } from '../../../../lib/api.ts';
import { useSignedIn } from '../../../../lib/session.ts';

/** Under the per-user 'accounts' key, so signing out drops it. */
export const paymentIssuesQueryOptions = () =>
  queryOptions({
    queryKey: ['accounts', 'backoffice', 'payment-issues'] as const,
    queryFn: async ({ signal }) => unwrap(await callAction('paymentIssues', {}, { auth: true, signal, quiet: true })).data,
    retry: false,
  });

/** Payments that took money without confirming their purchase (docs/decisions/021). */
export function usePaymentIssues() {
  const signedIn = useSignedIn();
  return useQuery({ ...paymentIssuesQueryOptions(), enabled: signedIn });
}
