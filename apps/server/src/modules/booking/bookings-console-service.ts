import { randomUUID } from 'node:crypto';
import type { ConsoleBooking, ConsoleBookingRow } from '@portal/contract/console-bookings';
import { bookingStatuses } from '@portal/contract/cancellation';
import { dubaiTimestamp } from '@portal/domain/dates';
import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, like, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import {
  bookingMeals,
  bookingSubPackages,
  bookings,
  checkIns,
  destinations,
  messages,
  packages,
  payments,
  purchases,
  refunds,
  users,
} from '../../db/schema/index.ts';
import type { ActionContext } from '../../http/actions.ts';
import { inScope, type OperatorScope } from '../../http/operator-access.ts';
import { bookingMoney } from './cancellation-service.ts';
import { AppError } from '../../http/errors.ts';
import { startingWith } from '../../lib/console-search-terms.ts';
import { containing } from '../../lib/like-pattern.ts';
import { filsToAed } from '../../lib/money.ts';
import { confirmationMessage, loadConfirmation } from './confirmation.ts';
import { recordChange } from '../../lib/audit.ts';

/**
 * Bookings for support staff (decision 036): the search, one booking with everything that happened
 * to it, and the confirmation e-mail written again. Cancelling with a refund lives with the cancellation
 * machinery (modules/booking), not here.
 */

export type BookingSearch = {
  number?: string | null | undefined;
  email?: string | null | undefined;
  mobile?: string | null | undefined;
  package_id?: number | null | undefined;
  from?: string | null | undefined;
  to?: string | null | undefined;
  status?: number | null | undefined;
  page: number;
  per_page: number;
};

const personName = (row: { firstName: string; lastName: string } | null) =>
  row ? `${row.firstName} ${row.lastName}`.trim() : '';

/** The conditions of the criteria given; blank ones were made null by the contract. */
function searchConditions(search: BookingSearch): SQL[] {
  const where: SQL[] = [];
  // numbers are letters, digits and dashes (the contract checks), so the pattern needs no escaping
  if (search.number) {
    // numbers are made upper-case: each start is found in its prefix index, the purchase's as a list of ids
    // (docs/decisions/072-lists-at-scale.md)
    const start = startingWith(search.number.toUpperCase());
    const purchaseIds = sql`array(select ${purchases.id} from ${purchases} where ${like(purchases.purchaseNumber, start)})`;
    where.push(or(like(bookings.orderNumber, start), sql`${bookings.purchaseId} = any(${purchaseIds})`)!);
  }
  if (search.email) where.push(ilike(users.email, containing(search.email)));
  if (search.mobile) {
    // "+971 50-123" finds +971501234567: digits against digits, whatever spacing either side has
    const digits = search.mobile.replace(/\D/g, '');
    if (digits) where.push(sql`regexp_replace(coalesce(${users.mobile}, ''), '[^0-9]', '', 'g') like ${containing(digits)}`);
  }
  if (search.package_id) where.push(eq(bookings.packageId, search.package_id));
  if (search.from) where.push(gte(bookings.date, search.from));
  if (search.to) where.push(lte(bookings.date, search.to));
  if (search.status !== null && search.status !== undefined) where.push(eq(bookings.status, search.status));
  return where;
}

function selectRows(db: Database) {
  return db
    .select({
      booking: bookings,
      purchaseNumber: purchases.purchaseNumber,
      packageName: packages.packageName,
      packageArabicName: packages.arabicName,
      buyer: { firstName: users.firstName, lastName: users.lastName, email: users.email, mobile: users.mobile },
      checkedInAt: checkIns.createdAt,
    })
    .from(bookings)
    .innerJoin(purchases, eq(purchases.id, bookings.purchaseId))
    .innerJoin(packages, eq(packages.id, bookings.packageId))
    .innerJoin(users, eq(users.id, bookings.userId))
    .leftJoin(checkIns, eq(checkIns.bookingId, bookings.id));
}

type Row = Awaited<ReturnType<typeof selectRows>>[number];

function toRow(row: Row): ConsoleBookingRow {
  const b = row.booking;
  return {
    order_number: b.orderNumber,
    purchase_number: row.purchaseNumber,
    package_id: b.packageId,
    package_name: row.packageName,
    package_arabic_name: row.packageArabicName,
    date: b.date,
    time_slot: b.timeSlotData,
    adult_qty: b.adultQty,
    child_qty: b.childQty,
    total: filsToAed(b.totalFils),
    status: b.status,
    buyer: { name: personName(row.buyer), email: row.buyer.email, mobile: row.buyer.mobile },
    checked_in: row.checkedInAt ? 1 : 0,
    created_at: dubaiTimestamp(b.createdAt),
  };
}

/**
 * The count of the bookings matching `search`, joined only with the tables its criteria read: every booking has
 * its purchase and its user, so a join no criterion needs only makes the count read them whole.
 */
function countOf(db: Database, search: BookingSearch) {
  const counted = db.select({ n: count() }).from(bookings).$dynamic();
  if (search.email || search.mobile) counted.innerJoin(users, eq(users.id, bookings.userId));
  return counted;
}

/** consoleBookings: one page of the bookings matching every criterion, newest first. */
export async function consoleBookings(db: Database, search: BookingSearch, scope: OperatorScope) {
  const where = and(...searchConditions(search), inScope(scope, 'destination', bookings.destinationId));
  const [rows, [total]] = await Promise.all([
    selectRows(db)
      .where(where)
      .orderBy(desc(bookings.createdAt), desc(bookings.id))
      .limit(search.per_page)
      .offset((search.page - 1) * search.per_page),
    countOf(db, search).where(where),
  ]);
  return { data: rows.map(toRow), total: Number(total?.n ?? 0), page: search.page, per_page: search.per_page };
}

/** The booking `orderNumber` inside `scope`; one of another venue is not found, as a missing one is. */
async function bookingByNumber(db: Database, orderNumber: string, scope: OperatorScope) {
  const [row] = await selectRows(db).where(
    and(eq(bookings.orderNumber, orderNumber), inScope(scope, 'destination', bookings.destinationId)),
  );
  if (!row) throw new AppError('booking_not_found', { fields: { order_number: 'no such booking' } });
  return row;
}

/**
 * The messages about a purchase: confirmations are keyed `booking-confirmation:<purchase number>` (and a
 * resent one after it), cancellations by the order number. Both numbers are unguessable and unique, so a
 * key holding either belongs to this booking whatever its prefix.
 */
const messagesAbout = (db: Database, purchaseNumber: string, orderNumber: string) =>
  db
    .select()
    .from(messages)
    .where(
      and(
        inArray(messages.kind, ['booking_confirmation', 'booking_cancellation']),
        or(ilike(messages.idempotencyKey, containing(purchaseNumber)), ilike(messages.idempotencyKey, containing(orderNumber))),
      ),
    )
    .orderBy(asc(messages.createdAt), asc(messages.id));

const operators = alias(users, 'operators');

type History = ConsoleBooking['history'];

/** The booking's story from its rows, oldest first. */
function historyOf(parts: {
  booking: typeof bookings.$inferSelect;
  purchase: typeof purchases.$inferSelect;
  cancelledBy: string | null;
  refunds: ConsoleBooking['refunds'];
  checkIn: ConsoleBooking['check_in'];
  messages: ConsoleBooking['messages'];
}): History {
  const { booking, purchase } = parts;
  const events: History = [
    { at: dubaiTimestamp(booking.createdAt), kind: 'created', by: null, detail: null, amount: null, status: null },
  ];
  if (purchase.confirmedAt) {
    events.push({
      at: dubaiTimestamp(purchase.confirmedAt),
      kind: 'confirmed',
      by: null,
      detail: null,
      amount: null,
      status: null,
    });
  }
  if (booking.cancelledAt) {
    events.push({
      at: dubaiTimestamp(booking.cancelledAt),
      kind: 'cancelled',
      by: parts.cancelledBy,
      detail: booking.cancelReason,
      amount: null,
      status: null,
    });
  }
  for (const r of parts.refunds) {
    events.push({ at: r.created_at, kind: 'refund', by: r.requested_by, detail: r.reason, amount: r.amount, status: r.status });
  }
  if (parts.checkIn) {
    events.push({ at: parts.checkIn.at, kind: 'checked_in', by: parts.checkIn.by, detail: null, amount: null, status: null });
  }
  for (const m of parts.messages) {
    events.push({ at: m.created_at, kind: 'message', by: null, detail: m.kind, amount: null, status: m.status });
  }
  // timestamps are fixed-width wall times, so text order is time order; the sort is stable for equal times
  return events.sort((a, b) => a.at.localeCompare(b.at));
}

/** consoleBooking: one booking with its purchase, money, messages, check-in and history. */
export async function consoleBooking(db: Database, orderNumber: string, scope: OperatorScope): Promise<ConsoleBooking> {
  const row = await bookingByNumber(db, orderNumber, scope);
  const b = row.booking;
  const [[purchase], [place], subs, mealRows, paymentRows, refundRows, messageRows, [checkIn], [canceller]] = await Promise.all([
    db.select().from(purchases).where(eq(purchases.id, b.purchaseId)),
    db
      .select({ name: destinations.name, arabicName: destinations.arabicName })
      .from(destinations)
      .where(eq(destinations.id, b.destinationId ?? 0)),
    db.select().from(bookingSubPackages).where(eq(bookingSubPackages.bookingId, b.id)).orderBy(asc(bookingSubPackages.id)),
    db.select().from(bookingMeals).where(eq(bookingMeals.bookingId, b.id)).orderBy(asc(bookingMeals.id)),
    db.select().from(payments).where(eq(payments.purchaseId, b.purchaseId)).orderBy(asc(payments.id)),
    db
      .select({ refund: refunds, by: { firstName: operators.firstName, lastName: operators.lastName } })
      .from(refunds)
      .leftJoin(operators, eq(operators.id, refunds.requestedBy))
      // this booking's refunds, and a whole payment given back (a late payment) that belongs to no booking
      .where(and(eq(refunds.purchaseId, b.purchaseId), or(eq(refunds.bookingId, b.id), isNull(refunds.bookingId))))
      .orderBy(asc(refunds.id)),
    messagesAbout(db, row.purchaseNumber, b.orderNumber),
    db
      .select({ at: checkIns.createdAt, by: { firstName: operators.firstName, lastName: operators.lastName } })
      .from(checkIns)
      .innerJoin(operators, eq(operators.id, checkIns.operatorId))
      .where(eq(checkIns.bookingId, b.id)),
    db
      .select({ firstName: operators.firstName, lastName: operators.lastName })
      .from(operators)
      .where(eq(operators.id, b.cancelledBy ?? 0)),
  ]);
  if (!purchase) throw new AppError('booking_not_found', { fields: { order_number: 'no such booking' } });
  // what it paid and what is left to refund, as the cancellation itself computes them
  const { paidFils, refundedFils } = await bookingMoney(db, b.orderNumber);
  const [{ n: purchaseBookings } = { n: 1 }] = await db
    .select({ n: count() })
    .from(bookings)
    .where(eq(bookings.purchaseId, purchase.id));
  const refundList: ConsoleBooking['refunds'] = refundRows.map(({ refund: r, by }) => ({
    amount: filsToAed(r.amountFils),
    reason: r.reason,
    note: r.note,
    status: r.status,
    provider_ref: r.providerRef,
    error: r.error,
    requested_by: by ? personName(by) : null,
    created_at: dubaiTimestamp(r.createdAt),
  }));
  const messageList: ConsoleBooking['messages'] = messageRows.map((m) => ({
    kind: m.kind,
    channel: m.channel,
    recipient: m.recipient,
    status: m.status,
    created_at: dubaiTimestamp(m.createdAt),
    sent_at: m.sentAt ? dubaiTimestamp(m.sentAt) : null,
    error: m.lastError,
  }));
  const checkInView = checkIn ? { at: dubaiTimestamp(checkIn.at), by: personName(checkIn.by) } : null;
  const cancelledBy = canceller ? personName(canceller) : null;
  return {
    ...toRow(row),
    destination_name: place?.name ?? '',
    destination_arabic_name: place?.arabicName ?? '',
    sub_packages: subs.map((s) => ({ name: s.packageName, adult_qty: s.adultQty, child_qty: s.childQty })),
    meals: mealRows.map((m) => ({ name: m.mealName, qty: m.mealQty })),
    transport: b.transportName ? { name: b.transportName, type: b.transportType } : null,
    notes: b.notes,
    cancelled_at: b.cancelledAt ? dubaiTimestamp(b.cancelledAt) : null,
    cancel_reason: b.cancelReason,
    cancelled_by: cancelledBy,
    purchase: {
      purchase_number: purchase.purchaseNumber,
      status: purchase.status,
      subtotal: filsToAed(purchase.subtotalFils),
      discount: filsToAed(purchase.discountFils),
      total: filsToAed(purchase.totalFils),
      coupon_code: purchase.couponCode,
      bookings: purchaseBookings,
    },
    paid: filsToAed(paidFils),
    refundable: filsToAed(Math.max(0, paidFils - refundedFils)),
    payments: paymentRows.map((p) => ({
      provider: p.provider,
      provider_ref: p.providerRef,
      amount: filsToAed(p.amountFils),
      status: p.status,
      issue: p.issue,
      created_at: dubaiTimestamp(p.createdAt),
    })),
    refunds: refundList,
    messages: messageList,
    check_in: checkInView,
    history: historyOf({ booking: b, purchase, cancelledBy, refunds: refundList, checkIn: checkInView, messages: messageList }),
  };
}

/**
 * resendConfirmation: the purchase's confirmation e-mail, written by confirmation.ts's own writer, under a
 * key of its own so the outbox keeps the first one and this one. Only a confirmed booking has one to resend.
 */
export async function resendConfirmation(ctx: ActionContext, operatorId: number, orderNumber: string) {
  const recipient = await ctx.db.transaction(async (tx) => {
    const [booking] = await tx
      .select({ id: bookings.id, purchaseId: bookings.purchaseId, status: bookings.status })
      .from(bookings)
      .where(and(eq(bookings.orderNumber, orderNumber), inScope(ctx.scope, 'destination', bookings.destinationId)))
      .for('update');
    if (!booking) throw new AppError('booking_not_found', { fields: { order_number: 'no such booking' } });
    if (booking.status !== bookingStatuses.confirmed) {
      throw new AppError('conflict', {
        msg: 'Only a confirmed booking has a confirmation to resend',
        fields: { order_number: 'not confirmed' },
      });
    }
    const loaded = await loadConfirmation(tx, booking.purchaseId);
    if (!loaded?.to) {
      throw new AppError('conflict', { msg: 'The buyer has no e-mail address', fields: { order_number: 'no e-mail address' } });
    }
    const message = confirmationMessage(loaded.confirmation, loaded.to, { publicUrl: ctx.config.PUBLIC_URL });
    const idempotencyKey = `${message.idempotencyKey}:resent:${randomUUID()}`;
    await ctx.messages.write(tx, { ...message, idempotencyKey });
    await recordChange(tx, {
      operatorId,
      action: 'resendConfirmation',
      entity: 'booking',
      entityId: orderNumber,
      before: null,
      after: { message: idempotencyKey, recipient: loaded.to },
    });
    return loaded.to;
  });
  ctx.messages.wake();
  return { recipient };
}
