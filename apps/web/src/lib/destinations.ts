import type { destinationsAction } from '@portal/contract/catalog';
import type { ActionOutput } from '@portal/contract/action';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callAction, unwrap } from './api.ts';

type DestinationsOutput = ActionOutput<typeof destinationsAction>;

/**
 * The destinations with hide=0 and enable=1, by position; the server does the filtering. Shared: the destinations
 * feature lists them, and the search page filters by them.
 */
export async function getDestinations(signal?: AbortSignal): Promise<DestinationsOutput['data']> {
  const result = await callAction('destinations', {}, { method: 'GET', signal });
  return unwrap(result).data;
}

export const destinationsQueryOptions = () =>
  queryOptions({
    queryKey: ['destinations'],
    queryFn: ({ signal }) => getDestinations(signal),
  });

export function useDestinations() {
  return useQuery(destinationsQueryOptions());
}
