import { bookingDetailsAction, orderHistoryAction } from '@portal/contract/bookings';
import { bindAction, requireUser } from '../../http/actions.ts';
import { bookingDetails, orderHistory } from './history-service.ts';

export const bookingActions = [
  bindAction(orderHistoryAction, async (_input, ctx) => ({ data: await orderHistory(ctx.db, requireUser(ctx).id) })),
  bindAction(bookingDetailsAction, async (input, ctx) => ({
    data: await bookingDetails(ctx.db, requireUser(ctx).id, input.order_number),
  })),
];
