/** A LIKE / ILIKE pattern matching text that contains `term`, with the wildcards and backslashes in `term` taken literally. */
export function containing(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
