import type { ActionOutput } from '@portal/contract/action';
import type { homeDataAction } from '@portal/contract/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callAction, unwrap } from '../../../lib/api.ts';

type HomeDataOutput = ActionOutput<typeof homeDataAction>;

/** The Top Offers vouchers and the tag sections with their packages (at most 6 each). */
export async function getHomeData(signal?: AbortSignal): Promise<HomeDataOutput['data']> {
  return unwrap(await callAction('HomeData', {}, { method: 'GET', signal })).data;
}

export const homeDataQueryOptions = () =>
  queryOptions({
    queryKey: ['home-data'],
    queryFn: ({ signal }) => getHomeData(signal),
  });

export function useHomeData() {
  return useQuery(homeDataQueryOptions());
}
