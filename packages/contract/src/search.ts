import { z } from 'zod';
import { defineAction } from './action.ts';
import { dateInput, filterParam, text, wholeNumberInput } from './common.ts';
import { searchSorts } from './search-sorts.ts';

/**
 * Decision 028, search that finds things: the optional filters and sorting of `search` (our additions; the
 * specification's fields stay as they are) and suggestions as the visitor types.
 */

export { searchSorts, type SearchSort } from './search-sorts.ts';

/** Far above any package's price; a bound, not a rule. */
const maxPriceFilter = 1_000_000;
const priceFilter = wholeNumberInput(z.number().min(0).max(maxPriceFilter)).optional();
const tagSlug = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const maxTagFilters = 20;

/** The optional fields `search` takes beyond the specification's (spread into its input). */
export const searchFilterFields = {
  sort: filterParam(z.enum(searchSorts).optional()).describe('our addition: popular (default), price_asc, price_desc or rating'),
  min_price: filterParam(priceFilter).describe('our addition: lowest adult price in whole AED'),
  max_price: filterParam(priceFilter).describe('our addition: highest adult price in whole AED'),
  date: filterParam(dateInput.optional()).describe(
    'our addition: only packages whose calendar offers this date (MM/DD/YYYY or YYYY-MM-DD), not sold out',
  ),
  tags: filterParam(
    text()
      .trim()
      .max(400)
      .transform((value) => [
        ...new Set(
          value
            .split(',')
            .map((slug) => slug.trim())
            .filter((slug) => slug !== ''),
        ),
      ])
      .refine((slugs) => slugs.length <= maxTagFilters && slugs.every((slug) => tagSlug.test(slug)), {
        message: `a comma list of at most ${maxTagFilters} tag slugs`,
      })
      .optional(),
  ).describe('our addition: a comma list of tag slugs; a package with any of them matches'),
};

/** The fields `search` answers beyond the specification's. */
export const searchAnswerFields = {
  did_you_mean: z
    .string()
    .optional()
    .describe(
      'our addition: when nothing contains the term, the closest words of the catalogue (the list then holds what they find)',
    ),
};

export const suggestionSchema = z.object({
  kind: z.enum(['package', 'destination']),
  id: z.number().int(),
  name: z.string(),
  arabic_name: z.string(),
  url_slug: z.string(),
});
export type Suggestion = z.infer<typeof suggestionSchema>;

/** How many suggestions a list shows: enough to choose from, few enough to read out. */
export const suggestionLimit = 6;

export const searchSuggestionsAction = defineAction({
  name: 'searchSuggestions',
  auth: 'public',
  summary: `Up to ${suggestionLimit} visible destinations and packages whose names contain the term as the visitor types (folded as \`search\` folds it), names that start with it first; when none does, those of the closest words of the catalogue, named in \`did_you_mean\`.`,
  input: z.object({ search_term: text().trim().min(2, 'Please type at least 2 characters').max(100) }),
  output: z.object({ data: z.array(suggestionSchema), did_you_mean: z.string().optional() }),
  cacheSeconds: 60,
});

export const searchTagSchema = z.object({ slug: z.string(), name: z.string(), arabic_name: z.string() });
export type SearchTag = z.infer<typeof searchTagSchema>;

export const searchTagsAction = defineAction({
  name: 'searchTags',
  auth: 'public',
  summary: 'The category tags a search can be filtered by: those of at least one visible package, by name.',
  input: z.object({}),
  output: z.object({ data: z.array(searchTagSchema) }),
  cacheSeconds: 300,
});

/** Decision 028: typo-tolerant bilingual search. */
export const searchActions = [searchSuggestionsAction, searchTagsAction] as const;
