import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callAction, unwrap } from '../../../lib/api.ts';
import { useSignedIn } from '../../../lib/session.ts';
import { bookingsQueryKey } from './get-order-history.ts';

/** Under the bookings key (and so 'accounts'): signing out drops it, a cancellation reads it again. */
const myReviewsKey = [...bookingsQueryKey, 'reviews'] as const;

/** The user's reviews and the order numbers they can review now (decision 039); the server decides. */
export function useMyReviews() {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: myReviewsKey,
    queryFn: async ({ signal }) => unwrap(await callAction('myReviews', {}, { auth: true, signal, quiet: true })).data,
    enabled: signedIn,
    retry: false,
  });
}

export type ReviewDraft = { orderNumber: string; stars: number; body: string; language: 'en' | 'ae'; photos: readonly File[] };

/** Sends a review; the reviews are read again after it, so the button gives way to the review. */
export function useWriteReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (draft: ReviewDraft) =>
      unwrap(
        await callAction(
          'writeReview',
          { order_number: draft.orderNumber, stars: draft.stars, body: draft.body, language: draft.language },
          // photos make it multipart (decision 066); without any it stays an ordinary form post
          { auth: true, quiet: true, ...(draft.photos.length > 0 ? { files: { photos: draft.photos } } : {}) },
        ),
      ).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: myReviewsKey }),
  });
}
