import { and, asc, eq, gte, ilike, inArray, like, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PackageCard } from '@portal/contract/catalog';
import { firstPageSize } from '@portal/contract/catalog';
import { suggestionLimit, type SearchSort, type SearchTag, type Suggestion } from '@portal/contract/search';
import { dubaiToday, minBookableDate, weekdayOf } from '@portal/domain/booking/dates';
import { searchText } from '@portal/domain/search-text';
import type { Database } from '../../db/client.ts';
import { planPerRun } from '../../db/pglite-statements.ts';
import { dateAvailability, destinations, packageTags, packages, tags } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { aedToFils } from '../../lib/money.ts';
import { containing } from '../../lib/like-pattern.ts';
import {
  cardPackageColumns,
  cardTagSlugs,
  jsonObject,
  pageOf,
  pageWindow,
  visibleDestination,
  visiblePackage,
  toPackageCard,
  type CardRow,
  type PageRequest,
} from './catalog-service.ts';
import { isBroad, textSample } from './term-breadth.ts';

/**
 * Search (spec part 1 §7 `search`; docs/decisions/028-search-and-pages.md). Packages and destinations keep
 * their searched texts folded in a `search_text` column with a trigram index (migration 0006); the term is
 * folded the same way here (packages/domain search-text.ts), so LIKE '%term%' finds it through the index.
 */

/** a searched text: a stored column, or a part of one (the names in suggestions) */
type SearchColumn = typeof packages.searchText | typeof destinations.searchText | SQL;

/** A cased letter other than a–z (É, Ж): only ILIKE meets its other case in the text. */
const casedBeyondAscii = /(?![a-z])[\p{Lu}\p{Ll}\p{Lt}]/u;

/**
 * The stored text has A–Z folded already, so for a term of a–z and caseless scripts (Arabic) plain LIKE finds
 * what ILIKE finds. It costs a seventh as much per row: ILIKE lowers each whole text before comparing (measured
 * on 10,000 packages, PostgreSQL: 11 µs against 1.5 µs a row), and every row the index cannot exclude pays it.
 */
export function containsTerm(folded: string): (column: SearchColumn) => SQL {
  const pattern = containing(folded);
  return casedBeyondAscii.test(folded) ? (column) => ilike(column, pattern) : (column) => like(column, pattern);
}

type SearchDestinationRow = CardRow['destination'] & { matches: boolean };

/** The visible destinations of a search (cards carry their names), and the ids of those whose names match. */
export type SearchDestinations = { byId: Map<number, CardRow['destination']>; matching: number[] };

export async function searchDestinations(db: Database, match: (column: SearchColumn) => SQL): Promise<SearchDestinations> {
  // one JSON value for all of them, not four values a destination (see searchCard)
  const destination = jsonObject({
    id: destinations.id,
    name: destinations.name,
    arabicName: destinations.arabicName,
    matches: match(destinations.searchText),
  });
  const [found] = await db
    .select({
      rows: sql<SearchDestinationRow[]>`coalesce(json_agg(${destination}), '[]'::json)`,
    })
    .from(destinations)
    .where(visibleDestination);
  const rows = found?.rows ?? [];
  return {
    byId: new Map(rows.map(({ matches: _, ...destination }) => [destination.id, destination])),
    matching: rows.filter((d) => d.matches).map((d) => d.id),
  };
}

/**
 * Visible packages of visible destinations whose own text matches, or whose destination's name does. The
 * destinations' ids are constants in the packages' query, not a join: PostgreSQL misjudges how many rows a
 * LIKE finds (1 for 2,000), and joined it compared each of them with every destination (24,000 comparisons).
 */
export function packagesMatching(match: (column: SearchColumn) => SQL, found: SearchDestinations): SQL | undefined {
  const visible = inArray(packages.destinationId, [...found.byId.keys()]);
  const own = match(packages.searchText);
  return and(visible, found.matching.length === 0 ? own : or(own, inArray(packages.destinationId, found.matching)));
}

/**
 * The words of the catalogue (table `search_words`, kept by triggers, migration 0007) similar to the term, the
 * closest first. Their trigram index answers in a millisecond, where comparing the term with the whole text of
 * every package sharing a trigram with it cost 95–130 µs a row (2,000 rows for "shrjah"). Similarity, not word
 * similarity: both sides are single words, and one typo in a word of five letters ("desrt", "safri") scores 0.44
 * in similarity but only 0.5 in word similarity, under that operator's threshold of 0.6. `%` reads the index
 * with pg_trgm's default threshold (0.3); the closer bound below keeps only a typo's likely meanings.
 */
async function wordsCloseTo(db: Database, folded: string): Promise<string[]> {
  const word = sql<string>`word`;
  const found = await db
    .select({ word })
    .from(sql`search_words`)
    .where(sql`${word} % ${folded} and similarity(${word}, ${folded}) >= ${typoSimilarity}`)
    .orderBy(sql`similarity(${word}, ${folded}) desc`, word)
    .limit(closeWordsLimit);
  return found.map((row) => row.word);
}
/** one typo in a word of 5 letters (0.44); "camp" and "camel" (0.38) stay apart */
const typoSimilarity = 0.4;
/** enough for a typo that two words are equally close to ("famly": family, familly), few enough to stay cheap */
const closeWordsLimit = 5;

/**
 * A typo is looked for only in a word of 4 or more characters: shorter ones are close to too many words to
 * say which was meant (and `search_words` keeps none shorter).
 */
const typoCandidate = /^[^\s]{4,}$/u;

/**
 * What a search looks for: every group must be found, each by any one of its words. A typed term is one group
 * per word ("desert safari" finds "Safari in the desert"); a corrected one has the close words of each typo.
 */
type WordGroups = string[][];

function wordsOf(folded: string): WordGroups {
  return [...new Set(folded.split(/\s+/u).filter((word) => word !== ''))].map((word) => [word]);
}

/** A text that contains one word of every group. */
function containsEveryGroup(groups: WordGroups): (column: SearchColumn) => SQL {
  return (column) => and(...groups.map((group) => or(...group.map((word) => containsTerm(word)(column)))))!;
}

/**
 * Each word of 4+ characters that the catalogue does not have, replaced by the catalogue's words closest to it;
 * null when no word was replaced (nothing to correct, or nothing close enough).
 */
async function correctedGroups(db: Database, groups: WordGroups): Promise<WordGroups | null> {
  let corrected = false;
  const result: WordGroups = [];
  for (const [word] of groups) {
    if (word === undefined) continue;
    const close = typoCandidate.test(word) ? await wordsCloseTo(db, word) : [];
    const replaced = close.length > 0 && !close.includes(word);
    corrected ||= replaced;
    result.push(replaced ? close : [word]);
  }
  return corrected ? result : null;
}

/** The words a corrected search offers as "Did you mean …?": the closest word of each group. */
const phraseOf = (groups: WordGroups) => groups.map((group) => group[0]).join(' ');

/** The optional filters and order of `search` (decision 028), with the page asked for. */
export type SearchRequest = PageRequest & {
  sort?: SearchSort | undefined;
  min_price?: number | undefined;
  max_price?: number | undefined;
  date?: string | undefined;
  tags?: string[] | undefined;
};
type SearchAnswer = { data: PackageCard[]; has_more: 0 | 1; did_you_mean?: string };

/** The filters that are fields' values alone, checked before any query; a 400 names the failing field. */
function checkFilters(request: SearchRequest, today: string): void {
  const fields: Record<string, string> = {};
  if (request.min_price !== undefined && request.max_price !== undefined && request.min_price > request.max_price) {
    fields.max_price = 'at least min_price';
  }
  if (request.date !== undefined && request.date < today) fields.date = 'today or a later date';
  if (Object.keys(fields).length > 0) throw new AppError('invalid_input', { fields });
}

/**
 * The package's calendar offers the date (the SQL form of isBookableDate in packages/domain booking/dates.ts,
 * without the horizon: the date is checked against today in checkFilters) and the date is not sold out: a
 * date whose adult tickets are all taken cannot be booked, as every booking needs an adult. A package without
 * a date picker sells open tickets, good on any day.
 */
function offersDate(date: string, now: Date): SQL {
  const earliestAfterPrior = minBookableDate(
    { startDate: null, endDate: null, eventDates: [], disabledDates: [], disabledWeeks: [], disableBookingPrior: 1 },
    now,
  );
  const lastEventDate = sql`(select max(e)::date from jsonb_array_elements_text(${packages.eventDates}) e)`;
  return sql`(${packages.enableDatePicker} = 0 or (
    (${packages.startDate} is null or ${packages.startDate} <= ${date}::date)
    and ${date}::date <= coalesce(${packages.endDate}, ${lastEventDate})
    and not ${packages.disabledDates} @> to_jsonb(${date}::text)
    and not ${packages.disabledWeeks} @> to_jsonb(${weekdayOf(date)}::int)
    and (jsonb_array_length(${packages.eventDates}) = 0 or ${packages.eventDates} @> to_jsonb(${date}::text))
    and (${packages.disableBookingPrior} = 0 or ${date}::date >= ${earliestAfterPrior}::date)
    and not exists (select 1 from ${dateAvailability} where ${dateAvailability.packageId} = ${packages.id}
      and ${dateAvailability.date} = ${date}::date and ${dateAvailability.adultTickets} is not null
      and ${dateAvailability.adultTaken} >= ${dateAvailability.adultTickets})))`;
}

/** A package with any of the tags. */
function taggedWithAny(slugs: string[]): SQL {
  return sql`exists (select 1 from ${packageTags} join ${tags} on ${tags.id} = ${packageTags.tagId}
    where ${packageTags.packageId} = ${packages.id} and ${inArray(tags.slug, slugs)})`;
}

/** The filters of a search as one condition on packages (undefined: none). */
function filtersOf(request: SearchRequest, destinationId: number | undefined, now: Date): SQL | undefined {
  return and(
    destinationId !== undefined ? eq(packages.destinationId, destinationId) : undefined,
    request.min_price !== undefined ? gte(packages.adultPriceFils, aedToFils(request.min_price)) : undefined,
    request.max_price !== undefined ? lte(packages.adultPriceFils, aedToFils(request.max_price)) : undefined,
    request.date !== undefined ? offersDate(request.date, now) : undefined,
    request.tags !== undefined && request.tags.length > 0 ? taggedWithAny(request.tags) : undefined,
  );
}

/**
 * The orders of a search; the catalogue's position breaks ties. `+ 0`: not the position index's order. Walking
 * that index stops at the page's end, but when a term's packages sit together late in the order (an adjective of
 * one range of positions) it read 8,000 rows to find 61; reading the term's rows through the trigram index and
 * sorting them costs what the matches cost. A broad term (`walk`, term-breadth.ts) is the exception: its page
 * is found within the first rows of that order, so the query walks the index and stops at the page's end.
 */
function orderOf(sort: SearchSort | undefined, walk: boolean): SQL[] {
  // the walk's plan is PostgreSQL's choice for this term: on PGlite it must not become a prepared statement's generic plan
  const byPosition = walk
    ? [sql`${packages.position} ${sql.raw(planPerRun)}`, sql`${packages.id}`]
    : [sql`${packages.position} + 0`, sql`${packages.id}`];
  switch (sort) {
    case 'price_asc':
      return [sql`${packages.adultPriceFils} asc nulls last`, ...byPosition];
    case 'price_desc':
      return [sql`${packages.adultPriceFils} desc nulls last`, ...byPosition];
    case 'rating':
      return [sql`${packages.rating} desc nulls last`, ...byPosition];
    default:
      return byPosition;
  }
}

/**
 * A page's card as one JSON value built by the database: the package's card columns, its destination's id
 * and its tag slugs. One value a row, where the columns one by one were 25: PGlite's protocol reader pays
 * per value, and on 10,000 packages that was as much CPU as running the query (the search benchmark).
 */
type SearchCardRow = { pkg: CardRow['pkg']; destinationId: number; tagSlugs: string[] };
const searchCard = sql<SearchCardRow>`${jsonObject({
  pkg: jsonObject(cardPackageColumns),
  destinationId: packages.destinationId,
  tagSlugs: cardTagSlugs,
})}`;

/**
 * The query of one page of matching packages (exported so a test can ask PostgreSQL for its plan). The page's
 * ids are found first, and the cards built for those rows only: a card is a JSON value of 25 columns, and built
 * for every match before the sort (which PostgreSQL does for a cheap projection) it cost a broad term three times
 * what finding its page did (decision 046).
 */
export function searchQuery(
  db: Database,
  match: SQL | undefined,
  filters: SQL | undefined,
  window: { limit: number; offset: number },
  sort?: SearchSort,
  walk = false,
) {
  const page = db
    .select({ id: sql<number>`${packages.id}`.as('page_id') })
    .from(packages)
    .where(and(visiblePackage, match, filters))
    .orderBy(...orderOf(sort, walk))
    .limit(window.limit + 1)
    .offset(window.offset)
    .as('search_page');
  // the page's own order again, on its 61 rows at most
  return db
    .select({ card: searchCard })
    .from(page)
    .innerJoin(packages, eq(packages.id, page.id))
    .orderBy(...orderOf(sort, false));
}

async function searchPage(
  db: Database,
  groups: WordGroups,
  filters: SQL | undefined,
  request: SearchRequest,
): Promise<{ data: PackageCard[]; has_more: 0 | 1 }> {
  const match = containsEveryGroup(groups);
  // only the catalogue's own order can be walked; filters narrow what a walk finds, so they read the matches
  const mayWalk = (request.sort === undefined || request.sort === 'popular') && filters === undefined;
  const [found, sample] = await Promise.all([searchDestinations(db, match), mayWalk ? textSample(db) : null]);
  if (found.byId.size === 0) return { data: [], has_more: 0 };
  const window = pageWindow(request, firstPageSize.search);
  const walk = sample !== null && isBroad(sample, groups, window.offset + window.limit + 1);
  const query = searchQuery(db, packagesMatching(match, found), filters, window, request.sort, walk);
  const page = pageOf(await query, window.limit);
  // every row's destination is in the map: the query asked only for those
  const data = page.rows.flatMap(({ card }): PackageCard[] => {
    const destination = found.byId.get(card.destinationId);
    return destination ? [toPackageCard(card.pkg, destination, card.tagSlugs)] : [];
  });
  return { data, has_more: page.has_more };
}

/**
 * Visible packages whose texts, or destination's name, contain every word of the term, filtered and in the
 * order asked for. When none does, the first page is asked again with each misspelt word replaced by the
 * catalogue's words close to it ("desrt safri" finds "Desert Safari"), and `did_you_mean` names them.
 */
export async function searchPackages(
  db: Database,
  term: string,
  destinationId: number | undefined,
  request: SearchRequest,
  now: Date,
): Promise<SearchAnswer> {
  checkFilters(request, dubaiToday(now));
  const filters = filtersOf(request, destinationId, now);
  const groups = wordsOf(searchText(term));
  const found = await searchPage(db, groups, filters, request);
  const firstPage = (request.page ?? 1) === 1;
  if (found.data.length > 0 || !firstPage) return found;
  const corrected = await correctedGroups(db, groups);
  if (corrected === null) return found;
  return { ...(await searchPage(db, corrected, filters, request)), did_you_mean: phraseOf(corrected) };
}

/** A name that starts with the term ranks first, one with a word starting with it next, then any other match. */
function nameRank(folded: string, text: SQL): SQL<number> {
  const escaped = containing(folded).slice(1);
  return sql<number>`case when ${text} like ${escaped} then 0 when ${text} like ${`% ${escaped}`} then 1 else 2 end`;
}
/** The English and the Arabic name: the first two lines of the search text (migration 0006). */
const namesOf = (column: SearchColumn) => sql`(split_part(${column}, E'\n', 1) || E'\n' || split_part(${column}, E'\n', 2))`;

/**
 * Suggestions as the visitor types (decision 028): destinations, then packages, whose names contain every word, a
 * name starting with the term first; when none matches, those of the corrected words.
 */
export async function suggestSearches(db: Database, term: string): Promise<{ data: Suggestion[]; did_you_mean?: string }> {
  const folded = searchText(term).trim();
  const groups = wordsOf(folded);
  const found = await suggestionsFor(db, groups, folded);
  if (found.length > 0) return { data: found };
  const corrected = await correctedGroups(db, groups);
  if (corrected === null) return { data: [] };
  const phrase = phraseOf(corrected);
  return { data: await suggestionsFor(db, corrected, phrase), did_you_mean: phrase };
}

async function suggestionsFor(db: Database, groups: WordGroups, phrase: string): Promise<Suggestion[]> {
  const inNames = (column: SearchColumn) => containsEveryGroup(groups)(namesOf(column));
  const shownDestinations = await db
    .select({
      id: destinations.id,
      name: destinations.name,
      arabicName: destinations.arabicName,
      urlSlug: destinations.urlSlug,
      matches: sql<boolean>`${inNames(destinations.searchText)}`.mapWith(Boolean),
    })
    .from(destinations)
    .where(visibleDestination)
    .orderBy(nameRank(phrase, namesOf(destinations.searchText)), asc(destinations.position), asc(destinations.id));
  if (shownDestinations.length === 0) return [];
  const places = shownDestinations.filter((d) => d.matches).slice(0, maxDestinationSuggestions);
  const pkgs = await db
    .select({ id: packages.id, name: packages.packageName, arabicName: packages.arabicName, urlSlug: packages.urlSlug })
    .from(packages)
    .where(
      and(
        visiblePackage,
        inArray(
          packages.destinationId,
          shownDestinations.map((d) => d.id),
        ),
        // the whole text first, so the trigram index narrows the rows before their names are compared
        containsEveryGroup(groups)(packages.searchText),
        inNames(packages.searchText),
      ),
    )
    .orderBy(nameRank(phrase, namesOf(packages.searchText)), sql`${packages.position} + 0`, asc(packages.id))
    .limit(suggestionLimit - places.length);
  const suggestion = (kind: Suggestion['kind']) => (row: (typeof pkgs)[number]) => ({
    kind,
    id: row.id,
    name: row.name,
    arabic_name: row.arabicName,
    url_slug: row.urlSlug,
  });
  return [...places.map(suggestion('destination')), ...pkgs.map(suggestion('package'))];
}
/** Destinations are few and broad: two leave room for the packages. */
const maxDestinationSuggestions = 2;

/** The tags of at least one visible package in a visible destination: the category filter of the search page. */
export async function listSearchTags(db: Database): Promise<SearchTag[]> {
  return db
    .selectDistinct({ slug: tags.slug, name: tags.name, arabic_name: tags.arabicName })
    .from(tags)
    .innerJoin(packageTags, eq(packageTags.tagId, tags.id))
    .innerJoin(packages, eq(packages.id, packageTags.packageId))
    .innerJoin(destinations, eq(destinations.id, packages.destinationId))
    .where(and(visiblePackage, visibleDestination))
    .orderBy(tags.name, tags.slug);
}
