import type { DestinationState } from '@portal/contract/console-destinations';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callAction, unwrap, type ActionFields } from '../../../../lib/api.ts';
import { useSignedIn } from '../../../../lib/session.ts';

/** Under the per-user 'accounts' key, so signing out drops it. */
const destinationsKey = ['accounts', 'console', 'destinations'] as const;

export type DestinationsView = { q: string; state: DestinationState | null; page: number; perPage: number };

/** One page of the destinations by position, with the total; `q` and `state` are applied by the server. */
export const consoleDestinationsQueryOptions = ({ q, state, page, perPage }: DestinationsView) =>
  queryOptions({
    queryKey: [...destinationsKey, 'list', q, state, page, perPage] as const,
    queryFn: async ({ signal }) =>
      unwrap(
        await callAction(
          'consoleDestinations',
          { ...(q ? { q } : {}), ...(state ? { state } : {}), page, per_page: perPage },
          { auth: true, signal, quiet: true },
        ),
      ),
    retry: false,
  });

export function useConsoleDestinations(view: DestinationsView) {
  const signedIn = useSignedIn();
  // the last page stays on screen while the next is read, so the list does not blink
  return useQuery({ ...consoleDestinationsQueryOptions(view), enabled: signedIn, placeholderData: keepPreviousData });
}

/** One destination with every field and what refers to it. */
export const consoleDestinationQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...destinationsKey, 'one', id] as const,
    queryFn: async ({ signal }) =>
      unwrap(await callAction('consoleDestination', { id }, { auth: true, signal, quiet: true })).data,
    retry: false,
  });

/** `id` 0 is an address that names no destination: nothing is asked. */
export function useConsoleDestination(id: number) {
  const signedIn = useSignedIn();
  return useQuery({ ...consoleDestinationQueryOptions(id), enabled: signedIn && id > 0 });
}

/**
 * Creates a destination (no id) or changes one. The form shows failures at its fields, so the request layer
 * stays quiet; the destinations are read again whatever happened, since another admin may have changed them.
 */
export function useSaveDestination() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ActionFields<'saveDestination'>) =>
      unwrap(await callAction('saveDestination', input, { auth: true, quiet: true })).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: destinationsKey }),
  });
}

/**
 * Deletes a destination nothing refers to; the page explains `in_use` itself. Only the lists are read again:
 * the deleted destination's own answer would be a 404 (its page leaves, and a later visit reads it afresh).
 */
export function useDeleteDestination() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => unwrap(await callAction('deleteDestination', { id }, { auth: true, quiet: true })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...destinationsKey, 'list'] }),
  });
}
