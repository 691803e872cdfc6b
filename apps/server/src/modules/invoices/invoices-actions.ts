import { invoiceImageAction, listInvociesAction, raffleCampaignAction, uploadInvoiceAction } from '@portal/contract/invoices';
import { bindAction, requireUser } from '../../http/actions.ts';
import { storageFor } from '../../lib/storage/index.ts';
import { campaignRules, uploadInvoices, userInvoiceImage, userInvoices } from './invoices-service.ts';

export const invoiceActions = [
  bindAction(listInvociesAction, async (_input, ctx) => ({ data: await userInvoices(ctx.db, requireUser(ctx).id) })),
  bindAction(uploadInvoiceAction, async (input, ctx) => ({
    data: await uploadInvoices(ctx.db, storageFor(ctx.config), {
      userId: requireUser(ctx).id,
      files: ctx.files,
      resubmitId: input.invoice_id,
      now: ctx.now,
      clientAddress: ctx.clientAddress,
      quotas: ctx.config,
    }),
  })),
  bindAction(invoiceImageAction, async (input, ctx) =>
    userInvoiceImage(ctx.db, storageFor(ctx.config), requireUser(ctx).id, input.invoice_id),
  ),
  bindAction(raffleCampaignAction, async (input, ctx) => ({ data: await campaignRules(ctx.db, input.campaign, ctx.now) })),
];
