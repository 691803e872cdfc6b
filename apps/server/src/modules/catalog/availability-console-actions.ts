import {
  consolePackageAvailabilityAction,
  deleteTimeSlotAction,
  moveTimeSlotAction,
  removeDatePricesAction,
  saveDatePricesAction,
  saveDateTicketsAction,
  saveTimeSlotAction,
  setDatesClosedAction,
} from '@portal/contract/console-availability';
import { bindAction, requireUser, type BoundAction } from '../../http/actions.ts';
import { publicDataChanged } from '../console/index.ts';
import {
  deleteTimeSlot,
  moveTimeSlot,
  packageAvailability,
  removeDatePrices,
  saveDatePrices,
  saveDateTickets,
  saveTimeSlot,
  setDatesClosed,
} from './availability-console-service.ts';

/** Availability and prices: time slots, tickets per date, closed dates, prices by date (decision 035). Admins only. */
export const availabilityConsoleActions: BoundAction[] = [
  bindAction(consolePackageAvailabilityAction, (input, ctx) => packageAvailability(ctx.db, input.id, input.month, ctx.now)),
  bindAction(saveTimeSlotAction, async (input, ctx) => {
    const data = await saveTimeSlot(ctx.db, requireUser(ctx).id, input);
    await publicDataChanged(ctx);
    return { data };
  }),
  bindAction(moveTimeSlotAction, async (input, ctx) => {
    const data = await moveTimeSlot(ctx.db, requireUser(ctx).id, input.id, input.direction);
    await publicDataChanged(ctx);
    return { data };
  }),
  bindAction(deleteTimeSlotAction, async (input, ctx) => {
    await deleteTimeSlot(ctx.db, requireUser(ctx).id, input.id);
    await publicDataChanged(ctx);
    return { deleted: 1 as const };
  }),
  bindAction(saveDateTicketsAction, async (input, ctx) => {
    const changed = await saveDateTickets(ctx.db, requireUser(ctx).id, input, input);
    await publicDataChanged(ctx);
    return { changed };
  }),
  bindAction(setDatesClosedAction, async (input, ctx) => {
    const answer = await setDatesClosed(ctx.db, requireUser(ctx).id, input, input.closed);
    await publicDataChanged(ctx);
    return answer;
  }),
  bindAction(saveDatePricesAction, async (input, ctx) => {
    const changed = await saveDatePrices(ctx.db, requireUser(ctx).id, input, input);
    await publicDataChanged(ctx);
    return { changed };
  }),
  bindAction(removeDatePricesAction, async (input, ctx) => {
    const changed = await removeDatePrices(ctx.db, requireUser(ctx).id, input);
    await publicDataChanged(ctx);
    return { changed };
  }),
];
