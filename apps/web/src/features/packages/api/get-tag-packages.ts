import type { ActionOutput } from '@portal/contract/action';
import type { packagesByTagsAction } from '@portal/contract/discovery';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callAction, unwrap } from '../../../lib/api.ts';
import { firstPage, nextPage, pageFields } from '../../../lib/pages.ts';

type TagOutput = ActionOutput<typeof packagesByTagsAction>;
export type TagPackages = Pick<TagOutput, 'tag' | 'data' | 'has_more'>;

/**
 * A tag (its names in both languages) and one page of its visible packages; an unknown tag answers `tag`
 * null and no packages.
 */
export async function getTagPackages(tag: string, page: number, signal?: AbortSignal): Promise<TagPackages> {
  const fields = { tag, ...pageFields(page) };
  const result = unwrap(await callAction('packagesByTags', fields, { method: 'GET', signal, quiet: true }));
  return { tag: result.tag, data: result.data, has_more: result.has_more };
}

export const tagPackagesQueryOptions = (tag: string) =>
  infiniteQueryOptions({
    queryKey: ['tag', tag],
    queryFn: ({ signal, pageParam }) => getTagPackages(tag, pageParam, signal),
    initialPageParam: firstPage,
    getNextPageParam: nextPage,
  });

export function useTagPackages(tag: string) {
  return useInfiniteQuery(tagPackagesQueryOptions(tag));
}
