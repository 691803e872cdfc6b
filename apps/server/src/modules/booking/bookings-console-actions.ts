import {
  bookingPackageChoicesAction,
  consoleAttendeesAction,
  consoleAttendeesCsvAction,
  consoleBookingAction,
  consoleBookingsAction,
  resendConfirmationAction,
} from '@portal/contract/console-bookings';
import { paymentIssuesAction } from '@portal/contract/backoffice';
import { bindAction, requireUser, type BoundAction } from '../../http/actions.ts';
import { bookingPackageChoices, consoleAttendees, consoleAttendeesCsv } from './attendees-console-service.ts';
import { consoleBooking, consoleBookings, resendConfirmation } from './bookings-console-service.ts';
import { paymentIssues } from './payment-issues-console-service.ts';

/**
 * Bookings for support staff (decision 036): operators, moderators included; payment issues for staff
 * (decision 049). Nothing here is public data.
 */
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
  bindAction(paymentIssuesAction, async (_input, ctx) => ({ data: await paymentIssues(ctx.db) })),
];
