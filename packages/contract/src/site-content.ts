import { z } from 'zod';
import { defineAction } from './action.ts';
import { flag, noInput } from './common.ts';

/**
 * Public texts operators edit in the console (decision 035): the About, Terms and Privacy pages and
 * the promotional codes the home strip and /seesharjah advertise, with the /seesharjah destination list.
 * They live in the database, so a change shows without a rebuild.
 */

/** The pages whose text operators write: /aboutus, /terms and /privacy. */
export const sitePages = ['about', 'terms', 'privacy'] as const;
export type SitePage = (typeof sitePages)[number];

/**
 * A page's text in both languages, as plain text: blocks separated by a blank line; a one-line block
 * starting with a number ("3. Payments") is a heading, a block of "- " lines a list, anything else a
 * paragraph (the format the static files had, so the pages keep their look).
 */
export const sitePageSchema = z.object({
  page: z.enum(sitePages),
  text: z.string(),
  arabic_text: z.string(),
});
export type SitePageText = z.infer<typeof sitePageSchema>;

export const sitePageAction = defineAction({
  name: 'sitePage',
  auth: 'public',
  summary: 'The text of the About, Terms or Privacy page in English and Arabic, as operators wrote it in the console.',
  input: z.object({ page: z.enum(sitePages) }),
  output: z.object({ data: sitePageSchema }),
  cacheSeconds: 60,
});

/** Where a promotional code is advertised: the home page's strip (and its popup), and the /seesharjah banner. */
export const promotionSlots = ['home', 'see_sharjah'] as const;
export type PromotionSlot = (typeof promotionSlots)[number];

/** An advertised promotional code with the line that offers it and a longer text (the popup, the page's intro). */
export const promotionSchema = z.object({
  /** a coupon code, upper-case: the console warns when no enabled coupon has it */
  code: z.string(),
  /** the strip's or banner's line before the code, e.g. "Get 10% off your first order with promo" */
  text: z.string(),
  arabic_text: z.string(),
  /** the home popup's text or the /seesharjah introduction */
  description: z.string(),
  arabic_description: z.string(),
  /** 0 hides the strip or the banner (and its text) */
  show: flag,
});
export type Promotion = z.infer<typeof promotionSchema>;

export const sitePromotionsSchema = z.object({
  home: promotionSchema,
  see_sharjah: promotionSchema,
  /** the destinations /seesharjah lists, in order; hidden or disabled ones are left out by the page's list */
  see_sharjah_destination_ids: z.array(z.number().int()),
});
export type SitePromotions = z.infer<typeof sitePromotionsSchema>;

export const sitePromotionsAction = defineAction({
  name: 'sitePromotions',
  auth: 'public',
  summary: 'The promotional codes the home strip and /seesharjah advertise, their texts, and the destinations /seesharjah lists.',
  input: noInput,
  output: z.object({ data: sitePromotionsSchema }),
  cacheSeconds: 60,
});

/**
 * How travellers reach the operator's support (decision 063): a phone and a WhatsApp number in E.164, an
 * e-mail address and, optionally, when someone answers in each language. Shown on the ticket, its PDF and
 * the e-mails.
 */
export const supportContactSchema = z.object({
  phone: z.string(),
  whatsapp: z.string(),
  email: z.string(),
  hours: z.string(),
  arabic_hours: z.string(),
});
export type SupportContact = z.infer<typeof supportContactSchema>;

export const supportContactAction = defineAction({
  name: 'supportContact',
  auth: 'public',
  summary:
    "The operator's support contact: phone and WhatsApp numbers (E.164), e-mail and answering hours in both languages; null until an operator sets it.",
  input: noInput,
  output: z.object({ data: supportContactSchema.nullable() }),
  cacheSeconds: 60,
});

export const siteContentActions = [sitePageAction, sitePromotionsAction, supportContactAction] as const;
