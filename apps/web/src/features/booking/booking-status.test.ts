import { describe, expect, test } from 'vitest';
import { bookingDetailsPath, bookingStatusKind, opensTicket } from './booking-status.ts';

describe('booking status', () => {
  test('0 is pending, 1 confirmed, 3 cancelled, 4 refunded and any other value failed', () => {
    expect(bookingStatusKind(0)).toBe('pending');
    expect(bookingStatusKind(1)).toBe('confirmed');
    expect(bookingStatusKind(2)).toBe('failed');
    expect(bookingStatusKind(3)).toBe('cancelled');
    expect(bookingStatusKind(4)).toBe('refunded');
    expect(bookingStatusKind(5)).toBe('failed');
    expect(bookingStatusKind(-1)).toBe('failed');
  });

  test('a confirmed or cancelled booking opens its ticket; a pending or failed one does not', () => {
    expect(opensTicket(1)).toBe(true);
    expect(opensTicket(3)).toBe(true);
    expect(opensTicket(4)).toBe(true);
    expect(opensTicket(0)).toBe(false);
    expect(opensTicket(2)).toBe(false);
  });

  test('the ticket path keeps the order number in one path segment', () => {
    expect(bookingDetailsPath('BK7Q2X9M4T')).toBe('/booking-details/BK7Q2X9M4T');
    expect(bookingDetailsPath('a/b')).toBe('/booking-details/a%2Fb');
  });
});
