import { and, eq, sum } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client.ts';
import { addresses, productVariants, purchases, storeOrderItems, storeOrders } from '../apps/server/src/db/schema/index.ts';
import { addVariant, createProduct, createStore } from '../apps/server/src/test/store-factories.ts';
import { signedInBuyers } from './buyers.ts';

/** One round of the store checkout storm: a fresh variant and its buyers, each signed in with a saved address (store-checkout.ts). */
export type StoreRound = { variantId: number; tokens: string[]; bodies: string[] };

/**
 * A product sold through one variant with `units` in stock, and `buyers` users with a live session and a
 * saved address each (written in one statement per table); each buyer's createPurchase body asks for one.
 */
export async function prepareStoreRound(db: Database, { buyers, units }: { buyers: number; units: number }): Promise<StoreRound> {
  const store = await createStore(db);
  const product = await createProduct(db, { storeId: store.id, priceFils: 25_000 });
  const variant = await addVariant(db, product.id, { variantOptions: { Colour: 'Indigo' }, priceFils: 27_500, qty: units });
  const { ids, tokens } = await signedInBuyers(db, buyers);
  const saved = await db
    .insert(addresses)
    .values(
      ids.map((userId) => ({
        userId,
        name: 'Buyer',
        phone: '+971501234567',
        address: 'Villa 1',
        state: 'Sharjah',
      })),
    )
    .returning({ id: addresses.id });
  const bodies = saved.map((address) => {
    // the browser's cart line carries its price: the server ignores it
    const items = JSON.stringify({
      products: [{ product_id: product.id, variant_id: variant.id, qty: 1, price: 275 }],
      address_id: address.id,
    });
    return new URLSearchParams({ action: 'createPurchase', items }).toString();
  });
  return { variantId: variant.id, tokens, bodies };
}

/** The variant's stock left, and the units of the orders still held on it. */
export async function variantStock(db: Database, { variantId }: { variantId: number }) {
  const [left] = await db.select({ qty: productVariants.qty }).from(productVariants).where(eq(productVariants.id, variantId));
  const [held] = await db
    .select({ units: sum(storeOrderItems.qty) })
    .from(storeOrderItems)
    .innerJoin(storeOrders, eq(storeOrders.id, storeOrderItems.orderId))
    .innerJoin(purchases, eq(purchases.id, storeOrders.purchaseId))
    .where(and(eq(storeOrderItems.variantId, variantId), eq(purchases.status, 0)));
  return { left: left?.qty ?? 0, held: Number(held?.units ?? 0) };
}
