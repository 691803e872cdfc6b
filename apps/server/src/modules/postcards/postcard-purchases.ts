import { eq } from 'drizzle-orm';
import { postcardOrders } from '../../db/schema/index.ts';
import { paymentCompleteUrl, type PaymentPage, type PurchaseKind } from '../booking/index.ts';
import { postcardPaid } from './order-view.ts';
import { writePostcardConfirmation } from './postcard-messages.ts';

/** postcard_orders.status (spec part 2 §8): any status but 0 and 1 is failed. */
const postcardFailed = 2;

/** A postcard's payment page: described by its order number, returning to the order's details page (decision 033). */
export function postcardPaymentPage(orderNumber: string): PaymentPage {
  return {
    description: `Postcard ${orderNumber}`,
    returnUrl: (publicUrl) => `${publicUrl.replace(/\/$/, '')}/hos-postcards/order-details/${encodeURIComponent(orderNumber)}`,
  };
}

/**
 * Postcards as a kind of purchase (docs/decisions/058). A card holds nothing scarce: a released one is only
 * marked failed, and a payment that arrives after its hold was released confirms it as it is.
 */
export const postcardPurchases: PurchaseKind = {
  name: 'postcard',

  async release(tx, purchaseId) {
    await tx.update(postcardOrders).set({ status: postcardFailed }).where(eq(postcardOrders.purchaseId, purchaseId));
  },

  retake: async () => null,

  /** A paid card enters the print queue at its first step (postcardSteps). */
  async confirm(tx, purchaseId) {
    await tx
      .update(postcardOrders)
      .set({ status: postcardPaid, processingStatus: 'received' })
      .where(eq(postcardOrders.purchaseId, purchaseId));
  },

  writeConfirmation: writePostcardConfirmation,

  async paymentPage(db, purchase) {
    const [postcard] = await db
      .select({ orderNumber: postcardOrders.orderNumber })
      .from(postcardOrders)
      .where(eq(postcardOrders.purchaseId, purchase.id));
    if (postcard) return postcardPaymentPage(postcard.orderNumber);
    // an order is written with its purchase; without one the buyer returns to the payment-complete page
    return {
      description: `Postcard ${purchase.purchaseNumber}`,
      returnUrl: (publicUrl) => paymentCompleteUrl(publicUrl, purchase.purchaseNumber),
    };
  },
};
