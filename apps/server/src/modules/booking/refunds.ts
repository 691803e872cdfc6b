import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { ledgerEntries, payments, purchases, refunds, type refundReasons } from '../../db/schema/index.ts';
import type { PaymentProvider, RefundEvent, RefundResult } from '../../providers/payments/payments.ts';
import { purchaseEvents } from '../../lib/observe.ts';
import { purchaseKind } from './purchase-kind.ts';
import { firstDelivery } from './webhook-events.ts';

export type RefundReason = (typeof refundReasons)[number];
type Refund = typeof refunds.$inferSelect;

/**
 * Writes a refund, due, in the caller's transaction (docs/decisions/036): the one that decided it (a
 * cancellation, a late payment), so the refund exists exactly when its cause does. `sendDueRefunds` asks
 * the provider after the commit. `idempotencyKey` defaults to a new one; a late payment passes its own
 * so it is refunded once whatever path reaches it.
 */
export async function queueRefund(
  tx: Database,
  refund: {
    paymentId: number;
    purchaseId: number;
    bookingId: number | null;
    amountFils: number;
    currency: string;
    reason: RefundReason;
    note?: string;
    requestedBy: number | null;
    idempotencyKey?: string;
    now: Date;
  },
): Promise<Refund | null> {
  const [written] = await tx
    .insert(refunds)
    .values({
      paymentId: refund.paymentId,
      purchaseId: refund.purchaseId,
      bookingId: refund.bookingId,
      amountFils: refund.amountFils,
      currency: refund.currency,
      reason: refund.reason,
      note: refund.note ?? '',
      requestedBy: refund.requestedBy,
      idempotencyKey: refund.idempotencyKey ?? `refund-${randomUUID()}`,
      createdAt: refund.now,
    })
    .onConflictDoNothing({ target: refunds.idempotencyKey })
    .returning();
  return written ?? null;
}

/**
 * A charge in the ledger (decision 036): the money a payment took, once per payment whatever
 * delivers its success, with the amount the provider reports.
 */
export async function recordCharge(
  tx: Database,
  payment: { id: number; purchaseId: number; provider: string; providerRef: string; currency: string },
  amountFils: number,
  now: Date,
): Promise<void> {
  await tx
    .insert(ledgerEntries)
    .values({
      purchaseId: payment.purchaseId,
      paymentId: payment.id,
      kind: 'charge',
      amountFils,
      currency: payment.currency,
      provider: payment.provider,
      providerRef: payment.providerRef,
      createdAt: now,
    })
    .onConflictDoNothing();
}

/**
 * Inside a transaction with the refund row locked: records how the provider says the refund stands now
 * (docs/decisions/036). The first final answer stands: a succeeded refund never changes again, and a
 * failed one is not reopened by a pending or failed answer, so a replayed or late event changes nothing.
 * The one exception is a failed refund the provider now reports succeeded: the money went out, so it is
 * recorded succeeded and counts against what is left to refund. A success is settled once: its ledger
 * row (money out), and what it settles for the purchase's kind (a cancelled booking becomes refunded
 * when none of its refunds is still open). Answers whether this call changed it.
 */
async function recordOutcome(tx: Database, refund: Refund, result: RefundResult & { provider: string }, now: Date) {
  if (refund.status === 'succeeded') return false;
  if (refund.status === 'failed') {
    if (result.status !== 'succeeded') return false;
    // it counts against what is left to refund again: taken under the purchase's lock, which an operator's
    // refund holds while it checks that amount (cancellation-service.ts), so the two happen one after the other
    await tx.select({ id: purchases.id }).from(purchases).where(eq(purchases.id, refund.purchaseId)).for('update');
  }
  if (result.status === 'pending') {
    await tx
      .update(refunds)
      .set({ status: 'pending', providerRef: result.refundRef, error: null, updatedAt: now })
      .where(eq(refunds.id, refund.id));
    return refund.status !== 'pending';
  }
  await tx
    .update(refunds)
    .set({
      status: result.status,
      providerRef: result.refundRef,
      error: result.status === 'failed' ? (result.error ?? 'refused by the payment provider') : null,
      updatedAt: now,
      settledAt: result.status === 'succeeded' ? now : null,
    })
    .where(eq(refunds.id, refund.id));
  if (result.status !== 'succeeded') return true;
  await tx.insert(ledgerEntries).values({
    purchaseId: refund.purchaseId,
    paymentId: refund.paymentId,
    refundId: refund.id,
    kind: 'refund',
    amountFils: -refund.amountFils,
    currency: refund.currency,
    provider: result.provider,
    providerRef: result.refundRef,
    createdAt: now,
  });
  // what the refund settles for the purchase's kind (a cancelled booking becomes refunded)
  const [purchase] = await tx.select({ kind: purchases.kind }).from(purchases).where(eq(purchases.id, refund.purchaseId));
  if (purchase) await purchaseKind(purchase.kind).refundSettled?.(tx, refund);
  // counted for /metrics as it is recorded, in the transaction's last step (decision 062)
  purchaseEvents.note({ outcome: 'refunded', count: 1 });
  return true;
}

/**
 * Asks the provider for every refund still due, oldest first: after the transaction that wrote them and
 * from a timer, so a refund the provider refused or a crash left due is tried again under the same
 * idempotency key (one refund at the provider). Refunds of `only` when given. Answers how many the
 * provider took.
 */
export async function sendDueRefunds(deps: {
  db: Database;
  provider: PaymentProvider;
  now: Date;
  log?: FastifyBaseLogger;
  only?: readonly number[];
}): Promise<number> {
  const { db, provider, now } = deps;
  const due = await db
    .select({ refund: refunds, payment: payments })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(
      and(
        eq(refunds.status, 'due'),
        eq(payments.provider, provider.name),
        deps.only ? inArray(refunds.id, [...deps.only, 0]) : undefined,
      ),
    )
    .orderBy(asc(refunds.id))
    .limit(50);
  let taken = 0;
  for (const { refund, payment } of due) {
    let result: RefundResult;
    try {
      result = await provider.refundPayment({
        providerRef: payment.providerRef,
        amountFils: refund.amountFils,
        currency: refund.currency,
        idempotencyKey: refund.idempotencyKey,
        refundId: refund.id,
      });
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      await db
        .update(refunds)
        .set({ error: reason.slice(0, 500), updatedAt: now })
        .where(and(eq(refunds.id, refund.id), eq(refunds.status, 'due')));
      deps.log?.error({ err, refundId: refund.id }, 'refund not accepted by the payment provider');
      continue;
    }
    await db.transaction(async (tx) => {
      const [locked] = await tx.select().from(refunds).where(eq(refunds.id, refund.id)).for('update');
      if (locked) await recordOutcome(tx, locked, { ...result, provider: provider.name }, now);
    });
    taken += 1;
  }
  return taken;
}

type RefundApplied = 'refund_updated' | 'duplicate' | 'ignored' | 'unknown_refund';

/**
 * Applies one verified refund event exactly once per event id: the refund it names (by our id the
 * provider echoes, else by the provider's reference) takes the status the provider gives it now, read
 * before the transaction (no network under a lock), and the event's own status only when the provider
 * does not know the refund. Events come late and out of order; what the provider answers now does not,
 * and recordOutcome keeps the first final status. A replay, or an event that changes nothing, is a no-op.
 */
export async function applyRefundEvent(
  db: Database,
  provider: PaymentProvider,
  event: RefundEvent,
  now: Date,
): Promise<RefundApplied> {
  // a provider that cannot be reached throws: nothing is recorded and its retry of the event applies it
  const current: RefundResult = (await provider.fetchRefund(event.refundRef)) ?? event;
  return db.transaction(async (tx) => {
    if (!(await firstDelivery(tx, provider.name, { ...event, type: `refund.${event.status}` }, now))) return 'duplicate';
    const [refund] = await tx
      .select({ refund: refunds })
      .from(refunds)
      .innerJoin(payments, eq(payments.id, refunds.paymentId))
      .where(
        and(
          eq(payments.provider, provider.name),
          event.refundId !== null
            ? sql`(${refunds.id} = ${event.refundId} or ${refunds.providerRef} = ${event.refundRef})`
            : eq(refunds.providerRef, event.refundRef),
        ),
      )
      .limit(1)
      .for('update', { of: refunds });
    if (!refund) return 'unknown_refund';
    const changed = await recordOutcome(
      tx,
      refund.refund,
      { refundRef: event.refundRef, status: current.status, error: current.error ?? null, provider: provider.name },
      now,
    );
    return changed ? 'refund_updated' : 'ignored';
  });
}
