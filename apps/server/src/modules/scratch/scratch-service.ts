import { randomInt } from 'node:crypto';
import type { ScratchPrize } from '@portal/contract/scratch';
import { dubaiTimestamp } from '@portal/domain/dates';
import { and, desc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { scratchCampaigns, scratchPlays, scratchPrizes } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';

type Campaign = typeof scratchCampaigns.$inferSelect;
type Prize = typeof scratchPrizes.$inferSelect;

/** The newest enabled campaign whose period holds `now` (open ends count as open). */
async function runningCampaign(db: Database, now: Date): Promise<Campaign> {
  const [campaign] = await db
    .select()
    .from(scratchCampaigns)
    .where(
      and(
        eq(scratchCampaigns.enable, 1),
        or(isNull(scratchCampaigns.startsAt), lte(scratchCampaigns.startsAt, now)),
        or(isNull(scratchCampaigns.endsAt), gt(scratchCampaigns.endsAt, now)),
      ),
    )
    .orderBy(desc(scratchCampaigns.startsAt), desc(scratchCampaigns.id))
    .limit(1);
  if (!campaign) throw new AppError('no_scratch_campaign');
  return campaign;
}

const toWire = (prize: Prize): ScratchPrize => ({
  name: prize.name,
  arabic_name: prize.arabicName,
  voucher_codes: prize.voucherCodes,
  description: prize.description,
  arabic_description: prize.arabicDescription,
  logo: prize.logo,
});

/**
 * One play per user and campaign, decided here and never in the browser: the first call draws a prize
 * uniformly at random (operating system's random source) from the prizes nobody holds yet and records the
 * play; every later call answers the same. The unique play per (campaign, user) and the conditional
 * award (`awarded_to IS NULL`) make two simultaneous calls, or two users drawing the same prize, safe.
 */
export async function scratchCard(db: Database, userId: number, now: Date) {
  const campaign = await runningCampaign(db, now);
  const campaignWire = {
    name: campaign.name,
    arabic_name: campaign.arabicName,
    ends_at: campaign.endsAt ? dubaiTimestamp(campaign.endsAt) : null,
  };

  const prize = await db.transaction(async (tx) => {
    const [play] = await tx
      .insert(scratchPlays)
      .values({ campaignId: campaign.id, userId, playedAt: now })
      .onConflictDoNothing()
      .returning({ id: scratchPlays.id });
    if (!play) return (await earlierPrize(tx, campaign.id, userId)) ?? null;

    // Only the chosen prize is locked, by the conditional update: a prize another player takes in the
    // meantime answers no row, and the draw is repeated among the prizes still open. Each repeat means
    // someone else won, so the loop ends with the pool.
    for (let attempt = 0; attempt < 1000; attempt++) {
      const open = await tx
        .select({ id: scratchPrizes.id })
        .from(scratchPrizes)
        .where(and(eq(scratchPrizes.campaignId, campaign.id), isNull(scratchPrizes.awardedTo)));
      const candidate = open[randomInt(Math.max(open.length, 1))];
      if (!candidate) return null;
      const [won] = await tx
        .update(scratchPrizes)
        .set({ awardedTo: userId, awardedAt: now })
        .where(and(eq(scratchPrizes.id, candidate.id), isNull(scratchPrizes.awardedTo)))
        .returning();
      if (!won) continue;
      await tx.update(scratchPlays).set({ prizeId: won.id }).where(eq(scratchPlays.id, play.id));
      return won;
    }
    throw new AppError('conflict');
  });

  return { data: prize ? toWire(prize) : null, campaign: campaignWire };
}

async function earlierPrize(db: Database, campaignId: number, userId: number): Promise<Prize | undefined> {
  const [row] = await db
    .select({ prize: scratchPrizes })
    .from(scratchPlays)
    .innerJoin(scratchPrizes, eq(scratchPrizes.id, scratchPlays.prizeId))
    .where(and(eq(scratchPlays.campaignId, campaignId), eq(scratchPlays.userId, userId)))
    .limit(1);
  return row?.prize;
}
