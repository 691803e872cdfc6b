import { expect, test } from 'vitest';
import { countCartProducts } from './cart.ts';

test('the badge counts the products stored in the cart', () => {
  expect(
    countCartProducts(
      JSON.stringify([
        { product_id: 1, qty: 2 },
        { product_id: 2, qty: 1 },
      ]),
    ),
  ).toBe(2);
});

test('no cart, an empty cart or a damaged value shows no badge', () => {
  expect(countCartProducts(null)).toBe(0);
  expect(countCartProducts('[]')).toBe(0);
  expect(countCartProducts('{"a":1}')).toBe(0);
  expect(countCartProducts('not json')).toBe(0);
});
