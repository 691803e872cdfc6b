import { date, doublePrecision, index, integer, jsonb, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { destinations } from './catalog.ts';
import { createdAt, fils, flag, timestampTz } from './columns.ts';
import { users } from './identity.ts';

export const vouchers = pgTable('vouchers', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  arabicName: text('arabic_name').notNull(),
  vendorName: text('vendor_name').notNull(),
  vendorArabicName: text('vendor_arabic_name').notNull(),
  amountFils: integer('amount_fils').notNull(),
  description: text('description').notNull().default(''),
  arabicDescription: text('arabic_description').notNull().default(''),
  terms: text('terms').notNull().default(''),
  arabicTerms: text('arabic_terms').notNull().default(''),
  /** calendar date in Asia/Dubai; the voucher is valid through this day */
  expiryDate: date('expiry_date', { mode: 'string' }).notNull(),
  img: text('img').notNull().default(''),
  urlSlug: text('url_slug').notNull().unique(),
  bgColor: text('bg_color').notNull().default('#ffffff'),
  destinationId: integer('destination_id').references(() => destinations.id),
  lat: doublePrecision('lat'),
  lan: doublePrecision('lan'),
  enable: flag('enable'),
  /** shown in the home page's Top Offers grid */
  topOffer: flag('top_offer'),
  position: integer('position').notNull().default(0),
  createdAt: createdAt(),
});

/** The redeemable code one user holds for one voucher, issued once. */
export const voucherCodes = pgTable(
  'voucher_codes',
  {
    id: serial('id').primaryKey(),
    voucherId: integer('voucher_id')
      .notNull()
      .references(() => vouchers.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    code: text('code').notNull().unique(),
    issuedAt: createdAt(),
    redeemedAt: timestampTz('redeemed_at'),
  },
  (t) => [
    uniqueIndex('voucher_codes_voucher_user_uq').on(t.voucherId, t.userId),
    // the reports' vouchers: codes issued, and codes redeemed, in a range
    index('voucher_codes_issued_idx').on(t.issuedAt),
    index('voucher_codes_redeemed_idx').on(t.redeemedAt),
  ],
);

export type LocalizedText = { en: string; ae: string };

/** A spend-and-win campaign: its rules are configuration, not code (spec part 1 §9). */
export const raffleCampaigns = pgTable('raffle_campaigns', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  arabicName: text('arabic_name').notNull(),
  filsPerEntry: integer('fils_per_entry').notNull(),
  /** prize amounts by rank, first prize first */
  prizesFils: jsonb('prizes_fils').$type<number[]>().notNull(),
  startsOn: date('starts_on', { mode: 'string' }).notNull(),
  endsOn: date('ends_on', { mode: 'string' }).notNull(),
  drawOn: date('draw_on', { mode: 'string' }).notNull(),
  respondDays: smallint('respond_days').notNull(),
  onePrizePerParticipant: flag('one_prize_per_participant'),
  about: jsonb('about').$type<LocalizedText>().notNull(),
  terms: jsonb('terms').$type<LocalizedText>().notNull(),
  faq: jsonb('faq').$type<{ q: LocalizedText; a: LocalizedText }[]>().notNull(),
  /** SHA-256 of the secret seed, published before the draw */
  commitment: text('commitment'),
  /** kept secret until the draw, published after */
  seed: text('seed'),
  drawnAt: timestampTz('drawn_at'),
  enable: flag('enable'),
});

/** Status 0 pending, 1 approved, 2 rejected, 3 resubmit (spec part 1 §3). */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => raffleCampaigns.id),
    invoiceNumber: text('invoice_number').notNull().unique(),
    vendorName: text('vendor_name').notNull().default(''),
    destinationId: integer('destination_id').references(() => destinations.id),
    amountFils: integer('amount_fils'),
    /** path under the upload directory, outside the web root, server-made name */
    filePath: text('file_path').notNull(),
    mimeType: text('mime_type').notNull(),
    status: smallint('status').notNull().default(0),
    notes: text('notes').notNull().default(''),
    reviewedBy: integer('reviewed_by').references(() => users.id),
    reviewedAt: timestampTz('reviewed_at'),
    createdAt: createdAt(),
  },
  (t) => [index('invoices_user_idx').on(t.userId, t.createdAt)],
);

export const raffleTickets = pgTable(
  'raffle_tickets',
  {
    id: serial('id').primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => raffleCampaigns.id),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    raffleNumber: text('raffle_number').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('raffle_tickets_campaign_number_uq').on(t.campaignId, t.raffleNumber),
    index('raffle_tickets_user_idx').on(t.userId),
    index('raffle_tickets_invoice_idx').on(t.invoiceId),
  ],
);

export const raffleWinners = pgTable(
  'raffle_winners',
  {
    id: serial('id').primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => raffleCampaigns.id),
    rank: smallint('rank').notNull(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => raffleTickets.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    prizeFils: integer('prize_fils').notNull(),
  },
  (t) => [uniqueIndex('raffle_winners_campaign_rank_uq').on(t.campaignId, t.rank)],
);

export const scratchCampaigns = pgTable('scratch_campaigns', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  arabicName: text('arabic_name').notNull(),
  startsAt: timestampTz('starts_at'),
  endsAt: timestampTz('ends_at'),
  enable: flag('enable'),
});

/** One row per prize in the limited pool; `awarded_to` is set once, atomically. */
export const scratchPrizes = pgTable(
  'scratch_prizes',
  {
    id: serial('id').primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => scratchCampaigns.id),
    name: text('name').notNull(),
    arabicName: text('arabic_name').notNull(),
    voucherCodes: text('voucher_codes').notNull().unique(),
    description: text('description').notNull().default(''),
    arabicDescription: text('arabic_description').notNull().default(''),
    logo: text('logo').notNull().default(''),
    valueFils: fils('value_fils'),
    awardedTo: integer('awarded_to').references(() => users.id),
    awardedAt: timestampTz('awarded_at'),
  },
  (t) => [uniqueIndex('scratch_prizes_campaign_user_uq').on(t.campaignId, t.awardedTo)],
);

/** A user's one play per campaign, with or without a prize. */
export const scratchPlays = pgTable(
  'scratch_plays',
  {
    id: serial('id').primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => scratchCampaigns.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    prizeId: integer('prize_id').references(() => scratchPrizes.id),
    playedAt: createdAt(),
  },
  (t) => [uniqueIndex('scratch_plays_campaign_user_uq').on(t.campaignId, t.userId)],
);
