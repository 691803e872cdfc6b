import { z } from 'zod';
import { defineAction } from './action.ts';
import { cancelPolicySchema } from './cancellation.ts';
import { aed, filterParam, flag, idInput, imagePath, noInput, slugInput, wholeNumberInput } from './common.ts';

/**
 * Lists come in pages (our addition, docs/decisions/028-search-and-pages.md). The specification's screens
 * show whole lists and name no page size, so a client that sends no `page` or `limit` gets a first page
 * that holds today's whole catalogue list, exactly the answer it had before pages.
 */
export const firstPageSize = { destinations: 60, search: 60, packagesByTags: 60, vouchers: 60 } as const;
export const maxPageSize = 100;
/** Far enough for any catalogue the portal lists; a deeper offset is a crawler's, not a visitor's. */
export const maxPage = 1000;

/** The optional input fields of a paged list. */
export const pageFields = {
  page: filterParam(wholeNumberInput(z.number().min(1).max(maxPage)).optional()).describe(
    `our addition: which page, from 1 (the default) to ${maxPage}`,
  ),
  limit: filterParam(wholeNumberInput(z.number().min(1).max(maxPageSize)).optional()).describe(
    `our addition: how many per page, 1 to ${maxPageSize}; the action's first-page size by default`,
  ),
};
/** In every answer of a paged list: 1 when a later page has more. */
export const hasMore = flag.optional().describe('our addition: 1 when the next page has more, else 0');

export const destinationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  arabic_name: z.string(),
  url_slug: z.string(),
  description: z.string(),
  arabic_description: z.string(),
  hover_text: z.string(),
  arabic_hover_text: z.string(),
  featured_image: imagePath,
  img: imagePath,
  hide: flag,
  enable: flag,
  lat: z.number().nullable(),
  lan: z.number().nullable(),
});
export type Destination = z.infer<typeof destinationSchema>;

/** The fields every package card needs (spec part 1 §2 destination, search and tag pages). */
export const packageCardSchema = z.object({
  id: z.number().int(),
  package_name: z.string(),
  arabic_name: z.string(),
  url_slug: z.string(),
  /** the adult price; null when the package has none */
  price: aed.nullable(),
  adult_price: aed.nullable(),
  child_price: aed.nullable(),
  original_price: aed.nullable(),
  rating: z.number().nullable(),
  img: imagePath,
  destination_id: z.number().int(),
  destination_name: z.string(),
  destination_arabic_name: z.string(),
  offer_tag: flag,
  offer_tag_text: z.string(),
  arabic_offer_tag_text: z.string(),
  redirect: flag,
  redirect_url: z.string(),
  hide: flag,
  enable: flag,
  disabled: flag,
  checkout: z.array(z.string()),
  tags: z.array(z.string()),
  position: z.number().int(),
  /**
   * decision 039 additions to spec part 1 §3, absent for clients that do not know them: how many reviews make `rating`
   */
  review_count: z.number().int().optional(),
  /** how long the experience lasts, in minutes; null when not said */
  duration_minutes: z.number().int().nullable().optional(),
  /** the cancellation policy (decision 036), shown as a badge */
  cancellation: cancelPolicySchema.optional(),
});
export type PackageCard = z.infer<typeof packageCardSchema>;

export const sliderSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  arabic_title: z.string(),
  /** the image for widths above 767 px */
  image: imagePath,
  /** the image for widths up to 767 px */
  mobile_image: imagePath,
  link: z.string(),
  position: z.number().int(),
});
export type Slide = z.infer<typeof sliderSchema>;

export const voucherSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  arabic_name: z.string(),
  vendor_name: z.string(),
  vendor_arabic_name: z.string(),
  amount: aed,
  description: z.string(),
  arabic_description: z.string(),
  /** calendar date YYYY-MM-DD in Asia/Dubai */
  expiry_date: z.string(),
  img: imagePath,
  url_slug: z.string(),
  bg_color: z.string(),
  destination_id: z.number().int().nullable(),
});
export type Voucher = z.infer<typeof voucherSchema>;

const tagSlot = (n: 1 | 2 | 3) =>
  ({
    [`tag${n}`]: z.string(),
    [`tag${n}_heading`]: z.string(),
    [`tag${n}_arabic_heading`]: z.string(),
    [`tag${n}_description`]: z.string(),
    [`tag${n}_arabic_description`]: z.string(),
  }) as Record<
    `tag${typeof n}` | `tag${typeof n}_${'heading' | 'arabic_heading' | 'description' | 'arabic_description'}`,
    z.ZodString
  >;

export const homeSettingsSchema = z.object({
  gallary_images: z.object({
    image1: imagePath,
    image2: imagePath,
    image3: imagePath,
    image4: imagePath,
    image5: imagePath,
    image1_link: z.string(),
    image2_link: z.string(),
    image3_link: z.string(),
    image4_link: z.string(),
    image5_link: z.string(),
  }),
  spend_win_image: imagePath,
  ...tagSlot(1),
  ...tagSlot(2),
  ...tagSlot(3),
  display_vouchers: flag,
  display_about_us: flag,
  display_top_experience: flag,
});
export type HomeSettings = z.infer<typeof homeSettingsSchema>;

export const tagSectionSchema = z.object({
  tag: z.string(),
  heading: z.string(),
  arabic_heading: z.string(),
  description: z.string(),
  arabic_description: z.string(),
  packages: z.array(packageCardSchema).max(6),
});
export type TagSection = z.infer<typeof tagSectionSchema>;

export const sliderAction = defineAction({
  name: 'slider',
  auth: 'public',
  summary: 'Home banner slides, each with a desktop and a mobile image.',
  input: noInput,
  output: z.object({ data: z.array(sliderSchema) }),
  cacheSeconds: 60,
});

export const destinationsAction = defineAction({
  name: 'destinations',
  auth: 'public',
  summary: `Destinations that are shown (hide=0) and enabled (enable=1), by position, ${firstPageSize.destinations} to a page unless \`limit\` says otherwise.`,
  input: z.object(pageFields),
  output: z.object({ data: z.array(destinationSchema), has_more: hasMore }),
  cacheSeconds: 60,
});

export const homeDataAction = defineAction({
  name: 'HomeData',
  auth: 'public',
  summary: 'Home page data: the Top Offers vouchers (voucherData) and up to three tag sections of at most 6 packages.',
  input: noInput,
  output: z.object({ data: z.object({ voucherData: z.array(voucherSchema), tag_sections: z.array(tagSectionSchema).max(3) }) }),
  cacheSeconds: 60,
});

/** The action is named after the product, e.g. `sharjah_homepage_settings`; the server binds the configured name. */
export const homepageSettingsAction = defineAction({
  name: '{product}_homepage_settings',
  auth: 'public',
  summary: 'Home settings: gallery images, spend-and-win image, the three tag sections and display flags.',
  input: noInput,
  output: z.object({ data: homeSettingsSchema }),
  cacheSeconds: 60,
});

export const packagesAction = defineAction({
  name: 'packages',
  auth: 'public',
  summary: 'The visible packages of one destination (by slug or id), by position.',
  input: z
    .object({ slug: slugInput.optional(), id: idInput.optional() })
    .refine((v) => v.slug !== undefined || v.id !== undefined, { message: 'slug or id is required', path: ['slug'] }),
  output: z.object({ destination: destinationSchema, data: z.array(packageCardSchema) }),
  cacheSeconds: 60,
});

export const homepageSettingsActionName = (product: string) => `${product}_homepage_settings`;
