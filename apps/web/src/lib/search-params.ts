/** A whole number ≥ 1 read from a query-string value; anything else (absent, 0, "2a", huge) is null. */
export function positiveWhole(value: string | null): number | null {
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  const number = Number(value);
  return number >= 1 ? number : null;
}

/** The page of a paginated list its URL shows (`?page=3`); the first page when it has none or an unreadable one. */
export const pageNumberOf = (search: URLSearchParams): number => positiveWhole(search.get('page')) ?? 1;

/** A searched, filtered and paginated list's address: only what differs from the first page of everything. */
export function listSearchParams(view: { q: string; state: string | null | undefined; page: number }): Record<string, string> {
  return {
    ...(view.q ? { q: view.q } : {}),
    ...(view.state ? { state: view.state } : {}),
    ...(view.page > 1 ? { page: String(view.page) } : {}),
  };
}
