import { cancelCheckoutAction, pendingCheckoutsAction, resumeCheckoutAction } from '@portal/contract/pending-checkout';
import { bindAction, requireUser, type BoundAction } from '../../http/actions.ts';
import { paymentContext } from './booking-actions.ts';
import { cancelCheckout, pendingCheckouts, resumeCheckout } from './pending-checkout-service.ts';

/** Decision 039: checkouts the traveller can come back to, from My Bookings: listed, resumed or cancelled. */
export const pendingCheckoutActions: BoundAction[] = [
  bindAction(pendingCheckoutsAction, async (_input, ctx) => ({
    data: await pendingCheckouts(ctx.db, requireUser(ctx).id, ctx.now),
  })),
  bindAction(resumeCheckoutAction, (input, ctx) =>
    resumeCheckout(paymentContext(ctx), requireUser(ctx).id, input.purchase_number),
  ),
  bindAction(cancelCheckoutAction, async (input, ctx) => ({
    data: await cancelCheckout(ctx.db, { userId: requireUser(ctx).id, purchaseNumber: input.purchase_number, now: ctx.now }),
  })),
];
