import type { PackageState } from '@portal/contract/console-packages';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callAction, unwrap, type ActionFields } from '../../../../lib/api.ts';
import { useSignedIn } from '../../../../lib/session.ts';

/** Under the per-user 'accounts' key, so signing out drops it. */
const consoleKey = ['accounts', 'console'] as const;
const packagesKey = [...consoleKey, 'packages'] as const;

export type PackageListRequest = {
  q: string;
  destinationId: number | null;
  state: PackageState | null;
  page: number;
  perPage: number;
};

/** One page of the packages list, searched and filtered by the server. */
export const consolePackagesQueryOptions = (request: PackageListRequest) =>
  queryOptions({
    queryKey: [...packagesKey, 'list', request] as const,
    queryFn: async ({ signal }) =>
      unwrap(
        await callAction(
          'consolePackages',
          {
            ...(request.q ? { q: request.q } : {}),
            ...(request.destinationId === null ? {} : { destination_id: request.destinationId }),
            ...(request.state === null ? {} : { state: request.state }),
            page: request.page,
            per_page: request.perPage,
          },
          { auth: true, signal, quiet: true },
        ),
      ),
    retry: false,
  });

export function useConsolePackages(request: PackageListRequest) {
  const signedIn = useSignedIn();
  // the last page stays on screen while the next is read, so the list does not blink
  return useQuery({ ...consolePackagesQueryOptions(request), enabled: signedIn, placeholderData: keepPreviousData });
}

/** The destinations, tags and checkout sites the form and the list's filter offer. */
export function usePackageChoices() {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: [...packagesKey, 'choices'] as const,
    queryFn: async ({ signal }) => unwrap(await callAction('consolePackageChoices', {}, { auth: true, signal, quiet: true })),
    enabled: signedIn,
    retry: false,
  });
}

/** The key of one package's Details answer. */
const consolePackageKey = (id: number | null) => [...packagesKey, 'one', id] as const;

/**
 * After a change on a package's Extras or Availability tab: its Details answer (the counts of enabled slots
 * and add-ons its set-up check reads) is dropped, so the Details tab reads it afresh instead of checking the
 * form against the counts it had before.
 */
export function forgetConsolePackage(queryClient: QueryClient, id: number) {
  queryClient.removeQueries({ queryKey: consolePackageKey(id) });
}

/** One package with every field, its extras counts and its set-up problems; `null` for a new one (nothing to read). */
export function useConsolePackage(id: number | null) {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: consolePackageKey(id),
    queryFn: async ({ signal }) =>
      unwrap(await callAction('consolePackage', { id: id! }, { auth: true, signal, quiet: true })).data,
    enabled: signedIn && id !== null,
    retry: false,
  });
}

/** Creates a package (no id) or changes one; the form names the failing fields itself, so the request layer stays quiet. */
export function useSavePackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ActionFields<'savePackage'>) =>
      unwrap(await callAction('savePackage', input, { auth: true, quiet: true })).data,
    // the Extras and Availability tabs show the package's steps and dates too: every console answer is read again
    onSettled: () => queryClient.invalidateQueries({ queryKey: consoleKey }),
  });
}

/** Deletes a package no booking or coupon refers to; the page explains `in_use` itself. */
export function useDeletePackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => unwrap(await callAction('deletePackage', { id }, { auth: true, quiet: true })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: packagesKey }),
  });
}
