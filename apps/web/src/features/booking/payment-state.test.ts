import { describe, expect, test } from 'vitest';
import { itemPath, paymentState } from './payment-state.ts';

const paid = { status: 'confirmed' as const, total: 270, refunded: 0, refund_status: null };

describe('payment history state', () => {
  test('unpaid purchases read by their status, every one of them in a failed tone but pending', () => {
    expect(paymentState({ ...paid, status: 'pending' })).toEqual({ key: 'pending', tone: 'pending' });
    for (const status of ['failed', 'cancelled', 'expired'] as const) {
      expect(paymentState({ ...paid, status })).toEqual({ key: status, tone: 'failed' });
    }
  });

  test('a paid purchase reads paid, refunded in whole or in part, or a refund on its way', () => {
    expect(paymentState(paid)).toEqual({ key: 'confirmed', tone: 'confirmed' });
    expect(paymentState({ ...paid, refunded: 270, refund_status: 'succeeded' })).toMatchObject({ key: 'refunded', amount: 270 });
    expect(paymentState({ ...paid, refunded: 100, refund_status: 'succeeded' })).toMatchObject({
      key: 'partly_refunded',
      amount: 100,
    });
    expect(paymentState({ ...paid, refunded: 100, refund_status: 'failed' })).toMatchObject({ key: 'partly_refunded' });
    expect(paymentState({ ...paid, refunded: 100, refund_status: 'pending' })).toMatchObject({
      key: 'refund_pending',
      tone: 'pending',
    });
  });

  test('each kind of paid item opens its own page; an unpaid one opens none', () => {
    const item = { order_number: 'A/1', name: 'x', arabic_name: 'س', status: 1 };
    expect(itemPath({ kind: 'booking', store_slug: null }, item)).toBe('/booking-details/A%2F1');
    expect(itemPath({ kind: 'store', store_slug: 'gshar' }, item)).toBe('/stores/gshar/orders/A%2F1');
    expect(itemPath({ kind: 'postcard', store_slug: null }, item)).toBe('/hos-postcards/order-details/A%2F1');
    expect(itemPath({ kind: 'booking', store_slug: null }, { ...item, status: 2 })).toBeNull();
    expect(itemPath({ kind: 'store', store_slug: null }, item)).toBeNull();
  });
});
