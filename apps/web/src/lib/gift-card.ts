import { ActionError, errorMessageOf } from './api.ts';

/** A gift card a checkout will pay with: the code as typed, and what its balance check answered (AED). */
export type AppliedGiftCard = { code: string; last4: string; balance: number };

/**
 * What a card of `balance` pays of `total` and what is left for the payment provider, in AED (two decimals);
 * the server takes the same min(total, balance) with the hold (docs/decisions/068).
 */
export function giftCardSplit(total: number, balance: number): { card: number; rest: number } {
  const totalFils = Math.max(0, Math.round(total * 100));
  const cardFils = Math.min(totalFils, Math.max(0, Math.round(balance * 100)));
  return { card: cardFils / 100, rest: (totalFils - cardFils) / 100 };
}

/** The refusal a card's balance answer (giftCardBalance) means for paying with it, as an error code; null when it can pay. */
export function balanceRefusal(card: { status: string; balance: number }): string | null {
  if (card.status === 'blocked' || card.status === 'expired') return `gift_card_${card.status}`;
  if (card.status !== 'active') return 'gift_card_invalid';
  return card.balance > 0 ? null : 'gift_card_empty';
}

/**
 * The server's refusal of a checkout's gift card (the failure names the field `gift_card_code`, or is a
 * gift_card_* code), in the current language; null for any other failure, which the page shows itself.
 */
export function giftCardRefusal(error: unknown): string | null {
  if (!(error instanceof ActionError)) return null;
  const { failure } = error;
  return failure.code.startsWith('gift_card_') || failure.fields?.gift_card_code ? errorMessageOf(error) : null;
}
