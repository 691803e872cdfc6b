import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callAction, unwrap } from '../../../../lib/api.ts';
import { saveBlob } from '../../../../lib/authorized-files.ts';
import { useSignedIn } from '../../../../lib/session.ts';

/** Under the per-user 'accounts' key, so signing out drops the personal data it holds. */
const customersKey = ['accounts', 'console', 'customers'] as const;

export type CustomersView = { q: string; page: number; perPage: number };

/** One page of the travellers, newest first; `q` (e-mail, mobile or name, in part) is matched by the server. */
export const customersQueryOptions = ({ q, page, perPage }: CustomersView) =>
  queryOptions({
    queryKey: [...customersKey, 'list', q, page, perPage] as const,
    queryFn: async ({ signal }) =>
      unwrap(
        await callAction(
          'consoleCustomers',
          { ...(q ? { q } : {}), page, per_page: perPage },
          { auth: true, signal, quiet: true },
        ),
      ),
    retry: false,
  });

export function useCustomers(view: CustomersView) {
  const signedIn = useSignedIn();
  // the last answer stays on screen while a new search is read, so the list does not blink
  return useQuery({ ...customersQueryOptions(view), enabled: signedIn, placeholderData: keepPreviousData });
}

const customerKey = (id: number) => [...customersKey, 'one', id] as const;

/** One traveller's profile and lists. */
export const customerQueryOptions = (id: number) =>
  queryOptions({
    queryKey: customerKey(id),
    queryFn: async ({ signal }) => unwrap(await callAction('consoleCustomer', { id }, { auth: true, signal, quiet: true })).data,
    retry: false,
  });

export function useCustomer(id: number) {
  const signedIn = useSignedIn();
  return useQuery({ ...customerQueryOptions(id), enabled: signedIn && id > 0 });
}

/** After a change the customer and the list are read again: the live sessions, the name and erased mark change. */
function useInvalidateCustomers() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: customersKey });
}

/** Ends every session of the customer; answers how many ended. */
export function useEndCustomerSessions() {
  const invalidate = useInvalidateCustomers();
  return useMutation({
    mutationFn: async (id: number) => unwrap(await callAction('endCustomerSessions', { id }, { auth: true, quiet: true })).ended,
    onSettled: invalidate,
  });
}

/** The name of the saved export, as the brief of the data-access request gives it. */
export const exportFileName = (id: number) => `customer-${id}.json`;

/** Reads the customer's data and saves it as customer-<id>.json. */
export function useExportCustomerData() {
  return useMutation({
    mutationFn: async (id: number) => {
      const { data } = unwrap(await callAction('exportCustomerData', { id }, { auth: true, quiet: true }));
      saveBlob(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), exportFileName(id));
    },
  });
}

/** Erases the account; `confirm` is the e-mail or mobile the operator typed again. */
export function useEraseCustomer() {
  const invalidate = useInvalidateCustomers();
  return useMutation({
    mutationFn: async ({ id, confirm }: { id: number; confirm: string }) =>
      unwrap(await callAction('eraseCustomer', { id, confirm: confirm.trim() }, { auth: true, quiet: true })).data,
    onSettled: invalidate,
  });
}
