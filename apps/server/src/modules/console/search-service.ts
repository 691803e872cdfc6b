import type { ConsoleSearchGroup, ConsoleSearchHit } from '@portal/contract/console-search';
import type { Database } from '../../db/client.ts';
import type { OperatorAccess } from '../../http/operator-access.ts';
import { searchTerms } from '../../lib/console-search-terms.ts';

type Terms = ReturnType<typeof searchTerms>;
type Scope = OperatorAccess['scope'];
type Hits = Promise<ConsoleSearchHit[]>;

/**
 * Each area's search of its own rows on its own index; the app's wiring registers them (app.ts), so the
 * console foundation imports no area (docs/decisions/058). A group nobody registered is not searched.
 */
export type AreaSearches = {
  bookings?: (db: Database, terms: Terms, scope: Scope) => Hits;
  customers?: (db: Database, terms: Terms) => Hits;
  storeOrders?: (db: Database, terms: Terms, scope: Scope) => Hits;
  products?: (db: Database, terms: Terms) => Hits;
  packages?: (db: Database, text: string, scope: Scope) => Hits;
};

const areaSearches: AreaSearches = {};

export function registerAreaSearches(searches: AreaSearches): void {
  Object.assign(areaSearches, searches);
}

/**
 * consoleSearch (decision 060): each group the caller may open, searched by its own area on its own index, in
 * a fixed order; a group with no match is left out. Bookings need see_bookings, store orders
 * fulfil_store_orders, packages edit_packages, each on the caller's venues; customers and products are for
 * admins, as their pages are.
 */
export async function consoleSearch(
  db: Database,
  q: string,
  caller: OperatorAccess & { isAdmin: boolean },
): Promise<{ groups: { group: ConsoleSearchGroup; hits: ConsoleSearchHit[] }[] }> {
  const terms = searchTerms(q);
  const may = (permission: OperatorAccess['permissions'][number]) => caller.permissions.includes(permission);
  const { bookings, customers, storeOrders, products, packages } = areaSearches;
  const searches: [ConsoleSearchGroup, boolean, (() => Hits) | undefined][] = [
    ['bookings', may('see_bookings'), bookings && (() => bookings(db, terms, caller.scope))],
    ['customers', caller.isAdmin, customers && (() => customers(db, terms))],
    ['store_orders', may('fulfil_store_orders'), storeOrders && (() => storeOrders(db, terms, caller.scope))],
    ['products', caller.isAdmin, products && (() => products(db, terms))],
    ['packages', may('edit_packages'), packages && (() => packages(db, terms.text, caller.scope))],
  ];
  const found = await Promise.all(
    searches.flatMap(([group, allowed, search]) => (allowed && search ? [search().then((hits) => ({ group, hits }))] : [])),
  );
  return { groups: found.filter((g) => g.hits.length > 0) };
}
