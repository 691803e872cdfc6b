import { backofficeInvoiceImageAction, backofficeInvoicesAction, reviewInvoiceAction } from '@portal/contract/backoffice';
import { bindAction, requireUser, type BoundAction } from '../../http/actions.ts';
import { storageFor } from '../../lib/storage/index.ts';
import { invoiceImage, invoicesForReview, reviewInvoice } from './invoice-moderation-console-service.ts';

/** Invoice moderation for staff (decision 049): the dispatcher answers 401 without a session and 403 for a user who is not an operator. */
export const invoiceConsoleActions: BoundAction[] = [
  bindAction(backofficeInvoicesAction, async (input, ctx) => ({ data: await invoicesForReview(ctx.db, input.status ?? 0) })),
  bindAction(backofficeInvoiceImageAction, async (input, ctx) => invoiceImage(ctx.db, storageFor(ctx.config), input.invoice_id)),
  bindAction(reviewInvoiceAction, async (input, ctx) => {
    const { invoice_id: invoiceId, ...review } = input;
    return reviewInvoice(ctx.db, requireUser(ctx).id, invoiceId, review, ctx.now);
  }),
];
