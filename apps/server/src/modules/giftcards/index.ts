/**
 * Gift cards (docs/decisions/068): the fourth kind of purchase (buying a card), a tender that pays part of
 * any purchase from a card's balance, the holders' and the console's actions, and the expiry job.
 */
export { giftCardActions, giftCardConsoleActions } from './giftcard-actions.ts';
export { giftCardPurchases } from './gift-card-purchases.ts';
export { giftCardTender } from './card-tender.ts';
export { expireGiftCards } from './expiry.ts';
