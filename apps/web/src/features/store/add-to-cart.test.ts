import type { StockLine } from '@portal/contract/store';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { StockQuery } from './api/stock.ts';
import { dallah, saduCushion, saduVariants } from './sadu-cushion.fixture.ts';

/** The server's stock: units on sale by "product:variant"; the check answers as checkStock does. */
const onSale = vi.hoisted(() => new Map<string, number>());
const asked = vi.hoisted(() => [] as StockQuery[][]);
vi.mock('./api/stock.ts', () => ({
  checkStock: (lines: StockQuery[]): Promise<StockLine[]> => {
    asked.push(lines);
    return Promise.resolve(
      lines.map((line) => {
        const available = onSale.get(`${line.product_id}:${line.variant_id}`) ?? 0;
        const code = available === 0 ? 'out_of_stock' : line.qty > available ? 'stock_limited' : null;
        return { ...line, available, price: 175, ok: code ? 0 : 1, code, message: '' };
      }),
    );
  },
}));

const { addProductToCart } = await import('./add-to-cart.ts');
const { readCart } = await import('../../lib/cart.ts');

const mRed = saduVariants[2]!;

beforeEach(() => {
  const stored = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
    removeItem: (key: string) => void stored.delete(key),
  });
  onSale.clear();
  onSale.set('7:13', 8).set('8:null', 4);
  asked.length = 0;
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Add to Cart', () => {
  test('without a full variant choice asks for one and does not call the server', async () => {
    expect(await addProductToCart(saduCushion, null, 1)).toEqual({ kind: 'refused', code: 'variant_required' });
    expect(asked).toEqual([]);
    expect(readCart()).toEqual([]);
  });

  test('a product whose every variant is sold out or disabled is out of stock, not waiting for a choice', async () => {
    const soldOut = { ...saduCushion, qty: 0, variants: saduVariants.map((v) => ({ ...v, qty: 0 })) };
    expect(await addProductToCart(soldOut, null, 1)).toEqual({ kind: 'refused', code: 'out_of_stock' });
    expect(asked).toEqual([]);
  });

  test("adds the line with the server's price, then raises its quantity on a second add", async () => {
    expect(await addProductToCart(saduCushion, mRed, 1)).toEqual({ kind: 'added', qty: 1 });
    expect(await addProductToCart(saduCushion, mRed, 1)).toEqual({ kind: 'updated', qty: 2 });
    expect(readCart()).toMatchObject([{ product_id: 7, variant_id: 13, qty: 2, price: 175, stock: 8 }]);
  });

  test('checks the units already in the cart plus the new ones', async () => {
    await addProductToCart(saduCushion, mRed, 6);
    expect(await addProductToCart(saduCushion, mRed, 3)).toEqual({ kind: 'refused', code: 'stock_limited' });
    expect(asked[1]).toEqual([{ product_id: 7, variant_id: 13, qty: 9 }]);
    expect(readCart()).toMatchObject([{ qty: 6 }]);
  });

  test('a line the server has none of is refused as out of stock', async () => {
    onSale.set('7:13', 0);
    expect(await addProductToCart(saduCushion, mRed, 1)).toEqual({ kind: 'refused', code: 'out_of_stock' });
    expect(readCart()).toEqual([]);
  });

  test('a product without variants is added with no variant', async () => {
    expect(await addProductToCart(dallah, null, 4)).toEqual({ kind: 'added', qty: 4 });
    expect(asked[0]).toEqual([{ product_id: 8, variant_id: null, qty: 4 }]);
  });
});
