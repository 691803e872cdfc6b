import type { StockLine } from '@portal/contract/store';
import { describe, expect, test } from 'vitest';
import { cartLineOf, quantityLimit, stockOfChoice } from './product-stock.ts';
import { dallah, saduCushion, saduVariants } from './sadu-cushion.fixture.ts';

const [sRed, , mRed, mIndigo, , , lNatural] = saduVariants;

describe('the stock of what is chosen', () => {
  test("is the matched variant's", () => {
    expect(stockOfChoice(saduCushion, mRed!)).toBe(8);
  });

  test('is 0 for a sold-out or disabled variant', () => {
    expect(stockOfChoice(saduCushion, mIndigo!)).toBe(0);
    expect(stockOfChoice(saduCushion, lNatural!)).toBe(0);
  });

  test('is unknown while a product with variants has no full choice', () => {
    expect(stockOfChoice(saduCushion, null)).toBeNull();
  });

  test("is the product's own without variants", () => {
    expect(stockOfChoice(dallah, null)).toBe(4);
  });
});

test('the quantity stepper stops at the stock, at the 99 units of a cart line, and never below 1', () => {
  expect([0, 1, 8, 500].map(quantityLimit)).toEqual([1, 1, 8, 99]);
});

describe('the cart line', () => {
  const checked: StockLine = {
    product_id: 7,
    variant_id: 11,
    qty: 2,
    available: 5,
    price: 150,
    ok: 1,
    code: null,
    message: '',
  };

  test("carries the spec's fields, the variant's options and images, and the server's price and stock", () => {
    expect(cartLineOf(saduCushion, sRed!, 2, checked)).toEqual({
      product_id: 7,
      qty: 2,
      product_slug: 'sadu-cushion-cover',
      title: 'Sadu Cushion Cover',
      arabic_title: 'غطاء وسادة من السدو',
      variant_id: 11,
      price: 150,
      variant_options: { Size: 'S', Colour: 'Red' },
      images: ['store/sadu-red.jpg'],
      product_description: saduCushion.product_description,
      arabic_description: saduCushion.arabic_description,
      stock: 5,
    });
  });

  test("of a product without variants has no variant and the product's images", () => {
    const line = cartLineOf(dallah, null, 1, { ...checked, variant_id: null, available: 4, price: 240 });
    expect(line).toMatchObject({ variant_id: null, variant_options: null, images: dallah.images, price: 240, stock: 4 });
  });
});
