import type { ActionOutput } from '@portal/contract/action';
import type { homepageSettingsAction } from '@portal/contract/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callAction, unwrap } from '../../../lib/api.ts';
import { productName } from '../../../lib/site.ts';

type HomeSettingsOutput = ActionOutput<typeof homepageSettingsAction>;

/** The home settings: gallery images and links, spend-and-win image, tag sections and display flags. */
export async function getHomeSettings(signal?: AbortSignal): Promise<HomeSettingsOutput['data']> {
  // the contract's homepageSettingsActionName, spelled out: importing a value of the contract brings zod into the bundle
  const action = `${productName}_homepage_settings`;
  return unwrap(await callAction<HomeSettingsOutput>(action, {}, { method: 'GET', signal })).data;
}

export const homeSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['homepage-settings'],
    queryFn: ({ signal }) => getHomeSettings(signal),
  });

export function useHomeSettings() {
  return useQuery(homeSettingsQueryOptions());
}
