import type { ReviewState } from '@portal/contract/reviews';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callAction, unwrap } from '../../../../lib/api.ts';
import { useSignedIn } from '../../../../lib/session.ts';

/** Under the per-user 'accounts' key, so signing out drops it. */
const consoleReviewsKey = ['accounts', 'console', 'reviews'] as const;

export type ReviewsView = { q: string; state: ReviewState; page: number; perPage: number };

/** One page of the reviews, newest first, with the total; `q` is matched by the server. */
export const consoleReviewsQueryOptions = ({ q, state, page, perPage }: ReviewsView) =>
  queryOptions({
    queryKey: [...consoleReviewsKey, q, state, page, perPage] as const,
    queryFn: async ({ signal }) =>
      unwrap(
        await callAction(
          'consoleReviews',
          { ...(q ? { q } : {}), state, page, per_page: perPage },
          { auth: true, signal, quiet: true },
        ),
      ),
    retry: false,
  });

export function useConsoleReviews(view: ReviewsView) {
  const signedIn = useSignedIn();
  return useQuery({ ...consoleReviewsQueryOptions(view), enabled: signedIn, placeholderData: keepPreviousData });
}

/** Hides a review with a reason (reason given) or shows it again (reason null); the lists are read again. */
export function useSetReviewVisibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, reason }: { id: number; reason: string | null }) =>
      reason === null
        ? unwrap(await callAction('showReview', { id }, { auth: true, quiet: true })).data
        : unwrap(await callAction('hideReview', { id, reason }, { auth: true, quiet: true })).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: consoleReviewsKey }),
  });
}
