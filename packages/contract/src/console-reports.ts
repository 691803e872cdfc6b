import { addDays } from '@portal/domain/dates';
import { z } from 'zod';
import { defineAction } from './action.ts';
import { aed, dateInput } from './common.ts';

/**
 * The console's reports (docs/decisions/050): money, capacity, promotions and conversion over a span of
 * Dubai days, in periods of a day, a Monday-to-Sunday week or a calendar month. Each report downloads as
 * CSV and as an Excel workbook from `reportFilePath`.
 */

export const reportGrains = ['day', 'week', 'month'] as const;
export type ReportGrain = (typeof reportGrains)[number];

/** The longest span a report covers, in days, both ends counted. */
export const maxReportDays = 400;

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/** A span of Dubai days (both ends included, at most `maxReportDays`) and the grain of its periods. */
export const reportRangeInput = z
  .object({ from: dateInput, to: dateInput, grain: z.enum(reportGrains).default('day') })
  .superRefine((range, ctx) => {
    if (range.to < range.from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'on or after from' });
    else if (daysBetween(range.from, range.to) > maxReportDays)
      ctx.addIssue({ code: 'custom', path: ['to'], message: `at most ${maxReportDays} days after from` });
  });
export type ReportRange = z.output<typeof reportRangeInput>;

const count = z.number().int().nonnegative();
/** a signed amount in AED: net revenue is negative in a period that gave back more than it took */
const signedAed = z.number();
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD');

/** Charges taken, refunds given back (as a positive amount) and their difference. */
export const moneyFiguresSchema = z.object({ sales: aed, refunds: aed, net: signedAed });
export type MoneyFigures = z.infer<typeof moneyFiguresSchema>;

/** One period of a report: its first day (clipped to the range) and its last. */
const periodFields = { period: isoDate, period_end: isoDate };

/** A named thing of a breakdown (destination, package, product); id null gathers lines without one. */
export const moneyByThingSchema = moneyFiguresSchema.extend({
  id: z.number().int().nullable(),
  name: z.string(),
  arabic_name: z.string(),
});
export type MoneyByThing = z.infer<typeof moneyByThingSchema>;

export const salesReportSchema = z.object({
  range: z.object({ from: isoDate, to: isoDate, grain: z.enum(reportGrains) }),
  periods: z.array(moneyFiguresSchema.extend(periodFields)),
  totals: moneyFiguresSchema,
  by_destination: z.array(moneyByThingSchema),
  by_package: z.array(moneyByThingSchema),
  by_product: z.array(moneyByThingSchema),
  /** the checkout's channel as the buyer's app sent it; '' when none was sent */
  by_channel: z.array(moneyFiguresSchema.extend({ channel: z.string() })),
});
export type SalesReport = z.infer<typeof salesReportSchema>;

export const capacityRowSchema = z.object({
  package_id: z.number().int(),
  package_name: z.string(),
  package_arabic_name: z.string(),
  time_slot_id: z.number().int(),
  time_slot: z.string(),
  /** dates of the range on which the slot had tickets taken or held */
  dates: count,
  /** adult and child tickets offered on those dates; null when the slot is unlimited */
  capacity: count.nullable(),
  /** tickets sold or held on those dates */
  taken: count,
  /** taken of capacity, whole percent; null when unlimited */
  percent: count.nullable(),
});
export type CapacityRow = z.infer<typeof capacityRowSchema>;

export const capacityReportSchema = z.object({
  range: salesReportSchema.shape.range,
  periods: z.array(z.object({ ...periodFields, capacity: count, taken: count, percent: count.nullable() })),
  slots: z.array(capacityRowSchema),
});
export type CapacityReport = z.infer<typeof capacityReportSchema>;

export const promotionsReportSchema = z.object({
  range: salesReportSchema.shape.range,
  coupons: z.array(
    z.object({
      coupon_id: z.number().int(),
      code: z.string(),
      /** confirmed purchases of the range that used the coupon */
      uses: count,
      /** the discount those purchases were given */
      discount: aed,
      /** what those purchases paid */
      sales: aed,
    }),
  ),
  vouchers: z.array(
    z.object({
      voucher_id: z.number().int(),
      name: z.string(),
      arabic_name: z.string(),
      /** codes given out in the range */
      issued: count,
      /** codes redeemed in the range */
      redeemed: count,
    }),
  ),
});
export type PromotionsReport = z.infer<typeof promotionsReportSchema>;

export const conversionFiguresSchema = z.object({
  /** checkouts started: purchases created */
  started: count,
  /** of those, the ones paid (confirmed) */
  paid: count,
  /** paid of started, percent with one decimal; null when none started */
  rate: z.number().nullable(),
});

export const conversionReportSchema = z.object({
  range: salesReportSchema.shape.range,
  periods: z.array(conversionFiguresSchema.extend(periodFields)),
  totals: conversionFiguresSchema,
  by_kind: z.array(conversionFiguresSchema.extend({ kind: z.enum(['booking', 'store', 'postcard', 'gift_card']) })),
});
export type ConversionReport = z.infer<typeof conversionReportSchema>;

export const reportSalesAction = defineAction({
  name: 'reportSales',
  auth: 'admin',
  summary:
    'Sales (ledger charges), refunds (ledger refunds) and net revenue of a span of Dubai days (`from`, `to`, at most 400 days), ' +
    'by period of the `grain` (day, week, month) and by destination, package, product and channel.',
  input: reportRangeInput,
  output: z.object({ data: salesReportSchema }),
  cacheSeconds: 0,
});

export const reportCapacityAction = defineAction({
  name: 'reportCapacity',
  auth: 'admin',
  summary: 'Tickets taken of the tickets offered, by time slot and by period, for the event dates of a span of Dubai days.',
  input: reportRangeInput,
  output: z.object({ data: capacityReportSchema }),
  cacheSeconds: 0,
});

export const reportPromotionsAction = defineAction({
  name: 'reportPromotions',
  auth: 'admin',
  summary: 'Each coupon’s uses, discount and sales, and each voucher’s codes issued and redeemed, in a span of Dubai days.',
  input: reportRangeInput,
  output: z.object({ data: promotionsReportSchema }),
  cacheSeconds: 0,
});

export const reportConversionAction = defineAction({
  name: 'reportConversion',
  auth: 'admin',
  summary: 'Checkouts started and paid, and the share paid, by period and by kind of purchase, in a span of Dubai days.',
  input: reportRangeInput,
  output: z.object({ data: conversionReportSchema }),
  cacheSeconds: 0,
});

export const consoleReportsActions = [
  reportSalesAction,
  reportCapacityAction,
  reportPromotionsAction,
  reportConversionAction,
] as const;

/** What downloads: each report, and the ledger's rows for accountants. */
export const reportFiles = ['sales', 'capacity', 'promotions', 'conversion', 'ledger'] as const;
export type ReportFile = (typeof reportFiles)[number];
export const reportFormats = ['csv', 'xlsx'] as const;
export type ReportFormat = (typeof reportFormats)[number];

/**
 * GET path of a report's file, for an admin's bearer token. `lang` names the columns of the file; the
 * server refuses a range as the report's action does (400 with the failing fields).
 */
export function reportFilePath(file: ReportFile, format: ReportFormat, range: ReportRange, lang: 'en' | 'ae'): string {
  const query = new URLSearchParams({ from: range.from, to: range.to, grain: range.grain, lang });
  return `/api/console-reports/${file}.${format}?${query.toString()}`;
}

/** The range a report opens with: the 30 days to `today`, by day. */
export function defaultReportRange(today: string): ReportRange {
  return { from: addDays(today, -29), to: today, grain: 'day' };
}
