import { createHash } from 'node:crypto';
import type { RaffleTicket } from '@portal/contract/raffles';
import { dubaiTimestamp } from '@portal/domain/dates';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { invoices, raffleCampaigns, raffleTickets, raffleWinners } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { filsToAed } from '../../lib/money.ts';

/**
 * How a participant appears in the published ticket list: a short hash of the seed and the user id,
 * the same for all of one user's tickets in one draw, and naming nobody.
 */
export function participantOf(seed: string, userId: number): string {
  return `P-${createHash('sha256').update(`${seed}:participant:${userId}`).digest('hex').slice(0, 10)}`;
}

const ticketColumns = {
  id: raffleTickets.id,
  raffle_number: raffleTickets.raffleNumber,
  invoice_id: raffleTickets.invoiceId,
  invoice_number: invoices.invoiceNumber,
  campaign_name: raffleCampaigns.name,
  campaign_arabic_name: raffleCampaigns.arabicName,
  createdAt: raffleTickets.createdAt,
};

async function ticketsWhere(db: Database, where: ReturnType<typeof and>): Promise<RaffleTicket[]> {
  const rows = await db
    .select(ticketColumns)
    .from(raffleTickets)
    .innerJoin(invoices, eq(invoices.id, raffleTickets.invoiceId))
    .innerJoin(raffleCampaigns, eq(raffleCampaigns.id, raffleTickets.campaignId))
    .where(where)
    .orderBy(desc(raffleTickets.createdAt), asc(raffleTickets.raffleNumber));
  return rows.map(({ createdAt, ...row }) => ({ ...row, created_at: dubaiTimestamp(createdAt) }));
}

export const userTickets = (db: Database, userId: number) => ticketsWhere(db, and(eq(raffleTickets.userId, userId)));

/** The tickets of one of the user's own invoices; someone else's invoice is answered exactly like a missing one. */
export async function invoiceTickets(db: Database, userId: number, invoiceId: number) {
  const [own] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), eq(invoices.userId, userId)));
  if (!own) throw new AppError('invoice_not_found');
  return ticketsWhere(db, and(eq(raffleTickets.invoiceId, invoiceId), eq(raffleTickets.userId, userId)));
}

export async function raffleStats(db: Database, userId: number) {
  const [tickets] = await db.select({ n: count() }).from(raffleTickets).where(eq(raffleTickets.userId, userId));
  const byStatus = await db
    .select({ status: invoices.status, n: count() })
    .from(invoices)
    .where(and(eq(invoices.userId, userId), inArray(invoices.status, [0, 1])))
    .groupBy(invoices.status);
  const of = (status: number) => byStatus.find((r) => r.status === status)?.n ?? 0;
  return { tickets: tickets?.n ?? 0, approved_invoices: of(1), pending_invoices: of(0) };
}

/** The public record of a campaign's draw: the commitment before it, and everything needed to recompute it after. */
export async function publicDraw(db: Database, slug: string) {
  const [campaign] = await db
    .select()
    .from(raffleCampaigns)
    .where(and(eq(raffleCampaigns.slug, slug), eq(raffleCampaigns.enable, 1)));
  if (!campaign) throw new AppError('campaign_not_found');
  const drawn = campaign.drawnAt !== null && campaign.seed !== null;
  const seed = drawn ? campaign.seed! : null;

  let tickets: { raffle_number: string; participant: string }[] = [];
  let winners: { raffle_number: string; participant: string; rank: number; prize: number }[] = [];
  if (seed) {
    const rows = await db
      .select({ raffleNumber: raffleTickets.raffleNumber, userId: raffleTickets.userId })
      .from(raffleTickets)
      .where(eq(raffleTickets.campaignId, campaign.id))
      .orderBy(asc(raffleTickets.raffleNumber));
    tickets = rows.map((r) => ({ raffle_number: r.raffleNumber, participant: participantOf(seed, r.userId) }));
    const won = await db
      .select({
        rank: raffleWinners.rank,
        prizeFils: raffleWinners.prizeFils,
        raffleNumber: raffleTickets.raffleNumber,
        userId: raffleWinners.userId,
      })
      .from(raffleWinners)
      .innerJoin(raffleTickets, eq(raffleTickets.id, raffleWinners.ticketId))
      .where(eq(raffleWinners.campaignId, campaign.id))
      .orderBy(asc(raffleWinners.rank));
    winners = won.map((w) => ({
      rank: w.rank,
      raffle_number: w.raffleNumber,
      participant: participantOf(seed, w.userId),
      prize: filsToAed(w.prizeFils),
    }));
  }

  return {
    data: {
      slug: campaign.slug,
      name: campaign.name,
      arabic_name: campaign.arabicName,
      prizes: campaign.prizesFils.map((f) => filsToAed(f)),
      one_prize_per_participant: campaign.onePrizePerParticipant === 1,
      draw_on: campaign.drawOn,
      commitment: campaign.commitment,
      seed,
      drawn_at: campaign.drawnAt ? dubaiTimestamp(campaign.drawnAt) : null,
      tickets,
      winners,
    },
  };
}
