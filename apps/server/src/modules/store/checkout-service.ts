import type { ActionOutput } from '@portal/contract/action';
import type { createPurchaseAction } from '@portal/contract/bookings';
import type { ErrorLanguage } from '@portal/contract/error-texts';
import type { StockLine, StorePurchaseItems } from '@portal/contract/store';
import { dubaiTimestamp } from '@portal/domain/dates';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { products, productVariants, purchases, storeOrderItems, storeOrders, stores } from '../../db/schema/index.ts';
import { AppError, failure } from '../../http/errors.ts';
import { filsToAed } from '../../lib/money.ts';
import {
  purchaseStatus,
  type PayableHold,
  type PaymentPage,
  lockOpenHolds,
  maxOpenHolds,
  referenceNumber,
  takeTenders,
  type TenderRequest,
} from '../booking/index.ts';
import { ownAddress, shippingAddressOf } from './address-service.ts';
import { storeOrderStatus, takeStock, type StockRequest } from './stock.ts';

/** A cart line as the server reads it: what the browser sent beyond these three is ignored. */
type Line = { product_id: number; variant_id?: number | undefined; qty: number };

/** What the database says of the products and variants a cart names. */
type Catalogue = {
  products: Map<
    number,
    { id: number; storeId: number; storeSlug: string; title: string; priceFils: number; qty: number; enable: number }
  >;
  variants: Map<
    number,
    { id: number; productId: number; priceFils: number; qty: number; enable: number; options: Record<string, string> }
  >;
  /** products that have variants (enabled or not): they sell only through one of them */
  withVariants: Set<number>;
};

/** One line judged on the catalogue: what it would take and cost, or why it cannot be sold at all. */
type Judged =
  | { sellable: true; request: StockRequest; line: SellableLine; available: number }
  | { sellable: false; code: 'product_not_found' | 'variant_required'; priceFils: number };

type SellableLine = {
  storeId: number;
  storeSlug: string;
  title: string;
  options: Record<string, string> | null;
  priceFils: number;
};

const lineKey = (l: Line) => `${l.product_id}:${l.variant_id ?? ''}`;

/** Lines naming the same product and variant are one line of their summed quantity. */
function mergedLines(lines: readonly Line[]): Line[] {
  const merged = new Map<string, Line>();
  for (const l of lines) {
    const seen = merged.get(lineKey(l));
    merged.set(lineKey(l), seen ? { ...seen, qty: seen.qty + l.qty } : { ...l });
  }
  return [...merged.values()];
}

/** Two reads: the named products (with their store) and every variant of them. */
async function loadCatalogue(db: Database, lines: readonly Line[]): Promise<Catalogue> {
  const productIds = [...new Set(lines.map((l) => l.product_id))];
  const [productRows, variantRows] = await Promise.all([
    db
      .select({
        id: products.id,
        storeId: products.storeId,
        storeSlug: stores.slug,
        title: products.productTitle,
        priceFils: products.priceFils,
        qty: products.qty,
        enable: products.enable,
      })
      .from(products)
      .innerJoin(stores, eq(stores.id, products.storeId))
      .where(inArray(products.id, productIds)),
    db
      .select({
        id: productVariants.id,
        productId: productVariants.productId,
        priceFils: productVariants.priceFils,
        qty: productVariants.qty,
        enable: productVariants.enable,
        options: productVariants.variantOptions,
      })
      .from(productVariants)
      .where(inArray(productVariants.productId, productIds)),
  ]);
  return {
    products: new Map(productRows.map((p) => [p.id, p])),
    variants: new Map(variantRows.map((v) => [v.id, v])),
    withVariants: new Set(variantRows.map((v) => v.productId)),
  };
}

/**
 * spec part 2 §5 and decision 032: an enabled product; a product with variants sells only through one of its
 * own enabled variants, and a variant named for any other product — one without variants included — is
 * the same mistake, so all of them are 'Please Select a Variant' (the cart line is stale or forged: the
 * buyer is asked to choose again). Prices and stock are the database's.
 */
function judgeLine(catalogue: Catalogue, line: Line): Judged {
  const product = catalogue.products.get(line.product_id);
  if (!product || product.enable !== 1) return { sellable: false, code: 'product_not_found', priceFils: 0 };
  const base = { storeId: product.storeId, storeSlug: product.storeSlug, title: product.title };
  if (line.variant_id === undefined) {
    if (catalogue.withVariants.has(product.id))
      return { sellable: false, code: 'variant_required', priceFils: product.priceFils };
    return {
      sellable: true,
      request: { productId: product.id, variantId: null, qty: line.qty },
      line: { ...base, options: null, priceFils: product.priceFils },
      available: product.qty,
    };
  }
  const variant = catalogue.variants.get(line.variant_id);
  if (!variant || variant.productId !== product.id || variant.enable !== 1) {
    return { sellable: false, code: 'variant_required', priceFils: product.priceFils };
  }
  return {
    sellable: true,
    request: { productId: product.id, variantId: variant.id, qty: line.qty },
    line: { ...base, options: variant.options, priceFils: variant.priceFils },
    available: variant.qty,
  };
}

/** out_of_stock when none is left, stock_limited when fewer than asked (spec part 2 §8), else null. */
const stockRefusal = (available: number, qty: number) =>
  available === 0 ? 'out_of_stock' : available < qty ? 'stock_limited' : null;

/**
 * checkStock (ours; spec part 2 §5 "A stock check is made against the server on each change"): each line as
 * sent, with the units on sale now, the true price and whether its quantity can be bought, with the
 * specification's message in the caller's language. Lines of the same product and variant are judged on
 * their summed quantity, as the checkout will take them. Reads only: nothing is held.
 */
export async function checkStock(db: Database, lines: readonly Line[], language: ErrorLanguage): Promise<StockLine[]> {
  const catalogue = await loadCatalogue(db, lines);
  const demand = new Map(mergedLines(lines).map((l) => [lineKey(l), l.qty]));
  return lines.map((l) => {
    const judged = judgeLine(catalogue, l);
    const code = judged.sellable ? stockRefusal(judged.available, demand.get(lineKey(l)) ?? l.qty) : judged.code;
    return {
      product_id: l.product_id,
      variant_id: l.variant_id ?? null,
      qty: l.qty,
      available: judged.sellable ? judged.available : 0,
      price: filsToAed(judged.sellable ? judged.line.priceFils : judged.priceFils),
      ok: code === null ? 1 : 0,
      code,
      message: code === null ? '' : failure(code, language).msg,
    };
  });
}

/**
 * A user's purchases are counted one after another under the per-user lock of decision 020 (taken just
 * before), so an account cannot keep stock from everyone with unpaid orders.
 */
async function refuseTooManyHolds(tx: Database, userId: number, now: Date): Promise<void> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(purchases)
    .where(and(eq(purchases.userId, userId), eq(purchases.status, purchaseStatus.pending), gt(purchases.holdExpiresAt, now)));
  if ((row?.n ?? 0) >= maxOpenHolds) {
    throw new AppError('rate_limited', { msg: 'You have too many unpaid orders; pay them or wait until they expire' });
  }
}

/**
 * A store order's payment page: described by its order number, returning to its checkout page, which shows
 * the order's success overlay (spec part 2 §2.6).
 */
export function storePaymentPage(order: { orderNumber: string; storeSlug: string }, purchaseNumber: string): PaymentPage {
  return {
    description: `Order ${order.orderNumber}`,
    returnUrl: (publicUrl) =>
      `${publicUrl.replace(/\/$/, '')}/stores/${encodeURIComponent(order.storeSlug)}/checkout-address?order=${encodeURIComponent(purchaseNumber)}`,
  };
}

/**
 * The store form of createPurchase (spec part 2 §4 Store checkout, §7): the address must be one of the
 * user's saved ones; each line is judged and priced on the database's rows (everything the browser sent
 * about money is ignored), and a line already short of stock is refused before any transaction (decision
 * 027). Then one transaction writes the hold — the purchase (kind store, pending until HOLD_MINUTES), its
 * order with the address as it is now and an unguessable order number, the order's lines — and takes every
 * line's units last, in the fixed lock order, so the stock rows stay locked only until the commit. A line
 * that cannot be had rolls everything back.
 */
export async function createStorePurchase(
  deps: { db: Database; now: Date; holdMinutes: number },
  input: { userId: number; items: StorePurchaseItems; tenders?: readonly TenderRequest[] | undefined },
): Promise<{ answer: ActionOutput<typeof createPurchaseAction>; hold: PayableHold }> {
  const { db, now } = deps;
  const address = await ownAddress(db, input.userId, input.items.address_id);
  const lines = mergedLines(input.items.products);
  const catalogue = await loadCatalogue(db, lines);
  const sold: { request: StockRequest; line: SellableLine }[] = [];
  for (const l of lines) {
    const judged = judgeLine(catalogue, l);
    if (!judged.sellable) throw new AppError(judged.code);
    const refusal = stockRefusal(judged.available, l.qty);
    if (refusal) throw new AppError(refusal);
    sold.push(judged);
  }
  const store = sold[0]!.line;
  if (sold.some((s) => s.line.storeId !== store.storeId)) {
    throw new AppError('invalid_input', { fields: { items: 'The products of one order come from one store' } });
  }
  const totalFils = sold.reduce((sum, s) => sum + s.line.priceFils * s.request.qty, 0);
  const holdExpiresAt = new Date(now.getTime() + deps.holdMinutes * 60_000);
  // decision 073: the order's number is the purchase's, the one reference its buyer quotes
  const orderNumber = referenceNumber('O');
  const purchaseNumber = orderNumber;

  const { purchaseId, tendered } = await db.transaction(async (tx) => {
    await lockOpenHolds(tx, input.userId);
    await refuseTooManyHolds(tx, input.userId, now);
    const [purchase] = await tx
      .insert(purchases)
      .values({
        purchaseNumber,
        userId: input.userId,
        kind: 'store',
        status: purchaseStatus.pending,
        subtotalFils: totalFils,
        totalFils,
        holdExpiresAt,
        createdAt: now,
      })
      .returning({ id: purchases.id });
    const [order] = await tx
      .insert(storeOrders)
      .values({
        purchaseId: purchase!.id,
        orderNumber,
        userId: input.userId,
        storeId: store.storeId,
        addressId: address.id,
        shippingAddress: shippingAddressOf(address),
        totalFils,
        status: storeOrderStatus.pending,
        createdAt: now,
      })
      .returning({ id: storeOrders.id });
    await tx.insert(storeOrderItems).values(
      sold.map((s) => ({
        orderId: order!.id,
        productId: s.request.productId,
        variantId: s.request.variantId,
        title: s.line.title,
        variantOptions: s.line.options,
        qty: s.request.qty,
        priceFils: s.line.priceFils,
      })),
    );
    await takeStock(
      tx,
      sold.map((s) => s.request),
    );
    // decision 068: a gift card's part last, after the stock rows
    const tendered = await takeTenders(tx, {
      purchaseId: purchase!.id,
      userId: input.userId,
      totalFils,
      requests: input.tenders ?? [],
      now,
    });
    return { purchaseId: purchase!.id, tendered };
  });
  return {
    answer: {
      purchase_number: purchaseNumber,
      id: purchaseId,
      sub_total: filsToAed(totalFils),
      discount: 0,
      total: filsToAed(totalFils),
      hold_expires_at: dubaiTimestamp(holdExpiresAt),
      order_number: orderNumber,
      ...(tendered > 0 ? { tendered: filsToAed(tendered) } : {}),
    },
    hold: {
      purchaseId,
      purchaseNumber,
      totalFils: totalFils - tendered,
      holdExpiresAt,
      page: storePaymentPage({ orderNumber, storeSlug: store.storeSlug }, purchaseNumber),
    },
  };
}
