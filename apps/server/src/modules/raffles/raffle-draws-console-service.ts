import { randomBytes } from 'node:crypto';
import { calendarDateIn, dubaiTimestamp } from '@portal/domain/dates';
import { commitmentOf, drawWinners } from '@portal/domain/raffle/draw';
import { asc, count, desc, eq, isNull, and } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { raffleCampaigns, raffleTickets, raffleWinners } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { filsToAed } from '../../lib/money.ts';
import { recordChange } from '../console/index.ts';
import { participantOf } from './raffle-service.ts';
import { pendingInvoices } from '../invoices/index.ts';

type Campaign = typeof raffleCampaigns.$inferSelect;

async function campaignsView(db: Database, rows: Campaign[]) {
  const ids = rows.map((c) => c.id);
  const pending = await pendingInvoices(db, ids);
  const tickets = new Map<number, number>();
  for (const id of ids) {
    const [row] = await db.select({ n: count() }).from(raffleTickets).where(eq(raffleTickets.campaignId, id));
    tickets.set(id, row?.n ?? 0);
  }
  return rows.map((c) => ({
    id: c.id,
    slug: c.slug,
    name: c.name,
    starts_on: c.startsOn,
    ends_on: c.endsOn,
    draw_on: c.drawOn,
    prizes: c.prizesFils.map((f) => filsToAed(f)),
    tickets: tickets.get(c.id) ?? 0,
    pending_invoices: pending.get(c.id) ?? 0,
    commitment: c.commitment,
    drawn_at: c.drawnAt ? dubaiTimestamp(c.drawnAt) : null,
  }));
}

export async function listCampaigns(db: Database) {
  const rows = await db.select().from(raffleCampaigns).orderBy(desc(raffleCampaigns.startsOn), desc(raffleCampaigns.id));
  return campaignsView(db, rows);
}

async function oneCampaign(db: Database, id: number) {
  const [row] = await db.select().from(raffleCampaigns).where(eq(raffleCampaigns.id, id));
  if (!row) throw new AppError('campaign_not_found');
  const [view] = await campaignsView(db, [row]);
  return view!;
}

/**
 * Makes the draw's secret seed and publishes SHA-256(seed). Only while the campaign still runs: the
 * ticket list is not final yet, so nobody can pick a seed that favours tickets already known. The audit
 * entry holds the commitment only: the seed stays secret until the draw, from admins reading the log too.
 */
export async function commitDraw(db: Database, operatorId: number, campaignId: number, now: Date) {
  const seed = randomBytes(32).toString('hex');
  const commitment = await commitmentOf(seed);
  await db.transaction(async (tx) => {
    const [campaign] = await tx.select().from(raffleCampaigns).where(eq(raffleCampaigns.id, campaignId)).for('update');
    if (!campaign) throw new AppError('campaign_not_found');
    if (campaign.commitment) throw new AppError('already_committed');
    if (calendarDateIn(now) > campaign.endsOn) throw new AppError('commit_too_late');
    await tx.update(raffleCampaigns).set({ seed, commitment }).where(eq(raffleCampaigns.id, campaignId));
    await recordChange(tx, {
      operatorId,
      action: 'commitRaffle',
      entity: 'raffle_campaign',
      entityId: campaignId,
      before: { commitment: null },
      after: { commitment },
    });
  });
  return { data: await oneCampaign(db, campaignId) };
}

/**
 * Draws the prizes with the committed seed (packages/domain/src/raffle/draw.ts) and publishes the seed.
 * Only once, after the campaign's last day, with every invoice of it reviewed. The audit entry, written in
 * the same transaction, holds the published seed and the winners by rank.
 */
export async function runDraw(db: Database, operatorId: number, campaignId: number, now: Date) {
  await db.transaction(async (tx) => {
    const [campaign] = await tx.select().from(raffleCampaigns).where(eq(raffleCampaigns.id, campaignId)).for('update');
    if (!campaign) throw new AppError('campaign_not_found');
    if (campaign.drawnAt) throw new AppError('already_drawn');
    if (!campaign.seed || !campaign.commitment || calendarDateIn(now) <= campaign.endsOn) throw new AppError('draw_not_ready');
    if ((await pendingInvoices(tx, [campaignId])).get(campaignId)) throw new AppError('draw_not_ready');
    const seed = campaign.seed;

    const tickets = await tx
      .select({ id: raffleTickets.id, raffleNumber: raffleTickets.raffleNumber, userId: raffleTickets.userId })
      .from(raffleTickets)
      .where(eq(raffleTickets.campaignId, campaignId))
      .orderBy(asc(raffleTickets.raffleNumber));
    const byNumber = new Map(tickets.map((t) => [t.raffleNumber, t]));
    const winners = await drawWinners(
      seed,
      tickets.map((t) => ({ raffle_number: t.raffleNumber, participant: participantOf(seed, t.userId) })),
      campaign.prizesFils.length,
      campaign.onePrizePerParticipant === 1,
    );
    const rows = winners.map((w) => {
      const ticket = byNumber.get(w.raffle_number)!;
      return {
        campaignId,
        rank: w.rank,
        ticketId: ticket.id,
        userId: ticket.userId,
        prizeFils: campaign.prizesFils[w.rank - 1]!,
      };
    });
    if (rows.length > 0) await tx.insert(raffleWinners).values(rows);
    await tx
      .update(raffleCampaigns)
      .set({ drawnAt: now })
      .where(and(eq(raffleCampaigns.id, campaignId), isNull(raffleCampaigns.drawnAt)));
    await recordChange(tx, {
      operatorId,
      action: 'drawRaffle',
      entity: 'raffle_campaign',
      entityId: campaignId,
      before: { drawn_at: null, seed: null, winners: [] },
      after: {
        drawn_at: dubaiTimestamp(now),
        seed,
        winners: winners.map((w, i) => ({
          rank: w.rank,
          raffle_number: w.raffle_number,
          user_id: rows[i]!.userId,
          prize: filsToAed(rows[i]!.prizeFils),
        })),
      },
    });
  });
  return { data: await oneCampaign(db, campaignId) };
}
