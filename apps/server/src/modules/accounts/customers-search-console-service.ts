import { consoleSearchPerGroup, type ConsoleSearchHit } from '@portal/contract/console-search';
import { and, desc, eq, ilike, isNull, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { identifierMatch, type SearchTerms } from '../../lib/console-search-terms.ts';
import { containing } from '../../lib/like-pattern.ts';

/**
 * The console search's customers (decision 060; admins only, as the Customers page): travellers by e-mail or
 * mobile from its start, or by name, each word anywhere in the first or last name; erased accounts are not
 * found by what they no longer hold. Newest accounts first.
 */
export async function searchConsoleCustomers(db: Database, terms: SearchTerms): Promise<ConsoleSearchHit[]> {
  const byName = and(
    ...terms.words.map((word) => or(ilike(users.firstName, containing(word)), ilike(users.lastName, containing(word)))),
  );
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, mobile: users.mobile })
    .from(users)
    .where(and(eq(users.role, 'user'), isNull(users.erasedAt), or(identifierMatch(terms, users.email, users.mobile), byName)))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(consoleSearchPerGroup);
  return rows.map((row) => ({
    title: `${row.firstName} ${row.lastName}`.trim() || row.email || row.mobile || `#${row.id}`,
    arabic_title: '',
    detail: [row.email, row.mobile].filter(Boolean).join(' · '),
    link: `/backoffice/customers/${row.id}`,
  }));
}
