import { and, asc, eq, ilike, inArray, like, or, sql, type SQL } from 'drizzle-orm';
import type { PackageCard } from '@portal/contract/catalog';
import { firstPageSize } from '@portal/contract/catalog';
import { searchText } from '@portal/domain/search-text';
import type { Database } from '../../db/client.ts';
import { destinations, packages } from '../../db/schema/index.ts';
import { containing } from '../../lib/like-pattern.ts';
import {
  cardPackageColumns,
  cardsFor,
  pageOf,
  pageWindow,
  visibleDestination,
  visiblePackage,
  type CardRow,
  type PageRequest,
} from './catalog-service.ts';

/**
 * Search (spec part 1 §7 `search`; docs/decisions/028-search-and-pages.md). Packages and destinations keep
 * their searched texts folded in a `search_text` column with a trigram index (migration 0006); the term is
 * folded the same way here (packages/domain search-text.ts), so LIKE '%term%' finds it through the index.
 */

type SearchColumn = typeof packages.searchText | typeof destinations.searchText;

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

/** The visible destinations of a search (cards carry their names), and the ids of those whose names match. */
export type SearchDestinations = { byId: Map<number, CardRow['destination']>; matching: number[] };

export async function searchDestinations(db: Database, match: (column: SearchColumn) => SQL): Promise<SearchDestinations> {
  const rows = await db
    .select({
      id: destinations.id,
      name: destinations.name,
      arabicName: destinations.arabicName,
      matches: sql<boolean>`${match(destinations.searchText)}`.mapWith(Boolean),
    })
    .from(destinations)
    .where(visibleDestination);
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
 * The words of the catalogue (table `search_words`, kept by triggers, migration 0007) within pg_trgm's
 * word-similarity threshold (0.6: one typo in a word of 5+ letters) of the term, the closest first. Their
 * trigram index answers in a millisecond, where comparing the term with the whole text of every package
 * sharing a trigram with it cost 95–130 µs a row (2,000 rows for "shrjah").
 */
async function wordsCloseTo(db: Database, folded: string): Promise<string[]> {
  const word = sql<string>`word`;
  const found = await db
    .select({ word })
    .from(sql`search_words`)
    .where(sql`${folded} <% ${word}`)
    .orderBy(sql`word_similarity(${folded}, ${word}) desc`, word)
    .limit(closeWordsLimit);
  return found.map((row) => row.word);
}
/** enough for a typo that two words are equally close to ("famly": family, familly), few enough to stay cheap */
const closeWordsLimit = 5;

/**
 * A typo is looked for only in a term of one word of 4 or more characters: shorter ones are close to too
 * many words to say which was meant.
 */
const typoCandidate = /^[^\s]{4,}$/u;

/** The query of one page of matching packages (exported so a test can ask PostgreSQL for its plan). */
export function searchQuery(
  db: Database,
  match: SQL | undefined,
  destinationId: number | undefined,
  window: { limit: number; offset: number },
) {
  return (
    db
      .select({ ...cardPackageColumns, destinationId: packages.destinationId })
      .from(packages)
      .where(and(visiblePackage, match, destinationId !== undefined ? eq(packages.destinationId, destinationId) : undefined))
      // `+ 0`: not the position index's order. Walking that index stops at the page's end, but when a term's
      // packages sit together late in the order (an adjective of one range of positions) it read 8,000 rows to
      // find 61; reading the term's rows through the trigram index and sorting them costs what the matches cost.
      .orderBy(sql`${packages.position} + 0`, asc(packages.id))
      .limit(window.limit + 1)
      .offset(window.offset)
  );
}

async function searchPage(
  db: Database,
  match: (column: SearchColumn) => SQL,
  destinationId: number | undefined,
  request: PageRequest,
): Promise<{ data: PackageCard[]; has_more: 0 | 1 }> {
  const found = await searchDestinations(db, match);
  if (found.byId.size === 0) return { data: [], has_more: 0 };
  const window = pageWindow(request, firstPageSize.search);
  const page = pageOf(await searchQuery(db, packagesMatching(match, found), destinationId, window), window.limit);
  // every row's destination is in the map: the query asked only for those
  const rows = page.rows.flatMap((pkg): CardRow[] => {
    const destination = found.byId.get(pkg.destinationId);
    return destination ? [{ pkg, destination }] : [];
  });
  return { data: await cardsFor(db, rows), has_more: page.has_more };
}

/**
 * Visible packages whose texts, or destination's name, contain the term, by position. When none contains
 * a one-word term, those with a word close to it, so a typo still finds something ("stargazng" finds
 * "stargazing").
 */
export async function searchPackages(
  db: Database,
  term: string,
  destinationId?: number,
  request: PageRequest = {},
): Promise<{ data: PackageCard[]; has_more: 0 | 1 }> {
  const folded = searchText(term);
  const found = await searchPage(db, containsTerm(folded), destinationId, request);
  const firstPage = (request.page ?? 1) === 1;
  if (found.data.length > 0 || !firstPage || !typoCandidate.test(folded.trim())) return found;
  const words = await wordsCloseTo(db, folded.trim());
  if (words.length === 0) return found;
  const containsAWord = (column: SearchColumn) =>
    sql`(${sql.join(
      words.map((word) => containsTerm(word)(column)),
      sql` or `,
    )})`;
  return searchPage(db, containsAWord, destinationId, request);
}
