import {
  consoleReviewsAction,
  hideReviewAction,
  myReviewsAction,
  packageReviewsAction,
  showReviewAction,
  writeReviewAction,
} from '@portal/contract/reviews';
import { bindAction, requireUser, type BoundAction } from '../../http/actions.ts';
import { storageFor } from '../../lib/storage/index.ts';
import { publicDataChanged } from '../../lib/audit.ts';
import { listReviews, myReviews, packageReviews, setReviewVisibility, writeReview } from './review-service.ts';

/** Verified reviews (decision 039), written by travellers and moderated by operators. */
export const reviewActions: BoundAction[] = [
  bindAction(packageReviewsAction, (input, ctx) => packageReviews(ctx.db, input)),
  bindAction(myReviewsAction, async (_input, ctx) => ({ data: await myReviews(ctx.db, requireUser(ctx).id, ctx.now) })),
  bindAction(writeReviewAction, async (input, ctx) => {
    const data = await writeReview(
      ctx.db,
      {
        userId: requireUser(ctx).id,
        orderNumber: input.order_number,
        stars: input.stars,
        body: input.body,
        language: input.language,
        now: ctx.now,
      },
      { files: ctx.files, storage: storageFor(ctx.config), clientAddress: ctx.clientAddress, quotas: ctx.config },
    );
    // the package page's reviews and rating are cached public answers
    await publicDataChanged(ctx);
    return { data };
  }),
  bindAction(consoleReviewsAction, (input, ctx) => listReviews(ctx.db, input, ctx.scope)),
  bindAction(hideReviewAction, async (input, ctx) => {
    const data = await setReviewVisibility(ctx.db, requireUser(ctx).id, {
      id: input.id,
      reason: input.reason,
      now: ctx.now,
      scope: ctx.scope,
      storage: storageFor(ctx.config),
    });
    await publicDataChanged(ctx);
    return { data };
  }),
  bindAction(showReviewAction, async (input, ctx) => {
    const data = await setReviewVisibility(ctx.db, requireUser(ctx).id, {
      id: input.id,
      reason: null,
      now: ctx.now,
      scope: ctx.scope,
      storage: storageFor(ctx.config),
    });
    await publicDataChanged(ctx);
    return { data };
  }),
];
