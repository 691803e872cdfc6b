/**
 * Paged lists (docs/decisions/028-search-and-pages.md): the first request sends no page, so it is the
 * specification's call exactly and shares its cache entry; later pages add `page`. TanStack Query's
 * infinite queries take these as their page parameter helpers.
 */
export const firstPage = 1;

/** The fields a request for `page` adds: none for the first. */
export function pageFields(page: number): { page?: number } {
  return page > firstPage ? { page } : {};
}

/** The next page's number when the answer says more follow (`has_more` 1), else undefined: no next page. */
export function nextPage(last: { has_more?: 0 | 1 | undefined }, _all: unknown, lastPage: number): number | undefined {
  return last.has_more === 1 ? lastPage + 1 : undefined;
}
