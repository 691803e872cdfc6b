import { describe, expect, test } from 'vitest';
import { cancelTerms, eventStartOf, paidShares, type CancelPolicy } from './cancellation.ts';

const free24: CancelPolicy = { policy: 'free', freeHours: 24, lateFeePercent: null };
const at = (dubai: string) => new Date(`${dubai.replace(' ', 'T')}+04:00`);

describe('eventStartOf', () => {
  test('reads the start of a 12-hour or 24-hour slot, in Dubai time', () => {
    expect(eventStartOf('2026-12-05', '4:00 PM - 6:00 PM')).toEqual(at('2026-12-05 16:00'));
    expect(eventStartOf('2026-12-05', '12:30 AM')).toEqual(at('2026-12-05 00:30'));
    expect(eventStartOf('2026-12-05', '12 PM')).toEqual(at('2026-12-05 12:00'));
    expect(eventStartOf('2026-12-05', '18:45 - 20:00')).toEqual(at('2026-12-05 18:45'));
  });

  test('starts with the day when there is no slot or the slot names no time; none without a date', () => {
    expect(eventStartOf('2026-12-05', null)).toEqual(at('2026-12-05 00:00'));
    expect(eventStartOf('2026-12-05', 'Sunset cruise')).toEqual(at('2026-12-05 00:00'));
    expect(eventStartOf('2026-12-05', '99:99')).toEqual(at('2026-12-05 00:00'));
    expect(eventStartOf(null, '4:00 PM')).toBeNull();
  });
});

describe('cancelTerms', () => {
  const start = at('2026-12-05 16:00');

  test('no policy: never', () => {
    expect(
      cancelTerms({ policy: { ...free24, policy: 'none' }, paidFils: 10_000, eventStart: start, now: at('2026-11-01 10:00') }),
    ).toEqual({
      allowed: false,
      reason: 'no_policy',
    });
  });

  test('free up to the hour the window closes, everything back', () => {
    const terms = cancelTerms({ policy: free24, paidFils: 10_000, eventStart: start, now: at('2026-12-04 16:00') });
    expect(terms).toEqual({ allowed: true, refundFils: 10_000, feeFils: 0, freeUntil: at('2026-12-04 16:00') });
  });

  test('after the window: refused without a late fee, charged the fee (rounded in the portal’s favour) with one', () => {
    const now = at('2026-12-04 16:01');
    expect(cancelTerms({ policy: free24, paidFils: 10_000, eventStart: start, now })).toEqual({
      allowed: false,
      reason: 'window_closed',
    });
    const withFee = cancelTerms({ policy: { ...free24, lateFeePercent: 25 }, paidFils: 10_001, eventStart: start, now });
    expect(withFee).toMatchObject({ allowed: true, feeFils: 2501, refundFils: 7500 });
  });

  test('once the event started nobody cancels, whatever the fee', () => {
    expect(cancelTerms({ policy: { ...free24, lateFeePercent: 50 }, paidFils: 10_000, eventStart: start, now: start })).toEqual({
      allowed: false,
      reason: 'event_started',
    });
  });

  test('a booking without a date is free to cancel while unused', () => {
    expect(cancelTerms({ policy: free24, paidFils: 5_000, eventStart: null, now: at('2030-01-01 00:00') })).toEqual({
      allowed: true,
      refundFils: 5_000,
      feeFils: 0,
      freeUntil: null,
    });
  });
});

describe('paidShares', () => {
  test('shares the discount in proportion and to the last fils', () => {
    expect(paidShares([10_000, 5_000], 1_500)).toEqual([9_000, 4_500]);
    const shares = paidShares([3_333, 3_333, 3_334], 1_000);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(10_000 - 1_000);
    expect(Math.max(...shares) - Math.min(...shares)).toBeLessThanOrEqual(2);
  });

  test('no discount, or a discount of everything', () => {
    expect(paidShares([100, 200], 0)).toEqual([100, 200]);
    expect(paidShares([100, 200], 500)).toEqual([0, 0]);
    expect(paidShares([], 100)).toEqual([]);
  });
});
