import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Pagination } from '../pagination.tsx';
import { listSearchParams, pageNumberOf } from '../../lib/search-params.ts';

/**
 * A console list's view as its address keeps it (?q=&state=&page=…), so a view can be shared or reloaded:
 * `read` takes the filters from the URL, `write` puts only what differs from the first page of everything back.
 * A changed filter starts again at page 1 and replaces the history entry; a new page is an entry of its own
 * and takes the reader back to the list's heading, since the paginator sits under the list.
 */
export function useListView<F extends { page: number }>(
  read: (search: URLSearchParams) => F,
  write: (filters: F) => Record<string, string>,
  headingId: string,
) {
  const [search, setSearch] = useSearchParams();
  const filters = read(search);
  const show = (next: Partial<F>) => setSearch(write({ ...filters, page: 1, ...next }), { replace: true });
  const showPage = (page: number) => {
    setSearch(write({ ...filters, page }));
    document.getElementById(headingId)?.focus();
  };
  return { filters, show, showPage };
}

/** The view of a list searched by words and filtered by one state. */
export type StateListFilters<S extends string> = { q: string; state: S | null; page: number };

/** useListView for ?q=&state=&page=, `states` being the states the filter offers (anything else is all). */
export function useStateListView<S extends string>(states: readonly S[], headingId: string) {
  const read = (search: URLSearchParams): StateListFilters<S> => ({
    q: search.get('q') ?? '',
    state: states.find((state) => state === search.get('state')) ?? null,
    page: pageNumberOf(search),
  });
  return useListView(read, listSearchParams, headingId);
}

type ListAnswer<T> = { data: T[]; total: number };

type ConsoleListProps<T> = {
  headingId: string;
  /** the heading: loading, or how many rows the list has */
  heading: ReactNode;
  query: { isPending: boolean; isFetching: boolean; data?: ListAnswer<T> };
  page: number;
  perPage: number;
  onPage: (page: number) => void;
  /** what an empty list says */
  empty: ReactNode;
  listClassName: string;
  /** each row, with its key and its link to the record */
  row: (record: T) => ReactNode;
  /** grey shapes shown while the first page loads */
  skeleton?: ReactNode;
};

/** A console list: heading with the count, loading and empty states, the rows and the paginator. */
export function ConsoleList<T>({
  headingId,
  heading,
  query,
  page,
  perPage,
  onPage,
  empty,
  listClassName,
  row,
  skeleton,
}: ConsoleListProps<T>) {
  const total = query.data?.total ?? 0;
  return (
    <section aria-labelledby={headingId} aria-busy={query.isFetching}>
      <h2 id={headingId} className="review__heading" tabIndex={-1}>
        {heading}
      </h2>
      {query.isPending && skeleton}
      {query.data?.data.length === 0 && <p className="empty-state">{empty}</p>}
      {query.data && query.data.data.length > 0 && <ul className={listClassName}>{query.data.data.map(row)}</ul>}
      {total > 0 && <Pagination page={page} perPage={perPage} total={total} onPage={onPage} />}
    </section>
  );
}
