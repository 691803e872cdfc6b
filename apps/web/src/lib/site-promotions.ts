import type { ActionOutput } from '@portal/contract/action';
import type { sitePromotionsAction } from '@portal/contract/site-content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callAction, unwrap } from './api.ts';

type SitePromotionsOutput = ActionOutput<typeof sitePromotionsAction>;

/**
 * The promotional codes operators advertise (decision 035) and the /seesharjah destination list.
 * Shared: the home feature shows the strip's code, the destinations feature the /seesharjah banner.
 */
export async function getSitePromotions(signal?: AbortSignal): Promise<SitePromotionsOutput['data']> {
  return unwrap(await callAction('sitePromotions', {}, { method: 'GET', signal })).data;
}

export const sitePromotionsQueryOptions = () =>
  queryOptions({
    queryKey: ['site-promotions'],
    queryFn: ({ signal }) => getSitePromotions(signal),
  });

export function useSitePromotions() {
  return useQuery(sitePromotionsQueryOptions());
}
