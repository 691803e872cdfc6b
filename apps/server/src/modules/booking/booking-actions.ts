import {
  bookingDetailsAction,
  createPurchaseAction,
  dateAvailabilityCheckAction,
  getPackagePriceAction,
  initiatePaymentAction,
  orderHistoryAction,
  packageSlotsAction,
  purchaseStatusAction,
  validateCouponAction,
} from '@portal/contract/bookings';
import { bindAction, requireUser } from '../../http/actions.ts';
import { dateAvailabilityCheck, packagePrice, packageSlots } from './availability-service.ts';
import { sendBookingConfirmation } from './confirmation.ts';
import { bookingDetails, orderHistory } from './history-service.ts';
import { initiatePayment } from './payment-service.ts';
import { createPurchase, purchaseStatus, validateCoupon } from './purchase-service.ts';

export const bookingActions = [
  bindAction(dateAvailabilityCheckAction, (input, ctx) => dateAvailabilityCheck(ctx.db, input.id, input.date)),
  bindAction(packageSlotsAction, async (input, ctx) => ({ data: await packageSlots(ctx.db, input.id, input.date ?? null) })),
  bindAction(getPackagePriceAction, (input, ctx) => packagePrice(ctx.db, input.id, input.date)),
  bindAction(validateCouponAction, async (input, ctx) => ({
    data: await validateCoupon(ctx.db, {
      userId: requireUser(ctx).id,
      packages: input.items.packages,
      coupon: input.items.coupon,
      now: ctx.now,
    }),
  })),
  bindAction(createPurchaseAction, (input, ctx) =>
    createPurchase(
      { db: ctx.db, now: ctx.now, holdMinutes: ctx.config.HOLD_MINUTES },
      {
        userId: requireUser(ctx).id,
        items: input.items,
        site: input.site ?? input.items.site,
        channel: input.channel,
        redirectTo: input.redirect_to ?? input.items.redirect_to,
        referral: input.referral,
        trafficReferral: input.traffic_referral,
      },
    ),
  ),
  bindAction(initiatePaymentAction, (input, ctx) =>
    initiatePayment(
      {
        db: ctx.db,
        provider: ctx.payments,
        now: ctx.now,
        publicUrl: ctx.config.PUBLIC_URL,
        log: ctx.log,
        // a zero total is confirmed here, without a provider: its e-mail is sent like a paid one's
        onConfirmed: async (purchaseId) => {
          await sendBookingConfirmation({ db: ctx.db, messages: ctx.messages, publicUrl: ctx.config.PUBLIC_URL }, purchaseId);
        },
      },
      requireUser(ctx).id,
      input.purchase_number,
    ),
  ),
  bindAction(purchaseStatusAction, async (input, ctx) => ({
    data: await purchaseStatus(
      {
        db: ctx.db,
        provider: ctx.payments,
        now: ctx.now,
        log: ctx.log,
        onConfirmed: async (purchaseId) => {
          await sendBookingConfirmation({ db: ctx.db, messages: ctx.messages, publicUrl: ctx.config.PUBLIC_URL }, purchaseId);
        },
      },
      requireUser(ctx).id,
      input.purchase_number,
    ),
  })),
  bindAction(orderHistoryAction, async (_input, ctx) => ({ data: await orderHistory(ctx.db, requireUser(ctx).id) })),
  bindAction(bookingDetailsAction, async (input, ctx) => ({
    data: await bookingDetails(ctx.db, requireUser(ctx).id, input.order_number),
  })),
];
