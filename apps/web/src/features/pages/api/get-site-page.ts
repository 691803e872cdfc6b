import type { ActionOutput } from '@portal/contract/action';
import type { SitePage, sitePageAction } from '@portal/contract/site-content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callAction, unwrap } from '../../../lib/api.ts';

type SitePageOutput = ActionOutput<typeof sitePageAction>;

/** The About, Terms or Privacy text in both languages, as operators wrote it in the console (decision 035). */
export async function getSitePage(page: SitePage, signal?: AbortSignal): Promise<SitePageOutput['data']> {
  return unwrap(await callAction('sitePage', { page }, { method: 'GET', signal })).data;
}

export const sitePageQueryOptions = (page: SitePage) =>
  queryOptions({
    queryKey: ['site-page', page],
    queryFn: ({ signal }) => getSitePage(page, signal),
  });

export function useSitePage(page: SitePage) {
  return useQuery(sitePageQueryOptions(page));
}
