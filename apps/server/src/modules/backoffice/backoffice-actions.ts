import {
  backofficeCampaignsAction,
  backofficeInvoiceImageAction,
  backofficeInvoicesAction,
  commitRaffleAction,
  drawRaffleAction,
  lookupVoucherCodeAction,
  paymentIssuesAction,
  redeemVoucherCodeAction,
  reviewInvoiceAction,
} from '@portal/contract/backoffice';
import { calendarDateIn } from '@portal/domain/dates';
import { bindAction, requireUser, type ActionContext } from '../../http/actions.ts';
import { commitDraw, listCampaigns, runDraw } from './draw-service.ts';
import { invoiceImage, invoicesForReview, reviewInvoice } from './moderation-service.ts';
import { paymentIssues } from './payment-issues-service.ts';
import { lookupVoucherCode, redeemVoucherCode } from './redemption-service.ts';

/** Operator actions: the dispatcher answers 401 without a session and 403 for a user who is not an operator. */
export const backofficeActions = [
  bindAction(backofficeInvoicesAction, async (input, ctx) => ({ data: await invoicesForReview(ctx.db, input.status ?? 0) })),
  bindAction(backofficeInvoiceImageAction, async (input, ctx) => invoiceImage(ctx.db, ctx.config.DATA_DIR, input.invoice_id)),
  bindAction(reviewInvoiceAction, async (input, ctx) => {
    const { invoice_id: invoiceId, ...review } = input;
    return reviewInvoice(ctx.db, requireUser(ctx).id, invoiceId, review, ctx.now);
  }),
  bindAction(backofficeCampaignsAction, async (_input, ctx) => ({ data: await listCampaigns(ctx.db) })),
  // the public raffle page (raffleDraw) shows the commitment, then the draw: cached answers go once committed
  bindAction(commitRaffleAction, async (input, ctx) =>
    publishedAfter(ctx, commitDraw(ctx.db, requireUser(ctx).id, input.campaign_id, ctx.now)),
  ),
  bindAction(drawRaffleAction, async (input, ctx) =>
    publishedAfter(ctx, runDraw(ctx.db, requireUser(ctx).id, input.campaign_id, ctx.now)),
  ),
  // spec part 1 §3: a voucher is valid through its expiry_date, a calendar day in Asia/Dubai
  bindAction(lookupVoucherCodeAction, async (input, ctx) => ({
    data: await lookupVoucherCode(ctx.db, input.code, calendarDateIn(ctx.now)),
  })),
  bindAction(redeemVoucherCodeAction, async (input, ctx) => ({
    data: await redeemVoucherCode(ctx.db, requireUser(ctx).id, input.code, ctx.now, calendarDateIn(ctx.now)),
  })),
  bindAction(paymentIssuesAction, async (_input, ctx) => ({ data: await paymentIssues(ctx.db) })),
];

/** A write's result, once its transaction has committed and every process was told public data changed. */
async function publishedAfter<T>(ctx: ActionContext, write: Promise<T>): Promise<T> {
  const result = await write;
  await ctx.bus.publish('public-data-changed');
  return result;
}
