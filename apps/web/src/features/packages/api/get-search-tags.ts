import type { ActionOutput } from '@portal/contract/action';
import type { searchTagsAction } from '@portal/contract/search';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callAction, unwrap } from '../../../lib/api.ts';

type SearchTagsOutput = ActionOutput<typeof searchTagsAction>;

/** The category tags a search can be filtered by. */
export async function getSearchTags(signal?: AbortSignal): Promise<SearchTagsOutput['data']> {
  return unwrap(await callAction('searchTags', {}, { method: 'GET', signal, quiet: true })).data;
}

export const searchTagsQueryOptions = () =>
  queryOptions({ queryKey: ['searchTags'], queryFn: ({ signal }) => getSearchTags(signal), staleTime: 5 * 60_000 });

export function useSearchTags() {
  return useQuery(searchTagsQueryOptions());
}
