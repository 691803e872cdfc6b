/**
 * How a booking's status reads (spec part 1 §3, part 2 §4): 0 pending (waiting for payment), 1 confirmed
 * (the ticket with its QR code), anything else failed (declined, cancelled or expired).
 */
export type BookingStatusKind = 'pending' | 'confirmed' | 'failed';

export function bookingStatusKind(status: number): BookingStatusKind {
  if (status === 1) return 'confirmed';
  if (status === 0) return 'pending';
  return 'failed';
}

/** Only a confirmed booking opens its ticket (spec part 2 §4: order-history cards open details only when status is 1). */
export function opensTicket(status: number): boolean {
  return bookingStatusKind(status) === 'confirmed';
}

/** The ticket page of a booking, its order number kept safe in the path. */
export function bookingDetailsPath(orderNumber: string): string {
  return `/booking-details/${encodeURIComponent(orderNumber)}`;
}
