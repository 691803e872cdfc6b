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
import { checkPackageInScope, checkPartInScope } from './package-scope.ts';
import {
  deleteTimeSlot,
  moveTimeSlot,
  packageAvailability,
  removeDatePrices,
  saveDatePrices,
  saveDateTickets,
  saveTimeSlot,
  setDatesClosed,
  slotNotFound,
} from './availability-console-service.ts';

/**
 * Availability and prices: time slots, tickets per date, closed dates, prices by date (decision 035). Admins, and
 * team members with edit_packages on the package's destination (decision 060).
 */
export const availabilityConsoleActions: BoundAction[] = [
  bindAction(consolePackageAvailabilityAction, async (input, ctx) => {
    await checkPackageInScope(ctx.db, ctx.scope, input.id);
    return packageAvailability(ctx.db, input.id, input.month, ctx.now);
  }),
  bindAction(saveTimeSlotAction, async (input, ctx) => {
    await checkPackageInScope(ctx.db, ctx.scope, input.package_id, 'package_id');
    const data = await saveTimeSlot(ctx.db, requireUser(ctx).id, input);
    await publicDataChanged(ctx);
    return { data };
  }),
  bindAction(moveTimeSlotAction, async (input, ctx) => {
    await checkPartInScope(ctx.db, ctx.scope, 'timeSlot', input.id, slotNotFound);
    const data = await moveTimeSlot(ctx.db, requireUser(ctx).id, input.id, input.direction);
    await publicDataChanged(ctx);
    return { data };
  }),
  bindAction(deleteTimeSlotAction, async (input, ctx) => {
    await checkPartInScope(ctx.db, ctx.scope, 'timeSlot', input.id, slotNotFound);
    await deleteTimeSlot(ctx.db, requireUser(ctx).id, input.id);
    await publicDataChanged(ctx);
    return { deleted: 1 as const };
  }),
  bindAction(saveDateTicketsAction, async (input, ctx) => {
    await checkPackageInScope(ctx.db, ctx.scope, input.package_id, 'package_id');
    const changed = await saveDateTickets(ctx.db, requireUser(ctx).id, input, input);
    await publicDataChanged(ctx);
    return { changed };
  }),
  bindAction(setDatesClosedAction, async (input, ctx) => {
    await checkPackageInScope(ctx.db, ctx.scope, input.package_id, 'package_id');
    const answer = await setDatesClosed(ctx.db, requireUser(ctx).id, input, input.closed);
    await publicDataChanged(ctx);
    return answer;
  }),
  bindAction(saveDatePricesAction, async (input, ctx) => {
    await checkPackageInScope(ctx.db, ctx.scope, input.package_id, 'package_id');
    const changed = await saveDatePrices(ctx.db, requireUser(ctx).id, input, input);
    await publicDataChanged(ctx);
    return { changed };
  }),
  bindAction(removeDatePricesAction, async (input, ctx) => {
    await checkPackageInScope(ctx.db, ctx.scope, input.package_id, 'package_id');
    const changed = await removeDatePrices(ctx.db, requireUser(ctx).id, input);
    await publicDataChanged(ctx);
    return { changed };
  }),
];
