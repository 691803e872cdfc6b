import type { ConsoleSearchGroup, ConsoleSearchHit } from '@portal/contract/console-search';
import type { Database } from '../../db/client.ts';
import type { OperatorAccess } from '../../http/operator-access.ts';
import { searchTerms } from '../../lib/console-search-terms.ts';
import { searchConsoleCustomers } from '../accounts/index.ts';
import { searchConsoleBookings } from '../booking/index.ts';
import { searchConsolePackages } from '../catalog/index.ts';
import { searchConsoleProducts, searchConsoleStoreOrders } from '../store/index.ts';

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
  const searches: [ConsoleSearchGroup, boolean, () => Promise<ConsoleSearchHit[]>][] = [
    ['bookings', may('see_bookings'), () => searchConsoleBookings(db, terms, caller.scope)],
    ['customers', caller.isAdmin, () => searchConsoleCustomers(db, terms)],
    ['store_orders', may('fulfil_store_orders'), () => searchConsoleStoreOrders(db, terms, caller.scope)],
    ['products', caller.isAdmin, () => searchConsoleProducts(db, terms)],
    ['packages', may('edit_packages'), () => searchConsolePackages(db, terms.text, caller.scope)],
  ];
  const found = await Promise.all(
    searches.filter(([, allowed]) => allowed).map(async ([group, , search]) => ({ group, hits: await search() })),
  );
  return { groups: found.filter((g) => g.hits.length > 0) };
}
