import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callAction, unwrap } from '../../../../lib/api.ts';
import { useSignedIn } from '../../../../lib/session.ts';

/**
 * Under the per-user 'accounts' key, so signing out drops it. A review refreshes every queue under
 * ['accounts', 'backoffice'], the raffle draws' campaigns (raffles/api/raffle-draws.ts) included.
 */
const queuesKey = ['accounts', 'backoffice'] as const;
const invoicesKey = [...queuesKey, 'invoices'] as const;

export type ReviewStatus = 0 | 1 | 2 | 3;

export function useReviewQueue(status: ReviewStatus) {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: [...invoicesKey, status],
    queryFn: async ({ signal }) =>
      unwrap(await callAction('backofficeInvoices', { status }, { auth: true, signal, quiet: true })).data,
    enabled: signedIn,
    retry: false,
  });
}

export const invoiceImageQueryOptions = (invoiceId: number) =>
  queryOptions({
    queryKey: [...invoicesKey, 'image', invoiceId],
    queryFn: async ({ signal }) =>
      unwrap(await callAction('backofficeInvoiceImage', { invoice_id: invoiceId }, { auth: true, signal })).data_url,
    staleTime: Infinity,
  });

export function useInvoiceImage(invoiceId: number) {
  return useQuery(invoiceImageQueryOptions(invoiceId));
}

/** The fields of reviewInvoice as the form sends them (the contract's input, with ids as numbers). */
export type ReviewInput =
  | { invoice_id: number; decision: 'approve'; vendor_name: string; amount: string; destination_id?: number; notes?: string }
  | { invoice_id: number; decision: 'reject' | 'resubmit'; notes: string };

/** The form shows the failures (field errors under the fields), so the request layer stays quiet. */
export function useReviewInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ReviewInput) => unwrap(await callAction('reviewInvoice', input, { auth: true, quiet: true })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queuesKey }),
  });
}
