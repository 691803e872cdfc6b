import type { Booking } from '@portal/contract/bookings';
import { bookingStatuses } from '@portal/contract/cancellation';

/**
 * How a booking's status reads (spec part 1 §3, part 2 §4): 0 pending (waiting for payment), 1 confirmed
 * (the ticket with its QR code), 3 cancelled and 4 refunded (decision 036), anything else failed (declined or
 * expired).
 */
export type BookingStatusKind = 'pending' | 'confirmed' | 'cancelled' | 'refunded' | 'failed';

export function bookingStatusKind(status: number): BookingStatusKind {
  if (status === bookingStatuses.confirmed) return 'confirmed';
  if (status === bookingStatuses.pending) return 'pending';
  if (status === bookingStatuses.cancelled) return 'cancelled';
  if (status === bookingStatuses.refunded) return 'refunded';
  return 'failed';
}

/** What a booking's card says: its status, except that a confirmed ticket used at the gate reads "Checked in". */
export type BookingCardState = BookingStatusKind | 'checked_in';

export function cardState(booking: Pick<Booking, 'status' | 'checked_in_at'>): BookingCardState {
  const kind = bookingStatusKind(booking.status);
  return kind === 'confirmed' && booking.checked_in_at ? 'checked_in' : kind;
}

/**
 * Only a confirmed booking's card opens its ticket (spec part 1 §2: status 1). A cancelled one keeps its ticket
 * page by address (decision 036), for the link in its cancellation e-mail.
 */
export function opensTicket(status: number): boolean {
  return bookingStatusKind(status) === 'confirmed';
}

/**
 * My Bookings lists what was booked: a checkout that was never paid (declined, cancelled at the payment page,
 * expired) is not a booking; the payment history shows it.
 */
export function listedAsBooking(booking: Pick<Booking, 'status'>): boolean {
  return bookingStatusKind(booking.status) !== 'failed';
}

/**
 * A booking still ahead: pending or confirmed, not checked in, and for a dated one, its day is today or later
 * (`today` is YYYY-MM-DD in Asia/Dubai). Everything else is past or cancelled.
 */
export function isUpcoming(booking: Pick<Booking, 'status' | 'checked_in_at' | 'date'>, today: string): boolean {
  const state = cardState(booking);
  if (state !== 'confirmed' && state !== 'pending') return false;
  return booking.date === null || booking.date >= today;
}

/** The ticket page of a booking, its order number kept safe in the path. */
export function bookingDetailsPath(orderNumber: string): string {
  return `/booking-details/${encodeURIComponent(orderNumber)}`;
}
