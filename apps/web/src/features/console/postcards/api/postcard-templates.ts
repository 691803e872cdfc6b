import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callAction, unwrap, type ActionFields } from '../../../../lib/api.ts';
import { useSignedIn } from '../../../../lib/session.ts';

/** Under the per-user 'accounts' key, so signing out drops it. */
const postcardTemplatesKey = ['accounts', 'console', 'postcard-templates'] as const;

/** Every template, enabled or not, with its orders count. */
export const consolePostcardTemplatesQueryOptions = () =>
  queryOptions({
    queryKey: postcardTemplatesKey,
    queryFn: async ({ signal }) =>
      unwrap(await callAction('consolePostcardTemplates', {}, { auth: true, signal, quiet: true })).data,
    retry: false,
  });

export function useConsolePostcardTemplates() {
  const signedIn = useSignedIn();
  return useQuery({ ...consolePostcardTemplatesQueryOptions(), enabled: signedIn });
}

/**
 * Creates a template (no id) or changes one. The form shows the failures at its fields, so the request layer
 * stays quiet; the list is read again whatever happened, since another admin may have changed it.
 */
export function useSavePostcardTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ActionFields<'savePostcardTemplate'>) =>
      unwrap(
        await callAction('savePostcardTemplate', input, {
          auth: true,
          quiet: true,
        }),
      ).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: postcardTemplatesKey }),
  });
}

/** Deletes a template no order refers to; the page explains `in_use` itself. */
export function useDeletePostcardTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => unwrap(await callAction('deletePostcardTemplate', { id }, { auth: true, quiet: true })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: postcardTemplatesKey }),
  });
}
