import { cancelBookingAction, cancelTermsAction, operatorCancelBookingAction } from '@portal/contract/cancellation';
import { bindAction, requireUser, type ActionContext } from '../../http/actions.ts';
import { aedToFils } from '../../lib/money.ts';
import { bookingCancelTerms, cancelOwnBooking, operatorCancelBooking, type CancelDeps } from './cancellation-service.ts';

const cancelDeps = (ctx: ActionContext): CancelDeps => ({
  db: ctx.db,
  now: ctx.now,
  provider: ctx.payments,
  messages: ctx.messages,
  publicUrl: ctx.config.PUBLIC_URL,
  log: ctx.log,
});

/** Cancellations and their refunds (docs/decisions/036): the traveller's own, and an operator's. */
export const cancellationActions = [
  bindAction(cancelTermsAction, async (input, ctx) => ({
    data: await bookingCancelTerms(ctx.db, requireUser(ctx).id, input.order_number, ctx.now),
  })),
  bindAction(cancelBookingAction, async (input, ctx) => ({
    data: await cancelOwnBooking(cancelDeps(ctx), {
      userId: requireUser(ctx).id,
      orderNumber: input.order_number,
      shownRefundFils: aedToFils(input.refund),
    }),
  })),
  bindAction(operatorCancelBookingAction, async (input, ctx) => ({
    data: await operatorCancelBooking(cancelDeps(ctx), {
      operatorId: requireUser(ctx).id,
      orderNumber: input.order_number,
      refundFils: aedToFils(input.refund),
      reason: input.reason,
      scope: ctx.scope,
    }),
  })),
];
