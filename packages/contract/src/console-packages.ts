import { maxFreeHours } from '@portal/domain/booking/cancellation';
import { z } from 'zod';
import { defineAction } from './action.ts';
import { amenityNames, weekdayList } from './discovery.ts';
import {
  aed,
  aedInput,
  blankIsNull,
  coordinateInput,
  dateInput,
  flag,
  flagInput,
  idInput,
  imagePath,
  jsonText,
  multilineText,
  nameText,
  optionalSlugInput,
  pictureInput,
  text,
  wholeNumberInput,
} from './common.ts';
import { pageInput, pageOutput, searchInput } from './console.ts';

/**
 * The console's packages: every field of spec part 1 §3 Package (decision 035). Operator actions on the
 * one endpoint, for admins and the team members holding edit_packages on their destinations (decision 060); a change reaches the public packages, packagesDetails, HomeData and search answers at once.
 * Lists travel as JSON text in a form body (`jsonText`); empty number fields ("") mean "no value" (null).
 */

/** A form field left empty is absent: "" and null both mean no value. */
const emptyIsNull = <T extends z.ZodType>(inner: T) => blankIsNull(inner).default(null);

/** AED with at most two decimals, stored in fils; "" for none. */
const priceField = emptyIsNull(aedInput(1_000_000)).describe('AED with at most two decimals; "" for none');

/** A quantity rule (spec part 1 §5): "" or 0 sets none. */
const quantityField = emptyIsNull(wholeNumberInput(z.number().min(0).max(99)));

/** An overall limit of tickets over the package's life; "" for unlimited. */
const overallLimitField = emptyIsNull(wholeNumberInput(z.number().min(0).max(1_000_000)));

const dateList = jsonText(z.array(dateInput).max(400)).default([]);

/** A rich text: limited HTML the server sanitises before storing (apps/server/src/lib/rich-text.ts). */
const richTextField = multilineText().trim().max(50_000).default('');

/** Which packages the console list shows: on sale (enabled, not disabled, not hidden), switched off or disabled, or hidden. */
export const packageStates = ['enabled', 'disabled', 'hidden'] as const;
export type PackageState = (typeof packageStates)[number];

export const consolePackageRowSchema = z.object({
  id: z.number().int(),
  package_name: z.string(),
  arabic_name: z.string(),
  url_slug: z.string(),
  img: imagePath,
  destination_id: z.number().int(),
  destination_name: z.string(),
  destination_arabic_name: z.string(),
  adult_price: aed.nullable(),
  position: z.number().int(),
  hide: flag,
  enable: flag,
  disabled: flag,
});
export type ConsolePackageRow = z.infer<typeof consolePackageRowSchema>;

/** One reason the package could not be booked as configured (packages/domain package-setup.ts), by wire field. */
export const packageSetupProblemSchema = z.object({ field: z.string(), code: z.string(), n: z.number().optional() });

/** A package as the console edits it: the fields savePackage takes, plus what the console shows beside them. */
export const consolePackageSchema = z.object({
  id: z.number().int(),
  destination_id: z.number().int(),
  package_name: z.string(),
  arabic_name: z.string(),
  url_slug: z.string(),
  adult_price: aed.nullable(),
  child_price: aed.nullable(),
  original_price: aed.nullable(),
  offer_tag: flag,
  offer_tag_text: z.string(),
  arabic_offer_tag_text: z.string(),
  redirect: flag,
  redirect_url: z.string(),
  hide: flag,
  enable: flag,
  disabled: flag,
  checkout: z.array(z.string()),
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
  child_overall_limit: z.number().int().nullable(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  event_dates: z.array(z.string()),
  disabled_dates: z.array(z.string()),
  disabled_weeks: weekdayList,
  disable_booking_prior: flag,
  cancel_policy: z.enum(['none', 'free']),
  cancel_free_hours: z.number().int(),
  cancel_late_fee_percent: z.number().int().nullable(),
  /** decision 039: the facts shown up front (minutes; texts in both languages, what is included one item per line) */
  duration_minutes: z.number().int().nullable(),
  meeting_point: z.string(),
  arabic_meeting_point: z.string(),
  included: z.string(),
  arabic_included: z.string(),
  enable_note: flag,
  note: z.string(),
  arabic_note: z.string(),
  description: z.string(),
  arabic_description: z.string(),
  term_conditions: z.string(),
  arabic_term_conditions: z.string(),
  additional_info: z.string(),
  arabic_additional_info: z.string(),
  itinerary: z.string(),
  arabic_itinerary: z.string(),
  amenities: z.array(z.enum(amenityNames)),
  img: imagePath,
  mega_slider_images: z.array(imagePath),
  tags: z.array(z.string()),
  position: z.number().int(),
  lat: z.number().nullable(),
  lan: z.number().nullable(),
  /** from reviews, never edited here */
  rating: z.number().nullable(),
  adult_booked_times: z.number().int(),
  child_booked_times: z.number().int(),
  /** an option-list package (spec part 1 §9) is priced by its options, edited on the Extras tab */
  has_option_list: flag,
  /** what the Extras and Availability tabs give the booking steps */
  extras: z.object({
    enabled_slots: z.number().int(),
    enabled_sub_packages: z.number().int(),
    enabled_meals: z.number().int(),
    enabled_transports: z.number().int(),
  }),
  /** bookings of it: a package with bookings (or named by a coupon) cannot be deleted, only disabled */
  bookings: z.number().int(),
  /** why it could not be booked as configured now; only a package visitors cannot book may be saved with any */
  problems: z.array(packageSetupProblemSchema),
});
export type ConsolePackage = z.infer<typeof consolePackageSchema>;

export const consolePackagesAction = defineAction({
  name: 'consolePackages',
  auth: 'operator',
  summary:
    'Every package (a team member: of their destinations), on sale or not, by position, a page at a time, with its destination and adult price; q matches the English ' +
    'or Arabic name as the public search does; destination_id keeps one destination; state keeps those on sale (enable=1, ' +
    'disabled=0, hide=0), switched off (enable=0 or disabled=1) or hidden (hide=1).',
  input: z.object({
    q: searchInput,
    destination_id: idInput.optional(),
    state: z.enum(packageStates).optional(),
    ...pageInput,
  }),
  output: z.object({ data: z.array(consolePackageRowSchema), ...pageOutput }),
  cacheSeconds: 0,
});

export const consolePackageChoicesAction = defineAction({
  name: 'consolePackageChoices',
  auth: 'operator',
  summary:
    'What the package form and list offer: every destination the caller acts on (hidden and disabled ones too), every tag, and the checkout site ' +
    'names (this site, and any a package lists).',
  input: z.object({}),
  output: z.object({
    destinations: z.array(z.object({ id: z.number().int(), name: z.string(), arabic_name: z.string() })),
    tags: z.array(z.object({ slug: z.string(), name: z.string(), arabic_name: z.string() })),
    sites: z.array(z.string()),
  }),
  cacheSeconds: 0,
});

export const consolePackageAction = defineAction({
  name: 'consolePackage',
  auth: 'operator',
  summary: 'One package with every field of spec part 1 §3 Package, its extras counts, bookings and set-up problems.',
  input: z.object({ id: idInput }),
  output: z.object({ data: consolePackageSchema }),
  cacheSeconds: 0,
});

export const savePackageAction = defineAction({
  name: 'savePackage',
  auth: 'operator',
  summary:
    'Creates a package (no id) or changes one: every field of spec part 1 §3 Package but its rating and booked counts. Prices in ' +
    'AED (two decimals); lists (checkout, event_dates, disabled_dates, amenities, mega_slider_images, tags) as JSON text; ' +
    'disabled_weeks as a comma list of weekday names; rich texts sanitised before they are stored; pictures from the uploaded ' +
    'images; url_slug made from the English name when empty (a clash answers slug_taken). A package visitors could book (enable=1, ' +
    'disabled=0, hide=0) that could not be booked as configured is refused with package_unbookable naming each field and why; ' +
    'a switched-off, disabled or hidden one is saved and answers its problems. Visitors see the change at once. Audited.',
  input: z
    .object({
      id: idInput.optional(),
      destination_id: idInput,
      package_name: nameText().trim().min(1).max(200),
      arabic_name: nameText().trim().min(1).max(200),
      url_slug: optionalSlugInput,
      adult_price: priceField,
      child_price: priceField,
      original_price: priceField,
      offer_tag: flagInput.default(0),
      offer_tag_text: text().trim().max(60).default(''),
      arabic_offer_tag_text: text().trim().max(60).default(''),
      redirect: flagInput.default(0),
      redirect_url: z
        .union([
          z.literal(''),
          text()
            .trim()
            .max(500)
            .url('a web address')
            .regex(/^https?:\/\//i, 'an http or https address'),
        ])
        .default(''),
      hide: flagInput.default(0),
      enable: flagInput.default(1),
      disabled: flagInput.default(0),
      checkout: jsonText(z.array(text().trim().min(1).max(100)).max(20)).default([]),
      enable_date_picker: flagInput.default(0),
      enable_time_picker: flagInput.default(0),
      enable_meal: flagInput.default(0),
      enable_sub_packages: flagInput.default(0),
      enable_transport: flagInput.default(0),
      adult_default_qty: wholeNumberInput(z.number().min(0).max(99)).default(1),
      child_default_qty: wholeNumberInput(z.number().min(0).max(99)).default(0),
      adult_min_qty: quantityField,
      adult_max_qty: quantityField,
      child_min_qty: quantityField,
      child_max_qty: quantityField,
      overall_min_limit: quantityField,
      adult_overall_limit: overallLimitField,
      child_overall_limit: overallLimitField,
      start_date: emptyIsNull(dateInput),
      end_date: emptyIsNull(dateInput),
      event_dates: dateList,
      disabled_dates: dateList,
      disabled_weeks: weekdayList.default(''),
      disable_booking_prior: flagInput.default(0),
      /**
       * decision 036: none, or free cancellation up to cancel_free_hours before the event, then cancel_late_fee_percent
       * (blank: none after)
       */
      cancel_policy: z.enum(['none', 'free']).default('none'),
      cancel_free_hours: wholeNumberInput(z.number().min(0).max(maxFreeHours)).default(24),
      cancel_late_fee_percent: emptyIsNull(wholeNumberInput(z.number().min(0).max(100))),
      /**
       * decision 039: how long it lasts in minutes (blank: not said, up to a week), where to meet, what is included
       * (one per line)
       */
      duration_minutes: emptyIsNull(wholeNumberInput(z.number().min(1).max(10_080))),
      meeting_point: text().trim().max(300).default(''),
      arabic_meeting_point: text().trim().max(300).default(''),
      included: multilineText().trim().max(2000).default(''),
      arabic_included: multilineText().trim().max(2000).default(''),
      enable_note: flagInput.default(0),
      note: text().trim().max(300).default(''),
      arabic_note: text().trim().max(300).default(''),
      description: richTextField,
      arabic_description: richTextField,
      term_conditions: richTextField,
      arabic_term_conditions: richTextField,
      additional_info: richTextField,
      arabic_additional_info: richTextField,
      itinerary: richTextField,
      arabic_itinerary: richTextField,
      amenities: jsonText(z.array(z.enum(amenityNames))).default([]),
      img: pictureInput.default(''),
      mega_slider_images: jsonText(z.array(pictureInput.refine((v) => v !== '', 'a picture')).max(30)).default([]),
      tags: jsonText(z.array(text().trim().min(1).max(200)).max(50)).default([]),
      position: wholeNumberInput(z.number().min(0).max(1_000_000)).default(0),
      lat: coordinateInput(90).default(null),
      lan: coordinateInput(180).default(null),
    })
    .superRefine((input, ctx) => {
      if ((input.lat === null) !== (input.lan === null)) {
        ctx.addIssue({
          code: 'custom',
          path: [input.lat === null ? 'lat' : 'lan'],
          message: 'give both latitude and longitude, or neither',
        });
      }
      if (input.offer_tag === 1 && !input.offer_tag_text) {
        ctx.addIssue({ code: 'custom', path: ['offer_tag_text'], message: 'the ribbon needs its text' });
      }
      if (input.enable_note === 1 && !input.note) {
        ctx.addIssue({ code: 'custom', path: ['note'], message: 'the note needs its text' });
      }
    }),
  output: z.object({ data: consolePackageSchema }),
  cacheSeconds: 0,
});

export const deletePackageAction = defineAction({
  name: 'deletePackage',
  auth: 'operator',
  summary:
    'Deletes a package no booking refers to and no coupon names, with its slots, prices by date, sub-packages, meals and ' +
    'transports; otherwise in_use (disable it instead). Audited.',
  input: z.object({ id: idInput }),
  output: z.object({ deleted: z.literal(1) }),
  cacheSeconds: 0,
});

/** The console's packages: every field of spec part 1 §3 Package (decision 035). */
export const consolePackageActions = [
  consolePackagesAction,
  consolePackageChoicesAction,
  consolePackageAction,
  savePackageAction,
  deletePackageAction,
] as const;
