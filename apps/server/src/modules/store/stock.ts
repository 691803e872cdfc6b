import type { ErrorCode } from '@portal/contract/errors';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { fulfilments, products, productVariants, storeOrderItems, storeOrders } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';

/** The units one order line takes: from its variant when it has one, else from the product's own stock. */
export type StockRequest = { productId: number; variantId: number | null; qty: number };

/** store_orders.status (spec part 2 §4): 0 pending payment, 1 paid, any other value failed. */
export const storeOrderStatus = { pending: 0, paid: 1, failed: 2 } as const;

/**
 * The one order every scarce store row is locked in: variants by id, then products (those sold from
 * their own stock) by id. Two carts holding the same rows therefore wait on each other instead of
 * deadlocking, and a late payment re-taking its stock meets a checkout in the same order.
 */
export function inLockOrder(requests: readonly StockRequest[]): StockRequest[] {
  const variants = requests.filter((r) => r.variantId !== null).sort((a, b) => a.variantId! - b.variantId!);
  const own = requests.filter((r) => r.variantId === null).sort((a, b) => a.productId - b.productId);
  return [...variants, ...own];
}

/** Why a line's units could not be taken, read after its conditional update found too few. */
async function refusalOf(tx: Database, r: StockRequest): Promise<ErrorCode> {
  const [row] =
    r.variantId === null
      ? await tx.select({ qty: products.qty, enable: products.enable }).from(products).where(eq(products.id, r.productId))
      : await tx
          .select({ qty: productVariants.qty, enable: productVariants.enable })
          .from(productVariants)
          .where(eq(productVariants.id, r.variantId));
  if (!row || row.enable !== 1) return r.variantId === null ? 'product_not_found' : 'variant_required';
  return row.qty === 0 ? 'out_of_stock' : 'stock_limited';
}

/**
 * Inside the caller's transaction: takes every line's units by conditional updates (`qty >= n`, re-checked
 * by PostgreSQL on the newest row version when buyers race) in the fixed lock order. The first line that
 * cannot be had throws its code (out_of_stock when none is left, stock_limited when fewer than asked), so
 * the transaction rolls back and nothing is taken. The CHECK (qty >= 0) of migration 0008 is the last guard.
 */
export async function takeStock(tx: Database, requests: readonly StockRequest[]): Promise<void> {
  for (const r of inLockOrder(requests)) {
    const taken =
      r.variantId === null
        ? await tx
            .update(products)
            .set({ qty: sql`${products.qty} - ${r.qty}` })
            .where(and(eq(products.id, r.productId), eq(products.enable, 1), gte(products.qty, r.qty)))
            .returning({ id: products.id })
        : await tx
            .update(productVariants)
            .set({ qty: sql`${productVariants.qty} - ${r.qty}` })
            .where(and(eq(productVariants.id, r.variantId), eq(productVariants.enable, 1), gte(productVariants.qty, r.qty)))
            .returning({ id: productVariants.id });
    if (taken.length === 0) throw new AppError(await refusalOf(tx, r));
  }
}

/** Inside the caller's transaction: gives the units back, in the same fixed order. */
async function releaseStock(tx: Database, requests: readonly StockRequest[]): Promise<void> {
  for (const r of inLockOrder(requests)) {
    if (r.variantId === null) {
      await tx
        .update(products)
        .set({ qty: sql`${products.qty} + ${r.qty}` })
        .where(eq(products.id, r.productId));
    } else {
      await tx
        .update(productVariants)
        .set({ qty: sql`${productVariants.qty} + ${r.qty}` })
        .where(eq(productVariants.id, r.variantId));
    }
  }
}

/** The order of a store purchase with the units its lines hold. */
async function orderStock(tx: Database, purchaseId: number): Promise<{ orderId: number; requests: StockRequest[] } | null> {
  const [order] = await tx.select({ id: storeOrders.id }).from(storeOrders).where(eq(storeOrders.purchaseId, purchaseId));
  if (!order) return null;
  const lines = await tx
    .select({ productId: storeOrderItems.productId, variantId: storeOrderItems.variantId, qty: storeOrderItems.qty })
    .from(storeOrderItems)
    .where(eq(storeOrderItems.orderId, order.id));
  return { orderId: order.id, requests: lines };
}

/**
 * Inside the transaction that has just closed a pending store purchase (decline, cancel, expiry): its
 * units go back on sale and its order reads failed. The caller closes the purchase only while it is
 * pending, so this runs once per hold.
 */
export async function releaseOrderStock(tx: Database, purchaseId: number): Promise<void> {
  const order = await orderStock(tx, purchaseId);
  if (!order) return;
  await releaseStock(tx, order.requests);
  await tx.update(storeOrders).set({ status: storeOrderStatus.failed }).where(eq(storeOrders.id, order.orderId));
}

/**
 * For a released store purchase paid late, inside the confirming savepoint: takes its units again as the
 * checkout took them. Throws the line's AppError when they are gone, so the savepoint gives back what it took.
 */
export async function retakeOrderStock(tx: Database, purchaseId: number): Promise<void> {
  const order = await orderStock(tx, purchaseId);
  if (order) await takeStock(tx, order.requests);
}

/**
 * Inside the confirming transaction: the order is paid, and its fulfilment starts at the pending step
 * (written with no operator: it is the payment's, not an operator's).
 */
export async function confirmStoreOrder(tx: Database, purchaseId: number, now: Date): Promise<void> {
  const [order] = await tx
    .update(storeOrders)
    .set({ status: storeOrderStatus.paid, processingStatus: 'Pending' })
    .where(eq(storeOrders.purchaseId, purchaseId))
    .returning({ id: storeOrders.id });
  if (!order) return;
  await tx.insert(fulfilments).values({ orderId: order.id, statusId: 0, statusName: 'Pending', createdAt: now });
}
