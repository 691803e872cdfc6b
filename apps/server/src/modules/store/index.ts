/**
 * The store: catalogue, checkout, fulfilment, and the console's store catalogue (docs/decisions/052). Its
 * orders are a kind of purchase (`storePurchases`, docs/decisions/058): the payment engine releases,
 * retakes and confirms their stock through it.
 */
export { storePurchases } from './store-purchases.ts';
export { storeOrdersToShip } from './order-view.ts';
export { storeCatalogActions } from './catalog-actions.ts';
export { storeCheckoutActions } from './checkout-actions.ts';
export { storeFulfilmentActions } from './fulfilment-actions.ts';
export { storeCatalogueConsoleActions } from './store-catalogue-console-actions.ts';
export { searchConsoleProducts, searchConsoleStoreOrders } from './store-search-console-service.ts';
