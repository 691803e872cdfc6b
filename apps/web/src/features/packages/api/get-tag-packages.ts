import type { ActionOutput } from '@portal/contract/action';
import type { packagesByTagsAction } from '@portal/contract/discovery';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callAction, unwrap } from '../../../lib/api.ts';

type TagOutput = ActionOutput<typeof packagesByTagsAction>;
export type TagPackages = TagOutput;

/** A tag (its names in both languages) and its visible packages; an unknown tag answers `tag` null and no packages. */
export async function getTagPackages(tag: string, signal?: AbortSignal): Promise<TagPackages> {
  const result = unwrap(await callAction<TagOutput>('packagesByTags', { tag }, { method: 'GET', signal, quiet: true }));
  return { tag: result.tag, data: result.data };
}

export const tagPackagesQueryOptions = (tag: string) =>
  queryOptions({
    queryKey: ['tag', tag],
    queryFn: ({ signal }) => getTagPackages(tag, signal),
  });

export function useTagPackages(tag: string) {
  return useQuery(tagPackagesQueryOptions(tag));
}
