import { describe, expect, it } from 'vitest';
import { durationParts, includedItems, packageBadges, shownRating } from './package-facts.ts';

const free = { policy: 'free' as const, free_hours: 24, late_fee_percent: null };

describe('packageBadges', () => {
  it('gives a package booked here with a free policy every badge, its duration last', () => {
    expect(packageBadges({ redirect: 0, cancellation: free, duration_minutes: 90 }).map((b) => b.kind)).toEqual([
      'free_cancellation',
      'instant_confirmation',
      'mobile_ticket',
      'duration',
    ]);
  });

  it('gives no free-cancellation badge when travellers cannot cancel or the server sends no policy', () => {
    const none = { policy: 'none' as const, free_hours: 24, late_fee_percent: null };
    expect(packageBadges({ redirect: 0, cancellation: none, duration_minutes: null }).map((b) => b.kind)).toEqual([
      'instant_confirmation',
      'mobile_ticket',
    ]);
    expect(packageBadges({ redirect: 0, duration_minutes: undefined }).map((b) => b.kind)).not.toContain('free_cancellation');
  });

  it('promises nothing about booking for a package booked on another site', () => {
    expect(packageBadges({ redirect: 1, cancellation: free, duration_minutes: 60 })).toEqual([{ kind: 'duration', minutes: 60 }]);
  });
});

describe('package facts', () => {
  it('splits a duration into hours and minutes', () => {
    expect(durationParts(150)).toEqual({ hours: 2, minutes: 30 });
    expect(durationParts(45)).toEqual({ hours: 0, minutes: 45 });
  });

  it('lists what is included one item per line, without blank lines', () => {
    expect(includedItems(' Entry ticket \n\n Guide\r\n')).toEqual(['Entry ticket', 'Guide']);
    expect(includedItems(undefined)).toEqual([]);
  });

  it('shows a rating with its count, and none when no review made it', () => {
    expect(shownRating({ rating: 4.5, review_count: 12 })).toEqual({ rating: 4.5, count: 12 });
    expect(shownRating({ rating: 4.5, review_count: 0 })).toBeNull();
    expect(shownRating({ rating: null, review_count: 3 })).toBeNull();
  });
});
