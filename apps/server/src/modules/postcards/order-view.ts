import {
  postcardFilePath,
  postcardFonts,
  postcardSizes,
  postcardSteps,
  type BackofficePostcardOrder,
  type PostcardOrder,
  type PostcardStep,
} from '@portal/contract/postcards';
import { defaultPostcardSize, type PostcardFont, type PostcardSize } from '@portal/domain/postcard';
import { dubaiTimestamp } from '@portal/domain/dates';
import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { postcardOrders, purchases, users } from '../../db/schema/index.ts';
import { filsToAed } from '../../lib/money.ts';

/** Paid (spec part 2 §8: status 1). */
export const postcardPaid = 1;

/** The step a card may take next in the print queue, from the one it is at. */
export const nextPrintStep: Record<PostcardStep, 'printed' | 'posted' | null> = {
  received: 'printed',
  printed: 'posted',
  posted: null,
};

export const isPostcardStep = (value: string): value is PostcardStep => (postcardSteps as readonly string[]).includes(value);
const fontOf = (value: string | null): PostcardFont | null =>
  (postcardFonts as readonly string[]).includes(value ?? '') ? (value as PostcardFont) : null;
const sizeOf = (value: string | null): PostcardSize =>
  (postcardSizes as readonly string[]).includes(value ?? '') ? (value as PostcardSize) : defaultPostcardSize;
const timestampOrEmpty = (at: Date | null) => (at ? dubaiTimestamp(at) : '');

type OrderRow = { order: typeof postcardOrders.$inferSelect; purchaseNumber: string };

/** An order as the wire shows it (spec part 2 §3 Postcard order): its step only once paid, its previews as file URLs. */
function postcardOrderView({ order, purchaseNumber }: OrderRow): PostcardOrder {
  return {
    order_number: order.orderNumber,
    purchase_number: purchaseNumber,
    created_at: dubaiTimestamp(order.createdAt),
    name: order.name,
    arabic_name: order.arabicName,
    amount: filsToAed(order.amountFils),
    status: order.status,
    processing_status: order.status === postcardPaid ? order.processingStatus : '',
    front_side: postcardFilePath(order.orderNumber, 'front.jpg'),
    back_side: postcardFilePath(order.orderNumber, 'back.jpg'),
    template_id: order.templateId,
    message: order.message,
    address: order.address,
    font: fontOf(order.font),
    size: sizeOf(order.size),
    printed_at: timestampOrEmpty(order.printedAt),
    posted_at: timestampOrEmpty(order.postedAt),
  };
}

/**
 * listPostCardOrders (spec part 2 §7): the user's orders, newest first (ties by id, so two orders of the
 * same second keep their order); with `orderNumber` only that one, when it is the user's.
 */
export async function userPostcardOrders(db: Database, userId: number, orderNumber?: string): Promise<PostcardOrder[]> {
  const rows = await db
    .select({ order: postcardOrders, purchaseNumber: purchases.purchaseNumber })
    .from(postcardOrders)
    .innerJoin(purchases, eq(purchases.id, postcardOrders.purchaseId))
    .where(
      and(eq(postcardOrders.userId, userId), orderNumber === undefined ? undefined : eq(postcardOrders.orderNumber, orderNumber)),
    )
    .orderBy(desc(postcardOrders.createdAt), desc(postcardOrders.id));
  return rows.map(postcardOrderView);
}

const printer = alias(users, 'printer');
const poster = alias(users, 'poster');
const operatorName = (u: { firstName: string; lastName: string } | null) => (u ? `${u.firstName} ${u.lastName}`.trim() : '');

/** Paid cards that `where` picks, as the print queue shows them, oldest first (the longest-waiting at the top). */
export async function backofficePostcardOrderList(
  db: Database,
  where: SQL | undefined,
  limit = 200,
): Promise<BackofficePostcardOrder[]> {
  const rows = await db
    .select({ order: postcardOrders, purchaseNumber: purchases.purchaseNumber, buyer: users, printer, poster })
    .from(postcardOrders)
    .innerJoin(purchases, eq(purchases.id, postcardOrders.purchaseId))
    .innerJoin(users, eq(users.id, postcardOrders.userId))
    .leftJoin(printer, eq(printer.id, postcardOrders.printedBy))
    .leftJoin(poster, eq(poster.id, postcardOrders.postedBy))
    .where(and(eq(postcardOrders.status, postcardPaid), where))
    .orderBy(asc(postcardOrders.createdAt), asc(postcardOrders.id))
    .limit(limit);
  return rows.map((row) => {
    const step = row.order.processingStatus;
    return {
      ...postcardOrderView(row),
      buyer: {
        id: row.buyer.id,
        name: `${row.buyer.firstName} ${row.buyer.lastName}`.trim(),
        email: row.buyer.email,
        mobile: row.buyer.mobile,
      },
      printed_by: operatorName(row.printer),
      posted_by: operatorName(row.poster),
      next_step: isPostcardStep(step) ? nextPrintStep[step] : null,
    };
  });
}

/** The print queue's filter: cards at `step`, or by default those not yet posted. */
export const atSteps = (step: PostcardStep | undefined) =>
  inArray(postcardOrders.processingStatus, step ? [step] : postcardSteps.filter((s) => s !== 'posted'));

/** The console home's cards in the print queue: paid and not yet posted. */
export function postcardsInQueue(db: Database): Promise<{ n: number }[]> {
  return db
    .select({ n: count() })
    .from(postcardOrders)
    .where(and(eq(postcardOrders.status, postcardPaid), atSteps(undefined)));
}
