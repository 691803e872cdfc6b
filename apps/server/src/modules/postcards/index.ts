/** Postcards: orders, their files and print queue, and the console's postcard catalogue (docs/decisions/052). */
export { removeCardFiles } from './card-files.ts';
export { atSteps, postcardPaid } from './order-view.ts';
export { writePostcardConfirmation } from './postcard-messages.ts';
export { postcardFontsDir } from './render/font-files.ts';
export { postcardActions } from './postcard-actions.ts';
export { registerPostcardFiles } from './file-route.ts';
export { postcardCatalogueConsoleActions } from './postcard-catalogue-console-actions.ts';
