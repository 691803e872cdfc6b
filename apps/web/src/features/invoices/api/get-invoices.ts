import { queryOptions, useQuery } from '@tanstack/react-query';
import { callAction, unwrap } from '../../../lib/api.ts';
import { useSignedIn } from '../../../lib/session.ts';

/** Under the per-user 'accounts' key, so signing out drops it. */
export const invoicesKey = ['accounts', 'invoices'] as const;

export const invoicesQueryOptions = () =>
  queryOptions({
    queryKey: [...invoicesKey, 'list'],
    queryFn: async ({ signal }) => unwrap(await callAction('listInvocies', {}, { auth: true, signal })).data,
  });

/** The signed-in user's invoices, newest first (spec part 1 §7 listInvocies). */
export function useInvoices() {
  const signedIn = useSignedIn();
  return useQuery({ ...invoicesQueryOptions(), enabled: signedIn });
}

/** The stored image of one of the user's own invoices, fetched only when asked for. */
export function useInvoiceImage(invoiceId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...invoicesKey, 'image', invoiceId],
    queryFn: async ({ signal }) =>
      unwrap(await callAction('invoiceImage', { invoice_id: invoiceId }, { auth: true, signal })).data_url,
    enabled,
    staleTime: Infinity,
  });
}
