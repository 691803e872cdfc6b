import { packageCalendarAction } from '@portal/contract/calendar';
import { bindAction, type BoundAction } from '../../http/actions.ts';
import { packageCalendar } from './calendar-service.ts';

/** Decision 039: binds the actions of packages/contract/src/calendar.ts. */
export const calendarActions: BoundAction[] = [
  bindAction(packageCalendarAction, async (input, ctx) => ({
    data: await packageCalendar(
      ctx.db,
      { packageId: input.package_id, month: input.month, adults: input.adults, children: input.children },
      ctx.now,
    ),
  })),
];
