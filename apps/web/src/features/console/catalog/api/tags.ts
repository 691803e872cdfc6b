import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callAction, unwrap, type ActionFields } from '../../../../lib/api.ts';
import { useSignedIn } from '../../../../lib/session.ts';

/** Under the per-user 'accounts' key, so signing out drops it. */
const tagsKey = ['accounts', 'console', 'tags'] as const;

export type TagsView = { q: string; page: number; perPage: number };

/** One page of the tags by slug, with the total; `q` is matched by the server. */
export const consoleTagsQueryOptions = ({ q, page, perPage }: TagsView) =>
  queryOptions({
    queryKey: [...tagsKey, q, page, perPage] as const,
    queryFn: async ({ signal }) =>
      unwrap(
        await callAction('consoleTags', { ...(q ? { q } : {}), page, per_page: perPage }, { auth: true, signal, quiet: true }),
      ),
    retry: false,
  });

export function useConsoleTags(view: TagsView) {
  const signedIn = useSignedIn();
  return useQuery({ ...consoleTagsQueryOptions(view), enabled: signedIn, placeholderData: keepPreviousData });
}

/** Creates a tag (no id) or renames one; the dialog shows failures at its fields. */
export function useSaveTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ActionFields<'saveTag'>) =>
      unwrap(await callAction('saveTag', input, { auth: true, quiet: true })).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: tagsKey }),
  });
}

/** Deletes a tag with its package links; answers how many packages lost it. */
export function useDeleteTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => unwrap(await callAction('deleteTag', { id }, { auth: true, quiet: true })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: tagsKey }),
  });
}
