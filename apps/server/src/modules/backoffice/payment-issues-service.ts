import type { PaymentIssue } from '@portal/contract/backoffice';
import { dubaiTimestamp } from '@portal/domain/dates';
import { desc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { payments, purchases, users } from '../../db/schema/index.ts';
import { filsToAed } from '../../lib/money.ts';

/**
 * Payments that took money without confirming their purchase, newest first (docs/decisions/021): the
 * operator sees which were refunded, which refund the provider still refuses, and which need a hand.
 */
export async function paymentIssues(db: Database): Promise<PaymentIssue[]> {
  const rows = await db
    .select({ payment: payments, purchase: purchases, user: users })
    .from(payments)
    .innerJoin(purchases, eq(purchases.id, payments.purchaseId))
    .innerJoin(users, eq(users.id, purchases.userId))
    .where(isNotNull(payments.issue))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(500);
  return rows.map(({ payment, purchase, user }) => ({
    id: payment.id,
    purchase_number: purchase.purchaseNumber,
    purchase_status: purchase.status,
    provider: payment.provider,
    provider_ref: payment.providerRef,
    amount: filsToAed(payment.amountFils),
    currency: payment.currency,
    issue: payment.issue!,
    coupon: purchase.couponCode,
    refund: payment.refund,
    refund_ref: payment.refundRef,
    refund_error: payment.refundError,
    refunded_at: payment.refundedAt ? dubaiTimestamp(payment.refundedAt) : null,
    created_at: dubaiTimestamp(payment.createdAt),
    updated_at: payment.updatedAt ? dubaiTimestamp(payment.updatedAt) : null,
    buyer: { name: `${user.firstName} ${user.lastName}`.trim(), email: user.email, mobile: user.mobile },
  }));
}
