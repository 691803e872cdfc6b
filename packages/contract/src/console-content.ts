import { z } from 'zod';
import { defineAction } from './action.ts';
import { homeSettingsSchema, sliderSchema } from './catalog.ts';
import { flag, flagInput, idInput, imagePath, jsonText, multilineText, noInput, text } from './common.ts';
import { asE164 } from '@portal/domain/support-contact';
import { email } from './accounts.ts';
import {
  promotionSchema,
  promotionSlots,
  sitePageSchema,
  sitePages,
  sitePromotionsSchema,
  supportContactSchema,
} from './site-content.ts';

/**
 * The console's home and content (decision 035): the home banner's slides, the home page settings,
 * the About, Terms and Privacy texts, the advertised promotional codes and the /seesharjah list. Admins
 * only; every change is audited and visitors see it at once.
 */

/** A picture chosen in the image picker: a path under files/ (an uploaded one, or the one the record has). */
const pictureInput = text().trim().min(1).max(300).pipe(imagePath);

/**
 * Where a slide or a gallery picture leads: a path of this site ("/d/al-noor-island": one leading / and no
 * backslash, so "//evil.example" and "/\evil.example", which browsers read as another host, are refused) or
 * an absolute http(s) address, shown as external.
 */
export const linkInput = text()
  .trim()
  .max(500)
  .regex(
    /^(\/([^\s/\\][^\s\\]*)?|https?:\/\/[^\s]+)?$/,
    'a path of this site starting with a single / or an address starting with https://',
  );

/** A slide as the console edits it: the public slide and whether visitors see it. */
export const consoleSlideSchema = sliderSchema.extend({ enable: flag });
export type ConsoleSlide = z.infer<typeof consoleSlideSchema>;

export const consoleSlidersAction = defineAction({
  name: 'consoleSliders',
  auth: 'admin',
  summary: 'Every home banner slide, enabled or not, in the order visitors see them.',
  input: noInput,
  output: z.object({ data: z.array(consoleSlideSchema) }),
  cacheSeconds: 0,
});

export const saveSliderAction = defineAction({
  name: 'saveSlider',
  auth: 'admin',
  summary:
    'Creates a slide at the end of the banner (no id) or changes one: titles in English and Arabic, a desktop and a mobile picture ' +
    'from the uploaded images, a link, and whether it shows. Visitors see the change at once. Audited.',
  input: z.object({
    id: idInput.optional(),
    title: text().trim().max(200),
    arabic_title: text().trim().max(200),
    image: pictureInput,
    mobile_image: pictureInput,
    link: linkInput,
    enable: flagInput,
  }),
  output: z.object({ data: consoleSlideSchema }),
  cacheSeconds: 0,
});

export const moveSliderAction = defineAction({
  name: 'moveSlider',
  auth: 'admin',
  summary: 'Moves a slide one place earlier (up) or later (down) in the banner; answers every slide in the new order. Audited.',
  input: z.object({ id: idInput, direction: z.enum(['up', 'down']) }),
  output: z.object({ data: z.array(consoleSlideSchema) }),
  cacheSeconds: 0,
});

export const deleteSliderAction = defineAction({
  name: 'deleteSlider',
  auth: 'admin',
  summary: 'Deletes a slide (nothing else refers to slides). Audited.',
  input: z.object({ id: idInput }),
  output: z.object({ deleted: z.literal(1) }),
  cacheSeconds: 0,
});

/** A tag the home sections may show, for the console's choice. */
export const tagChoiceSchema = z.object({ slug: z.string(), name: z.string(), arabic_name: z.string() });
export type TagChoice = z.infer<typeof tagChoiceSchema>;

export const consoleHomeSettingsAction = defineAction({
  name: 'consoleHomeSettings',
  auth: 'admin',
  summary:
    'The home page settings as visitors get them ({product}_homepage_settings; empty fields when never saved) and the tags the ' +
    'three sections may show.',
  input: noInput,
  output: z.object({ data: homeSettingsSchema, tags: z.array(tagChoiceSchema) }),
  cacheSeconds: 0,
});

const gallerySlot = <N extends 1 | 2 | 3 | 4 | 5>(n: N) =>
  ({ [`image${n}`]: pictureInput, [`image${n}_link`]: linkInput }) as Record<`image${N}`, typeof pictureInput> &
    Record<`image${N}_link`, typeof linkInput>;

const tagSectionText = (max: number) => text().trim().max(max);
/** A home tag section: a tag's slug (or empty for no section), its headings and descriptions in both languages. */
const tagSectionInput = <N extends 1 | 2 | 3>(n: N) =>
  ({
    [`tag${n}`]: tagSectionText(200),
    [`tag${n}_heading`]: tagSectionText(200),
    [`tag${n}_arabic_heading`]: tagSectionText(200),
    [`tag${n}_description`]: tagSectionText(1000),
    [`tag${n}_arabic_description`]: tagSectionText(1000),
  }) as Record<
    `tag${N}` | `tag${N}_${'heading' | 'arabic_heading' | 'description' | 'arabic_description'}`,
    ReturnType<typeof tagSectionText>
  >;

export const saveHomeSettingsAction = defineAction({
  name: 'saveHomeSettings',
  auth: 'admin',
  summary:
    'Replaces the home page settings: gallery pictures 1–5 with their links (image1, image1_link…), the spend-and-win picture, the ' +
    'three tag sections (an existing tag or empty, headings and descriptions in both languages) and the display flags. Answers ' +
    'the settings as visitors now get them. Audited.',
  input: z.object({
    ...gallerySlot(1),
    ...gallerySlot(2),
    ...gallerySlot(3),
    ...gallerySlot(4),
    ...gallerySlot(5),
    spend_win_image: pictureInput,
    ...tagSectionInput(1),
    ...tagSectionInput(2),
    ...tagSectionInput(3),
    display_vouchers: flagInput,
    display_about_us: flagInput,
    display_top_experience: flagInput,
  }),
  output: z.object({ data: homeSettingsSchema }),
  cacheSeconds: 0,
});

export const consoleSitePagesAction = defineAction({
  name: 'consoleSitePages',
  auth: 'admin',
  summary: 'The About, Terms and Privacy texts in both languages, as visitors get them.',
  input: noInput,
  output: z.object({ data: z.array(sitePageSchema) }),
  cacheSeconds: 0,
});

/** A page's text: plain paragraphs separated by blank lines, at most 50,000 characters. */
const pageTextInput = multilineText()
  .transform((value) => value.replace(/\r\n?/g, '\n').trim())
  .pipe(z.string().min(1, 'write the text').max(50_000));

export const saveSitePageAction = defineAction({
  name: 'saveSitePage',
  auth: 'admin',
  summary:
    'Replaces the text of /aboutus, /terms or /privacy in English and Arabic (plain text: blank lines between paragraphs, ' +
    '"3. Heading" lines, "- " list lines). Visitors see it at once. Audited.',
  input: z.object({ page: z.enum(sitePages), text: pageTextInput, arabic_text: pageTextInput }),
  output: z.object({ data: sitePageSchema }),
  cacheSeconds: 0,
});

/** Whether an advertised code works at checkout: an enabled coupon, a disabled one, or no coupon at all. */
export const couponStates = ['enabled', 'disabled', 'missing'] as const;

export const consolePromotionSchema = promotionSchema.extend({ coupon: z.enum(couponStates) });
export type ConsolePromotion = z.infer<typeof consolePromotionSchema>;

/** A destination /seesharjah may list, for the console's choice. */
export const destinationChoiceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  arabic_name: z.string(),
  /** 1 when visitors see it (hide=0 and enable=1); a chosen one that is not shown is left out of the page */
  shown: flag,
});
export type DestinationChoice = z.infer<typeof destinationChoiceSchema>;

export const consolePromotionsAction = defineAction({
  name: 'consolePromotions',
  auth: 'admin',
  summary:
    'The advertised promotional codes with the state of their coupon (enabled, disabled or missing, so the console warns), the ' +
    '/seesharjah destination list, and every destination to choose from.',
  input: noInput,
  output: z.object({
    data: sitePromotionsSchema.extend({ home: consolePromotionSchema, see_sharjah: consolePromotionSchema }),
    destinations: z.array(destinationChoiceSchema),
  }),
  cacheSeconds: 0,
});

export const savePromotionAction = defineAction({
  name: 'savePromotion',
  auth: 'admin',
  summary:
    'Changes the code advertised on the home strip (slot home) or the /seesharjah banner (slot see_sharjah), its texts in both ' +
    'languages and whether it shows. A code without an enabled coupon is saved, and its answer says so (coupon). Audited.',
  input: z.object({
    slot: z.enum(promotionSlots),
    code: text()
      .trim()
      .min(1)
      .max(40)
      .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, dashes and underscores only')
      .transform((code) => code.toUpperCase()),
    text: text().trim().min(1).max(200),
    arabic_text: text().trim().min(1).max(200),
    description: text().trim().max(1000),
    arabic_description: text().trim().max(1000),
    show: flagInput,
  }),
  output: z.object({ data: consolePromotionSchema }),
  cacheSeconds: 0,
});

export const saveSeeSharjahDestinationsAction = defineAction({
  name: 'saveSeeSharjahDestinations',
  auth: 'admin',
  summary: 'Replaces the destinations /seesharjah lists, in order (destination_ids: a JSON list of at most 12 ids). Audited.',
  input: z.object({
    destination_ids: jsonText(
      z
        .array(idInput)
        .max(12)
        .refine((ids) => new Set(ids).size === ids.length, 'each destination once'),
    ),
  }),
  output: z.object({ data: z.array(z.number().int()) }),
  cacheSeconds: 0,
});

/** A phone number in E.164 ("+97165550100"); spaces and dashes between the digits are dropped. */
const e164Input = text()
  .trim()
  .min(1, 'write the number')
  .max(32)
  .refine((v) => asE164(v) !== null, 'an international number in E.164, e.g. +97165550100')
  .transform((v) => asE164(v) ?? v);

export const consoleSupportContactAction = defineAction({
  name: 'consoleSupportContact',
  auth: 'admin',
  summary: 'The support contact travellers see on tickets and in e-mails; null until it is set.',
  input: noInput,
  output: z.object({ data: supportContactSchema.nullable() }),
  cacheSeconds: 0,
});

export const saveSupportContactAction = defineAction({
  name: 'saveSupportContact',
  auth: 'admin',
  summary:
    'Replaces the support contact: phone and whatsapp in E.164, an e-mail address, and optional answering hours in English ' +
    '(hours) and Arabic (arabic_hours). Tickets and e-mails written from then on show it. Audited.',
  input: z.object({
    phone: e164Input,
    whatsapp: e164Input,
    email,
    hours: text().trim().max(200),
    arabic_hours: text().trim().max(200),
  }),
  output: z.object({ data: supportContactSchema }),
  cacheSeconds: 0,
});

export const consoleContentActions = [
  consoleSlidersAction,
  saveSliderAction,
  moveSliderAction,
  deleteSliderAction,
  consoleHomeSettingsAction,
  saveHomeSettingsAction,
  consoleSitePagesAction,
  saveSitePageAction,
  consolePromotionsAction,
  savePromotionAction,
  saveSeeSharjahDestinationsAction,
  consoleSupportContactAction,
  saveSupportContactAction,
] as const;
