import { searchSorts, type SearchSort } from '@portal/contract/search-sorts';

/**
 * The filters and order of a search (decision 028), kept in the results page's query string so that a filtered
 * search can be shared and reloaded: /s/{t}/{d}?sort=price_asc&min_price=50&max_price=200&date=2026-12-10&tags=a,b.
 * Values the server would refuse are left out here rather than shown as an error page.
 */
export type SearchFilters = {
  sort?: SearchSort;
  min_price?: number;
  max_price?: number;
  date?: string;
  tags?: string[];
};

const wholeAed = /^\d{1,7}$/;
const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const tagSlug = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const isSort = (value: string | null): value is SearchSort => searchSorts.some((sort) => sort === value);
const aedOf = (value: string | null) => (value !== null && wholeAed.test(value) ? Number(value) : undefined);

/** The filters a results address carries. */
export function searchFiltersOf(params: URLSearchParams): SearchFilters {
  const sort = params.get('sort');
  const minPrice = aedOf(params.get('min_price'));
  const maxPrice = aedOf(params.get('max_price'));
  const date = params.get('date');
  const tags = (params.get('tags') ?? '').split(',').filter((slug) => tagSlug.test(slug));
  return {
    ...(isSort(sort) && sort !== 'popular' ? { sort } : {}),
    ...(minPrice !== undefined ? { min_price: minPrice } : {}),
    ...(maxPrice !== undefined ? { max_price: maxPrice } : {}),
    ...(date !== null && isoDate.test(date) ? { date } : {}),
    ...(tags.length > 0 ? { tags } : {}),
  };
}

/** The query string of some filters ("" for none), as searchFiltersOf reads it. */
export function searchFiltersQuery(filters: SearchFilters): string {
  const params = new URLSearchParams();
  if (filters.sort && filters.sort !== 'popular') params.set('sort', filters.sort);
  if (filters.min_price !== undefined) params.set('min_price', String(filters.min_price));
  if (filters.max_price !== undefined) params.set('max_price', String(filters.max_price));
  if (filters.date) params.set('date', filters.date);
  if (filters.tags && filters.tags.length > 0) params.set('tags', filters.tags.join(','));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The fields a search request adds for its filters (none without filters: the specification's call exactly). */
export function searchFilterFields(filters: SearchFilters): Record<string, string | number> {
  return {
    ...(filters.sort ? { sort: filters.sort } : {}),
    ...(filters.min_price !== undefined ? { min_price: filters.min_price } : {}),
    ...(filters.max_price !== undefined ? { max_price: filters.max_price } : {}),
    ...(filters.date ? { date: filters.date } : {}),
    ...(filters.tags && filters.tags.length > 0 ? { tags: filters.tags.join(',') } : {}),
  };
}
