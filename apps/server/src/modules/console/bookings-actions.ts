import {
  bookingPackageChoicesAction,
  consoleAttendeesAction,
  consoleAttendeesCsvAction,
  consoleBookingAction,
  consoleBookingsAction,
  resendConfirmationAction,
} from '@portal/contract/console-bookings';
import { bindAction, requireUser, type BoundAction } from '../../http/actions.ts';
import { bookingPackageChoices, consoleAttendees, consoleAttendeesCsv } from './attendees-service.ts';
import { consoleBooking, consoleBookings, resendConfirmation } from './bookings-service.ts';

/** Bookings for support staff (decision 036): operators, moderators included. Nothing here is public data. */
export const bookingConsoleActions: BoundAction[] = [
  bindAction(bookingPackageChoicesAction, (_input, ctx) => bookingPackageChoices(ctx.db, ctx.scope)),
  bindAction(consoleBookingsAction, (input, ctx) => consoleBookings(ctx.db, input, ctx.scope)),
  bindAction(consoleBookingAction, async (input, ctx) => ({
    data: await consoleBooking(ctx.db, input.order_number, ctx.scope),
  })),
  bindAction(resendConfirmationAction, async (input, ctx) => ({
    data: await resendConfirmation(ctx, requireUser(ctx).id, input.order_number),
  })),
  bindAction(consoleAttendeesAction, (input, ctx) => consoleAttendees(ctx.db, input, ctx.scope)),
  bindAction(consoleAttendeesCsvAction, (input, ctx) => consoleAttendeesCsv(ctx.db, input, ctx.scope)),
];
