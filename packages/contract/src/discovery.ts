import { cancelPolicySchema } from './cancellation.ts';
import { z } from 'zod';
import { defineAction } from './action.ts';
import { firstPageSize, hasMore, packageCardSchema, pageFields } from './catalog.ts';
import { aed, filterParam, flag, idInput, imagePath, multilineText, nameText, slugInput, text } from './common.ts';
import { searchAnswerFields, searchFilterFields } from './search.ts';

const amenityKeys = ['free_wiFi', 'free_parking', 'dining', 'washrooms', 'seating', 'bar_or_lounge', 'refreshments'] as const;
export const amenityNames = amenityKeys;

/** spec part 1 §5 weekday numbers: a name's index is its number (sunday=0, monday=1 … saturday=6). */
export const weekdayNames = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
export type WeekdayNames = typeof weekdayNames;

const weekdayName = `(?:${weekdayNames.join('|')})`;

/** spec part 1 §3 Package: disabled_weeks is a comma list of weekday names, e.g. "saturday,sunday"; "" for none. */
export const weekdayList = z
  .string()
  .regex(new RegExp(`^(?:${weekdayName}(?:,${weekdayName})*)?$`), 'a comma list of lower-case weekday names');

/** The JSON text of a list (spec part 1 §2–3: mega_slider_images and event_dates are "a JSON list"). */
const jsonListText = (item: z.ZodType<string>, what: string) =>
  z.string().refine((text) => {
    try {
      return z.array(item).safeParse(JSON.parse(text)).success;
    } catch {
      return false;
    }
  }, `the JSON text of a list of ${what}`);

const calendarDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD');

export const subPackageSchema = z.object({
  id: z.number().int(),
  package_name: z.string(),
  arabic_name: z.string(),
  adult_price: aed.nullable(),
  child_price: aed.nullable(),
  adult_person: z.number().int().nullable(),
  child_person: z.number().int().nullable(),
  enable: flag,
});

export const mealSchema = z.object({
  id: z.number().int(),
  meal_name: z.string(),
  arabic_name: z.string(),
  price: aed.nullable(),
  description: z.string(),
  arabic_description: z.string(),
  enable: flag,
});

export const transportSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  arabic_name: z.string(),
  one_way: aed.nullable(),
  two_way: aed.nullable(),
  enable: flag,
});

export const optionListSchema = z.object({
  child_price_only: flag,
  options: z.array(
    z.object({
      id: z.string(),
      label: z.string(),
      arabic_label: z.string(),
      price: aed,
      exclusive: flag,
      /** the day the option is for (a concert's night), YYYY-MM-DD; absent when it has none (decision 059) */
      date: z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/)
        .optional(),
    }),
  ),
  notes: z.object({ en: z.string(), ae: z.string() }).nullable(),
});

/**
 * Everything the package page shows and the booking flow needs (spec part 1 §3 Package). Rich texts
 * are HTML sanitised on the server; the browser sanitises again before showing them.
 */
export const packageDetailsSchema = packageCardSchema.extend({
  destination_slug: z.string(),
  /** JSON text of a list of image paths, e.g. '["packages/x-1.jpg","packages/x-2.jpg"]' (spec part 1 §2 Gallery) */
  mega_slider_images: jsonListText(imagePath, 'image paths'),
  description: z.string(),
  arabic_description: z.string(),
  /** the names of the amenities that apply, in the specification's order, e.g. ["free_wiFi","dining"] */
  amenities: z.array(z.enum(amenityKeys)),
  lat: z.number().nullable(),
  lan: z.number().nullable(),
  term_conditions: z.string(),
  arabic_term_conditions: z.string(),
  additional_info: z.string(),
  arabic_additional_info: z.string(),
  itinerary: z.string(),
  arabic_itinerary: z.string(),
  note: z.string(),
  arabic_note: z.string(),
  enable_note: flag,
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  enable_date_picker: flag,
  enable_time_picker: flag,
  enable_meal: flag,
  enable_sub_packages: flag,
  enable_transport: flag,
  adult_default_qty: z.number().int(),
  child_default_qty: z.number().int(),
  adult_min_qty: z.number().int().nullable(),
  adult_max_qty: z.number().int().nullable(),
  child_min_qty: z.number().int().nullable(),
  child_max_qty: z.number().int().nullable(),
  overall_min_limit: z.number().int().nullable(),
  adult_overall_limit: z.number().int().nullable(),
  adult_booked_times: z.number().int(),
  child_overall_limit: z.number().int().nullable(),
  child_booked_times: z.number().int(),
  /** JSON text of a list of YYYY-MM-DD dates (spec part 1 §3: "event_dates (JSON list of dates)") */
  event_dates: jsonListText(calendarDate, 'YYYY-MM-DD dates'),
  disabled_dates: z.array(calendarDate),
  disabled_weeks: weekdayList,
  disable_booking_prior: flag,
  sub_packages: z.array(subPackageSchema),
  meals: z.array(mealSchema),
  transport: z.array(transportSchema),
  option_list: optionListSchema.nullable(),
  /** the cancellation policy (decision 036), an addition to spec part 1 §3: absent for clients that do not know it */
  cancellation: cancelPolicySchema.optional(),
  /** decision 039 additions: where the traveller meets the guide, in each language ("" when not said) */
  meeting_point: z.string().optional(),
  arabic_meeting_point: z.string().optional(),
  /** what the price includes, one item per line, in each language */
  included: z.string().optional(),
  arabic_included: z.string().optional(),
  /** "From AED x": the lowest adult price of the package's own and its listed dates' from today on; null without one */
  from_price: aed.nullable().optional(),
});
export type PackageDetails = z.infer<typeof packageDetailsSchema>;

export const tagSchema = z.object({ slug: z.string(), name: z.string(), arabic_name: z.string() });
export type Tag = z.infer<typeof tagSchema>;

export const packagesDetailsAction = defineAction({
  name: 'packagesDetails',
  auth: 'public',
  summary: 'One enabled package by its url_slug, with its add-ons and booking rules; 404 when unknown or switched off.',
  input: z.object({ slug: slugInput }),
  output: z.object({ data: packageDetailsSchema }),
  cacheSeconds: 60,
});

export const packagesByTagsAction = defineAction({
  name: 'packagesByTags',
  auth: 'public',
  summary: `The visible packages carrying a tag, by position, ${firstPageSize.packagesByTags} to a page unless \`limit\` says otherwise. A tag with none, an unknown tag or no tag at all (\`undefined\`, \`null\` or empty; \`tag\` null) answers an empty list: the page says No Packages Found.`,
  input: z.object({ tag: filterParam(slugInput.optional()), ...pageFields }),
  output: z.object({ tag: tagSchema.nullable(), data: z.array(packageCardSchema), has_more: hasMore }),
  cacheSeconds: 60,
});

export const searchAction = defineAction({
  name: 'search',
  auth: 'public',
  summary: `Visible packages whose English or Arabic name or description contains every word of the term, or whose destination's name does (case, Arabic tashkeel, tatweel and letter forms folded: أ إ آ → ا, ة → ه, ى → ي), by position unless \`sort\` says otherwise, ${firstPageSize.search} to a page unless \`limit\` says otherwise; when nothing does, those with the catalogue's words closest to the misspelt ones, named in \`did_you_mean\`. Optionally in one destination (destination_id -1 = all), within a price range, bookable on a date, with any of some tags; no match, or an unknown destination, answers an empty list.`,
  input: z.object({
    search_term: text().trim().min(1, 'Please enter something to search for').max(100),
    destination_id: filterParam(z.union([z.literal('-1').transform(() => undefined), idInput]).optional()),
    ...pageFields,
    ...searchFilterFields,
  }),
  output: z.object({ data: z.array(packageCardSchema), has_more: hasMore, ...searchAnswerFields }),
  cacheSeconds: 60,
});

export const contactAction = defineAction({
  name: 'contactUs',
  auth: 'public',
  optionalSession: true,
  summary:
    'Sends a visitor message to the portal team through the message provider, and keeps it for operators, with the signed-in sender when a token comes.',
  input: z.object({
    name: nameText().trim().min(1, 'Please Enter UserName').max(100),
    email: text().trim().min(1, 'Please Enter Email').max(254).email('Please Enter Valid Email'),
    message: multilineText().trim().min(10, 'Please write at least 10 characters').max(2000),
    language: z.enum(['en', 'ae']).optional(),
  }),
  output: z.object({ status: z.literal('sent') }),
  cacheSeconds: 0,
});

export const discoveryActions = [packagesDetailsAction, packagesByTagsAction, searchAction, contactAction] as const;
