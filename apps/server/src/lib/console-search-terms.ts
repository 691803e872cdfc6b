import { normalizeEmail, normalizeMobile } from '@portal/domain/identity';
import { eq, like, or, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * What the console's one search (decision 060) looks for in what an operator typed: each area matches the
 * forms that fit its records, each with an index (order numbers, e-mail addresses and mobiles from their start
 * on a text_pattern_ops index, names by any part on a trigram index).
 */
export type SearchTerms = {
  /** as typed, trimmed */
  text: string;
  /** an order number's start, upper-cased: typed without spaces, with a digit */
  number: string | null;
  /** an e-mail address's start, lower-cased: typed without spaces */
  email: string | null;
  /** a whole mobile in E.164, or the start of one typed with its + */
  mobile: { exact: string } | { start: string } | null;
  /** the words of a name, each matched anywhere in the first or last name */
  words: string[];
};

/** A LIKE pattern matching text that starts with `term`, its wildcards and backslashes taken literally. */
export function startingWith(term: string): string {
  return `${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function searchTerms(typed: string): SearchTerms {
  const text = typed.trim();
  const oneWord = !/\s/.test(text);
  const whole = normalizeMobile(text);
  const digits = text.replace(/[\s()-]/g, '');
  return {
    text,
    number: oneWord && /\d/.test(text) && /^[A-Za-z0-9-]+$/.test(text) ? text.toUpperCase() : null,
    email: oneWord ? normalizeEmail(text) : null,
    mobile: whole ? { exact: whole } : /^\+\d{4,}$/.test(digits) ? { start: digits } : null,
    words: text
      .split(/\s+/)
      .filter((word) => word.length > 0)
      .slice(0, 4),
  };
}

/** The condition on a person's e-mail and mobile columns for `terms`; undefined when the typed text is neither. */
export function identifierMatch(terms: SearchTerms, email: AnyColumn, mobile: AnyColumn): SQL | undefined {
  const conditions = [
    terms.email ? like(email, startingWith(terms.email)) : undefined,
    terms.mobile && 'exact' in terms.mobile ? eq(mobile, terms.mobile.exact) : undefined,
    terms.mobile && 'start' in terms.mobile ? like(mobile, startingWith(terms.mobile.start)) : undefined,
  ].filter((c) => c !== undefined);
  return conditions.length > 0 ? or(...conditions) : undefined;
}

/** Rows of two searches (by number, by person), newest first, each once, at most `limit`. */
export function newestOnce<Row extends { key: string; at: Date }>(lists: Row[][], limit: number): Row[] {
  const seen = new Set<string>();
  return lists
    .flat()
    .sort((a, b) => b.at.getTime() - a.at.getTime())
    .filter((row) => !seen.has(row.key) && seen.add(row.key))
    .slice(0, limit);
}
