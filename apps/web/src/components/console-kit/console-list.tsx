import type { FormEvent, ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Pagination } from '../pagination.tsx';
import type { TFunction } from '../../lib/i18n.ts';
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

/** The view of a list filtered by a form of named fields (?q=&stock=…&page=), each kept as typed. */
export type FormListFilters<N extends string> = Record<N, string> & { page: number };

/**
 * useListView for a filter form: its fields carry the names in `names`; `onFilter` is the form's submit, and
 * `formKey` remounts the form when the address changes, so its defaultValues follow back and forward.
 */
export function useFormListView<N extends string>(names: readonly N[], headingId: string) {
  const read = (search: URLSearchParams) =>
    ({
      ...Object.fromEntries(names.map((name) => [name, search.get(name) ?? ''])),
      page: pageNumberOf(search),
    }) as FormListFilters<N>;
  const write = (filters: FormListFilters<N>): Record<string, string> => ({
    ...Object.fromEntries(names.flatMap((name) => (filters[name] ? [[name, filters[name]]] : []))),
    ...(filters.page > 1 ? { page: String(filters.page) } : {}),
  });
  const view = useListView(read, write, headingId);
  const onFilter = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    view.show(
      Object.fromEntries(names.map((name) => [name, String(data.get(name) ?? '').trim()])) as Partial<FormListFilters<N>>,
    );
  };
  return { ...view, onFilter, formKey: JSON.stringify(view.filters) };
}

type FilterSelectProps = {
  id: string;
  name: string;
  label: string;
  value: string;
  /** the first option, which filters nothing */
  anyLabel: string;
  options: readonly { value: string | number; label: string }[];
};

/** One select of a list's filter form, read by the form on submit. */
export function FilterSelect({ id, name, label, value, anyLabel, options }: FilterSelectProps) {
  return (
    <div className="form-field">
      <label className="form-field__label" htmlFor={id}>
        {label}
      </label>
      <select id={id} name={name} className="form-field__input" defaultValue={value}>
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A list's heading from its texts `${texts}.loading`, `.found` (rows a search `q` found) and `.count`. */
export function listHeading(
  t: TFunction,
  texts: string,
  query: { isPending: boolean; data?: { total: number } },
  q = '',
): string {
  const count = query.data?.total ?? 0;
  if (query.isPending) return t(`${texts}.loading`);
  return q ? t(`${texts}.found`, { count, q }) : t(`${texts}.count`, { count });
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
