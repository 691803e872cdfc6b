import { describe, expect, it } from 'vitest';
import { parseLocalWishlist, toggledIds } from './wishlist-local.ts';

describe('the local wishlist', () => {
  it('reads a stored list of ids, dropping repeats and anything that is not an id', () => {
    expect(parseLocalWishlist('[3, 1, 3, "x", -2, 1.5, 7]')).toEqual([3, 1, 7]);
    expect(parseLocalWishlist('{"a":1}')).toEqual([]);
    expect(parseLocalWishlist('not json')).toEqual([]);
    expect(parseLocalWishlist(null)).toEqual([]);
  });

  it('puts a hearted package first and takes an unhearted one out', () => {
    expect(toggledIds([2, 5], 9, true)).toEqual([9, 2, 5]);
    expect(toggledIds([2, 5, 9], 5, true)).toEqual([5, 2, 9]);
    expect(toggledIds([2, 5], 5, false)).toEqual([2]);
  });
});
