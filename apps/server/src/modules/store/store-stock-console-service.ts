import type { StockMovement, StockReason } from '@portal/contract/console-store';
import { dubaiTimestamp } from '@portal/domain/dates';
import { and, count, desc, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { products, productVariants, stockMovements, users } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { recordChange } from '../console/index.ts';

/**
 * Stock changes (decision 035): the operator never types a stock figure over; they add or take units
 * with a reason, and each change is a stock movement written with it. A checkout takes its units off the
 * stock when it holds them (modules/store/stock.ts), so the stock figure is what is left after every unpaid
 * hold: keeping it at zero or above keeps every hold whole.
 */

export type StockChange = {
  product_id: number;
  variant_id?: number | undefined;
  change: number;
  reason: StockReason;
  note: string;
};

/**
 * One conditional UPDATE (`qty + change >= 0`): a checkout taking units from the same row at the same
 * moment is serialised by the row lock, and PostgreSQL re-checks the condition on the row it left, so
 * neither can take the stock below zero. Answers the stock after, or null when too few units are left.
 */
async function addUnits(tx: Database, change: StockChange): Promise<number | null> {
  const [row] =
    change.variant_id === undefined
      ? await tx
          .update(products)
          .set({ qty: sql`${products.qty} + ${change.change}` })
          .where(and(eq(products.id, change.product_id), gte(sql`${products.qty} + ${change.change}`, 0)))
          .returning({ qty: products.qty })
      : await tx
          .update(productVariants)
          .set({ qty: sql`${productVariants.qty} + ${change.change}` })
          .where(
            and(
              eq(productVariants.id, change.variant_id),
              eq(productVariants.productId, change.product_id),
              gte(sql`${productVariants.qty} + ${change.change}`, 0),
            ),
          )
          .returning({ qty: productVariants.qty });
  return row?.qty ?? null;
}

/** Why addUnits changed nothing: no such product or variant, or too few units (with how many there are). */
async function refusal(tx: Database, change: StockChange): Promise<AppError> {
  const [row] =
    change.variant_id === undefined
      ? await tx.select({ qty: products.qty }).from(products).where(eq(products.id, change.product_id))
      : await tx
          .select({ qty: productVariants.qty })
          .from(productVariants)
          .where(and(eq(productVariants.id, change.variant_id), eq(productVariants.productId, change.product_id)));
  if (!row) {
    return change.variant_id === undefined
      ? new AppError('product_not_found', { fields: { product_id: 'no such product' } })
      : new AppError('not_found', { msg: 'Variant not found', fields: { variant_id: 'not a variant of this product' } });
  }
  return new AppError('stock_below_zero', { params: { n: row.qty }, fields: { change: `${row.qty} in stock` } });
}

/** A product with variants sells only through them: its own stock is not for sale, so it is not changed. */
async function checkStockHolder(tx: Database, change: StockChange): Promise<void> {
  if (change.variant_id !== undefined) return;
  const [variant] = await tx
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(eq(productVariants.productId, change.product_id))
    .limit(1);
  if (variant)
    throw new AppError('invalid_input', { fields: { variant_id: 'Choose a variant: this product is sold by its variants' } });
}

/** adjustStock: adds or takes units with a reason; the movement, the audit entry and the stock commit together. */
export async function adjustStock(db: Database, operatorId: number, change: StockChange): Promise<StockMovement> {
  const movementId = await db.transaction(async (tx) => {
    await checkStockHolder(tx, change);
    const qtyAfter = await addUnits(tx, change);
    if (qtyAfter === null) throw await refusal(tx, change);
    const [movement] = await tx
      .insert(stockMovements)
      .values({
        productId: change.product_id,
        variantId: change.variant_id ?? null,
        change: change.change,
        qtyAfter,
        reason: change.reason,
        note: change.note,
        operatorId,
      })
      .returning({ id: stockMovements.id });
    await recordChange(tx, {
      operatorId,
      action: 'adjustStock',
      entity: 'product',
      entityId: change.product_id,
      before: { variant_id: change.variant_id ?? null, qty: qtyAfter - change.change },
      after: {
        variant_id: change.variant_id ?? null,
        qty: qtyAfter,
        change: change.change,
        reason: change.reason,
        note: change.note,
      },
    });
    return movement!.id;
  });
  const [movement] = await movementsWhere(db, eq(stockMovements.id, movementId), 1, 0);
  return movement!;
}

async function movementsWhere(
  db: Database,
  where: ReturnType<typeof eq>,
  limit: number,
  offset: number,
): Promise<StockMovement[]> {
  const rows = await db
    .select({
      movement: stockMovements,
      options: productVariants.variantOptions,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(stockMovements)
    .innerJoin(users, eq(users.id, stockMovements.operatorId))
    .leftJoin(productVariants, eq(productVariants.id, stockMovements.variantId))
    .where(where)
    .orderBy(desc(stockMovements.id))
    .limit(limit)
    .offset(offset);
  return rows.map(({ movement, options, firstName, lastName }) => ({
    id: movement.id,
    created_at: dubaiTimestamp(movement.createdAt),
    variant_id: movement.variantId,
    variant_options: options,
    change: movement.change,
    qty_after: movement.qtyAfter,
    reason: movement.reason,
    note: movement.note,
    operator: `${firstName} ${lastName}`.trim(),
  }));
}

/** stockMovements: one page of a product's stock history, newest first. */
export async function listStockMovements(db: Database, filters: { product_id: number; page: number; per_page: number }) {
  const where = eq(stockMovements.productId, filters.product_id);
  const data = await movementsWhere(db, where, filters.per_page, (filters.page - 1) * filters.per_page);
  const [counted] = await db.select({ total: count() }).from(stockMovements).where(where);
  return { data, total: counted?.total ?? 0, page: filters.page, per_page: filters.per_page };
}
