import { ticketCalendarAction, ticketWalletsAction } from '@portal/contract/tickets';
import { bindAction, requireUser } from '../../http/actions.ts';
import { ticketCalendar } from './ticket-service.ts';
import { walletPassesConfigured } from './ticket-route.ts';

/**
 * Decision 037: the ticket in the traveller's calendar; the PDF and the Wallet pass (decision 073) are file
 * routes (ticket-route.ts).
 */
export const ticketActions = [
  bindAction(ticketCalendarAction, async (input, ctx) => ({
    data: await ticketCalendar(ctx.db, {
      userId: requireUser(ctx).id,
      orderNumber: input.order_number,
      // the page's language unless the caller names one
      language: input.language ?? ctx.language,
      publicUrl: ctx.config.PUBLIC_URL,
    }),
  })),
  bindAction(ticketWalletsAction, async (_input, ctx) => ({
    data: { apple_wallet: walletPassesConfigured(ctx.config) ? 1 : 0 },
  })),
];
