import {
  getRaffleStatsAction,
  getRaffleTicketsAction,
  listRafflesByInvoiceAction,
  raffleDrawAction,
} from '@portal/contract/raffles';
import { bindAction, requireUser } from '../../http/actions.ts';
import { invoiceTickets, publicDraw, raffleStats, userTickets } from './raffle-service.ts';

export const raffleActions = [
  bindAction(getRaffleStatsAction, async (_input, ctx) => ({ data: await raffleStats(ctx.db, requireUser(ctx).id) })),
  bindAction(getRaffleTicketsAction, async (_input, ctx) => ({ data: await userTickets(ctx.db, requireUser(ctx).id) })),
  bindAction(listRafflesByInvoiceAction, async (input, ctx) => ({
    data: await invoiceTickets(ctx.db, requireUser(ctx).id, input.invoice_id),
  })),
  bindAction(raffleDrawAction, async (input, ctx) => publicDraw(ctx.db, input.campaign)),
];
