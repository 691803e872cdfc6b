import type { ActionOutput } from '@portal/contract/action';
import type { homepageSettingsAction } from '@portal/contract/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callAction, unwrap } from '../../../lib/api.ts';

type HomeSettingsOutput = ActionOutput<typeof homepageSettingsAction>;

/** The home settings: gallery images and links, spend-and-win image, tag sections and display flags. */
export async function getHomeSettings(signal?: AbortSignal): Promise<HomeSettingsOutput['data']> {
  // the request layer names it after the configured product (`sharjah_homepage_settings`)
  return unwrap(await callAction('{product}_homepage_settings', {}, { method: 'GET', signal })).data;
}

export const homeSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['homepage-settings'],
    queryFn: ({ signal }) => getHomeSettings(signal),
  });

export function useHomeSettings() {
  return useQuery(homeSettingsQueryOptions());
}
