/**
 * Postcards: orders, their files and print queue, and the console's postcard catalogue (docs/decisions/052).
 * Its orders are a kind of purchase (`postcardPurchases`, docs/decisions/058).
 */
export { removeCardFiles } from './card-files.ts';
export { postcardsInQueue } from './order-view.ts';
export { postcardPurchases } from './postcard-purchases.ts';
export { postcardActions } from './postcard-actions.ts';
export { registerPostcardFiles } from './file-route.ts';
export { postcardCatalogueConsoleActions } from './postcard-catalogue-console-actions.ts';
