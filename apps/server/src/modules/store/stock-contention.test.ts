import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purchases, storeOrders } from '../../db/schema/index.ts';
import { buyer, checkout, checkoutApp, payOnSandbox, productQty, variantQty, type TestApp } from '../../test/store-checkout.ts';
import { addVariant, createProduct, createStore } from '../../test/store-factories.ts';

const clock = new Date('2026-11-22T08:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await checkoutApp(() => clock);
});
afterAll(() => t.close());

describe('store checkout under contention', () => {
  it('100 buyers at once on a variant with 10 units: exactly 10 held and paid, the rest refused, stock never below 0', async () => {
    const store = await createStore(t.db);
    const shawl = await createProduct(t.db, { storeId: store.id, priceFils: 25_000 });
    const indigo = await addVariant(t.db, shawl.id, { variantOptions: { Colour: 'Indigo' }, qty: 10, priceFils: 27_500 });
    const buyers = await Promise.all(Array.from({ length: 100 }, () => buyer(t.db)));

    // some ask for 2 so that a buyer can also meet "fewer left than asked"
    const answers = await Promise.all(
      buyers.map((b, i) =>
        checkout(t, b.token, {
          products: [{ product_id: shawl.id, variant_id: indigo.id, qty: i % 10 === 9 ? 2 : 1 }],
          address_id: b.addressId,
        }),
      ),
    );
    const won = answers.filter((a) => a.status === 200);
    const unitsHeld = won.reduce((sum, a) => sum + Number(a.body.total) / 275, 0);
    expect(unitsHeld).toBe(10);
    for (const a of answers.filter((x) => x.status !== 200)) {
      expect(['409 out_of_stock', '409 stock_limited']).toContain(`${a.status} ${a.body.code}`);
    }
    expect(await variantQty(t.db, indigo.id)).toBe(0);
    const held = await t.db
      .select()
      .from(purchases)
      .where(and(eq(purchases.kind, 'store'), eq(purchases.status, 0)));
    expect(held).toHaveLength(won.length);

    // every winner pays on the sandbox page: the units stay sold, none comes back, none is sold twice
    for (const a of won) expect((await payOnSandbox(t, String(a.body.payment_link))).status).toBe(303);
    const paid = await t.db.select().from(storeOrders).where(eq(storeOrders.status, 1));
    expect(paid).toHaveLength(won.length);
    expect(await variantQty(t.db, indigo.id)).toBe(0);
    // the product's own stock is not the variant's: it is never touched
    expect(await productQty(t.db, shawl.id)).toBe(shawl.qty);
  });

  it('two carts taking the same two products in opposite orders both complete (fixed lock order, no deadlock)', async () => {
    const store = await createStore(t.db);
    const soap = await createProduct(t.db, { storeId: store.id, qty: 40 });
    const candle = await createProduct(t.db, { storeId: store.id, qty: 40 });
    const buyers = await Promise.all(Array.from({ length: 20 }, () => buyer(t.db)));
    const answers = await Promise.all(
      buyers.map((b, i) => {
        const lines = [
          { product_id: soap.id, qty: 1 },
          { product_id: candle.id, qty: 1 },
        ];
        return checkout(t, b.token, { products: i % 2 ? lines : lines.reverse(), address_id: b.addressId });
      }),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(await productQty(t.db, soap.id)).toBe(20);
    expect(await productQty(t.db, candle.id)).toBe(20);
  });
});
