import { eq } from 'drizzle-orm';
import { storeOrders, stores } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { paymentCompleteUrl, type PurchaseKind } from '../booking/index.ts';
import { createStorePurchase, storePaymentPage } from './checkout-service.ts';
import { writeOrderConfirmation } from './order-confirmation.ts';
import { confirmStoreOrder, releaseOrderStock, retakeOrderStock } from './stock.ts';

/** Store orders as a kind of purchase (docs/decisions/058): their lines' stock is what a hold keeps. */
export const storePurchases: PurchaseKind = {
  name: 'store',

  release: (tx, purchaseId) => releaseOrderStock(tx, purchaseId),

  /** The order's stock again as its checkout took it, in one savepoint, or none of it (stock_gone). */
  async retake(tx, purchase) {
    try {
      await tx.transaction((inner) => retakeOrderStock(inner, purchase.id));
    } catch (err) {
      if (err instanceof AppError) return 'stock_gone';
      throw err;
    }
    return null;
  },

  confirm: (tx, purchaseId, now) => confirmStoreOrder(tx, purchaseId, now),

  /** The store's form of createPurchase (spec part 2 §7): `products` and `address_id`. */
  checkout(deps, input) {
    const { items } = input;
    if (items.kind !== 'store') throw new AppError('invalid_input');
    return createStorePurchase(deps, { userId: input.userId, items, tenders: input.tenders });
  },

  writeConfirmation: writeOrderConfirmation,

  async paymentPage(db, purchase) {
    const [order] = await db
      .select({ orderNumber: storeOrders.orderNumber, storeSlug: stores.slug })
      .from(storeOrders)
      .innerJoin(stores, eq(stores.id, storeOrders.storeId))
      .where(eq(storeOrders.purchaseId, purchase.id));
    if (order) return storePaymentPage(order, purchase.purchaseNumber);
    // an order is written with its purchase; without one the buyer returns to the payment-complete page
    return {
      description: `Order ${purchase.purchaseNumber}`,
      returnUrl: (publicUrl) => paymentCompleteUrl(publicUrl, purchase.purchaseNumber),
    };
  },
};
