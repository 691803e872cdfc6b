import type { ActionOutput } from '@portal/contract/action';
import type { searchAction } from '@portal/contract/discovery';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callAction, unwrap } from '../../../lib/api.ts';
import { firstPage, nextPage, pageFields } from '../../../lib/pages.ts';

type SearchOutput = ActionOutput<typeof searchAction>;

/** One page of the visible packages matching a term, in one destination or all (-1). */
export async function searchPackages(
  term: string,
  destinationId: number,
  page: number,
  signal?: AbortSignal,
): Promise<Pick<SearchOutput, 'data' | 'has_more'>> {
  const fields = { search_term: term, destination_id: destinationId, ...pageFields(page) };
  const result = unwrap(await callAction<SearchOutput>('search', fields, { method: 'GET', signal, quiet: true }));
  return { data: result.data, has_more: result.has_more };
}

export const searchQueryOptions = (term: string, destinationId: number) =>
  infiniteQueryOptions({
    queryKey: ['search', term, destinationId],
    queryFn: ({ signal, pageParam }) => searchPackages(term, destinationId, pageParam, signal),
    initialPageParam: firstPage,
    getNextPageParam: nextPage,
    // a blank term is no search: the server would refuse it
    enabled: term.trim() !== '',
  });

export function useSearchPackages(term: string, destinationId: number) {
  return useInfiniteQuery(searchQueryOptions(term, destinationId));
}
