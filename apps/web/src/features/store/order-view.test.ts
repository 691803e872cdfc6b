import type { Fulfilment } from '@portal/contract/store';
import { expect, test } from 'vitest';
import { currentFulfilment, fulfilmentKind, opensOrder, orderUnits, storeOrderKind, storeOrderPath } from './order-view.ts';

const step = (over: Partial<Fulfilment>): Fulfilment => ({
  status_id: 0,
  status_name: 'Pending',
  step: 'pending',
  note: '',
  created_at: '2026-05-01 10:00:00',
  ...over,
});

test('an order reads pending at 0, success at 1 and failed at any other status', () => {
  expect([0, 1, 2, 3, 4, -1].map(storeOrderKind)).toEqual(['pending', 'success', 'failed', 'failed', 'failed', 'failed']);
});

test('only a paid order opens its details', () => {
  expect([0, 1, 2].map(opensOrder)).toEqual([false, true, false]);
});

test('fulfilment reads 0 pending, 1 success, other failed', () => {
  expect([0, 1, 2].map(fulfilmentKind)).toEqual(['pending', 'success', 'failed']);
});

test('the current step is the list’s first element, or the object the details screen gets', () => {
  const shipped = step({ step: 'shipped', status_name: 'Shipped' });
  expect(currentFulfilment({ fullfillment_status: [shipped, step({})] })).toBe(shipped);
  expect(currentFulfilment({ fullfillment_status: shipped })).toBe(shipped);
  expect(currentFulfilment({ fullfillment_status: [] })).toBeNull();
});

test('the item count adds up the quantities', () => {
  expect(orderUnits({ items: [{ qty: 2 }, { qty: 1 }] as never })).toBe(3);
});

test('the details path keeps the order number safe', () => {
  expect(storeOrderPath('gsharshop', 'SO-12/3')).toBe('/stores/gsharshop/orders/SO-12%2F3');
});
