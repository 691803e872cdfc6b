import {
  nextFulfilmentSteps,
  type BackofficeStoreOrder,
  type Fulfilment,
  type FulfilmentStep,
  type StoreOrder,
} from '@portal/contract/store';
import { dubaiTimestamp } from '@portal/domain/dates';
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { inScope, type OperatorScope } from '../../http/operator-access.ts';
import {
  fulfilments,
  productVariants,
  products,
  purchases,
  storeOrderItems,
  storeOrders,
  stores,
  users,
  variationAttributes,
} from '../../db/schema/index.ts';
import { filsToAed } from '../../lib/money.ts';

/**
 * Store orders as the buyer's history and the operators' fulfilment page show them (spec part 2 §3
 * Store order). Whatever their number, an order list takes four queries: the orders with their
 * purchase, store and buyer; the items of all of them with their products; their products' variation
 * attributes; and the fulfilment steps of all of them with the operators who took them.
 */

/** spec part 2 §4: fulfilment status 0 pending, 1 success, other failed; the step names are the wire's status_name. */
const stepStatus: Record<FulfilmentStep, { id: number; name: string }> = {
  pending: { id: 0, name: 'Pending' },
  processing: { id: 0, name: 'Processing' },
  shipped: { id: 0, name: 'Shipped' },
  delivered: { id: 1, name: 'Delivered' },
  failed: { id: 2, name: 'Failed' },
};

/** The status_id and status_name a fulfilments row stores for a step. */
export function fulfilmentStepRow(step: FulfilmentStep): { statusId: number; statusName: string } {
  return { statusId: stepStatus[step].id, statusName: stepStatus[step].name };
}

/** The step a stored status_name stands for; an unknown name (never written by us) reads as pending. */
function stepOf(statusName: string): FulfilmentStep {
  const step = statusName.toLowerCase();
  return step in stepStatus ? (step as FulfilmentStep) : 'pending';
}

/**
 * The step an order is at, from its newest stored status_name: null while it is not paid. A paid order
 * is waiting to be fulfilled even before its first step is written.
 */
export function currentStep(orderStatus: number, newestStatusName: string | undefined): FulfilmentStep | null {
  if (orderStatus !== 1) return null;
  return newestStatusName === undefined ? 'pending' : stepOf(newestStatusName);
}

/** SQL: the status_name of an order's newest fulfilment step (null before payment). */
export const currentStepName = sql<
  string | null
>`(select f.status_name from ${fulfilments} f where f.order_id = ${storeOrders.id} order by f.id desc limit 1)`;

/** Where an order's current step is one of `steps`. */
export function currentStepIn(steps: readonly FulfilmentStep[]): SQL {
  return inArray(
    currentStepName,
    steps.map((s) => stepStatus[s].name),
  );
}

/** The console home's store orders to ship: paid, at the pending or processing step, in the operator's stores. */
export function storeOrdersToShip(db: Database, scope: OperatorScope): Promise<{ n: number }[]> {
  return db
    .select({ n: count() })
    .from(storeOrders)
    .where(
      and(eq(storeOrders.status, 1), currentStepIn(['pending', 'processing']), inScope(scope, 'store', storeOrders.storeId)),
    );
}

type Person = { id: number; firstName: string; lastName: string; email: string | null; mobile: string | null };

/** A person's name as the operators read it; an operator account often has only an e-mail address. */
function personName(p: Person): string {
  return `${p.firstName} ${p.lastName}`.trim() || p.email || p.mobile || `#${p.id}`;
}

type StoreOrderItem = StoreOrder['items'][number];
type AttributeRow = typeof variationAttributes.$inferSelect;

/**
 * A variant's options with Arabic labels, from its product's variation attributes: the attribute's
 * arabic_name and the arabic_values entry at the value's place in values; the stored English where a
 * label has no Arabic (an order keeps the English its variant had when it was bought).
 */
function arabicVariantOptions(options: Record<string, string> | null, attributes: AttributeRow[]): Record<string, string> | null {
  if (!options) return null;
  return Object.fromEntries(
    Object.entries(options).map(([name, value]) => {
      const attribute = attributes.find((a) => a.name === name);
      if (!attribute) return [name, value];
      return [attribute.arabicName || name, attribute.arabicValues[attribute.values.indexOf(value)] || value];
    }),
  );
}

/** An order's item as stored (its price in fils) and as the wire shows it. */
type LoadedItem = { row: typeof storeOrderItems.$inferSelect; view: StoreOrderItem };

/** The items of the orders `orderIds` in the order they were bought, with their products and Arabic option labels. */
export async function loadOrderItems(db: Database, orderIds: number[]): Promise<LoadedItem[]> {
  const rows = await db
    .select({
      item: storeOrderItems,
      slug: products.slug,
      arabicTitle: products.arabicTitle,
      productImages: products.images,
      variantImages: productVariants.images,
    })
    .from(storeOrderItems)
    .innerJoin(products, eq(products.id, storeOrderItems.productId))
    .leftJoin(productVariants, eq(productVariants.id, storeOrderItems.variantId))
    .where(inArray(storeOrderItems.orderId, orderIds))
    .orderBy(asc(storeOrderItems.id));
  const productIds = [...new Set(rows.map((r) => r.item.productId))];
  const attributes =
    productIds.length === 0
      ? []
      : await db.select().from(variationAttributes).where(inArray(variationAttributes.productId, productIds));
  return rows.map(({ item, slug, arabicTitle, productImages, variantImages }) => ({
    row: item,
    view: {
      product_id: item.productId,
      product_slug: slug,
      variant_id: item.variantId,
      title: item.title,
      arabic_title: arabicTitle,
      variant_options: item.variantOptions,
      arabic_variant_options: arabicVariantOptions(
        item.variantOptions,
        attributes.filter((a) => a.productId === item.productId),
      ),
      qty: item.qty,
      price: filsToAed(item.priceFils),
      image: variantImages?.[0] ?? productImages[0] ?? '',
    },
  }));
}

type StepRow = { fulfilment: typeof fulfilments.$inferSelect; operator: Person | null };
type LoadedOrder = {
  order: typeof storeOrders.$inferSelect;
  purchaseNumber: string;
  storeName: string;
  arabicStoreName: string;
  buyer: Person;
  items: StoreOrderItem[];
  /** newest first */
  steps: StepRow[];
};

const personColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  mobile: users.mobile,
};

async function loadOrders(
  db: Database,
  where: SQL | undefined,
  order: 'newest' | 'oldest',
  limit: number,
): Promise<LoadedOrder[]> {
  const by = order === 'newest' ? desc : asc;
  const rows = await db
    .select({
      order: storeOrders,
      purchaseNumber: purchases.purchaseNumber,
      storeName: stores.storeName,
      arabicStoreName: stores.arabicStoreName,
      buyer: personColumns,
    })
    .from(storeOrders)
    .innerJoin(purchases, eq(purchases.id, storeOrders.purchaseId))
    .innerJoin(stores, eq(stores.id, storeOrders.storeId))
    .innerJoin(users, eq(users.id, storeOrders.userId))
    .where(where)
    .orderBy(by(storeOrders.createdAt), by(storeOrders.id))
    .limit(limit);
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.order.id);
  const items = await loadOrderItems(db, ids);
  const stepRows = await db
    .select({ fulfilment: fulfilments, operator: personColumns })
    .from(fulfilments)
    .leftJoin(users, eq(users.id, fulfilments.operatorId))
    .where(inArray(fulfilments.orderId, ids))
    .orderBy(desc(fulfilments.id));
  return rows.map((row) => ({
    ...row,
    items: items.filter((i) => i.row.orderId === row.order.id).map((i) => i.view),
    steps: stepRows.filter((s) => s.fulfilment.orderId === row.order.id),
  }));
}

function fulfilmentOf(row: typeof fulfilments.$inferSelect): Fulfilment {
  return {
    status_id: row.statusId,
    status_name: row.statusName,
    step: stepOf(row.statusName),
    note: row.note,
    created_at: dubaiTimestamp(row.createdAt),
  };
}

function shippingAddressOf(snapshot: Record<string, string>): StoreOrder['shipping_address'] {
  const field = (key: string) => snapshot[key] ?? '';
  return {
    name: field('name'),
    phone: field('phone'),
    address: field('address'),
    landmark: field('landmark'),
    city: field('city'),
    state: field('state'),
    country: field('country'),
  };
}

function storeOrderOf(loaded: LoadedOrder): StoreOrder {
  const { order } = loaded;
  const paid = order.status === 1;
  return {
    order_number: order.orderNumber,
    purchase_number: loaded.purchaseNumber,
    created_at: dubaiTimestamp(order.createdAt),
    total: filsToAed(order.totalFils),
    status: order.status,
    // spec part 2 §2.6: the history's green badge shows the current step of a paid order
    processing_status: paid ? (loaded.steps[0]?.fulfilment.statusName ?? order.processingStatus) : '',
    vendor_name: loaded.storeName,
    arabic_vendor_name: loaded.arabicStoreName,
    items: loaded.items,
    fullfillment_status: loaded.steps.map((s) => fulfilmentOf(s.fulfilment)),
    shipping_address: shippingAddressOf(order.shippingAddress),
    shipment:
      order.carrier !== null && order.trackingNumber !== null
        ? { carrier: order.carrier, tracking_number: order.trackingNumber, tracking_url: order.trackingUrl }
        : null,
  };
}

/**
 * The details screen's one current step (spec part 2 §3: "an object with status_id on the details
 * screen"). An order not yet paid has no step: it reads as pending while its payment is, failed after.
 */
function currentFulfilment(loaded: LoadedOrder): Fulfilment {
  const newest = loaded.steps[0];
  if (newest) return fulfilmentOf(newest.fulfilment);
  const step: FulfilmentStep = loaded.order.status === 0 ? 'pending' : 'failed';
  return {
    status_id: stepStatus[step].id,
    status_name: stepStatus[step].name,
    step,
    note: '',
    created_at: dubaiTimestamp(loaded.order.createdAt),
  };
}

/** Most orders one list answers. */
const listLimit = 200;

/**
 * listeComOrders: the user's own store orders, newest first, each with every fulfilment step newest
 * first; with `orderNumber` only that order (if it is theirs), its fullfillment_status the current step.
 */
export async function userStoreOrders(db: Database, userId: number, orderNumber?: string): Promise<StoreOrder[]> {
  const where = and(
    eq(storeOrders.userId, userId),
    orderNumber === undefined ? undefined : eq(storeOrders.orderNumber, orderNumber),
  );
  const loaded = await loadOrders(db, where, 'newest', orderNumber === undefined ? listLimit : 1);
  return loaded.map((o) =>
    orderNumber === undefined ? storeOrderOf(o) : { ...storeOrderOf(o), fullfillment_status: currentFulfilment(o) },
  );
}

/** Store orders in the operators' shape: buyer, each step's operator and the steps the order may take next. */
export async function backofficeStoreOrderList(
  db: Database,
  where: SQL | undefined,
  order: 'newest' | 'oldest' = 'oldest',
  limit = 500,
): Promise<BackofficeStoreOrder[]> {
  const loaded = await loadOrders(db, where, order, limit);
  return loaded.map((o) => {
    const base = storeOrderOf(o);
    const current = currentStep(o.order.status, o.steps[0]?.fulfilment.statusName);
    return {
      ...base,
      fullfillment_status: o.steps.map((s) => ({
        ...fulfilmentOf(s.fulfilment),
        operator: s.operator ? { id: s.operator.id, name: personName(s.operator) } : null,
      })),
      buyer: { id: o.buyer.id, name: personName(o.buyer), email: o.buyer.email, mobile: o.buyer.mobile },
      next_steps: current ? [...nextFulfilmentSteps[current]] : [],
    };
  });
}
