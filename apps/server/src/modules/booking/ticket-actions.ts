import { ticketCalendarAction } from '@portal/contract/tickets';
import { bindAction, requireUser } from '../../http/actions.ts';
import { ticketCalendar } from './ticket-service.ts';

/** Decision 037: the ticket in the traveller's calendar; the PDF is a file route (ticket-route.ts). */
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
];
