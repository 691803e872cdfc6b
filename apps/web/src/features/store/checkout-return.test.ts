import { expect, test } from 'vitest';
import { readCheckoutReturn, returnOutcome } from './checkout-return.ts';

test('the return query names the purchase and whether the provider reported success', () => {
  expect(readCheckoutReturn(new URLSearchParams('order=P123&success=1'))).toEqual({ purchaseNumber: 'P123', success: true });
  expect(readCheckoutReturn(new URLSearchParams('order=P123&success=0'))).toEqual({ purchaseNumber: 'P123', success: false });
  expect(readCheckoutReturn(new URLSearchParams(''))).toBeNull();
  expect(readCheckoutReturn(new URLSearchParams('order=%20'))).toBeNull();
});

const paid = { purchaseNumber: 'P1', success: true };

test('a confirmed purchase is a success', () => {
  expect(returnOutcome(paid, 1, false)).toBe('success');
});

test('a pending purchase is waited for while it is asked, then reads as unconfirmed', () => {
  expect(returnOutcome(paid, undefined, true)).toBe('waiting');
  expect(returnOutcome(paid, 0, true)).toBe('waiting');
  expect(returnOutcome(paid, 0, false)).toBe('unconfirmed');
});

test('a declined, cancelled or expired purchase fails, as does a return without success', () => {
  expect([2, 3, 4].map((status) => returnOutcome(paid, status, false))).toEqual(['failed', 'failed', 'failed']);
  expect(returnOutcome({ purchaseNumber: 'P1', success: false }, 0, true)).toBe('failed');
});
