import { checkInAction, checkInLookupAction } from '@portal/contract/check-in';
import { bindAction, requireUser, type BoundAction } from '../../http/actions.ts';
import { checkInTicket, lookUpTicket } from './check-in-console-service.ts';

/** Check-in at the gate (decision 036): every operator, moderators included, works the gate. */
export const checkInConsoleActions: BoundAction[] = [
  bindAction(checkInLookupAction, async (input, ctx) => ({ data: await lookUpTicket(ctx.db, input.code, ctx.now, ctx.scope) })),
  bindAction(checkInAction, async (input, ctx) => ({
    data: await checkInTicket(ctx.db, requireUser(ctx).id, input.order_number, ctx.now, ctx.scope),
  })),
];
