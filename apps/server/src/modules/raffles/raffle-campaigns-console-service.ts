import {
  drawFixedFields,
  entryFixedFields,
  type ConsoleRaffleCampaign,
  type ConsoleRaffleCampaignSummary,
} from '@portal/contract/console-campaigns';
import { dubaiTimestamp } from '@portal/domain/dates';
import { and, count, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { invoices, raffleCampaigns, raffleTickets, raffleWinners } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { containing } from '../../lib/like-pattern.ts';
import { filsToAed } from '../../lib/money.ts';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import { recordChange, flagOf } from '../console/index.ts';

/**
 * Raffle (spend-and-win) campaigns in the console (decision 035). A campaign's rules are data
 * (spec part 1 §9), so the console may change them — but not under people who already took part: once
 * there are entries the entry amount and start stay, and once the draw is committed
 * (docs/decisions/010-raffle-draw.md) nothing that decides the winners moves.
 */

type CampaignRow = typeof raffleCampaigns.$inferSelect;

// Drizzle leaves the columns of a one-table select unqualified, so the outer campaign's id is named
// with its table: a bare "id" inside the subquery would be the counted table's own.
const invoiceCount = sql<number>`(select count(*) from ${invoices} where ${invoices.campaignId} = ${raffleCampaigns}.id)`.mapWith(
  Number,
);
const ticketCount =
  sql<number>`(select count(*) from ${raffleTickets} where ${raffleTickets.campaignId} = ${raffleCampaigns}.id)`.mapWith(Number);

/** A campaign as the audit log keeps it: every field the console edits, in the wire's form. */
function auditedCampaign(row: CampaignRow) {
  return {
    slug: row.slug,
    name: row.name,
    arabic_name: row.arabicName,
    starts_on: row.startsOn,
    ends_on: row.endsOn,
    draw_on: row.drawOn,
    entry_amount: filsToAed(row.filsPerEntry),
    prizes: row.prizesFils.map((fils) => filsToAed(fils)),
    respond_days: row.respondDays,
    one_prize_per_participant: flagOf(row.onePrizePerParticipant),
    about: row.about.en,
    arabic_about: row.about.ae,
    terms: row.terms.en,
    arabic_terms: row.terms.ae,
    faq: row.faq,
    enable: flagOf(row.enable),
  };
}

function summaryOf(row: CampaignRow, entries: { invoices: number; tickets: number }): ConsoleRaffleCampaignSummary {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    arabic_name: row.arabicName,
    starts_on: row.startsOn,
    ends_on: row.endsOn,
    draw_on: row.drawOn,
    entry_amount: filsToAed(row.filsPerEntry),
    prizes: row.prizesFils.map((fils) => filsToAed(fils)),
    enable: flagOf(row.enable),
    invoices: entries.invoices,
    tickets: entries.tickets,
    committed: row.commitment !== null,
    drawn_at: row.drawnAt ? dubaiTimestamp(row.drawnAt) : null,
  };
}

/** consoleRaffleCampaigns: one page, newest start first; q matches the slug or either name. */
export async function listRaffleCampaigns(db: Database, filters: { q?: string | undefined; page: number; per_page: number }) {
  const match: SQL | undefined = filters.q
    ? or(
        ilike(raffleCampaigns.slug, containing(filters.q)),
        ilike(raffleCampaigns.name, containing(filters.q)),
        ilike(raffleCampaigns.arabicName, containing(filters.q)),
      )
    : undefined;
  const rows = await db
    .select({ campaign: raffleCampaigns, invoices: invoiceCount, tickets: ticketCount })
    .from(raffleCampaigns)
    .where(match)
    .orderBy(desc(raffleCampaigns.startsOn), desc(raffleCampaigns.id))
    .limit(filters.per_page)
    .offset((filters.page - 1) * filters.per_page);
  const [counted] = await db.select({ total: count() }).from(raffleCampaigns).where(match);
  return {
    data: rows.map((row) => summaryOf(row.campaign, row)),
    total: counted?.total ?? 0,
    page: filters.page,
    per_page: filters.per_page,
  };
}

/** consoleRaffleCampaign: every edited field, its entries and what keeps fields fixed. */
export async function raffleCampaignById(db: Database, id: number): Promise<ConsoleRaffleCampaign> {
  const [row] = await db
    .select({ campaign: raffleCampaigns, invoices: invoiceCount, tickets: ticketCount })
    .from(raffleCampaigns)
    .where(eq(raffleCampaigns.id, id));
  if (!row) throw new AppError('campaign_not_found', { fields: { id: 'no such campaign' } });
  const { campaign } = row;
  const audited = auditedCampaign(campaign);
  return {
    ...summaryOf(campaign, row),
    respond_days: audited.respond_days,
    one_prize_per_participant: audited.one_prize_per_participant,
    about: audited.about,
    arabic_about: audited.arabic_about,
    terms: audited.terms,
    arabic_terms: audited.arabic_terms,
    faq: audited.faq,
    locks: { has_entries: row.invoices + row.tickets > 0, draw_fixed: drawIsFixed(campaign) },
  };
}

/** The draw is fixed from its commitment on: the published SHA-256 promises the rules it will run with. */
const drawIsFixed = (row: CampaignRow) => row.commitment !== null || row.drawnAt !== null;

export type RaffleCampaignChange = {
  id?: number | undefined;
  slug: string;
  name: string;
  arabic_name: string;
  starts_on: string;
  ends_on: string;
  draw_on: string;
  /** AED with at most two decimals, as the contract checked them */
  entry_amount: number;
  prizes: number[];
  respond_days: number;
  one_prize_per_participant: 0 | 1;
  about: string;
  arabic_about: string;
  terms: string;
  arabic_terms: string;
  faq: CampaignRow['faq'];
  enable: 0 | 1;
};

const toFils = (amount: number) => Math.round(amount * 100);

function rowValues(change: RaffleCampaignChange) {
  return {
    slug: change.slug,
    name: change.name,
    arabicName: change.arabic_name,
    startsOn: change.starts_on,
    endsOn: change.ends_on,
    drawOn: change.draw_on,
    filsPerEntry: toFils(change.entry_amount),
    prizesFils: change.prizes.map(toFils),
    respondDays: change.respond_days,
    onePrizePerParticipant: change.one_prize_per_participant,
    about: { en: sanitizeRichText(change.about), ae: sanitizeRichText(change.arabic_about) },
    terms: { en: sanitizeRichText(change.terms), ae: sanitizeRichText(change.arabic_terms) },
    faq: change.faq,
    enable: change.enable,
  };
}

type Values = ReturnType<typeof rowValues>;

/** The columns behind each wire field that entries or the draw fix. */
const columnOf: Record<(typeof drawFixedFields)[number], keyof Values> = {
  slug: 'slug',
  starts_on: 'startsOn',
  ends_on: 'endsOn',
  draw_on: 'drawOn',
  entry_amount: 'filsPerEntry',
  prizes: 'prizesFils',
  one_prize_per_participant: 'onePrizePerParticipant',
};

/** The fields among `fields` whose value the change would alter, each with why it stays. */
function alteredFields(before: CampaignRow, values: Values, fields: readonly (keyof typeof columnOf)[], why: string) {
  const altered = fields.filter((field) => {
    const column = columnOf[field];
    return JSON.stringify(before[column as keyof CampaignRow]) !== JSON.stringify(values[column]);
  });
  return Object.fromEntries(altered.map((field) => [field, why]));
}

/**
 * Refuses a change that would move what people already rely on: the draw's rules once it is committed,
 * the entry amount and start once anyone has entered. Called with the campaign locked, so an invoice
 * (whose foreign key waits for the lock) cannot arrive between the check and the write.
 */
async function refuseFixedChanges(tx: Database, before: CampaignRow, values: Values) {
  if (drawIsFixed(before)) {
    const fields = alteredFields(before, values, drawFixedFields, 'the draw is committed');
    if (Object.keys(fields).length > 0) throw new AppError('campaign_draw_fixed', { fields });
  }
  const fields = alteredFields(before, values, entryFixedFields, 'the campaign has entries');
  if (Object.keys(fields).length > 0 && (await hasEntries(tx, before.id))) {
    throw new AppError('campaign_has_entries', { fields });
  }
}

async function hasEntries(db: Database, campaignId: number): Promise<boolean> {
  const [invoice] = await db.select({ id: invoices.id }).from(invoices).where(eq(invoices.campaignId, campaignId)).limit(1);
  if (invoice) return true;
  const [ticket] = await db
    .select({ id: raffleTickets.id })
    .from(raffleTickets)
    .where(eq(raffleTickets.campaignId, campaignId))
    .limit(1);
  return ticket !== undefined;
}

async function lockedCampaign(tx: Database, id: number): Promise<CampaignRow> {
  const [row] = await tx.select().from(raffleCampaigns).where(eq(raffleCampaigns.id, id)).for('update');
  if (!row) throw new AppError('campaign_not_found', { fields: { id: 'no such campaign' } });
  return row;
}

async function refuseTakenSlug(tx: Database, slug: string, ownId: number | undefined) {
  const [other] = await tx
    .select({ id: raffleCampaigns.id })
    .from(raffleCampaigns)
    .where(and(eq(raffleCampaigns.slug, slug), ownId === undefined ? undefined : ne(raffleCampaigns.id, ownId)));
  if (other) throw new AppError('slug_taken', { fields: { slug: 'another campaign uses it' } });
}

/** saveRaffleCampaign: creates a campaign (no id) or changes one, audited in the same transaction. */
export async function saveRaffleCampaign(
  db: Database,
  operatorId: number,
  change: RaffleCampaignChange,
): Promise<ConsoleRaffleCampaign> {
  const values = rowValues(change);
  const id = await db.transaction(async (tx) => {
    const before = change.id === undefined ? null : await lockedCampaign(tx, change.id);
    if (before) await refuseFixedChanges(tx, before, values);
    await refuseTakenSlug(tx, values.slug, before?.id);
    const [after] = before
      ? await tx.update(raffleCampaigns).set(values).where(eq(raffleCampaigns.id, before.id)).returning()
      : await tx.insert(raffleCampaigns).values(values).returning();
    await recordChange(tx, {
      operatorId,
      action: 'saveRaffleCampaign',
      entity: 'raffle_campaign',
      entityId: after!.id,
      before: before && auditedCampaign(before),
      after: auditedCampaign(after!),
    });
    return after!.id;
  });
  return raffleCampaignById(db, id);
}

/**
 * deleteRaffleCampaign: only a campaign nobody entered. Invoices, tickets and winners keep theirs (in_use:
 * disable it instead); an invoice uploaded meanwhile waits for the lock on the campaign row.
 */
export async function deleteRaffleCampaign(db: Database, operatorId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockedCampaign(tx, id);
    const [winner] = await tx
      .select({ id: raffleWinners.id })
      .from(raffleWinners)
      .where(eq(raffleWinners.campaignId, id))
      .limit(1);
    if (winner || (await hasEntries(tx, id))) throw new AppError('in_use');
    await tx.delete(raffleCampaigns).where(eq(raffleCampaigns.id, id));
    await recordChange(tx, {
      operatorId,
      action: 'deleteRaffleCampaign',
      entity: 'raffle_campaign',
      entityId: id,
      before: auditedCampaign(before),
      after: null,
    });
  });
}
