import type { ActionOutput } from '@portal/contract/action';
import type { searchAction } from '@portal/contract/discovery';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callAction, unwrap } from '../../../lib/api.ts';

type SearchOutput = ActionOutput<typeof searchAction>;

/** Visible packages matching a term, in one destination or all (-1). */
export async function searchPackages(term: string, destinationId: number, signal?: AbortSignal): Promise<SearchOutput['data']> {
  const fields = { search_term: term, destination_id: destinationId };
  return unwrap(await callAction<SearchOutput>('search', fields, { method: 'GET', signal, quiet: true })).data;
}

export const searchQueryOptions = (term: string, destinationId: number) =>
  queryOptions({
    queryKey: ['search', term, destinationId],
    queryFn: ({ signal }) => searchPackages(term, destinationId, signal),
    // a blank term is no search: the server would refuse it
    enabled: term.trim() !== '',
  });

export function useSearchPackages(term: string, destinationId: number) {
  return useQuery(searchQueryOptions(term, destinationId));
}
