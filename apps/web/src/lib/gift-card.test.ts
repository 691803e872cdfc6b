import { describe, expect, it } from 'vitest';
import { ActionError } from './api.ts';
import { balanceRefusal, giftCardRefusal, giftCardSplit } from './gift-card.ts';

describe('giftCardSplit', () => {
  it('pays part of a total larger than the balance, the rest left for the provider', () => {
    expect(giftCardSplit(350, 100)).toEqual({ card: 100, rest: 250 });
  });

  it('pays a total the balance covers wholly, leaving nothing to pay', () => {
    expect(giftCardSplit(75.5, 100)).toEqual({ card: 75.5, rest: 0 });
  });

  it('counts in fils, so decimals do not drift', () => {
    expect(giftCardSplit(0.3, 0.1)).toEqual({ card: 0.1, rest: 0.2 });
  });

  it('pays nothing from an empty card or of a free total', () => {
    expect(giftCardSplit(120, 0)).toEqual({ card: 0, rest: 120 });
    expect(giftCardSplit(0, 100)).toEqual({ card: 0, rest: 0 });
  });
});

describe('balanceRefusal', () => {
  it('lets an active card with a balance pay, and names why any other cannot', () => {
    expect(balanceRefusal({ status: 'active', balance: 0.5 })).toBeNull();
    expect(balanceRefusal({ status: 'active', balance: 0 })).toBe('gift_card_empty');
    expect(balanceRefusal({ status: 'blocked', balance: 80 })).toBe('gift_card_blocked');
    expect(balanceRefusal({ status: 'expired', balance: 80 })).toBe('gift_card_expired');
    expect(balanceRefusal({ status: 'void', balance: 100 })).toBe('gift_card_invalid');
    expect(balanceRefusal({ status: 'pending', balance: 100 })).toBe('gift_card_invalid');
  });
});

describe('giftCardRefusal', () => {
  const failure = (code: string, fields?: Record<string, string>) =>
    new ActionError({ success: 0, status: 409, code, msg: `server text of ${code}`, ...(fields ? { fields } : {}) });

  it("is the card's refusal, by its code or its field", () => {
    expect(giftCardRefusal(failure('gift_card_empty', { gift_card_code: 'gift_card_empty' }))).toBeTruthy();
    expect(giftCardRefusal(failure('rate_limited', { gift_card_code: 'rate_limited' }))).toBeTruthy();
  });

  it("is null for the checkout's other failures, which the page shows itself", () => {
    expect(giftCardRefusal(failure('out_of_stock'))).toBeNull();
    expect(giftCardRefusal(new Error('network'))).toBeNull();
  });
});
