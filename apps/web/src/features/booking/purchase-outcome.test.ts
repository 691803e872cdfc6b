import { describe, expect, test } from 'vitest';
import { purchaseOutcome, purchaseTrackedKey, shouldTrackPurchase } from './purchase-outcome.ts';

describe('the payment outcome', () => {
  test('reads every purchase status', () => {
    expect([0, 1, 2, 3, 4, 9].map(purchaseOutcome)).toEqual([
      'pending',
      'confirmed',
      'declined',
      'cancelled',
      'expired',
      'declined',
    ]);
  });

  test('the Purchase event fires for a confirmed purchase that came back with success=1, once', () => {
    const success = new URLSearchParams('order=P1&success=1');
    expect(shouldTrackPurchase(success, 'confirmed', false)).toBe(true);
    expect(shouldTrackPurchase(success, 'confirmed', true)).toBe(false);
    expect(shouldTrackPurchase(success, 'pending', false)).toBe(false);
    expect(shouldTrackPurchase(new URLSearchParams('order=P1&success=0'), 'confirmed', false)).toBe(false);
    expect(shouldTrackPurchase(new URLSearchParams('order=P1'), 'confirmed', false)).toBe(false);
  });

  test('remembers the tracking per purchase', () => {
    expect(purchaseTrackedKey('P1')).toBe('purchase-tracked:P1');
  });
});
