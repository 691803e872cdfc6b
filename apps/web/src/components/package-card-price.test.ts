import { expect, test } from 'vitest';
import { cardPrice } from './package-card-price.ts';

const prices = (p: { price?: number | null; adult?: number | null; child?: number | null; original?: number | null }) => ({
  price: p.price ?? null,
  adult_price: p.adult ?? p.price ?? null,
  child_price: p.child ?? null,
  original_price: p.original ?? null,
});

test('a card shows the adult price', () => {
  expect(cardPrice(prices({ price: 465, child: 235 }))).toEqual({ kind: 'price', amount: 465, original: null });
});

test('a package with only a child price shows the child price', () => {
  expect(cardPrice(prices({ price: null, child: 40 }))).toEqual({ kind: 'price', amount: 40, original: null });
});

test('the adult price comes from adult_price when price is empty', () => {
  expect(cardPrice({ price: null, adult_price: 60, child_price: 30, original_price: null })).toEqual({
    kind: 'price',
    amount: 60,
    original: null,
  });
});

test('a package with neither price reads See More', () => {
  expect(cardPrice(prices({ price: null, child: null }))).toEqual({ kind: 'see_more' });
  expect(cardPrice(prices({ price: 0, child: 0 }))).toEqual({ kind: 'see_more' });
});

test('a higher original price is struck through beside the price', () => {
  expect(cardPrice(prices({ price: 180, child: 90, original: 225 }))).toEqual({ kind: 'price', amount: 180, original: 225 });
});

test('an original price equal to or below the price is not shown', () => {
  expect(cardPrice(prices({ price: 180, original: 180 }))).toEqual({ kind: 'price', amount: 180, original: null });
  expect(cardPrice(prices({ price: 180, original: 150 }))).toEqual({ kind: 'price', amount: 180, original: null });
});

test('a See More card shows no struck price even when an original price is set', () => {
  expect(cardPrice(prices({ price: null, child: null, original: 100 }))).toEqual({ kind: 'see_more' });
});
