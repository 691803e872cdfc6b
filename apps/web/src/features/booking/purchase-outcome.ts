/**
 * What a purchase's status means on /order-payment-complete (the purchaseStatus contract): 0 pending,
 * 1 confirmed, 2 failed (declined), 3 cancelled, 4 expired. Any other number reads as failed.
 */
export type PurchaseOutcome = 'pending' | 'confirmed' | 'declined' | 'cancelled' | 'expired';

export function purchaseOutcome(status: number): PurchaseOutcome {
  switch (status) {
    case 0:
      return 'pending';
    case 1:
      return 'confirmed';
    case 3:
      return 'cancelled';
    case 4:
      return 'expired';
    default:
      return 'declined';
  }
}

/**
 * spec part 2 §4: a successful booking arriving with the `success` query fires the Purchase event, once
 * per purchase: a reload of the page or the back button must not count the sale twice.
 */
export function shouldTrackPurchase(query: URLSearchParams, outcome: PurchaseOutcome, alreadyTracked: boolean): boolean {
  return query.get('success') === '1' && outcome === 'confirmed' && !alreadyTracked;
}

export const purchaseTrackedKey = (purchaseNumber: string) => `purchase-tracked:${purchaseNumber}`;
