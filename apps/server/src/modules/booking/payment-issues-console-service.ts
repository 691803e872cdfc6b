import type { PaymentIssue } from '@portal/contract/backoffice';
import { dubaiTimestamp } from '@portal/domain/dates';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { payments, purchases, refunds, users } from '../../db/schema/index.ts';
import { filsToAed } from '../../lib/money.ts';

/**
 * Payments that took money without confirming their purchase, newest first (docs/decisions/021): the
 * operator sees which were refunded, which refund the provider still refuses, and which need a hand.
 */
export async function paymentIssues(db: Database): Promise<PaymentIssue[]> {
  const rows = await db
    .select({ payment: payments, purchase: purchases, user: users, refund: refunds })
    .from(payments)
    .innerJoin(purchases, eq(purchases.id, payments.purchaseId))
    .innerJoin(users, eq(users.id, purchases.userId))
    // the refund of all of it written with the issue (docs/decisions/036); none for amount_mismatch
    .leftJoin(refunds, and(eq(refunds.paymentId, payments.id), eq(refunds.reason, 'late_payment')))
    .where(isNotNull(payments.issue))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(500);
  return rows.map(({ payment, purchase, user, refund }) => ({
    id: payment.id,
    purchase_number: purchase.purchaseNumber,
    purchase_status: purchase.status,
    provider: payment.provider,
    provider_ref: payment.providerRef,
    amount: filsToAed(payment.amountFils),
    currency: payment.currency,
    issue: payment.issue!,
    coupon: purchase.couponCode,
    refund: refund ? (refund.status === 'succeeded' ? ('refunded' as const) : ('due' as const)) : null,
    refund_ref: refund?.providerRef ?? null,
    refund_error: refund?.error ?? null,
    refunded_at: refund?.settledAt ? dubaiTimestamp(refund.settledAt) : null,
    created_at: dubaiTimestamp(payment.createdAt),
    updated_at: payment.updatedAt ? dubaiTimestamp(payment.updatedAt) : null,
    buyer: { name: `${user.firstName} ${user.lastName}`.trim(), email: user.email, mobile: user.mobile },
  }));
}
