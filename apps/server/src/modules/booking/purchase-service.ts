import { randomBytes } from 'node:crypto';
import type { ActionOutput } from '@portal/contract/action';
import type { CouponValidation, createPurchaseAction, PurchaseItem, purchaseStatusAction } from '@portal/contract/bookings';
import type { PricedBooking } from '@portal/domain/booking/index';
import { dubaiTimestamp } from '@portal/domain/dates';
import type { ErrorCode } from '@portal/contract/errors';
import { and, asc, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { bookingMeals, bookingSubPackages, bookings, couponRedemptions, payments, purchases } from '../../db/schema/index.ts';
import type { PaymentProvider } from '../../providers/payments/payments.ts';
import { AppError } from '../../http/errors.ts';
import { filsToAed } from '../../lib/money.ts';
import { notePaymentEvent } from '../../lib/observe.ts';
import { refusalError } from '../../lib/rule-failure.ts';
import { checkCoupon, couponValidation } from '../coupons/index.ts';
import type { ConfirmationMessages } from './purchase-kind.ts';
import { rowsOf, ticketTaking, type TicketRequest } from './inventory.ts';
import { applyPaymentEvent, purchaseStatus as purchaseStatusCode, type PayableHold } from './payment-service.ts';
import { releaseReplacedHolds } from './pending-checkout-service.ts';
import { takeTenders, type TenderRequest } from './tender.ts';
import { ticketPaymentPage } from './ticket-purchases.ts';
import { validateItem, type ValidatedItem } from './selection-loader.ts';
import { TicketLines } from './ticket-lines.ts';

const base32 = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** unpaid holds one user may have at a time */
export const maxOpenHolds = 5;

/**
 * An unguessable reference: a letter and 16 characters from 80 random bits, easy to read aloud (no 0/O, 1/I).
 * A purchase has one reference to quote (decision 073): a ticket purchase's number is its first booking's B…,
 * a store order's or a postcard's its order's O…. Purchases made before that keep their P… numbers.
 */
export function referenceNumber(prefix: 'B' | 'O'): string {
  const bytes = randomBytes(16);
  let out = prefix;
  for (let i = 0; i < 16; i += 1) out += base32[bytes[i]! % 32];
  return out;
}

/** the first key of the per-user holds lock (two-key advisory locks never meet the seed's one-key lock) */
const openHoldsLockSpace = 7_245_002;

/**
 * One account cannot keep tickets away from everyone else with unpaid holds. The user's open holds are
 * counted inside the purchase's transaction, in the statement that writes the hold, after this per-user
 * advisory lock, held until the commit: a user's purchases are counted one after another, and each
 * statement's snapshot, taken after the lock, sees the holds the previous one committed. 50 at once
 * give exactly `maxOpenHolds` holds (decision 020).
 */
export async function lockOpenHolds(tx: Database, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${openHoldsLockSpace}::int, ${userId}::int)`);
}

/** The rows of a hold: the purchase, its bookings with their add-ons, and the coupon's use. */
type HoldRows = {
  purchase: typeof purchases.$inferInsert;
  bookings: { row: Omit<typeof bookings.$inferInsert, 'purchaseId'>; subPackages: SubPackageRow[]; meals: MealRow[] }[];
  couponId: number | null;
};
type SubPackageRow = Omit<typeof bookingSubPackages.$inferInsert, 'bookingId'>;
type MealRow = Omit<typeof bookingMeals.$inferInsert, 'bookingId'>;

/**
 * One statement, one round trip: counts the user's open holds, writes the hold's rows (when given) and
 * takes the tickets (when given) with the conditional steps of inventory.ts, gated on the count, so a
 * refused buyer locks no ticket row. It is the transaction's last statement before the commit, so the
 * ticket rows stay locked only for the commit. Any refusal throws, and the transaction rolls back.
 */
async function writeHold(
  tx: Database,
  input: { userId: number; now: Date; rows: HoldRows | null; tickets: readonly TicketRequest[]; openHoldsLimit: number },
): Promise<{ purchaseId: number | null }> {
  const openHolds = tx
    .select({ n: sql<number>`count(*)::int`.as('n') })
    .from(purchases)
    .where(
      and(
        eq(purchases.userId, input.userId),
        eq(purchases.status, purchaseStatusCode.pending),
        gt(purchases.holdExpiresAt, input.now),
      ),
    );
  const taking = ticketTaking(input.tickets, sql`(select n from open_holds) < ${input.openHoldsLimit}`);
  const ctes = [sql`open_holds as ${openHolds}`, ...(input.rows ? holdInserts(tx, input.rows) : []), ...taking.ctes];
  const [row] = rowsOf<{ open_holds: number; purchase_id: number | null; failure: ErrorCode | null }>(
    await tx.execute(
      sql`with ${sql.join(ctes, sql`, `)} select (select n from open_holds) as open_holds, ${
        input.rows ? sql`(select id from new_purchase)` : sql`null::int`
      } as purchase_id, ${taking.failure} as failure`,
    ),
  );
  if (!row) throw new AppError('internal');
  if (row.open_holds >= input.openHoldsLimit) {
    throw new AppError('rate_limited', { msg: 'You have too many unpaid bookings; pay them or wait until they expire' });
  }
  if (row.failure) throw new AppError(row.failure);
  return { purchaseId: row.purchase_id };
}

/** The inserts of a hold as common table expressions: bookings take the new purchase's id, add-ons their booking's. */
function holdInserts(tx: Database, rows: HoldRows): SQL[] {
  const purchaseId = sql`(select id from new_purchase)`;
  const bookingId = (orderNumber: string) => sql`(select id from new_bookings where order_number = ${orderNumber})`;
  const subPackages = rows.bookings.flatMap((b) => b.subPackages.map((s) => ({ ...s, bookingId: bookingId(b.row.orderNumber) })));
  const meals = rows.bookings.flatMap((b) => b.meals.map((m) => ({ ...m, bookingId: bookingId(b.row.orderNumber) })));
  return [
    sql`new_purchase as ${tx.insert(purchases).values(rows.purchase).returning({ id: purchases.id })}`,
    sql`new_bookings as ${tx
      .insert(bookings)
      .values(rows.bookings.map((b) => ({ ...b.row, purchaseId })))
      .returning({ id: bookings.id, orderNumber: bookings.orderNumber })}`,
    ...(subPackages.length > 0 ? [sql`new_sub_packages as ${tx.insert(bookingSubPackages).values(subPackages)}`] : []),
    ...(meals.length > 0 ? [sql`new_meals as ${tx.insert(bookingMeals).values(meals)}`] : []),
    ...(rows.couponId === null
      ? []
      : [
          sql`new_redemption as ${tx.insert(couponRedemptions).values({ couponId: rows.couponId, userId: rows.purchase.userId, purchaseId })}`,
        ]),
  ];
}

/**
 * createPurchase (spec part 1 §4 Purchase): every price and total the browser sent is ignored. Each item
 * is first priced and checked by packages/domain on the rows as they are now, one read per item outside
 * any transaction, so a buyer of sold-out tickets is answered without a lock (decision 027). Then, in one
 * transaction, the user's unpaid holds are counted, the purchase and its bookings are written as a hold
 * that ends after HOLD_MINUTES, and the tickets (overall limits, date, slot) are taken by conditional
 * statements, which are the truth when buyers race; with a coupon, the tickets are taken first, then the
 * coupon is checked with its row locked and its use recorded. Any failure rolls everything back.
 * Besides the answer, it gives the hold as its payment needs it, so the action opens that payment
 * without reading back what it has just written, and whether it took the last tickets of something.
 */
export async function createPurchase(
  deps: {
    db: Database;
    now: Date;
    holdMinutes: number;
    /** unpaid holds the user may have at once; `maxOpenHolds` unless the caller is an account that holds for many (a reseller) */
    openHoldsLimit?: number;
    /** run inside the hold's transaction after its rows are written: a caller's own row commits or rolls back with the hold */
    inHold?: (tx: Database, hold: { purchaseId: number }) => Promise<void>;
    /** run inside the hold's transaction before its tickets are taken: a reseller's changed booking gives its old hold back first */
    beforeHold?: (tx: Database) => Promise<void>;
  },
  input: {
    userId: number;
    items: {
      packages: PurchaseItem[];
      coupon?: string | undefined;
    };
    site?: string | undefined;
    channel?: string | undefined;
    redirectTo?: string | undefined;
    referral?: string | undefined;
    trafficReferral?: string | undefined;
    /** what pays part of it besides the provider (a gift card's code), taken last in the hold's transaction */
    tenders?: readonly TenderRequest[];
  },
): Promise<{
  answer: ActionOutput<typeof createPurchaseAction>;
  hold: PayableHold;
  takesLastTickets: boolean;
  /** the user's checkouts this one replaced (releaseReplacedHolds), closed in its transaction */
  replaced: number[];
}> {
  const { db, now } = deps;
  const openHoldsLimit = deps.openHoldsLimit ?? maxOpenHolds;
  const holdExpiresAt = new Date(now.getTime() + deps.holdMinutes * 60_000);
  const validated: ValidatedItem[] = [];
  for (const [index, item] of input.items.packages.entries()) validated.push(await validateItem(db, item, index, now));
  const tickets = ticketsInLockOrder(validated);
  const priced = validated.map((v) => v.priced);
  const subTotal = priced.reduce((sum, p) => sum + p.subtotal, 0);
  // decision 073: the first booking's number is the purchase's, the one reference its traveller quotes
  const orderNumbers = validated.map(() => referenceNumber('B'));
  const purchaseNumber = orderNumbers[0] ?? referenceNumber('B');

  return linesOf(db).inTurn(JSON.stringify(tickets), () =>
    db.transaction(async (tx) => {
      await lockOpenHolds(tx, input.userId);
      await deps.beforeHold?.(tx);
      let discount = 0;
      let totals = priced.map((p) => p.subtotal);
      let coupon: { id: number; code: string } | null = null;
      let replaced: number[] = [];
      if (input.items.coupon) {
        // decision 039: the user's own abandoned checkouts with this coupon give its use back first
        // (releaseReplacedHolds)
        replaced = await releaseReplacedHolds(tx, { userId: input.userId, couponCode: input.items.coupon, now });
        // decision 021: tickets before the coupon row, in the order a late payment takes them, so the two cannot deadlock
        await writeHold(tx, { userId: input.userId, now, rows: null, tickets, openHoldsLimit });
        const check = await checkCoupon(tx, {
          code: input.items.coupon,
          userId: input.userId,
          bookings: priced,
          now,
          lock: true,
        });
        if (!check.ok) throw refusalError(check.refusal, 'items.coupon');
        discount = check.discount;
        totals = check.packages.map((p) => p.total);
        coupon = { id: check.coupon.id, code: check.coupon.code };
      }
      const rows: HoldRows = {
        purchase: {
          purchaseNumber,
          userId: input.userId,
          kind: 'booking',
          status: purchaseStatusCode.pending,
          subtotalFils: subTotal,
          discountFils: discount,
          totalFils: subTotal - discount,
          couponId: coupon?.id ?? null,
          couponCode: coupon?.code ?? null,
          site: input.site ?? null,
          channel: input.channel ?? null,
          redirectTo: input.redirectTo ?? null,
          referral: input.referral ?? null,
          trafficReferral: input.trafficReferral ?? null,
          holdExpiresAt,
          createdAt: now,
        },
        bookings: validated.map((v, index) =>
          bookingRows(v, {
            orderNumber: orderNumbers[index] ?? referenceNumber('B'),
            userId: input.userId,
            notes: input.items.packages[index]?.notes,
            total: totals[index],
            now,
          }),
        ),
        couponId: coupon?.id ?? null,
      };
      const { purchaseId } = await writeHold(tx, {
        userId: input.userId,
        now,
        rows,
        tickets: coupon ? [] : tickets,
        openHoldsLimit,
      });
      if (purchaseId === null) throw new AppError('internal');
      await deps.inHold?.(tx, { purchaseId });
      const tendered = await takeTenders(tx, {
        purchaseId,
        userId: input.userId,
        totalFils: subTotal - discount,
        requests: input.tenders ?? [],
        now,
      });
      return {
        answer: {
          purchase_number: purchaseNumber,
          id: purchaseId,
          sub_total: filsToAed(subTotal),
          discount: filsToAed(discount),
          total: filsToAed(subTotal - discount),
          hold_expires_at: dubaiTimestamp(holdExpiresAt),
          ...(tendered > 0 ? { tendered: filsToAed(tendered) } : {}),
        },
        hold: {
          purchaseId,
          purchaseNumber,
          totalFils: subTotal - discount - tendered,
          holdExpiresAt,
          page: ticketPaymentPage(purchaseNumber, input.redirectTo),
        },
        takesLastTickets: validated.some((v) => v.takesLastTickets),
        replaced,
      };
    }),
  );
}

/**
 * Each database's lines of buyers of the same tickets (ticket-lines.ts): four of a line at a time reach the
 * database, so a winner's round trips overlap the next one's, and at most three more are refused there
 * after the tickets are gone.
 */
const ticketLines = new WeakMap<Database, TicketLines>();
function linesOf(db: Database): TicketLines {
  let lines = ticketLines.get(db);
  if (!lines) ticketLines.set(db, (lines = new TicketLines({ atOnce: 4 })));
  return lines;
}

/** Scarce rows are always taken in the same order (package, date, slot), so two carts cannot deadlock. */
function ticketsInLockOrder(validated: readonly ValidatedItem[]): TicketRequest[] {
  return [...validated]
    .sort(
      (a, b) =>
        a.pkg.id - b.pkg.id ||
        (a.selection.date ?? '').localeCompare(b.selection.date ?? '') ||
        (a.selection.timeSlotId ?? 0) - (b.selection.timeSlotId ?? 0),
    )
    .map((v) => ({
      packageId: v.pkg.id,
      date: v.selection.date,
      timeSlotId: v.selection.timeSlotId,
      adults: v.counts.adults,
      children: v.counts.children,
      overallLimit: v.pkg.adultOverallLimit !== null || v.pkg.childOverallLimit !== null,
    }));
}

/** One priced item as its booking row (pending, with its own unguessable order number) and its add-on rows. */
function bookingRows(
  v: ValidatedItem,
  context: { orderNumber: string; userId: number; notes: string | undefined; total: number | undefined; now: Date },
): HoldRows['bookings'][number] {
  const p = v.priced;
  const transport = p.lines.transport;
  return {
    row: {
      orderNumber: context.orderNumber,
      userId: context.userId,
      packageId: v.pkg.id,
      destinationId: v.pkg.destinationId,
      date: v.selection.date,
      timeSlotId: v.selection.timeSlotId,
      timeSlotData: v.slotLabel,
      adultQty: p.adults,
      childQty: p.children,
      adultPriceFils: p.adultPriceFils,
      childPriceFils: p.childPriceFils,
      options: p.lines.options.length > 0 ? p.lines.options : null,
      notes: context.notes ?? null,
      transportId: transport?.id ?? null,
      transportType: transport?.type ?? null,
      transportName: transport?.name ?? null,
      transportPriceFils: transport?.priceFils ?? null,
      totalFils: context.total ?? p.subtotal,
      status: 0,
      createdAt: context.now,
    },
    subPackages: p.lines.subPackages.map((s) => ({
      subPackageId: s.id,
      packageName: s.packageName,
      adultQty: s.adults,
      childQty: s.children,
      adultPriceFils: s.adultPriceFils,
      childPriceFils: s.childPriceFils,
    })),
    meals: p.lines.meals.map((m) => ({ mealId: m.id, mealName: m.mealName, mealQty: m.qty, priceFils: m.priceFils })),
  };
}

const findPurchase = async (db: Database, userId: number, purchaseNumber: string) =>
  (
    await db
      .select()
      .from(purchases)
      .where(and(eq(purchases.purchaseNumber, purchaseNumber), eq(purchases.userId, userId)))
  )[0];

/**
 * One of the user's purchases for the payment-complete page; anyone else's is answered as not found.
 * While it is pending with an open payment, the provider is asked (where it can be), so a buyer who
 * returns before the webhook sees the booking confirmed; the answer is applied like any event, once.
 */
export async function purchaseStatus(
  deps: {
    db: Database;
    provider: PaymentProvider;
    now: Date;
    log?: FastifyBaseLogger;
    onConfirmed?: ConfirmationMessages;
  },
  userId: number,
  purchaseNumber: string,
): Promise<ActionOutput<typeof purchaseStatusAction>['data']> {
  const { db, provider } = deps;
  let purchase = await findPurchase(db, userId, purchaseNumber);
  if (!purchase) throw new AppError('booking_not_found');
  if (purchase.status === purchaseStatusCode.pending && provider.fetchPayment) {
    const [open] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.purchaseId, purchase.id), eq(payments.provider, provider.name), eq(payments.status, 'created')));
    try {
      const event = open ? await provider.fetchPayment(open.providerRef) : null;
      if (event) {
        notePaymentEvent(await applyPaymentEvent(db, provider.name, event, deps.now, deps.log, deps.onConfirmed), event.outcome);
        purchase = (await findPurchase(db, userId, purchaseNumber)) ?? purchase;
      }
    } catch (err) {
      // the webhook still settles it; the page asks again
      deps.log?.warn({ err, purchaseNumber }, 'payment provider not reachable for the status');
    }
  }
  const items = await db
    .select({ order_number: bookings.orderNumber, status: bookings.status, package_id: bookings.packageId })
    .from(bookings)
    .where(eq(bookings.purchaseId, purchase.id))
    .orderBy(asc(bookings.id));
  return {
    purchase_number: purchase.purchaseNumber,
    id: purchase.id,
    status: purchase.status,
    sub_total: filsToAed(purchase.subtotalFils),
    discount: filsToAed(purchase.discountFils),
    total: filsToAed(purchase.totalFils),
    coupon: purchase.couponCode,
    hold_expires_at: purchase.holdExpiresAt ? dubaiTimestamp(purchase.holdExpiresAt) : null,
    bookings: items,
  };
}

/**
 * validateCoupon: prices the selection with the rules (what the browser sent as prices is ignored) and
 * checks the coupon for this user; a refusal is status 0 with its code and message (spec part 1 §4 Coupon).
 */
export async function validateCoupon(
  db: Database,
  input: { userId: number; packages: PurchaseItem[]; coupon: string; now: Date },
): Promise<CouponValidation> {
  const priced: PricedBooking[] = [];
  for (const [index, item] of input.packages.entries()) priced.push((await validateItem(db, item, index, input.now)).priced);
  const check = await checkCoupon(db, {
    code: input.coupon,
    userId: input.userId,
    bookings: priced,
    now: input.now,
    lock: false,
  });
  return couponValidation(input.coupon, check, priced);
}
