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

/** A cancelled booking keeps its ticket page, to show what was cancelled and what came back. */
export function opensTicket(status: number): boolean {
  const kind = bookingStatusKind(status);
  return kind === 'confirmed' || kind === 'cancelled' || kind === 'refunded';
}

/** The ticket page of a booking, its order number kept safe in the path. */
export function bookingDetailsPath(orderNumber: string): string {
  return `/booking-details/${encodeURIComponent(orderNumber)}`;
}
