import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callAction, unwrap, type ActionFields } from '../../../../lib/api.ts';
import { useSignedIn } from '../../../../lib/session.ts';

/** Under the per-user 'accounts' key, so signing out drops it. */
const resellersKey = ['accounts', 'console', 'resellers'] as const;

export const resellersPerPage = 20;

export type ResellerFilters = { q: string; page: number };

/** One page of resellers under `filters`, with the total the server counted. */
export function useConsoleResellers(filters: ResellerFilters) {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: [...resellersKey, 'list', filters] as const,
    queryFn: async ({ signal }) =>
      unwrap(
        await callAction(
          'consoleResellers',
          { ...(filters.q ? { q: filters.q } : {}), page: filters.page, per_page: resellersPerPage },
          { auth: true, signal, quiet: true },
        ),
      ),
    enabled: signedIn,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** One reseller with its latest bookings. */
export function useConsoleReseller(id: number | null) {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: [...resellersKey, 'one', id] as const,
    queryFn: async ({ signal }) =>
      unwrap(await callAction('consoleReseller', { id: id ?? 0 }, { auth: true, signal, quiet: true })),
    enabled: signedIn && id !== null,
    retry: false,
  });
}

/** Packages by name for the reseller's package list: the console's package choices (admins). */
export function useResellerPackageChoices(q: string, enabled = true) {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: [...resellersKey, 'package-choices', q] as const,
    queryFn: async ({ signal }) =>
      unwrap(await callAction('couponPackageChoices', q ? { q } : {}, { auth: true, signal, quiet: true })).data,
    enabled: signedIn && enabled,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** Creates a reseller (its key in the answer, once) or changes one; the form shows refusals at its fields. */
export function useSaveReseller() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ActionFields<'saveReseller'>) =>
      unwrap(await callAction('saveReseller', input, { auth: true, quiet: true })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: resellersKey }),
  });
}

/** A new key for a reseller, answered once; the old one stops at once. */
export function useRotateResellerKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => unwrap(await callAction('rotateResellerKey', { id }, { auth: true, quiet: true })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: resellersKey }),
  });
}

export function useRevokeReseller() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => unwrap(await callAction('revokeReseller', { id }, { auth: true, quiet: true })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: resellersKey }),
  });
}
