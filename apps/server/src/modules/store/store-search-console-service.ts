import { consoleSearchPerGroup, type ConsoleSearchHit } from '@portal/contract/console-search';
import { fulfilmentSteps, type FulfilmentStep } from '@portal/contract/store';
import { and, asc, desc, eq, ilike, inArray, like, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { products, storeOrders, users } from '../../db/schema/index.ts';
import { inScope, type OperatorScope } from '../../http/operator-access.ts';
import { identifierMatch, newestOnce, startingWith, type SearchTerms } from '../../lib/console-search-terms.ts';
import { containing } from '../../lib/like-pattern.ts';
import { storeOrderStatus } from './stock.ts';

/** The fulfilment step an order's processing status names, so its link opens the list where it stands. */
const stepOf = (processingStatus: string): FulfilmentStep =>
  fulfilmentSteps.find((step) => step === processingStatus.toLowerCase()) ?? 'pending';

/**
 * The console search's store orders (decision 060): paid orders by number from its start, or by the buyer's
 * e-mail or mobile, of the caller's stores only, newest first. Two indexed look-ups, merged.
 */
export async function searchConsoleStoreOrders(
  db: Database,
  terms: SearchTerms,
  scope: OperatorScope,
): Promise<ConsoleSearchHit[]> {
  const buyer = identifierMatch(terms, users.email, users.mobile);
  const select = () =>
    db
      .select({
        number: storeOrders.orderNumber,
        at: storeOrders.createdAt,
        processingStatus: storeOrders.processingStatus,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
      })
      .from(storeOrders)
      .innerJoin(users, eq(users.id, storeOrders.userId));
  const shown = and(eq(storeOrders.status, storeOrderStatus.paid), inScope(scope, 'store', storeOrders.storeId));
  const [byNumber, byBuyer] = await Promise.all([
    terms.number
      ? select()
          .where(and(like(storeOrders.orderNumber, startingWith(terms.number)), shown))
          .orderBy(desc(storeOrders.createdAt))
          .limit(consoleSearchPerGroup)
      : [],
    buyer
      ? select()
          .where(and(inArray(storeOrders.userId, db.select({ id: users.id }).from(users).where(buyer).limit(20)), shown))
          .orderBy(desc(storeOrders.createdAt))
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
    link: `/backoffice/store-orders?step=${stepOf(row.processingStatus)}`,
  }));
}

/** The console search's products (decision 060; admins only, as the Products page): by name in either language. */
export async function searchConsoleProducts(db: Database, terms: SearchTerms): Promise<ConsoleSearchHit[]> {
  const rows = await db
    .select({ id: products.id, title: products.productTitle, arabicTitle: products.arabicTitle })
    .from(products)
    .where(or(ilike(products.productTitle, containing(terms.text)), ilike(products.arabicTitle, containing(terms.text))))
    .orderBy(asc(products.position), asc(products.id))
    .limit(consoleSearchPerGroup);
  return rows.map((row) => ({
    title: row.title,
    arabic_title: row.arabicTitle,
    detail: '',
    link: `/backoffice/products/${row.id}`,
  }));
}
