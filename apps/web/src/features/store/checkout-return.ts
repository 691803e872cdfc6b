/**
 * The checkout page after the payment provider sends the buyer back: `?order=<purchase_number>&success=1|0`
 * (spec part 2 §2.6, §4: submit creates the purchase, then payment, then the overlay). purchaseStatus
 * settles it: 0 pending, 1 confirmed, 2 failed, 3 cancelled, 4 expired.
 */
export type CheckoutReturn = { purchaseNumber: string; success: boolean };

export function readCheckoutReturn(query: URLSearchParams): CheckoutReturn | null {
  const purchaseNumber = query.get('order')?.trim() ?? '';
  if (!purchaseNumber) return null;
  return { purchaseNumber, success: query.get('success') === '1' };
}

/** waiting: still pending, the provider's confirmation is on its way; unconfirmed: it did not come while we asked. */
export type ReturnOutcome = 'waiting' | 'success' | 'failed' | 'unconfirmed';

export function returnOutcome(back: CheckoutReturn, status: number | undefined, stillAsking: boolean): ReturnOutcome {
  if (status === 1) return 'success';
  // the buyer declined or cancelled on the provider's page, or the purchase closed without payment
  if (!back.success || (status !== undefined && status !== 0)) return 'failed';
  return stillAsking ? 'waiting' : 'unconfirmed';
}

/** The address of the checkout page without the return query, for starting again. */
export function checkoutPath(slug: string): string {
  return `/stores/${encodeURIComponent(slug)}/checkout-address`;
}
