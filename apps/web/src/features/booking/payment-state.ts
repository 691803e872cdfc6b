import type { PaymentHistoryEntry } from '@portal/contract/bookings';
import { bookingDetailsPath } from './booking-status.ts';

/** The payment history's state of a purchase: its locale key under booking.payments.state, and the badge's tone. */
export type PaymentState = {
  key: 'pending' | 'confirmed' | 'failed' | 'cancelled' | 'expired' | 'refunded' | 'partly_refunded' | 'refund_pending';
  tone: 'pending' | 'confirmed' | 'failed' | 'refunded';
  /** AED given back, for the refund states */
  amount?: number;
};

/** A paid purchase reads by what came back (a refund on its way, all, or part of it); others by their status. */
export function paymentState(entry: Pick<PaymentHistoryEntry, 'status' | 'total' | 'refunded' | 'refund_status'>): PaymentState {
  if (entry.status === 'pending') return { key: 'pending', tone: 'pending' };
  if (entry.status !== 'confirmed') return { key: entry.status, tone: 'failed' };
  if (entry.refund_status === 'pending') return { key: 'refund_pending', tone: 'pending', amount: entry.refunded };
  if (entry.refunded > 0 && entry.refunded >= entry.total) return { key: 'refunded', tone: 'refunded', amount: entry.refunded };
  if (entry.refunded > 0) return { key: 'partly_refunded', tone: 'refunded', amount: entry.refunded };
  return { key: 'confirmed', tone: 'confirmed' };
}

/**
 * Where an item of the payment history opens: a confirmed ticket, a paid store order (under its store) or a paid
 * postcard; null for anything not paid, which has no page to show.
 */
export function itemPath(
  entry: Pick<PaymentHistoryEntry, 'kind' | 'store_slug'>,
  item: PaymentHistoryEntry['items'][number],
): string | null {
  if (item.status !== 1) return null;
  const number = encodeURIComponent(item.order_number);
  if (entry.kind === 'booking') return bookingDetailsPath(item.order_number);
  if (entry.kind === 'store') return entry.store_slug ? `/stores/${encodeURIComponent(entry.store_slug)}/orders/${number}` : null;
  return `/hos-postcards/order-details/${number}`;
}
