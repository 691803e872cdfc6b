/** A gap between page numbers in a shortened run of pages. */
export const pageGap = 'gap';

/** How many pages a list of `total` rows makes at `perPage` a page; an empty list still has its one (empty) page. */
export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** The 1-based position of the first and last row of `page`, e.g. rows 26–50 of 120; both 0 when the page holds none. */
export function rowsOfPage(page: number, perPage: number, total: number): { first: number; last: number } {
  const first = (page - 1) * perPage + 1;
  if (first > total) return { first: 0, last: 0 };
  return { first, last: Math.min(page * perPage, total) };
}

/**
 * The page numbers a paginator shows: the first, the last and `around` either side of the current one, with a
 * gap where pages are left out (1 … 4 5 6 … 20). A gap never stands for a single page: that page is shown instead,
 * so the run keeps the same length wherever the current page is.
 */
export function visiblePages(page: number, count: number, around = 1): (number | typeof pageGap)[] {
  const shown = new Set([1, count]);
  for (let p = page - around; p <= page + around; p += 1) if (p >= 1 && p <= count) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);
  const out: (number | typeof pageGap)[] = [];
  for (const p of sorted) {
    const previous = out.at(-1);
    if (typeof previous === 'number' && p - previous === 2) out.push(p - 1);
    else if (typeof previous === 'number' && p - previous > 2) out.push(pageGap);
    out.push(p);
  }
  return out;
}
