/** A LIKE / ILIKE pattern matching text that contains `term`, with the wildcards and backslashes in `term` taken literally. */
export function containing(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A LIKE pattern matching text that ends with `term`, taken literally as in `containing`. */
export function endingWith(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}`;
}
