import { randomInt } from 'node:crypto';
import type {
  ConsoleScratchCampaign,
  ConsoleScratchCampaignSummary,
  ConsoleScratchPrize,
  ScratchPlay,
} from '@portal/contract/console-campaigns';
import { dubaiTimestamp, instantOfDubaiTimestamp } from '@portal/domain/dates';
import { and, asc, count, desc, eq, ilike, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { scratchCampaigns, scratchPlays, scratchPrizes, users } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { containing } from '../../lib/like-pattern.ts';
import { filsToAed } from '../../lib/money.ts';
import { recordChange, flagOf, isUploadedImage } from '../console/index.ts';
import { csvText } from '../../lib/csv.ts';

/**
 * Scratch-and-win campaigns and their prize pools in the console (decision 035). The pool is one
 * row per code (apps/server/src/modules/scratch): a row is one unit of stock, won at most once. The
 * console shows the rows that share their names, description, logo and value as one prize, its stock the
 * number of its codes; stock is added as new codes and withdrawn only among the codes nobody has won.
 */

type CampaignRow = typeof scratchCampaigns.$inferSelect;
type PrizeRow = typeof scratchPrizes.$inferSelect;

const timestampOrNull = (instant: Date | null) => (instant ? dubaiTimestamp(instant) : null);

/** A campaign as the audit log keeps it. */
const auditedCampaign = (row: CampaignRow) => ({
  slug: row.slug,
  name: row.name,
  arabic_name: row.arabicName,
  starts_at: timestampOrNull(row.startsAt),
  ends_at: timestampOrNull(row.endsAt),
  enable: flagOf(row.enable),
});

/** What makes codes one prize: the same names, description, logo and value. */
const prizeKey = (row: PrizeRow) =>
  JSON.stringify([row.name, row.arabicName, row.description, row.arabicDescription, row.logo, row.valueFils]);

/** The campaign's pool as prizes, in the order they were first added, with their odds on the next play. */
function prizesOf(rows: PrizeRow[]): ConsoleScratchPrize[] {
  const groups = new Map<string, PrizeRow[]>();
  for (const row of [...rows].sort((a, b) => a.id - b.id)) {
    const key = prizeKey(row);
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  const remainingInPool = rows.filter((row) => row.awardedTo === null).length;
  return [...groups.values()].map((codes) => {
    const first = codes[0]!;
    const open = codes.filter((row) => row.awardedTo === null);
    return {
      id: first.id,
      name: first.name,
      arabic_name: first.arabicName,
      description: first.description,
      arabic_description: first.arabicDescription,
      logo: first.logo,
      value: filsToAed(first.valueFils),
      stock: codes.length,
      won: codes.length - open.length,
      remaining: open.length,
      odds: remainingInPool === 0 ? 0 : open.length / remainingInPool,
      open_codes: open.map((row) => row.voucherCodes),
    };
  });
}

// Drizzle leaves the columns of a one-table select unqualified, so the outer campaign's id is named
// with its table: a bare "id" inside the subquery would be the counted table's own.
const stockCount =
  sql<number>`(select count(*) from ${scratchPrizes} where ${scratchPrizes.campaignId} = ${scratchCampaigns}.id)`.mapWith(Number);
const wonCount =
  sql<number>`(select count(*) from ${scratchPrizes} where ${scratchPrizes.campaignId} = ${scratchCampaigns}.id and ${scratchPrizes.awardedTo} is not null)`.mapWith(
    Number,
  );
const playCount =
  sql<number>`(select count(*) from ${scratchPlays} where ${scratchPlays.campaignId} = ${scratchCampaigns}.id)`.mapWith(Number);

const summaryOf = (row: CampaignRow, counts: { stock: number; won: number; plays: number }): ConsoleScratchCampaignSummary => ({
  id: row.id,
  ...auditedCampaign(row),
  ...counts,
});

/** consoleScratchCampaigns: one page, newest first; q matches the slug or either name. */
export async function listScratchCampaigns(db: Database, filters: { q?: string | undefined; page: number; per_page: number }) {
  const match: SQL | undefined = filters.q
    ? or(
        ilike(scratchCampaigns.slug, containing(filters.q)),
        ilike(scratchCampaigns.name, containing(filters.q)),
        ilike(scratchCampaigns.arabicName, containing(filters.q)),
      )
    : undefined;
  const rows = await db
    .select({ campaign: scratchCampaigns, stock: stockCount, won: wonCount, plays: playCount })
    .from(scratchCampaigns)
    .where(match)
    .orderBy(desc(scratchCampaigns.id))
    .limit(filters.per_page)
    .offset((filters.page - 1) * filters.per_page);
  const [counted] = await db.select({ total: count() }).from(scratchCampaigns).where(match);
  return {
    data: rows.map(({ campaign, ...counts }) => summaryOf(campaign, counts)),
    total: counted?.total ?? 0,
    page: filters.page,
    per_page: filters.per_page,
  };
}

/** consoleScratchCampaign: the campaign with its pool as prizes. */
export async function scratchCampaignById(db: Database, id: number): Promise<ConsoleScratchCampaign> {
  const [row] = await db
    .select({ campaign: scratchCampaigns, stock: stockCount, won: wonCount, plays: playCount })
    .from(scratchCampaigns)
    .where(eq(scratchCampaigns.id, id));
  if (!row) throw new AppError('not_found', { msg: 'Scratch campaign not found', fields: { id: 'no such campaign' } });
  const { campaign, ...counts } = row;
  const pool = await db.select().from(scratchPrizes).where(eq(scratchPrizes.campaignId, id));
  return { ...summaryOf(campaign, counts), prizes: prizesOf(pool) };
}

/**
 * The campaign locked against other console changes for the rest of the transaction. `no key update`
 * lets players keep playing meanwhile (their play's foreign key only takes a key share lock).
 */
async function lockedCampaign(tx: Database, id: number, strength: 'update' | 'no key update' = 'no key update') {
  const [row] = await tx.select().from(scratchCampaigns).where(eq(scratchCampaigns.id, id)).for(strength);
  if (!row) throw new AppError('not_found', { msg: 'Scratch campaign not found', fields: { id: 'no such campaign' } });
  return row;
}

export type ScratchCampaignChange = {
  id?: number | undefined;
  slug: string;
  name: string;
  arabic_name: string;
  /** Asia/Dubai wall time `YYYY-MM-DD HH:MM:SS`, null (or absent) for an open end */
  starts_at?: string | null | undefined;
  ends_at?: string | null | undefined;
  enable: 0 | 1;
};

const instantOrNull = (wallTime: string | null | undefined) => (wallTime ? instantOfDubaiTimestamp(wallTime) : null);

/** saveScratchCampaign: creates a campaign (no id) or changes one, audited in the same transaction. */
export async function saveScratchCampaign(db: Database, operatorId: number, change: ScratchCampaignChange) {
  const values = {
    slug: change.slug,
    name: change.name,
    arabicName: change.arabic_name,
    startsAt: instantOrNull(change.starts_at),
    endsAt: instantOrNull(change.ends_at),
    enable: change.enable,
  };
  const id = await db.transaction(async (tx) => {
    const before = change.id === undefined ? null : await lockedCampaign(tx, change.id);
    const [other] = await tx
      .select({ id: scratchCampaigns.id })
      .from(scratchCampaigns)
      .where(and(eq(scratchCampaigns.slug, values.slug), before ? ne(scratchCampaigns.id, before.id) : undefined));
    if (other) throw new AppError('slug_taken', { fields: { slug: 'another campaign uses it' } });
    const [after] = before
      ? await tx.update(scratchCampaigns).set(values).where(eq(scratchCampaigns.id, before.id)).returning()
      : await tx.insert(scratchCampaigns).values(values).returning();
    await recordChange(tx, {
      operatorId,
      action: 'saveScratchCampaign',
      entity: 'scratch_campaign',
      entityId: after!.id,
      before: before && auditedCampaign(before),
      after: auditedCampaign(after!),
    });
    return after!.id;
  });
  return scratchCampaignById(db, id);
}

/** deleteScratchCampaign: only one nobody played; its pool goes with it. A play arriving meanwhile waits for the lock. */
export async function deleteScratchCampaign(db: Database, operatorId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockedCampaign(tx, id, 'update');
    const [played] = await tx.select({ id: scratchPlays.id }).from(scratchPlays).where(eq(scratchPlays.campaignId, id)).limit(1);
    if (played) throw new AppError('in_use');
    const pool = await tx.delete(scratchPrizes).where(eq(scratchPrizes.campaignId, id)).returning();
    await tx.delete(scratchCampaigns).where(eq(scratchCampaigns.id, id));
    await recordChange(tx, {
      operatorId,
      action: 'deleteScratchCampaign',
      entity: 'scratch_campaign',
      entityId: id,
      before: { ...auditedCampaign(before), codes: pool.map((row) => row.voucherCodes) },
      after: null,
    });
  });
}

// ---------------------------------------------------------------------------------------------
// The prize pool

/** A prize's codes, locked: the prize `id` names (its first code's row) and every row that shares its key. */
async function lockedPrize(tx: Database, id: number) {
  const [named] = await tx.select().from(scratchPrizes).where(eq(scratchPrizes.id, id));
  if (!named) throw new AppError('not_found', { msg: 'Scratch prize not found', fields: { id: 'no such prize' } });
  const campaign = await lockedCampaign(tx, named.campaignId);
  const pool = await tx
    .select()
    .from(scratchPrizes)
    .where(eq(scratchPrizes.campaignId, campaign.id))
    .orderBy(asc(scratchPrizes.id))
    .for('update');
  const codes = pool.filter((row) => prizeKey(row) === prizeKey(named));
  return { campaign, codes, first: codes[0]! };
}

/** The columns a prize's codes share. */
const detailsOf = (row: PrizeRow) => ({
  name: row.name,
  arabicName: row.arabicName,
  description: row.description,
  arabicDescription: row.arabicDescription,
  logo: row.logo,
  valueFils: row.valueFils,
});

/** A prize as the audit log keeps it: its details and stock, with the codes still open to players. */
const auditedPrize = (codes: PrizeRow[]) => {
  const first = codes[0];
  return {
    name: first?.name,
    arabic_name: first?.arabicName,
    description: first?.description,
    arabic_description: first?.arabicDescription,
    logo: first?.logo,
    value: filsToAed(first?.valueFils ?? null),
    stock: codes.length,
    won: codes.filter((row) => row.awardedTo !== null).length,
    open_codes: codes.filter((row) => row.awardedTo === null).map((row) => row.voucherCodes),
  };
};

/** Letters and digits nobody confuses when reading a code aloud (no 0/O, 1/I/L). */
const codeAlphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A new code: "SW-" and ten characters from the operating system's random source (about 49 bits). */
const generatedCode = () => `SW-${Array.from({ length: 10 }, () => codeAlphabet[randomInt(codeAlphabet.length)]).join('')}`;

export type StockChange = { codes?: string[] | undefined; generate?: number | undefined };

/** The codes to add: those listed (refused at the field when any is in use already) and `generate` new ones. */
async function newCodes(tx: Database, stock: StockChange): Promise<string[]> {
  const listed = stock.codes ?? [];
  if (listed.length > 0) {
    const taken = await tx
      .select({ code: scratchPrizes.voucherCodes })
      .from(scratchPrizes)
      .where(inArray(scratchPrizes.voucherCodes, listed));
    if (taken.length > 0) {
      throw new AppError('invalid_input', { fields: { codes: `already in use: ${taken.map((row) => row.code).join(', ')}` } });
    }
  }
  const made = new Set<string>();
  while (made.size < (stock.generate ?? 0)) {
    const candidates = Array.from({ length: (stock.generate ?? 0) - made.size }, generatedCode).filter(
      (code) => !made.has(code) && !listed.includes(code),
    );
    if (candidates.length === 0) continue;
    const taken = await tx
      .select({ code: scratchPrizes.voucherCodes })
      .from(scratchPrizes)
      .where(inArray(scratchPrizes.voucherCodes, candidates));
    for (const code of candidates) if (!taken.some((row) => row.code === code)) made.add(code);
  }
  return [...listed, ...made];
}

export type PrizeChange = StockChange & {
  id?: number | undefined;
  campaign_id?: number | undefined;
  name: string;
  arabic_name: string;
  description: string;
  arabic_description: string;
  logo: string;
  value?: number | null | undefined;
};

/**
 * saveScratchPrize: a new prize (campaign_id) with its first codes, or new details for every code of a
 * prize (id), won or not — the winners' cards show the prize as it is now. Its logo is an uploaded image,
 * or the one it has already.
 */
export async function saveScratchPrize(db: Database, operatorId: number, change: PrizeChange) {
  const details = {
    name: change.name,
    arabicName: change.arabic_name,
    description: change.description,
    arabicDescription: change.arabic_description,
    logo: change.logo,
    valueFils: change.value == null ? null : Math.round(change.value * 100),
  };
  const campaignId = await db.transaction(async (tx) => {
    const existing = change.id === undefined ? null : await lockedPrize(tx, change.id);
    const campaign = existing?.campaign ?? (await lockedCampaign(tx, change.campaign_id!));
    if (details.logo !== (existing?.first.logo ?? '') && details.logo !== '' && !(await isUploadedImage(tx, details.logo))) {
      throw new AppError('invalid_input', { fields: { logo: 'Choose an uploaded image' } });
    }
    const codes = existing ? existing.codes : [];
    if (codes.length > 0) {
      await tx
        .update(scratchPrizes)
        .set(details)
        .where(
          inArray(
            scratchPrizes.id,
            codes.map((row) => row.id),
          ),
        );
    }
    const added = await newCodes(tx, change);
    if (added.length > 0) {
      await tx.insert(scratchPrizes).values(added.map((code) => ({ ...details, campaignId: campaign.id, voucherCodes: code })));
    }
    const after = await tx
      .select()
      .from(scratchPrizes)
      .where(
        and(
          eq(scratchPrizes.campaignId, campaign.id),
          inArray(scratchPrizes.voucherCodes, [...codes.map((row) => row.voucherCodes), ...added]),
        ),
      )
      .orderBy(asc(scratchPrizes.id));
    await recordChange(tx, {
      operatorId,
      action: 'saveScratchPrize',
      entity: 'scratch_prize',
      entityId: after[0]!.id,
      before: existing && auditedPrize(existing.codes),
      after: { campaign_id: campaign.id, ...auditedPrize(after) },
    });
    return campaign.id;
  });
  return scratchCampaignById(db, campaignId);
}

/** addScratchStock: more codes for a prize, with its details. */
export async function addScratchStock(db: Database, operatorId: number, id: number, stock: StockChange) {
  const campaignId = await db.transaction(async (tx) => {
    const { campaign, codes, first } = await lockedPrize(tx, id);
    const added = await newCodes(tx, stock);
    const inserted = await tx
      .insert(scratchPrizes)
      .values(added.map((code) => ({ ...detailsOf(first), campaignId: campaign.id, voucherCodes: code })))
      .returning();
    await recordChange(tx, {
      operatorId,
      action: 'addScratchStock',
      entity: 'scratch_prize',
      entityId: first.id,
      before: auditedPrize(codes),
      after: auditedPrize([...codes, ...inserted]),
    });
    return campaign.id;
  });
  return scratchCampaignById(db, campaignId);
}

/**
 * withdrawScratchStock: takes `count` open codes (the newest first), or every open code, out of the pool.
 * Won codes stay with their winners, so the stock never goes below them; a player drawing one of these
 * codes meanwhile either got it first (it is won, not withdrawn) or draws again among the rest.
 */
export async function withdrawScratchStock(db: Database, operatorId: number, id: number, howMany: number | undefined) {
  const campaignId = await db.transaction(async (tx) => {
    const { campaign, codes, first } = await lockedPrize(tx, id);
    const open = codes.filter((row) => row.awardedTo === null);
    const won = codes.length - open.length;
    if (howMany !== undefined && howMany > open.length) {
      throw new AppError('stock_below_won', { params: { n: won }, fields: { count: `at most ${open.length}` } });
    }
    const withdrawn = open.slice(open.length - (howMany ?? open.length));
    if (withdrawn.length > 0) {
      await tx.delete(scratchPrizes).where(
        and(
          inArray(
            scratchPrizes.id,
            withdrawn.map((row) => row.id),
          ),
          isNull(scratchPrizes.awardedTo),
        ),
      );
    }
    await recordChange(tx, {
      operatorId,
      action: 'withdrawScratchStock',
      entity: 'scratch_prize',
      entityId: first.id,
      before: auditedPrize(codes),
      after: auditedPrize(codes.filter((row) => !withdrawn.includes(row))),
    });
    return campaign.id;
  });
  return scratchCampaignById(db, campaignId);
}

// ---------------------------------------------------------------------------------------------
// The plays report

const dubaiDay = sql<string>`to_char(${scratchPlays.playedAt} at time zone 'Asia/Dubai', 'YYYY-MM-DD')`;

const playerName = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;

function playsQuery(db: Database, campaignId: number) {
  return db
    .select({
      id: scratchPlays.id,
      playedAt: scratchPlays.playedAt,
      player: playerName,
      email: users.email,
      prize: scratchPrizes.name,
      arabicPrize: scratchPrizes.arabicName,
      code: scratchPrizes.voucherCodes,
    })
    .from(scratchPlays)
    .innerJoin(users, eq(users.id, scratchPlays.userId))
    .leftJoin(scratchPrizes, eq(scratchPrizes.id, scratchPlays.prizeId))
    .where(eq(scratchPlays.campaignId, campaignId))
    .orderBy(desc(scratchPlays.playedAt), desc(scratchPlays.id));
}

type PlayRow = Awaited<ReturnType<typeof playsQuery>>[number];

const playOf = (row: PlayRow): ScratchPlay => ({
  id: row.id,
  played_at: dubaiTimestamp(row.playedAt),
  player: row.player,
  email: row.email,
  prize: row.prize,
  arabic_prize: row.arabicPrize,
  code: row.code,
});

/** scratchPlaysReport: plays and wins per Asia/Dubai day, each prize's stock, and one page of plays. */
export async function scratchPlaysReport(db: Database, id: number, page: { page: number; per_page: number }) {
  const campaign = await scratchCampaignById(db, id);
  const days = await db
    .select({ day: dubaiDay, plays: count(), wins: count(scratchPlays.prizeId) })
    .from(scratchPlays)
    .where(eq(scratchPlays.campaignId, id))
    .groupBy(dubaiDay)
    .orderBy(desc(dubaiDay));
  const plays = await playsQuery(db, id)
    .limit(page.per_page)
    .offset((page.page - 1) * page.per_page);
  return {
    data: {
      days,
      prizes: campaign.prizes.map(({ id: prizeId, name, arabic_name, stock, won, remaining }) => ({
        id: prizeId,
        name,
        arabic_name,
        stock,
        won,
        remaining,
      })),
      plays: plays.map(playOf),
    },
    total: campaign.plays,
    page: page.page,
    per_page: page.per_page,
  };
}

/** scratchPlaysCsv: every play, newest first, for a spreadsheet. */
export async function scratchPlaysCsv(db: Database, id: number) {
  const campaign = await scratchCampaignById(db, id);
  const rows = (await playsQuery(db, id)).map(playOf);
  const header = ['played_at', 'player', 'email', 'prize', 'arabic_prize', 'code'];
  const lines = rows.map((play) => [play.played_at, play.player, play.email, play.prize, play.arabic_prize, play.code]);
  return { filename: `scratch-plays-${campaign.slug}.csv`, csv: csvText(header, lines) };
}
