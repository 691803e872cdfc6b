import type { PostcardOrder, PostcardStep } from '@portal/contract/postcards';

/** spec part 2 §4 Order status (store and postcard): 0 pending, 1 paid, any other value failed. */
export type PostcardOrderKind = 'pending' | 'success' | 'failed';

export function postcardOrderKind(status: number): PostcardOrderKind {
  if (status === 1) return 'success';
  if (status === 0) return 'pending';
  return 'failed';
}

/** spec part 2 §2.7: an entry of the history opens its details only when its status is 1. */
export function opensPostcardOrder(status: number): boolean {
  return postcardOrderKind(status) === 'success';
}

export function postcardOrderPath(orderNumber: string): string {
  return `/hos-postcards/order-details/${encodeURIComponent(orderNumber)}`;
}

/** The answers' timestamps are Asia/Dubai wall time (packages/contract `timestamp`), so no time zone moves them here. */
const dubaiTimestamp = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):\d{2}$/;

/** The timestamp as a <time dateTime> value (ISO 8601 with the emirate's fixed offset, +04:00). */
export function orderDateTime(timestamp: string): string | undefined {
  return dubaiTimestamp.test(timestamp) ? `${timestamp.replace(' ', 'T')}+04:00` : undefined;
}

/** Each step of the print queue a paid card goes through, with when it was reached ("" not yet). */
export function printSteps(
  order: Pick<PostcardOrder, 'created_at' | 'printed_at' | 'posted_at'>,
): { step: PostcardStep; at: string }[] {
  return [
    { step: 'received', at: order.created_at },
    { step: 'printed', at: order.printed_at },
    { step: 'posted', at: order.posted_at },
  ];
}

/** The payment provider sends the buyer back to the order with ?success=1 or ?success=0; null for any other visit. */
export function paymentReturnOf(query: URLSearchParams): boolean | null {
  const value = query.get('success');
  if (value === '1') return true;
  if (value === '0') return false;
  return null;
}

/** waiting: paid by the buyer's account of it, the provider's confirmation still on its way; unconfirmed: it did not come while we asked. */
export type PaymentOutcome = 'waiting' | 'paid' | 'failed' | 'unconfirmed';

export function paymentOutcome(success: boolean, status: number, stillAsking: boolean): PaymentOutcome {
  const kind = postcardOrderKind(status);
  if (kind === 'success') return 'paid';
  // declined or cancelled on the provider's page, or the purchase closed without payment
  if (!success || kind === 'failed') return 'failed';
  return stillAsking ? 'waiting' : 'unconfirmed';
}

/** Times the order is asked again while its payment is pending after ?success=1, 3 seconds apart (a minute in all). */
export const paymentPolls = 20;
export const paymentPollMs = 3_000;
