import type { ActionOutput } from '@portal/contract/action';
import type { searchAction } from '@portal/contract/discovery';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callAction, unwrap } from '../../../lib/api.ts';
import { firstPage, nextPage, pageFields } from '../../../lib/pages.ts';
import { searchFilterFields, type SearchFilters } from '../search-filters.ts';

type SearchOutput = ActionOutput<typeof searchAction>;
type SearchPage = Pick<SearchOutput, 'data' | 'has_more' | 'did_you_mean'>;

/** One page of the visible packages matching a term, in one destination or all (-1), filtered and sorted. */
export async function searchPackages(
  term: string,
  destinationId: number,
  filters: SearchFilters,
  page: number,
  signal?: AbortSignal,
): Promise<SearchPage> {
  const fields = { search_term: term, destination_id: destinationId, ...searchFilterFields(filters), ...pageFields(page) };
  const result = unwrap(await callAction('search', fields, { method: 'GET', signal, quiet: true }));
  return {
    data: result.data,
    has_more: result.has_more,
    ...(result.did_you_mean !== undefined ? { did_you_mean: result.did_you_mean } : {}),
  };
}

export const searchQueryOptions = (term: string, destinationId: number, filters: SearchFilters) =>
  infiniteQueryOptions({
    queryKey: ['search', term, destinationId, filters],
    queryFn: ({ signal, pageParam }) => searchPackages(term, destinationId, filters, pageParam, signal),
    initialPageParam: firstPage,
    getNextPageParam: nextPage,
    // a blank term is no search: the server would refuse it
    enabled: term.trim() !== '',
  });

export function useSearchPackages(term: string, destinationId: number, filters: SearchFilters) {
  return useInfiniteQuery(searchQueryOptions(term, destinationId, filters));
}
