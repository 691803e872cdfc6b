/**
 * The store: catalogue, checkout, fulfilment, and the console's store catalogue (docs/decisions/052). Booking
 * confirms, releases and retakes a store order's stock within its own payment steps.
 */
export { createStorePurchase } from './checkout-service.ts';
export { purchaseConfirmationMessages } from './order-confirmation.ts';
export { currentStepIn } from './order-view.ts';
export { confirmStoreOrder, releaseOrderStock, retakeOrderStock } from './stock.ts';
export { storeCatalogActions } from './catalog-actions.ts';
export { storeCheckoutActions } from './checkout-actions.ts';
export { storeFulfilmentActions } from './fulfilment-actions.ts';
export { storeCatalogueConsoleActions } from './store-catalogue-console-actions.ts';
export { searchConsoleProducts, searchConsoleStoreOrders } from './store-search-console-service.ts';
