import type { Booking } from '@portal/contract/bookings';
import { describe, expect, test } from 'vitest';
import { offersCancel } from './cancel-booking.tsx';

/** Only the fields offersCancel reads; the rest of a booking does not matter to it. */
const booking = (fields: Partial<Booking>) =>
  ({
    status: 1,
    date: '2026-12-10',
    time_slot: '4:00 PM',
    checked_in_at: null,
    cancellation: { policy: 'free', free_hours: 24, late_fee_percent: null },
    ...fields,
  }) as Booking;

describe('the cancel button', () => {
  const before = new Date('2026-12-10T11:59:00Z'); // 15:59 in Dubai
  const after = new Date('2026-12-10T12:01:00Z'); // 16:01 in Dubai

  test('is offered on a confirmed, unused booking of a cancellable package until its event starts', () => {
    expect(offersCancel(booking({}), before)).toBe(true);
    expect(offersCancel(booking({}), after)).toBe(false);
  });

  test('stays on a booking without a date, and is never offered when cancelling cannot succeed', () => {
    expect(offersCancel(booking({ date: null, time_slot: null }), after)).toBe(true);
    expect(offersCancel(booking({ status: 0 }), before)).toBe(false);
    expect(offersCancel(booking({ checked_in_at: '2026-12-10T10:00:00Z' }), before)).toBe(false);
    expect(offersCancel(booking({ cancellation: { policy: 'none', free_hours: 24, late_fee_percent: null } }), before)).toBe(
      false,
    );
  });
});
