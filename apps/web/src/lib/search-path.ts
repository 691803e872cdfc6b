/** spec part 1 §2: /s/{t}/{d} — t the search term, d a destination id or -1 for every destination. */
export const allDestinations = -1;

/** The results page of a search, or null when the term is blank. */
export function searchPath(term: string, destinationId: number = allDestinations): string | null {
  const trimmed = term.trim();
  if (!trimmed) return null;
  return `/s/${encodeURIComponent(trimmed)}/${destinationId}`;
}

/** The destination of a results address: a positive id, or -1 (all) for anything else. */
export function destinationIdOf(param: string | undefined): number {
  const id = Number(param);
  return Number.isInteger(id) && id > 0 ? id : allDestinations;
}
