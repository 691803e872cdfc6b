import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { bookingStatuses, type CancelPolicyView, type CancelTerms as CancelTermsView } from '@portal/contract/cancellation';
import { cancelTerms, eventStartOf, paidShares, type CancelPolicy } from '@portal/domain/booking/cancellation';
import { dubaiTimestamp } from '@portal/domain/dates';
import type { Database } from '../../db/client.ts';
import { bookings, checkIns, packages, payments, purchases, refunds, timeSlots, users } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { inScope, type OperatorScope } from '../../http/operator-access.ts';
import { filsToAed } from '../../lib/money.ts';
import type { MessageSender } from '../../providers/messages/messages.ts';
import type { PaymentProvider } from '../../providers/payments/payments.ts';
import { recordChange } from '../../lib/audit.ts';
import { cancellationMessage } from './cancellation-message.ts';
import { readerLanguage } from '../../lib/message-text.ts';
import { releaseTickets } from './inventory.ts';
import { purchaseStatus } from './payment-service.ts';
import { queueRefund, sendDueRefunds, type RefundReason } from './refunds.ts';
import { refundTenders, tenderRefunded } from './tender.ts';

/** What a cancellation needs beyond the database: the provider that refunds, the outbox that e-mails. */
export type CancelDeps = {
  db: Database;
  now: Date;
  provider: PaymentProvider;
  messages: MessageSender;
  publicUrl: string;
  log?: FastifyBaseLogger;
};

type Booking = typeof bookings.$inferSelect;
type Purchase = typeof purchases.$inferSelect;

/** A booking with what deciding its cancellation reads: its purchase, policy, slot, payment and refunds. */
type Cancellable = {
  booking: Booking;
  purchase: Purchase;
  policy: CancelPolicy;
  slot: string | null;
  /** what this booking paid: its share of the purchase's payment */
  paidFils: number;
  /** what its refunds (not failed) give back already */
  refundedFils: number;
  /** the payment that took the purchase's money; null for a purchase that cost nothing */
  payment: typeof payments.$inferSelect | null;
  checkedIn: boolean;
};

type PolicyColumns = Pick<typeof packages.$inferSelect, 'cancelPolicy' | 'cancelFreeHours' | 'cancelLateFeePercent'>;

const policyOf = (pkg: PolicyColumns): CancelPolicy => ({
  policy: pkg.cancelPolicy,
  freeHours: pkg.cancelFreeHours,
  lateFeePercent: pkg.cancelLateFeePercent,
});

const policyView = (policy: CancelPolicy): CancelPolicyView => ({
  policy: policy.policy,
  free_hours: policy.freeHours,
  late_fee_percent: policy.lateFeePercent,
});

/** The contract's view of a package's policy (catalogue answers, booking answers). */
export const cancelPolicyView = (pkg: PolicyColumns): CancelPolicyView => policyView(policyOf(pkg));

/**
 * Reads a booking by order number (one of `userId`'s only, when given: anyone else's is not found) with
 * everything its cancellation decides on. `lock` locks its purchase and then the booking, in the order the
 * payment events take them, so a cancellation, a late payment and a second cancellation of the same
 * purchase run one after another.
 */
/** The booking `orderNumber` (the traveller's own when `userId` is given, inside `scope` for an operator). */
async function loadCancellable(
  tx: Database,
  orderNumber: string,
  userId: number | null,
  lock: boolean,
  scope: OperatorScope = { all: true },
): Promise<Cancellable> {
  const [found] = await tx
    .select({ id: bookings.id, purchaseId: bookings.purchaseId })
    .from(bookings)
    .where(
      and(
        eq(bookings.orderNumber, orderNumber),
        userId === null ? undefined : eq(bookings.userId, userId),
        inScope(scope, 'destination', bookings.destinationId),
      ),
    );
  if (!found) throw new AppError('booking_not_found');
  const purchaseQuery = tx.select().from(purchases).where(eq(purchases.id, found.purchaseId));
  const [purchase] = lock ? await purchaseQuery.for('update') : await purchaseQuery;
  const siblings = await tx.select().from(bookings).where(eq(bookings.purchaseId, found.purchaseId)).orderBy(asc(bookings.id));
  if (lock) await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, found.id)).for('update');
  const index = siblings.findIndex((b) => b.id === found.id);
  const booking = siblings[index]!;
  const [pkg] = await tx.select().from(packages).where(eq(packages.id, booking.packageId));
  const [slot] = booking.timeSlotId
    ? await tx.select({ label: timeSlots.timeSlot }).from(timeSlots).where(eq(timeSlots.id, booking.timeSlotId))
    : [];
  const paid = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.purchaseId, found.purchaseId), eq(payments.status, 'succeeded')))
    .orderBy(asc(payments.id));
  // the payment that confirmed the purchase is the one without an issue; a second one is refunded whole
  const payment = paid.find((p) => p.issue === null) ?? null;
  const [given] = await tx
    .select({ fils: sql<number>`coalesce(sum(${refunds.amountFils}), 0)::int` })
    .from(refunds)
    .where(and(eq(refunds.bookingId, booking.id), ne(refunds.status, 'failed')));
  const [checkIn] = await tx.select({ id: checkIns.id }).from(checkIns).where(eq(checkIns.bookingId, booking.id));
  // a coupon's discount is already shared among the bookings' totals; whatever of it is not is shared here
  const totals = siblings.map((b) => b.totalFils);
  const shares = paidShares(totals, totals.reduce((a, b) => a + b, 0) - purchase!.totalFils);
  return {
    booking,
    purchase: purchase!,
    policy: policyOf(pkg!),
    slot: slot?.label ?? booking.timeSlotData,
    // what tenders (a gift card) paid counts as paid, and what went back to them as refunded
    paidFils: payment || purchase!.tenderedFils > 0 ? shares[index]! : 0,
    refundedFils: (given?.fils ?? 0) + (purchase!.tenderedFils > 0 ? await tenderRefunded(tx, tenderKeyOf(booking.id)) : 0),
    payment,
    checkedIn: checkIn !== undefined,
  };
}

/** The traveller's terms for cancelling now: the policy's, once the booking is confirmed and unused. */
function termsOf(c: Cancellable, now: Date) {
  if (c.booking.status !== bookingStatuses.confirmed) return { allowed: false as const, reason: 'not_confirmed' as const };
  if (c.checkedIn) return { allowed: false as const, reason: 'checked_in' as const };
  return cancelTerms({ policy: c.policy, paidFils: c.paidFils, eventStart: eventStartOf(c.booking.date, c.slot), now });
}

/** cancelTerms: what cancelling one of the user's bookings now would give back, or why it cannot be. */
export async function bookingCancelTerms(db: Database, userId: number, orderNumber: string, now: Date): Promise<CancelTermsView> {
  const c = await loadCancellable(db, orderNumber, userId, false);
  const terms = termsOf(c, now);
  return {
    allowed: terms.allowed ? 1 : 0,
    reason: terms.allowed ? null : terms.reason,
    paid: filsToAed(c.paidFils),
    refund: filsToAed(terms.allowed ? terms.refundFils : 0),
    fee: filsToAed(terms.allowed ? terms.feeFils : 0),
    free_until: terms.allowed && terms.freeUntil ? dubaiTimestamp(terms.freeUntil) : null,
    policy: policyView(c.policy),
  };
}

/** What is given back and why, and who asked. */
type CancelRequest = { refundFils: number; reason: RefundReason; note: string; by: number };

/** A cancellation's answer: the booking's status now and the refund it started. */
export type Cancelled = {
  order_number: string;
  status: number;
  refund: { amount: number; status: 'none' | 'due' | 'pending' | 'succeeded' | 'failed' };
};

/**
 * Inside the locked transaction: cancels a confirmed booking once — its tickets go back, it is marked
 * cancelled with who and why, the purchase is cancelled with its last booking (which gives its coupon's
 * use back: uses and first orders count live purchases only), the refund is written, and the traveller's
 * e-mail goes to the outbox.
 */
async function cancelInTransaction(
  tx: Database,
  c: Cancellable,
  deps: CancelDeps,
  cancel: CancelRequest,
): Promise<number | null> {
  const { booking, purchase } = c;
  await releaseTickets(tx, {
    packageId: booking.packageId,
    date: booking.date,
    timeSlotId: booking.timeSlotId,
    adults: booking.adultQty,
    children: booking.childQty,
  });
  await tx
    .update(bookings)
    .set({
      status: bookingStatuses.cancelled,
      cancelledAt: deps.now,
      cancelledBy: cancel.by,
      cancelReason: cancel.note || cancel.reason,
    })
    .where(eq(bookings.id, booking.id));
  const [live] = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.purchaseId, purchase.id), eq(bookings.status, bookingStatuses.confirmed)))
    .limit(1);
  if (!live) await tx.update(purchases).set({ status: purchaseStatus.cancelled }).where(eq(purchases.id, purchase.id));
  const refundId = await refundInTransaction(tx, c, deps, cancel);
  await writeCancellationEmail(tx, c, deps, cancel.refundFils);
  return refundId;
}

/** The key under which a booking's refunds to tenders are recorded. */
const tenderKeyOf = (bookingId: number) => `booking:${bookingId}:`;

/**
 * Writes the refund of `refundFils`, when there is money to give back: the tenders' share to them, the rest
 * from the purchase's payment.
 */
async function refundInTransaction(
  tx: Database,
  c: Cancellable,
  deps: CancelDeps,
  cancel: CancelRequest,
): Promise<number | null> {
  if (cancel.refundFils === 0 || (!c.payment && c.purchase.tenderedFils === 0)) return null;
  // decision 068: the tenders' share of what a purchase paid goes back to them, the rest to the provider
  const idempotencyKey = `refund-${randomUUID()}`;
  const { providerFils } = await refundTenders(tx, c.purchase, {
    amountFils: cancel.refundFils,
    key: `${tenderKeyOf(c.booking.id)}${idempotencyKey}`,
    now: deps.now,
  });
  if (providerFils === 0 || !c.payment) return null;
  const refund = await queueRefund(tx, {
    paymentId: c.payment.id,
    purchaseId: c.purchase.id,
    bookingId: c.booking.id,
    amountFils: providerFils,
    idempotencyKey,
    currency: c.payment.currency,
    reason: cancel.reason,
    note: cancel.note,
    requestedBy: cancel.by,
    now: deps.now,
  });
  return refund?.id ?? null;
}

async function writeCancellationEmail(tx: Database, c: Cancellable, deps: CancelDeps, refundFils: number) {
  const [owner] = await tx
    .select({ email: users.email, firstName: users.firstName, language: users.language })
    .from(users)
    .where(eq(users.id, c.booking.userId));
  if (!owner?.email) return;
  const [pkg] = await tx
    .select({ en: packages.packageName, ae: packages.arabicName })
    .from(packages)
    .where(eq(packages.id, c.booking.packageId));
  const language = readerLanguage(owner.language);
  await deps.messages.write(
    tx,
    cancellationMessage(
      {
        language,
        firstName: owner.firstName,
        orderNumber: c.booking.orderNumber,
        packageName: (language === 'ae' ? pkg?.ae : pkg?.en) || pkg?.en || '',
        date: c.booking.date,
        timeSlot: c.slot,
        refundFils,
      },
      owner.email,
      { publicUrl: deps.publicUrl },
    ),
  );
}

/** After the commit: the refund is asked of the provider now (the timer retries it), the e-mail is sent. */
async function afterCommit(deps: CancelDeps, refundId: number | null) {
  deps.messages.wake();
  if (refundId !== null)
    await sendDueRefunds({ db: deps.db, provider: deps.provider, now: deps.now, log: deps.log, only: [refundId] });
}

/** The answer about a booking after a cancellation: its status now and its latest refund. */
async function cancelledView(db: Database, bookingId: number): Promise<Cancelled> {
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  const [refund] = await db
    .select()
    .from(refunds)
    .where(eq(refunds.bookingId, bookingId))
    .orderBy(sql`${refunds.id} desc`)
    .limit(1);
  return {
    order_number: booking!.orderNumber,
    status: booking!.status,
    refund: refund ? { amount: filsToAed(refund.amountFils), status: refund.status } : { amount: 0, status: 'none' },
  };
}

/**
 * cancelBooking: the traveller cancels one of their own confirmed bookings while its policy allows it.
 * `shownRefundFils` is what they were shown: when the terms changed since (the free window closed) nothing
 * happens and they are told. A booking already cancelled answers as it stands: cancelling twice refunds once.
 */
export async function cancelOwnBooking(
  deps: CancelDeps,
  input: { userId: number; orderNumber: string; shownRefundFils: number },
): Promise<Cancelled> {
  const { bookingId, refundId } = await deps.db.transaction(async (tx) => {
    const c = await loadCancellable(tx, input.orderNumber, input.userId, true);
    if (isCancelled(c.booking)) return { bookingId: c.booking.id, refundId: null };
    const terms = termsOf(c, deps.now);
    if (!terms.allowed) {
      if (terms.reason === 'not_confirmed' || terms.reason === 'checked_in') throw new AppError('booking_not_cancellable');
      throw new AppError('cancel_not_allowed', { params: { reason: terms.reason } });
    }
    if (terms.refundFils !== input.shownRefundFils) throw new AppError('cancel_terms_changed');
    const id = await cancelInTransaction(tx, c, deps, {
      refundFils: terms.refundFils,
      reason: 'traveller_cancel',
      note: '',
      by: input.userId,
    });
    return { bookingId: c.booking.id, refundId: id };
  });
  await afterCommit(deps, refundId);
  return cancelledView(deps.db, bookingId);
}

const isCancelled = (b: Booking) => b.status === bookingStatuses.cancelled || b.status === bookingStatuses.refunded;

/**
 * operatorCancelBooking: an operator cancels a confirmed booking whatever its policy and refunds any part
 * of what it paid; on a booking already cancelled it refunds more, up to what is left. Audited.
 */
export async function operatorCancelBooking(
  deps: CancelDeps,
  input: { operatorId: number; orderNumber: string; refundFils: number; reason: string; scope: OperatorScope },
): Promise<Cancelled> {
  const { bookingId, refundId } = await deps.db.transaction(async (tx) => {
    const c = await loadCancellable(tx, input.orderNumber, null, true, input.scope);
    const cancelled = isCancelled(c.booking);
    if (!cancelled && c.booking.status !== bookingStatuses.confirmed) throw new AppError('booking_not_cancellable');
    const refundable = c.paidFils - c.refundedFils;
    if (input.refundFils > refundable) {
      throw new AppError('invalid_input', {
        fields: { refund: `At most ${(Math.max(0, refundable) / 100).toFixed(2)} AED is left to refund` },
      });
    }
    const cancel = { refundFils: input.refundFils, reason: 'operator_cancel' as const, note: input.reason, by: input.operatorId };
    const id = cancelled ? await refundMore(tx, c, deps, cancel) : await cancelInTransaction(tx, c, deps, cancel);
    await recordChange(tx, {
      operatorId: input.operatorId,
      action: cancelled ? 'refund' : 'cancel',
      entity: 'booking',
      entityId: c.booking.orderNumber,
      before: { status: c.booking.status, refunded: c.refundedFils / 100 },
      after: { status: bookingStatuses.cancelled, refund: input.refundFils / 100, reason: input.reason },
    });
    return { bookingId: c.booking.id, refundId: id };
  });
  await afterCommit(deps, refundId);
  return cancelledView(deps.db, bookingId);
}

/** A further refund of a booking already cancelled; a refunded booking is open again until it settles. */
async function refundMore(tx: Database, c: Cancellable, deps: CancelDeps, cancel: CancelRequest): Promise<number | null> {
  const id = await refundInTransaction(tx, c, deps, cancel);
  if (id !== null) {
    await tx
      .update(bookings)
      .set({ status: bookingStatuses.cancelled })
      .where(and(eq(bookings.id, c.booking.id), inArray(bookings.status, [bookingStatuses.refunded])));
  }
  return id;
}

/** What a booking paid (its share of its purchase's payment) and what its refunds, not failed, give back. */
export async function bookingMoney(db: Database, orderNumber: string): Promise<{ paidFils: number; refundedFils: number }> {
  const c = await loadCancellable(db, orderNumber, null, false);
  return { paidFils: c.paidFils, refundedFils: c.refundedFils };
}
