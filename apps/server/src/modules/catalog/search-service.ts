import { and, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PackageCard } from '@portal/contract/catalog';
import { firstPageSize } from '@portal/contract/catalog';
import { searchText } from '@portal/domain/search-text';
import type { Database } from '../../db/client.ts';
import { destinations, packages } from '../../db/schema/index.ts';
import {
  cardColumns,
  cardsFor,
  pageOf,
  pageWindow,
  visibleDestination,
  visiblePackage,
  type PageRequest,
} from './catalog-service.ts';

/**
 * Search (spec part 1 §7 `search`; docs/decisions/028-search-and-pages.md). Packages and destinations keep
 * their searched texts folded in a `search_text` column with a trigram index (migration 0006); the term is
 * folded the same way here (packages/domain search-text.ts), so ILIKE '%term%' finds it through the index.
 */

/** LIKE wildcards in the user's term are literal. */
export function likePattern(folded: string): string {
  return `%${folded.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

type SearchColumn = typeof packages.searchText | typeof destinations.searchText;

/**
 * Packages whose own text matches, or whose destination's does. The destinations are looked up first, in
 * a query of their own: with their ids written into the packages' query, PostgreSQL estimates how many
 * rows match and picks the trigram index for a rare term, or a scan in position order that stops at the
 * page's end for a common one (with an array it cannot see, it guessed hundreds and scanned everything).
 */
export async function packagesMatching(db: Database, match: (column: SearchColumn) => SQL): Promise<SQL | undefined> {
  const found = await db.select({ id: destinations.id }).from(destinations).where(match(destinations.searchText));
  const destinationIds = found.map((d) => d.id);
  return destinationIds.length === 0
    ? match(packages.searchText)
    : or(match(packages.searchText), inArray(packages.destinationId, destinationIds));
}

/** A word of the text within pg_trgm's word-similarity threshold (0.6) of the term: one typo in a word of 5+ letters. */
const similarWord = (folded: string) => (column: SearchColumn) => sql`${folded} <% ${column}`;

/**
 * A typo is looked for only in a term of one word of 4 or more characters: shorter ones share trigrams with
 * too much, and each candidate row costs a word-similarity check over its whole text ("fort 9999" drew
 * hundreds of candidates from "fort" alone).
 */
const typoCandidate = /^[^\s]{4,}$/u;

/** The query of one page of matching cards (exported so a test can ask PostgreSQL for its plan). */
export function searchQuery(
  db: Database,
  match: SQL | undefined,
  destinationId: number | undefined,
  window: { limit: number; offset: number },
) {
  return db
    .select(cardColumns)
    .from(packages)
    .innerJoin(destinations, eq(destinations.id, packages.destinationId))
    .where(
      and(
        visiblePackage,
        visibleDestination,
        match,
        destinationId !== undefined ? eq(packages.destinationId, destinationId) : undefined,
      ),
    )
    .orderBy(asc(packages.position), asc(packages.id))
    .limit(window.limit + 1)
    .offset(window.offset);
}

async function searchPage(
  db: Database,
  match: SQL | undefined,
  destinationId: number | undefined,
  request: PageRequest,
): Promise<{ data: PackageCard[]; has_more: 0 | 1 }> {
  const window = pageWindow(request, firstPageSize.search);
  const page = pageOf(await searchQuery(db, match, destinationId, window), window.limit);
  return { data: await cardsFor(db, page.rows), has_more: page.has_more };
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
  const pattern = likePattern(folded);
  const found = await searchPage(db, await packagesMatching(db, (column) => ilike(column, pattern)), destinationId, request);
  const firstPage = (request.page ?? 1) === 1;
  if (found.data.length > 0 || !firstPage || !typoCandidate.test(folded.trim())) return found;
  return searchPage(db, await packagesMatching(db, similarWord(folded.trim())), destinationId, request);
}
