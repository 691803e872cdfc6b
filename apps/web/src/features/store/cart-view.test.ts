import type { StockLine } from '@portal/contract/store';
import { describe, expect, test } from 'vitest';
import type { CartLine } from '../../lib/cart.ts';
import {
  cartNoteLines,
  cartTotal,
  cartUnits,
  changeQuantity,
  cutDescription,
  lineTotal,
  optionPairs,
  stockProblems,
  storePurchaseItems,
  withStockApplied,
} from './cart-view.ts';

const line = (over: Partial<CartLine> = {}): CartLine => ({
  product_id: 1,
  qty: 1,
  product_slug: 'palm-basket',
  title: 'Palm basket',
  variant_id: null,
  price: 10,
  variant_options: null,
  images: [],
  product_description: '',
  ...over,
});

const stock = (over: Partial<StockLine> = {}): StockLine => ({
  product_id: 1,
  variant_id: null,
  qty: 1,
  available: 5,
  price: 10,
  ok: 1,
  code: null,
  message: '',
  ...over,
});

describe('cart descriptions', () => {
  test('a description over 140 characters is cut there with an ellipsis', () => {
    const cut = cutDescription('a'.repeat(200));
    expect(cut).toBe(`${'a'.repeat(140)}…`);
  });

  test('a description of 140 characters or fewer is kept whole', () => {
    expect(cutDescription('b'.repeat(140))).toBe('b'.repeat(140));
  });

  test('characters outside the basic plane count as one and are never split', () => {
    const cut = cutDescription('🧺'.repeat(150));
    expect(Array.from(cut)).toHaveLength(141);
    expect(cut.startsWith('🧺'.repeat(140))).toBe(true);
  });
});

describe('cart totals', () => {
  test('line and cart totals are counted in fils, so 0.1 + 0.2 is exactly 0.3', () => {
    expect(lineTotal({ price: 0.1, qty: 3 })).toBe(0.3);
    expect(cartTotal([line({ price: 0.1 }), line({ price: 0.2 })])).toBe(0.3);
    expect(cartTotal([line({ price: 12.5, qty: 2 }), line({ price: 40, qty: 1 })])).toBe(65);
  });

  test('the cart counts its units', () => {
    expect(cartUnits([line({ qty: 2 }), line({ qty: 3 })])).toBe(5);
  });
});

describe('quantity controls', () => {
  test('+ raises the quantity while stock remains', () => {
    expect(changeQuantity({ qty: 2, stock: 3 }, 1)).toEqual({ kind: 'updated', qty: 3 });
  });

  test('+ is refused at the stock limit', () => {
    expect(changeQuantity({ qty: 3, stock: 3 }, 1)).toEqual({ kind: 'refused' });
  });

  test('+ is refused at the most one line may hold even when stock is unknown', () => {
    expect(changeQuantity({ qty: 99 }, 1)).toEqual({ kind: 'refused' });
    expect(changeQuantity({ qty: 4 }, 1)).toEqual({ kind: 'updated', qty: 5 });
  });

  test('− down to 0 removes the line', () => {
    expect(changeQuantity({ qty: 1, stock: 3 }, -1)).toEqual({ kind: 'removed' });
    expect(changeQuantity({ qty: 2, stock: 3 }, -1)).toEqual({ kind: 'updated', qty: 1 });
  });

  test('− is allowed on a line over the stock, to bring it down', () => {
    expect(changeQuantity({ qty: 5, stock: 2 }, -1)).toEqual({ kind: 'updated', qty: 4 });
  });
});

describe('the stock check applied to the cart', () => {
  test('the server price and stock replace the stored ones, variant by variant', () => {
    const lines = [line({ variant_id: 7, price: 1 }), line({ variant_id: 8, price: 20, stock: 4 })];
    const applied = withStockApplied(lines, [
      stock({ variant_id: 7, price: 25, available: 2 }),
      stock({ variant_id: 8, price: 20, available: 4 }),
    ]);
    expect(applied.changed).toBe(true);
    expect(applied.lines.map((l) => [l.price, l.stock])).toEqual([
      [25, 2],
      [20, 4],
    ]);
  });

  test('nothing changes when the answer matches what the cart holds', () => {
    const lines = [line({ stock: 5 })];
    const applied = withStockApplied(lines, [stock()]);
    expect(applied.changed).toBe(false);
    expect(applied.lines[0]).toBe(lines[0]);
  });

  test('lines the server cannot sell as asked are listed with their reason', () => {
    const problems = stockProblems([
      stock({ product_id: 1 }),
      stock({ product_id: 2, variant_id: 3, ok: 0, code: 'out_of_stock', message: 'Product is Out of Stock' }),
    ]);
    expect([...problems]).toEqual([['2:3', { code: 'out_of_stock', message: 'Product is Out of Stock' }]]);
  });
});

test('the purchase sends only ids and quantities with the address', () => {
  const items = storePurchaseItems([line({ qty: 2, price: 0.01 }), line({ product_id: 4, variant_id: 9 })], 12);
  expect(items).toEqual({
    products: [
      { product_id: 1, variant_id: undefined, qty: 2 },
      { product_id: 4, variant_id: 9, qty: 1 },
    ],
    address_id: 12,
  });
});

describe('variant options', () => {
  const size = { id: 1, name: 'Size', arabic_name: 'المقاس', values: ['S', 'L'], arabic_values: ['صغير', 'كبير'] };

  test('an Arabic page shows the attribute and value in Arabic', () => {
    expect(optionPairs({ Size: 'L' }, [size], true)).toEqual([['المقاس', 'كبير']]);
  });

  test('an English page, an unknown attribute or a value without an Arabic label keeps the stored words', () => {
    expect(optionPairs({ Size: 'L' }, [size], false)).toEqual([['Size', 'L']]);
    expect(optionPairs({ Colour: 'Red' }, [size], true)).toEqual([['Colour', 'Red']]);
    expect(optionPairs({ Size: 'M' }, [size], true)).toEqual([['المقاس', 'M']]);
    expect(optionPairs(null)).toEqual([]);
  });
});

test("a store's cart note is one claim a line, blank lines and the spaces around each left out", () => {
  expect(cartNoteLines(' Prices in AED include delivery and tax \r\n\n  Delivery to any address in the UAE\n')).toEqual([
    'Prices in AED include delivery and tax',
    'Delivery to any address in the UAE',
  ]);
  expect(cartNoteLines('')).toEqual([]);
  expect(cartNoteLines(undefined)).toEqual([]);
});
