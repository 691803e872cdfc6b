/**
 * The orders `search` offers (decision 028), in a module of their own without zod, so that the web app's header
 * and search page can name them without loading the schemas' library on every page.
 */

/** popular = the catalogue's own order (position); the prices are the adult price; rating highest first. */
export const searchSorts = ['popular', 'price_asc', 'price_desc', 'rating'] as const;
export type SearchSort = (typeof searchSorts)[number];
