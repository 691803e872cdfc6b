import { z } from 'zod';
import { defineAction } from './action.ts';
import {
  aed,
  dateInput,
  decimalInput,
  dubaiWallTimeInput,
  flag,
  flagInput,
  idInput,
  jsonText,
  multilineText,
  nameText,
  slugInput,
  text,
  timestamp,
  twoDecimals,
  wholeNumberInput,
} from './common.ts';
import { pageInput, pageOutput, searchInput } from './console.ts';

/**
 * The console's raffle and scratch campaigns (decision 035): spend-and-win campaigns with their
 * period, AED per entry, prizes and texts; scratch-and-win campaigns with their prize pools and a plays
 * report. Admins only; every change is audited and reaches visitors' cached answers at once.
 */

/** An amount in AED typed by the operator: more than 0, at most `max`, at most two decimals. */
const aedAmountInput = (max: number) =>
  decimalInput(z.number().positive().max(max)).refine(twoDecimals, 'AED with at most two decimals');

const localizedText = z.object({ en: z.string(), ae: z.string() });

/** One question of a campaign's FAQ, in both languages (as raffleCampaign answers it). */
const faqEntryInput = z.object({
  q: z.object({ en: text().trim().min(1).max(300), ae: text().trim().min(1).max(300) }),
  a: z.object({ en: multilineText().trim().min(1).max(3000), ae: multilineText().trim().min(1).max(3000) }),
});

/** Rich text as the console's editor writes it; the server keeps only what sanitizeRichText allows. */
const richTextInput = multilineText().max(20_000);

// ---------------------------------------------------------------------------------------------
// Raffle (spend-and-win) campaigns

/** What keeps a campaign's fields as they are: entries fix its entry amount and start, a commitment the draw. */
export const raffleCampaignLocksSchema = z.object({
  /** invoices were uploaded or tickets issued: entry_amount and starts_on stay */
  has_entries: z.boolean(),
  /** the draw is committed or done: slug, period, entry amount, prizes and the one-prize rule stay */
  draw_fixed: z.boolean(),
});

/** The fields of a campaign that decide who wins, fixed once its draw is committed. */
export const drawFixedFields = [
  'slug',
  'starts_on',
  'ends_on',
  'draw_on',
  'entry_amount',
  'prizes',
  'one_prize_per_participant',
] as const;
/** The fields fixed once anyone has entered: an entry was earned at these terms. */
export const entryFixedFields = ['entry_amount', 'starts_on'] as const;

export const consoleRaffleCampaignSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  arabic_name: z.string(),
  starts_on: z.string(),
  ends_on: z.string(),
  draw_on: z.string(),
  entry_amount: aed,
  prizes: z.array(aed),
  enable: flag,
  invoices: z.number().int(),
  tickets: z.number().int(),
  committed: z.boolean(),
  drawn_at: timestamp.nullable(),
});
export type ConsoleRaffleCampaignSummary = z.infer<typeof consoleRaffleCampaignSummarySchema>;

export const consoleRaffleCampaignSchema = consoleRaffleCampaignSummarySchema.extend({
  respond_days: z.number().int(),
  one_prize_per_participant: flag,
  about: z.string(),
  arabic_about: z.string(),
  terms: z.string(),
  arabic_terms: z.string(),
  faq: z.array(z.object({ q: localizedText, a: localizedText })),
  locks: raffleCampaignLocksSchema,
});
export type ConsoleRaffleCampaign = z.infer<typeof consoleRaffleCampaignSchema>;

export const consoleRaffleCampaignsAction = defineAction({
  name: 'consoleRaffleCampaigns',
  auth: 'admin',
  summary:
    'One page of the raffle campaigns, enabled or not, newest start first, with their invoices and tickets and whether the ' +
    'draw is committed or done; q matches the slug or either name.',
  input: z.object({ q: searchInput, ...pageInput }),
  output: z.object({ data: z.array(consoleRaffleCampaignSummarySchema), ...pageOutput }),
  cacheSeconds: 0,
});

export const consoleRaffleCampaignAction = defineAction({
  name: 'consoleRaffleCampaign',
  auth: 'admin',
  summary: 'One raffle campaign with every field the console edits, and what keeps some of them fixed (locks).',
  input: z.object({ id: idInput }),
  output: z.object({ data: consoleRaffleCampaignSchema }),
  cacheSeconds: 0,
});

export const saveRaffleCampaignAction = defineAction({
  name: 'saveRaffleCampaign',
  auth: 'admin',
  summary:
    'Creates a raffle campaign (no id) or changes one: names, slug, period (starts_on ≤ ends_on ≤ draw_on), AED per entry, ' +
    'prizes in AED by rank (JSON list), respond days, one prize per participant, About and Terms (sanitised rich text) and the ' +
    'FAQ in both languages, enable. Once it has invoices or tickets its entry amount and start stay (campaign_has_entries); once ' +
    'its draw is committed nothing that decides the winners changes (campaign_draw_fixed). Visitors see the change at once. Audited.',
  input: z
    .object({
      id: idInput.optional(),
      slug: slugInput.toLowerCase(),
      name: nameText().trim().min(1).max(120),
      arabic_name: nameText().trim().min(1).max(120),
      starts_on: dateInput,
      ends_on: dateInput,
      draw_on: dateInput,
      entry_amount: aedAmountInput(100_000),
      prizes: jsonText(z.array(aedAmountInput(10_000_000)).min(1, 'at least one prize').max(50)),
      respond_days: wholeNumberInput(z.number().min(1).max(365)),
      one_prize_per_participant: flagInput,
      about: richTextInput,
      arabic_about: richTextInput,
      terms: richTextInput,
      arabic_terms: richTextInput,
      faq: jsonText(z.array(faqEntryInput).max(40)),
      enable: flagInput,
    })
    .superRefine((campaign, ctx) => {
      if (campaign.ends_on < campaign.starts_on) {
        ctx.addIssue({ code: 'custom', path: ['ends_on'], message: 'on or after starts_on' });
      }
      if (campaign.draw_on < campaign.ends_on) {
        ctx.addIssue({ code: 'custom', path: ['draw_on'], message: 'on or after ends_on' });
      }
    }),
  output: z.object({ data: consoleRaffleCampaignSchema }),
  cacheSeconds: 0,
});

export const deleteRaffleCampaignAction = defineAction({
  name: 'deleteRaffleCampaign',
  auth: 'admin',
  summary:
    'Deletes a raffle campaign no invoice or ticket refers to; one with entries answers in_use (disable it instead). Audited.',
  input: z.object({ id: idInput }),
  output: z.object({ deleted: z.literal(1) }),
  cacheSeconds: 0,
});

// ---------------------------------------------------------------------------------------------
// Scratch-and-win campaigns and their prize pools

/** Empty or absent: the campaign has no start (or no end). */
const optionalDubaiTime = z.union([z.literal('').transform(() => null), dubaiWallTimeInput]).optional();

export const consoleScratchCampaignSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  arabic_name: z.string(),
  /** Asia/Dubai wall time; null when open-ended */
  starts_at: timestamp.nullable(),
  ends_at: timestamp.nullable(),
  enable: flag,
  /** codes in the pool, won and not */
  stock: z.number().int(),
  won: z.number().int(),
  plays: z.number().int(),
});
export type ConsoleScratchCampaignSummary = z.infer<typeof consoleScratchCampaignSummarySchema>;

/**
 * A prize of the pool: the codes that share its names, description, logo and value. Each code is one unit
 * of stock and is won once; `id` is the prize's first code's row, which stands for the prize.
 */
export const consoleScratchPrizeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  arabic_name: z.string(),
  description: z.string(),
  arabic_description: z.string(),
  logo: z.string(),
  value: aed.nullable(),
  stock: z.number().int(),
  won: z.number().int(),
  remaining: z.number().int(),
  /** its chance on the next play: its remaining codes among every remaining code (the draw is uniform per code) */
  odds: z.number(),
  /** the codes nobody has won yet, to hand out or withdraw */
  open_codes: z.array(z.string()),
});
export type ConsoleScratchPrize = z.infer<typeof consoleScratchPrizeSchema>;

export const consoleScratchCampaignSchema = consoleScratchCampaignSummarySchema.extend({
  prizes: z.array(consoleScratchPrizeSchema),
});
export type ConsoleScratchCampaign = z.infer<typeof consoleScratchCampaignSchema>;

export const consoleScratchCampaignsAction = defineAction({
  name: 'consoleScratchCampaigns',
  auth: 'admin',
  summary:
    'One page of the scratch campaigns, enabled or not, newest first, with their stock, prizes won and plays; q matches the slug or either name.',
  input: z.object({ q: searchInput, ...pageInput }),
  output: z.object({ data: z.array(consoleScratchCampaignSummarySchema), ...pageOutput }),
  cacheSeconds: 0,
});

export const consoleScratchCampaignAction = defineAction({
  name: 'consoleScratchCampaign',
  auth: 'admin',
  summary: 'One scratch campaign with its prize pool: each prize with its stock, prizes won, remaining codes and odds.',
  input: z.object({ id: idInput }),
  output: z.object({ data: consoleScratchCampaignSchema }),
  cacheSeconds: 0,
});

export const saveScratchCampaignAction = defineAction({
  name: 'saveScratchCampaign',
  auth: 'admin',
  summary:
    'Creates a scratch campaign (no id) or changes one: slug, names, start and end (Asia/Dubai wall time, either may be empty; ' +
    'the start before the end) and enable. Players see the change at once. Audited.',
  input: z
    .object({
      id: idInput.optional(),
      slug: slugInput.toLowerCase(),
      name: nameText().trim().min(1).max(120),
      arabic_name: nameText().trim().min(1).max(120),
      starts_at: optionalDubaiTime,
      ends_at: optionalDubaiTime,
      enable: flagInput,
    })
    .superRefine((campaign, ctx) => {
      if (campaign.starts_at && campaign.ends_at && campaign.ends_at <= campaign.starts_at) {
        ctx.addIssue({ code: 'custom', path: ['ends_at'], message: 'after starts_at' });
      }
    }),
  output: z.object({ data: consoleScratchCampaignSchema }),
  cacheSeconds: 0,
});

export const deleteScratchCampaignAction = defineAction({
  name: 'deleteScratchCampaign',
  auth: 'admin',
  summary:
    'Deletes a scratch campaign nobody has played, with its prize pool; one with plays answers in_use (disable it instead). Audited.',
  input: z.object({ id: idInput }),
  output: z.object({ deleted: z.literal(1) }),
  cacheSeconds: 0,
});

/** Codes typed or pasted one a line (commas and spaces separate too); each unique across every pool. */
const codesInput = multilineText()
  .transform((value) =>
    value
      .split(/[\s,]+/)
      .map((code) => code.trim().toUpperCase())
      .filter(Boolean),
  )
  .pipe(
    z
      .array(
        z
          .string()
          .max(60)
          .regex(/^[A-Z0-9][A-Z0-9-]*$/, 'letters, digits and dashes only'),
      )
      .max(1000, 'at most 1,000 codes at a time')
      .refine((codes) => new Set(codes).size === codes.length, 'a code is listed twice'),
  );

/** How many codes the server makes, or 0 when the operator lists them. */
const generateInput = wholeNumberInput(z.number().min(0).max(1000));

const prizeDetails = {
  name: nameText().trim().min(1).max(120),
  arabic_name: nameText().trim().min(1).max(120),
  description: multilineText().trim().max(2000).default(''),
  arabic_description: multilineText().trim().max(2000).default(''),
  logo: text().trim().max(300).default(''),
  /** the prize's worth in AED, for the report; empty when it has none */
  value: z.union([z.literal('').transform(() => null), aedAmountInput(1_000_000)]).optional(),
};

export const saveScratchPrizeAction = defineAction({
  name: 'saveScratchPrize',
  auth: 'admin',
  summary:
    "Adds a prize to a campaign's pool (campaign_id, no id) with its codes, listed in `codes` or `generate`d by the server, or " +
    'changes a prize (id) — names, descriptions, logo (an uploaded image) and value — on every code it has, won or not. Audited.',
  input: z
    .object({
      id: idInput.optional(),
      campaign_id: idInput.optional(),
      ...prizeDetails,
      codes: codesInput.optional(),
      generate: generateInput.optional(),
    })
    .superRefine((prize, ctx) => {
      if (prize.id === undefined && prize.campaign_id === undefined) {
        ctx.addIssue({ code: 'custom', path: ['campaign_id'], message: 'the campaign of a new prize' });
      }
      if (prize.id === undefined && !prize.codes?.length && !prize.generate) {
        ctx.addIssue({ code: 'custom', path: ['codes'], message: 'list its codes or say how many to make' });
      }
    }),
  output: z.object({ data: consoleScratchCampaignSchema }),
  cacheSeconds: 0,
});

export const addScratchStockAction = defineAction({
  name: 'addScratchStock',
  auth: 'admin',
  summary:
    'Adds codes to a prize: those listed in `codes` (each unique across every pool; codes already in use are named at the field) or ' +
    '`generate` new ones made by the server. Audited.',
  input: z.object({ id: idInput, codes: codesInput.optional(), generate: generateInput.optional() }).superRefine((stock, ctx) => {
    if (!stock.codes?.length && !stock.generate) {
      ctx.addIssue({ code: 'custom', path: ['codes'], message: 'list the codes or say how many to make' });
    }
  }),
  output: z.object({ data: consoleScratchCampaignSchema }),
  cacheSeconds: 0,
});

export const withdrawScratchStockAction = defineAction({
  name: 'withdrawScratchStock',
  auth: 'admin',
  summary:
    "Takes codes nobody has won out of a prize's pool: `count` of them (the newest first), or all when count is absent — which " +
    'disables the prize: winners keep theirs, nobody else can draw it. The stock cannot go below the codes won ' +
    '(stock_below_won). Audited.',
  input: z.object({ id: idInput, count: wholeNumberInput(z.number().min(1).max(100_000)).optional() }),
  output: z.object({ data: consoleScratchCampaignSchema }),
  cacheSeconds: 0,
});

export const scratchPlaySchema = z.object({
  id: z.number().int(),
  played_at: timestamp,
  player: z.string(),
  email: z.string().nullable(),
  /** the prize's name, null for a card without a prize */
  prize: z.string().nullable(),
  arabic_prize: z.string().nullable(),
  code: z.string().nullable(),
});
export type ScratchPlay = z.infer<typeof scratchPlaySchema>;

export const scratchPlaysReportAction = defineAction({
  name: 'scratchPlaysReport',
  auth: 'admin',
  summary:
    "A scratch campaign's plays: plays and wins per Asia/Dubai day, wins and remaining stock per prize, and one page of the " +
    'plays, newest first.',
  input: z.object({ id: idInput, ...pageInput }),
  output: z.object({
    data: z.object({
      days: z.array(z.object({ day: z.string(), plays: z.number().int(), wins: z.number().int() })),
      prizes: z.array(
        consoleScratchPrizeSchema.pick({ id: true, name: true, arabic_name: true, stock: true, won: true, remaining: true }),
      ),
      plays: z.array(scratchPlaySchema),
    }),
    ...pageOutput,
  }),
  cacheSeconds: 0,
});

export const scratchPlaysCsvAction = defineAction({
  name: 'scratchPlaysCsv',
  auth: 'admin',
  summary:
    'Every play of a scratch campaign as CSV text (UTF-8, RFC 4180; played_at in Asia/Dubai, player, email, prize, code) for the ' +
    'browser to save.',
  input: z.object({ id: idInput }),
  output: z.object({ filename: z.string(), csv: z.string() }),
  cacheSeconds: 0,
});

export const consoleCampaignActions = [
  consoleRaffleCampaignsAction,
  consoleRaffleCampaignAction,
  saveRaffleCampaignAction,
  deleteRaffleCampaignAction,
  consoleScratchCampaignsAction,
  consoleScratchCampaignAction,
  saveScratchCampaignAction,
  deleteScratchCampaignAction,
  saveScratchPrizeAction,
  addScratchStockAction,
  withdrawScratchStockAction,
  scratchPlaysReportAction,
  scratchPlaysCsvAction,
] as const;
