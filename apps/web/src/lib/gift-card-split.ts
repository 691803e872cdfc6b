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
