import { queryOptions, useQuery } from '@tanstack/react-query';
import { callAction, unwrap } from '../../../lib/api.ts';
import { useSignedIn } from '../../../lib/session.ts';

/** Under the per-user 'accounts' key, so signing out drops it. */
const rafflesKey = ['accounts', 'raffles'] as const;

/** All of the user's tickets, or only those of one of their invoices (/all-raffles?invoice=12). */
export const raffleTicketsQueryOptions = (invoiceId: number | null) =>
  queryOptions({
    queryKey: [...rafflesKey, 'tickets', invoiceId ?? 'all'],
    queryFn: async ({ signal }) =>
      unwrap(
        invoiceId === null
          ? await callAction('getRaffleTickets', {}, { auth: true, signal })
          : await callAction('listRafflesByInvoice', { invoice_id: invoiceId }, { auth: true, signal }),
      ).data,
  });

export function useRaffleTickets(invoiceId: number | null) {
  const signedIn = useSignedIn();
  return useQuery({ ...raffleTicketsQueryOptions(invoiceId), enabled: signedIn });
}

export function useRaffleStats() {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: [...rafflesKey, 'stats'],
    queryFn: async ({ signal }) => unwrap(await callAction('getRaffleStats', {}, { auth: true, signal })).data,
    enabled: signedIn,
  });
}
