import type { Fulfilment, StoreOrder } from '@portal/contract/store';

/** spec part 2 §4 Order status: 0 pending, 1 success (with its processing_status text), any other value failed. */
export type StoreOrderKind = 'pending' | 'success' | 'failed';

export function storeOrderKind(status: number): StoreOrderKind {
  if (status === 1) return 'success';
  if (status === 0) return 'pending';
  return 'failed';
}

/** spec part 2 §2.6: only status 1 entries link to their details. */
export function opensOrder(status: number): boolean {
  return storeOrderKind(status) === 'success';
}

/** spec part 2 §4 Fulfilment status: 0 pending, 1 success, other failed. */
export function fulfilmentKind(statusId: number): StoreOrderKind {
  return storeOrderKind(statusId);
}

/**
 * The order's current fulfilment step: the list screen gets every step newest first (spec part 2 §3:
 * "a list whose first element has status_name"), the details screen the one current step as an object.
 */
export function currentFulfilment(order: Pick<StoreOrder, 'fullfillment_status'>): Fulfilment | null {
  const value = order.fullfillment_status;
  return Array.isArray(value) ? (value[0] ?? null) : value;
}

/** Units bought in the order (the card's item count). */
export function orderUnits(order: Pick<StoreOrder, 'items'>): number {
  return order.items.reduce((sum, item) => sum + item.qty, 0);
}

/** The details page of a store order, its number kept safe in the path. */
export function storeOrderPath(slug: string, orderNumber: string): string {
  return `/stores/${encodeURIComponent(slug)}/orders/${encodeURIComponent(orderNumber)}`;
}
