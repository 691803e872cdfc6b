import { randomInt } from 'node:crypto';
import type { ReviewInvoice } from '@portal/contract/backoffice';
import { calendarDateIn, dubaiTimestamp } from '@portal/domain/dates';
import { ticketsForAmount } from '@portal/domain/raffle/draw';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { invoices, raffleCampaigns, raffleTickets, users } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { filsToAed } from '../../lib/money.ts';
import { recordChange } from '../console/index.ts';
import type { Storage } from '../../lib/storage/index.ts';
import { storedInvoiceImage } from './invoice-images.ts';

type InvoiceStatus = 0 | 1 | 2 | 3;

/** "125", "125.5", "125.50" → 12550 fils, exactly (no floating point). */
export function aedToFils(amount: string): number {
  const [whole = '0', fraction = ''] = amount.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
}

async function reviewRows(db: Database, where: ReturnType<typeof and>): Promise<ReviewInvoice[]> {
  const rows = await db
    .select({
      invoice: invoices,
      user: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, mobile: users.mobile },
      campaign: { id: raffleCampaigns.id, name: raffleCampaigns.name },
      tickets: sql<number>`(select count(*)::int from ${raffleTickets} where ${raffleTickets.invoiceId} = ${invoices.id})`,
    })
    .from(invoices)
    .innerJoin(users, eq(users.id, invoices.userId))
    .innerJoin(raffleCampaigns, eq(raffleCampaigns.id, invoices.campaignId))
    .where(where)
    .orderBy(asc(invoices.createdAt), asc(invoices.id))
    .limit(200);
  return rows.map(({ invoice, user, campaign, tickets }) => ({
    id: invoice.id,
    invoice_number: invoice.invoiceNumber,
    status: invoice.status as InvoiceStatus,
    vendor_name: invoice.vendorName,
    destination_id: invoice.destinationId,
    amount: filsToAed(invoice.amountFils),
    notes: invoice.notes,
    created_at: dubaiTimestamp(invoice.createdAt),
    reviewed_at: invoice.reviewedAt ? dubaiTimestamp(invoice.reviewedAt) : null,
    user: { id: user.id, name: `${user.firstName} ${user.lastName}`.trim(), email: user.email, mobile: user.mobile },
    campaign,
    tickets: Number(tickets),
  }));
}

/** The review queue: pending invoices by default, oldest first, so nobody waits longest. */
export const invoicesForReview = (db: Database, status: InvoiceStatus = 0) => reviewRows(db, and(eq(invoices.status, status)));

async function reviewed(db: Database, id: number): Promise<ReviewInvoice> {
  const [row] = await reviewRows(db, and(eq(invoices.id, id)));
  if (!row) throw new AppError('invoice_not_found');
  return row;
}

/** The stored image of an invoice, read from storage only (a stored path never leads elsewhere). */
export async function invoiceImage(db: Database, storage: Storage, invoiceId: number): Promise<{ data_url: string }> {
  const [invoice] = await db.select().from(invoices).where(eq(invoices.id, invoiceId));
  if (!invoice) throw new AppError('invoice_not_found');
  return storedInvoiceImage(storage, invoice);
}

export type ReviewDecision =
  | { decision: 'approve'; vendor_name: string; destination_id?: number | undefined; amount: string; notes?: string | undefined }
  | { decision: 'reject' | 'resubmit'; notes: string };

type InvoiceRow = typeof invoices.$inferSelect;

/** The fields of an invoice a review changes, as its audit entry shows them (amount in AED, null before review). */
const auditedInvoice = (row: Pick<InvoiceRow, 'status' | 'vendorName' | 'destinationId' | 'amountFils' | 'notes'>) => ({
  status: row.status,
  vendor_name: row.vendorName,
  destination_id: row.destinationId,
  amount: filsToAed(row.amountFils),
  notes: row.notes,
});

/** A nine-digit raffle number from the operating system's random source. */
const newRaffleNumber = () => String(randomInt(100_000_000, 1_000_000_000));

/**
 * Approve, reject or ask for resubmission. The invoice row is locked for the review, so two operators (or
 * one double click) approving at once issue the tickets once: the second finds it approved and gets 409.
 * Tickets are issued only for invoices uploaded within the campaign's period, before its draw. The review
 * and its audit entry (with the tickets an approval issued) commit together.
 */
export async function reviewInvoice(db: Database, operatorId: number, invoiceId: number, review: ReviewDecision, now: Date) {
  let issued = 0;
  await db.transaction(async (tx) => {
    const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for('update');
    if (!invoice) throw new AppError('invoice_not_found');
    if (invoice.status === 1) throw new AppError('already_reviewed');
    const reviewedBy = { reviewedBy: operatorId, reviewedAt: now };
    const audit = (after: InvoiceRow, tickets?: number) =>
      recordChange(tx, {
        operatorId,
        action: 'reviewInvoice',
        entity: 'invoice',
        entityId: invoiceId,
        before: auditedInvoice(invoice),
        after: { ...auditedInvoice(after), ...(tickets === undefined ? {} : { tickets_issued: tickets }) },
      });

    if (review.decision !== 'approve') {
      const [after] = await tx
        .update(invoices)
        .set({ status: review.decision === 'reject' ? 2 : 3, notes: review.notes, ...reviewedBy })
        .where(eq(invoices.id, invoiceId))
        .returning();
      await audit(after!);
      return;
    }

    const [campaign] = await tx.select().from(raffleCampaigns).where(eq(raffleCampaigns.id, invoice.campaignId)).for('update');
    if (!campaign) throw new AppError('campaign_not_found');
    if (campaign.drawnAt) throw new AppError('already_drawn');
    const uploadedOn = calendarDateIn(invoice.createdAt);
    if (uploadedOn < campaign.startsOn || uploadedOn > campaign.endsOn) throw new AppError('campaign_closed');

    const amountFils = aedToFils(review.amount);
    const [approved] = await tx
      .update(invoices)
      .set({
        status: 1,
        vendorName: review.vendor_name,
        destinationId: review.destination_id ?? null,
        amountFils,
        notes: review.notes ?? '',
        ...reviewedBy,
      })
      .where(eq(invoices.id, invoiceId))
      .returning();

    const wanted = ticketsForAmount(amountFils, campaign.filsPerEntry);
    // a number already taken in the campaign is skipped and another drawn
    for (let attempts = 0; issued < wanted; attempts++) {
      if (attempts > wanted + 100) throw new AppError('conflict', { msg: 'Could not issue unique raffle numbers' });
      const batch = Array.from({ length: wanted - issued }, () => ({
        campaignId: campaign.id,
        invoiceId,
        userId: invoice.userId,
        raffleNumber: newRaffleNumber(),
        createdAt: now,
      }));
      const inserted = await tx.insert(raffleTickets).values(batch).onConflictDoNothing().returning({ id: raffleTickets.id });
      issued += inserted.length;
    }
    await audit(approved!, issued);
  });
  return { data: await reviewed(db, invoiceId), tickets_issued: issued };
}

/** Pending invoices of a campaign: the draw waits until none is left. */
export async function pendingInvoices(db: Database, campaignIds: number[]) {
  if (campaignIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ campaignId: invoices.campaignId, n: count() })
    .from(invoices)
    .where(and(inArray(invoices.campaignId, campaignIds), eq(invoices.status, 0)))
    .groupBy(invoices.campaignId);
  return new Map(rows.map((r) => [r.campaignId, r.n]));
}
