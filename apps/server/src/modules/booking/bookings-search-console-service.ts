import { consoleSearchPerGroup, type ConsoleSearchHit } from '@portal/contract/console-search';
import { and, desc, eq, inArray, like } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bookings, users } from '../../db/schema/index.ts';
import { inScope, type OperatorScope } from '../../http/operator-access.ts';
import { identifierMatch, newestOnce, startingWith, type SearchTerms } from '../../lib/console-search-terms.ts';

/**
 * The console search's bookings (decision 060): by order number from its start, or by the customer's e-mail
 * or mobile, of the caller's destinations only, newest first. Two indexed look-ups, merged.
 */
export async function searchConsoleBookings(db: Database, terms: SearchTerms, scope: OperatorScope): Promise<ConsoleSearchHit[]> {
  const buyer = identifierMatch(terms, users.email, users.mobile);
  const select = () =>
    db
      .select({
        number: bookings.orderNumber,
        at: bookings.createdAt,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
      })
      .from(bookings)
      .innerJoin(users, eq(users.id, bookings.userId));
  const venue = inScope(scope, 'destination', bookings.destinationId);
  const [byNumber, byBuyer] = await Promise.all([
    terms.number
      ? select()
          .where(and(like(bookings.orderNumber, startingWith(terms.number)), venue))
          .orderBy(desc(bookings.createdAt))
          .limit(consoleSearchPerGroup)
      : [],
    buyer
      ? select()
          .where(and(inArray(bookings.userId, db.select({ id: users.id }).from(users).where(buyer).limit(20)), venue))
          .orderBy(desc(bookings.createdAt))
          .limit(consoleSearchPerGroup)
      : [],
  ]);
  return newestOnce(
    [byNumber, byBuyer].map((rows) => rows.map((row) => ({ ...row, key: row.number }))),
    consoleSearchPerGroup,
  ).map((row) => ({
    title: row.number,
    arabic_title: '',
    detail: [`${row.firstName} ${row.lastName}`.trim(), row.email ?? ''].filter(Boolean).join(' · '),
    link: `/backoffice/bookings/${encodeURIComponent(row.number)}`,
  }));
}
