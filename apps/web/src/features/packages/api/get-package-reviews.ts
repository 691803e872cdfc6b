import type { ActionOutput } from '@portal/contract/action';
import type { packageReviewsAction } from '@portal/contract/reviews';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callAction, unwrap } from '../../../lib/api.ts';

export type PackageReviews = ActionOutput<typeof packageReviewsAction>;

/** Reviews shown per page on the package page. */
export const reviewsPerPage = 5;

/** One page of a package's visible reviews, newest first, with its rating and count: a public, cacheable GET. */
/** The reviews' language filter (decision 066): every review, or those written in one language. */
export type ReviewLanguageFilter = 'all' | 'en' | 'ae';

export const packageReviewsQueryOptions = (packageId: number, page: number, language: ReviewLanguageFilter = 'all') =>
  queryOptions({
    queryKey: ['package-reviews', packageId, page, language] as const,
    queryFn: async ({ signal }) =>
      unwrap(
        await callAction(
          'packageReviews',
          {
            package_id: packageId,
            page,
            per_page: reviewsPerPage,
            ...(language === 'all' ? {} : { language }),
          },
          { method: 'GET', signal, quiet: true },
        ),
      ),
  });

export function usePackageReviews(packageId: number, page: number, language: ReviewLanguageFilter = 'all') {
  // the last page stays on screen while the next is read
  return useQuery({ ...packageReviewsQueryOptions(packageId, page, language), placeholderData: keepPreviousData });
}
