import { z } from 'zod';
import { defineAction } from './action.ts';
import { destinationSchema } from './catalog.ts';
import {
  coordinateInput,
  flag,
  flagInput,
  idInput,
  imagePath,
  multilineText,
  nameText,
  optionalSlugInput,
  pictureInput,
  text,
  wholeNumberInput,
} from './common.ts';
import { pageInput, pageOutput, searchInput } from './console.ts';

/**
 * The console's destinations and tags (decision 035). Admin actions on the one endpoint: a
 * change reaches the public destinations, packages, HomeData and search answers and the sitemap at once.
 */

/** Which destinations the console list shows: every one, or those in one state. */
export const destinationStates = ['shown', 'hidden', 'disabled'] as const;
export type DestinationState = (typeof destinationStates)[number];

export const consoleDestinationRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  arabic_name: z.string(),
  url_slug: z.string(),
  img: imagePath,
  position: z.number().int(),
  hide: flag,
  enable: flag,
  /** packages in it, shown or not */
  packages: z.number().int(),
});
export type ConsoleDestinationRow = z.infer<typeof consoleDestinationRowSchema>;

/** What refers to a destination: while any count is above 0 it cannot be deleted, only hidden or disabled. */
export const destinationUsageSchema = z.object({
  packages: z.number().int(),
  bookings: z.number().int(),
  vouchers: z.number().int(),
  invoices: z.number().int(),
  stores: z.number().int(),
  products: z.number().int(),
});
export type DestinationUsage = z.infer<typeof destinationUsageSchema>;

export const consoleDestinationSchema = destinationSchema.extend({
  position: z.number().int(),
  usage: destinationUsageSchema,
});
export type ConsoleDestination = z.infer<typeof consoleDestinationSchema>;

export const consoleDestinationsAction = defineAction({
  name: 'consoleDestinations',
  auth: 'admin',
  summary:
    'Every destination, shown, hidden or disabled, by position, a page at a time, with its number of packages; q matches the ' +
    'English or Arabic name as the public search does; state keeps only the shown (hide=0, enable=1), hidden or disabled ones.',
  input: z.object({ q: searchInput, state: z.enum(destinationStates).optional(), ...pageInput }),
  output: z.object({ data: z.array(consoleDestinationRowSchema), ...pageOutput }),
  cacheSeconds: 0,
});

export const consoleDestinationAction = defineAction({
  name: 'consoleDestination',
  auth: 'admin',
  summary: 'One destination with every field of spec part 1 §3 Destination, its position, and what refers to it (usage).',
  input: z.object({ id: idInput }),
  output: z.object({ data: consoleDestinationSchema }),
  cacheSeconds: 0,
});

export const saveDestinationAction = defineAction({
  name: 'saveDestination',
  auth: 'admin',
  summary:
    'Creates a destination (no id) or changes one: names, descriptions (plain text, as the public pages show them) and hover ' +
    'texts in English and Arabic, a unique url_slug (made from the English name when empty; a clash answers slug_taken naming ' +
    'the field), pictures from the uploaded images, hide, enable, position (a new one goes last when absent) and the map ' +
    'position lat / lan (both or neither). Visitors and the sitemap see the change at once. Audited.',
  input: z
    .object({
      id: idInput.optional(),
      name: nameText().trim().min(1).max(120),
      arabic_name: nameText().trim().min(1).max(120),
      url_slug: optionalSlugInput,
      description: multilineText().trim().max(4000).default(''),
      arabic_description: multilineText().trim().max(4000).default(''),
      hover_text: text().trim().max(200).default(''),
      arabic_hover_text: text().trim().max(200).default(''),
      featured_image: pictureInput.default(''),
      img: pictureInput.default(''),
      hide: flagInput,
      enable: flagInput,
      position: wholeNumberInput(z.number().min(0).max(1_000_000)).optional(),
      lat: coordinateInput(90).optional(),
      lan: coordinateInput(180).optional(),
    })
    .superRefine((input, ctx) => {
      const hasLat = input.lat !== undefined && input.lat !== null;
      const hasLan = input.lan !== undefined && input.lan !== null;
      if (hasLat !== hasLan) {
        ctx.addIssue({ code: 'custom', path: [hasLat ? 'lan' : 'lat'], message: 'give both latitude and longitude, or neither' });
      }
    }),
  output: z.object({ data: consoleDestinationSchema }),
  cacheSeconds: 0,
});

export const deleteDestinationAction = defineAction({
  name: 'deleteDestination',
  auth: 'admin',
  summary:
    'Deletes a destination nothing refers to; one with packages, bookings, vouchers, invoices, stores or products answers in_use ' +
    '(hide or disable it instead). Audited.',
  input: z.object({ id: idInput }),
  output: z.object({ deleted: z.literal(1) }),
  cacheSeconds: 0,
});

export const consoleTagSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  arabic_name: z.string(),
  /** packages tagged with it */
  packages: z.number().int(),
  /** the home page tag section (1–3) that shows it, null when none does: such a tag cannot be deleted */
  home_section: z.number().int().nullable(),
});
export type ConsoleTag = z.infer<typeof consoleTagSchema>;

export const consoleTagsAction = defineAction({
  name: 'consoleTags',
  auth: 'admin',
  summary:
    'Every package tag by slug, a page at a time, with its number of packages and the home tag section that names it; q matches ' +
    'the slug or either name.',
  input: z.object({ q: searchInput, ...pageInput }),
  output: z.object({ data: z.array(consoleTagSchema), ...pageOutput }),
  cacheSeconds: 0,
});

export const saveTagAction = defineAction({
  name: 'saveTag',
  auth: 'admin',
  summary:
    'Creates a tag (no id) or renames one: names in English and Arabic and a unique slug (made from the English name when empty; ' +
    'a clash answers slug_taken naming slug). The slug of a tag a home tag section names cannot change (in_use): change the home page first. Audited.',
  input: z.object({
    id: idInput.optional(),
    slug: optionalSlugInput,
    name: nameText().trim().min(1).max(80),
    arabic_name: nameText().trim().min(1).max(80),
  }),
  output: z.object({ data: consoleTagSchema }),
  cacheSeconds: 0,
});

export const deleteTagAction = defineAction({
  name: 'deleteTag',
  auth: 'admin',
  summary:
    'Deletes a tag and its links to packages (the packages stay), answering how many packages lost it; a tag a home tag section ' +
    'names answers in_use (change the home page first). Audited.',
  input: z.object({ id: idInput }),
  output: z.object({ deleted: z.literal(1), unlinked_packages: z.number().int() }),
  cacheSeconds: 0,
});

/** The console's destinations and tags (decision 035). */
export const consoleDestinationActions = [
  consoleDestinationsAction,
  consoleDestinationAction,
  saveDestinationAction,
  deleteDestinationAction,
  consoleTagsAction,
  saveTagAction,
  deleteTagAction,
] as const;
