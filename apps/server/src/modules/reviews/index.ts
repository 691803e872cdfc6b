/** Reviews: writing, showing and moderating them, and what a customer's export and erasure need (docs/decisions/052). */
export { clearReviewTextOf, deleteReviewPhotosOf, reviewsOfCustomer } from './review-service.ts';
export { removeReviewPhotos } from './review-photos.ts';
export { reviewActions } from './review-actions.ts';
export { inviteReviewers } from './review-invitations.ts';
