import {
  bookingDetailsAction,
  createPurchaseAction,
  dateAvailabilityCheckAction,
  getPackagePriceAction,
  initiatePaymentAction,
  orderHistoryAction,
  paymentHistoryAction,
  packageSlotsAction,
  purchaseStatusAction,
  validateCouponAction,
} from '@portal/contract/bookings';
import { bindAction, requireUser, type ActionContext } from '../../http/actions.ts';
import { storageFor } from '../../lib/storage/index.ts';
import { dateAvailabilityCheck, packagePrice, packageSlots } from './availability-service.ts';
import { bookingDetails, orderHistory, paymentHistory } from './history-service.ts';
import { expirePayments, initiatePayment, openPayment } from './payment-service.ts';
import { checkOut, purchaseConfirmationMessages } from './purchase-kind.ts';
import { createPurchase, purchaseStatus, validateCoupon } from './purchase-service.ts';
import { allowedRedirect } from './ticket-purchases.ts';
import { tenderRequests } from './tender.ts';
import { publicDataChanged } from '../../lib/audit.ts';

/**
 * What opening, checking and confirming a payment needs; a confirmation (a zero total included) e-mails the buyer
 * once, a booking's tickets, a store order's receipt or a postcard with its card.
 */
export function paymentContext(ctx: ActionContext) {
  return {
    db: ctx.db,
    provider: ctx.payments,
    now: ctx.now,
    publicUrl: ctx.config.PUBLIC_URL,
    log: ctx.log,
    onConfirmed: purchaseConfirmationMessages({
      messages: ctx.messages,
      publicUrl: ctx.config.PUBLIC_URL,
      storage: storageFor(ctx.config),
    }),
  };
}

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
  bindAction(createPurchaseAction, async (input, ctx) => {
    const userId = requireUser(ctx).id;
    const { items } = input;
    const deps = { db: ctx.db, now: ctx.now, holdMinutes: ctx.config.HOLD_MINUTES };
    const tenders = await tenderRequests(ctx.db, input, { userId, now: ctx.now });
    const created =
      items.kind === 'booking'
        ? await createPurchase(deps, {
            userId,
            items,
            site: input.site ?? items.site,
            channel: input.channel,
            redirectTo: allowedRedirect(input.redirect_to ?? items.redirect_to, ctx.config.PUBLIC_URL, ctx.config.CORS_ORIGINS),
            referral: input.referral,
            trafficReferral: input.traffic_referral,
            tenders,
          })
        : await checkOut(items.kind, deps, { userId, items, tenders });
    const { answer, hold } = created;
    // decision 039: the package calendar's cached days show sold out once the last tickets are held
    if ('takesLastTickets' in created && created.takesLastTickets) await publicDataChanged(ctx);
    // decision 058: the checkouts this one replaced are closed; their provider pages stop taking money
    if (created.replaced) await expirePayments(paymentContext(ctx), created.replaced);
    // spec part 1 §3 Purchase result carries payment_link: a paid purchase's payment is opened at once, after
    // the hold has committed, and initiatePayment later answers the same link. If the provider fails now, the
    // answer has no link and the client's initiatePayment (spec part 1 §4) opens it. A free purchase is
    // confirmed by initiatePayment alone (decision 016), so it is not confirmed before the client asks.
    if (hold.totalFils === 0) return answer;
    const opened = await openPayment(paymentContext(ctx), hold).catch((err: unknown) => {
      ctx.log.warn({ err, purchase: hold.purchaseNumber }, 'payment not opened with the purchase; initiatePayment will retry');
      return null;
    });
    return opened ? { ...answer, payment_link: opened.payment_link } : answer;
  }),
  bindAction(initiatePaymentAction, (input, ctx) =>
    initiatePayment(paymentContext(ctx), requireUser(ctx).id, input.purchase_number),
  ),
  bindAction(purchaseStatusAction, async (input, ctx) => ({
    data: await purchaseStatus(paymentContext(ctx), requireUser(ctx).id, input.purchase_number),
  })),
  bindAction(orderHistoryAction, async (_input, ctx) => ({ data: await orderHistory(ctx.db, requireUser(ctx).id) })),
  bindAction(paymentHistoryAction, async (_input, ctx) => ({ data: await paymentHistory(ctx.db, requireUser(ctx).id) })),
  bindAction(bookingDetailsAction, async (input, ctx) => ({
    data: await bookingDetails(ctx.db, requireUser(ctx).id, input.order_number),
  })),
];
