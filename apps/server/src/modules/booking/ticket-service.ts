import type { Booking } from '@portal/contract/bookings';
import { bookingStatuses } from '@portal/contract/cancellation';
import type { TicketLanguage } from '@portal/contract/tickets';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bookings } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { bookingCalendar, googleCalendarUrl, loadConfirmation } from './confirmation.ts';
import { bookingDetails } from './history-service.ts';

/**
 * One of the user's own bookings, when it is a valid ticket. Another user's order number is not found, as on
 * the ticket page; a booking that is not (or no longer) confirmed has no ticket to print or to put in a
 * calendar: unpaid while pending or failed, cancelled once cancelled or refunded.
 */
export async function confirmedTicket(db: Database, userId: number, orderNumber: string): Promise<Booking> {
  const booking = await bookingDetails(db, userId, orderNumber);
  if (booking.status === bookingStatuses.confirmed) return booking;
  const cancelled = booking.status === bookingStatuses.cancelled || booking.status === bookingStatuses.refunded;
  throw new AppError(cancelled ? 'ticket_cancelled' : 'ticket_unpaid');
}

/**
 * ticketCalendar: the calendar event of one confirmed booking, built by the confirmation e-mail's own
 * calendar writer (so the file and the e-mail's attachment agree), and the same event as a Google link.
 */
export async function ticketCalendar(
  db: Database,
  input: { userId: number; orderNumber: string; language: TicketLanguage; publicUrl: string },
): Promise<{ ics: string | null; google_calendar_url: string | null }> {
  await confirmedTicket(db, input.userId, input.orderNumber);
  const [row] = await db
    .select({ purchaseId: bookings.purchaseId })
    .from(bookings)
    .where(and(eq(bookings.orderNumber, input.orderNumber), eq(bookings.userId, input.userId)));
  const loaded = row ? await loadConfirmation(db, row.purchaseId, { language: input.language }) : null;
  const booking = loaded?.confirmation.bookings.find((b) => b.orderNumber === input.orderNumber);
  if (!loaded || !booking) throw new AppError('booking_not_found');
  const confirmation = { ...loaded.confirmation, bookings: [booking] };
  const options = { publicUrl: input.publicUrl };
  return { ics: bookingCalendar(confirmation, options), google_calendar_url: googleCalendarUrl(confirmation, booking, options) };
}
