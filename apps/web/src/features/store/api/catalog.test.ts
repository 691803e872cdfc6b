import type { Product } from '@portal/contract/store';
import { expect, test } from 'vitest';
import { orderedProducts } from './catalog.ts';

const product = (id: number) => ({ product_id: id }) as Product;

test("the products keyed by id come back in the answer's store order, ids without a product skipped", () => {
  const data = { '4': product(4), '9': product(9), '2': product(2) };
  expect(orderedProducts(data, [9, 2, 7, 4]).map((p) => p.product_id)).toEqual([9, 2, 4]);
});
