import { describe, expect, test } from 'vitest';
import { bookingDetailsPath, bookingStatusKind, cardState, isUpcoming, listedAsBooking, opensTicket } from './booking-status.ts';

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

  test('only a confirmed booking opens its ticket from its card', () => {
    expect(opensTicket(1)).toBe(true);
    for (const status of [0, 2, 3, 4]) expect(opensTicket(status)).toBe(false);
  });

  test('a confirmed ticket used at the gate reads checked in; other states keep their status', () => {
    expect(cardState({ status: 1, checked_in_at: '2026-03-01 10:00:00' })).toBe('checked_in');
    expect(cardState({ status: 1, checked_in_at: null })).toBe('confirmed');
    expect(cardState({ status: 1 })).toBe('confirmed');
    expect(cardState({ status: 4, checked_in_at: '2026-03-01 10:00:00' })).toBe('refunded');
  });

  test('a never-paid checkout is not listed as a booking', () => {
    expect(listedAsBooking({ status: 2 })).toBe(false);
    for (const status of [0, 1, 3, 4]) expect(listedAsBooking({ status })).toBe(true);
  });

  test("upcoming: pending or confirmed, not checked in, on today's date or later, or undated", () => {
    const today = '2026-03-10';
    expect(isUpcoming({ status: 1, date: '2026-03-10', checked_in_at: null }, today)).toBe(true);
    expect(isUpcoming({ status: 1, date: '2026-04-01', checked_in_at: null }, today)).toBe(true);
    expect(isUpcoming({ status: 0, date: null, checked_in_at: null }, today)).toBe(true);
    expect(isUpcoming({ status: 1, date: '2026-03-09', checked_in_at: null }, today)).toBe(false);
    expect(isUpcoming({ status: 1, date: '2026-03-12', checked_in_at: '2026-03-10 09:00:00' }, today)).toBe(false);
    expect(isUpcoming({ status: 3, date: '2026-04-01', checked_in_at: null }, today)).toBe(false);
  });

  test('the ticket path keeps the order number in one path segment', () => {
    expect(bookingDetailsPath('BK7Q2X9M4T')).toBe('/booking-details/BK7Q2X9M4T');
    expect(bookingDetailsPath('a/b')).toBe('/booking-details/a%2Fb');
  });
});
