import type { ActionOutput } from '@portal/contract/action';
import type { packageReviewsAction } from '@portal/contract/reviews';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callAction, unwrap } from '../../../lib/api.ts';

export type PackageReviews = ActionOutput<typeof packageReviewsAction>;

/** Reviews shown per page on the package page. */
export const reviewsPerPage = 5;

/** One page of a package's visible reviews, newest first, with its rating and count: a public, cacheable GET. */
export const packageReviewsQueryOptions = (packageId: number, page: number) =>
  queryOptions({
    queryKey: ['package-reviews', packageId, page] as const,
    queryFn: async ({ signal }) =>
      unwrap(
        await callAction(
          'packageReviews',
          { package_id: packageId, page, per_page: reviewsPerPage },
          { method: 'GET', signal, quiet: true },
        ),
      ),
  });

export function usePackageReviews(packageId: number, page: number) {
  // the last page stays on screen while the next is read
  return useQuery({ ...packageReviewsQueryOptions(packageId, page), placeholderData: keepPreviousData });
}
