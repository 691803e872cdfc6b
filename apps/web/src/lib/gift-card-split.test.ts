import { describe, expect, it } from 'vitest';
import { giftCardSplit } from './gift-card-split.ts';

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
