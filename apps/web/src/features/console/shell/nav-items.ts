import { mayCall, type ConsoleAccess } from '@portal/contract/console-permissions';

/** A page, and the operator action that opens it when a team member may (what they need a permission for). */
export type NavPage = { path: string; key: string; action?: string };
export type NavGroup = { key: string; pages: readonly NavPage[] };

/** The console's home, the first entry of its navigation, above the groups. */
export const consoleHome: NavPage = { path: '/backoffice', key: 'console.shell.today' };

/**
 * The console's pages in groups. Daily work is open to moderators, and each page naming an action to the team
 * members whose team may call it (decision 049; Packages with edit_packages, decision 060); every other page is
 * for admins only (the server refuses others with 403), so no one else is shown its link.
 */
export const navGroups = [
  {
    key: 'console.nav.groups.daily',
    pages: [
      { path: '/backoffice/bookings', key: 'console.nav.bookings', action: 'consoleBookings' },
      { path: '/backoffice/check-in', key: 'console.nav.check_in', action: 'checkInLookup' },
      { path: '/backoffice/messages', key: 'console.nav.messages', action: 'consoleContactMessages' },
      { path: '/backoffice/reviews', key: 'reviews.console.nav', action: 'consoleReviews' },
      { path: '/backoffice/invoices', key: 'backoffice.invoices_title', action: 'backofficeInvoices' },
      { path: '/backoffice/raffles', key: 'backoffice.raffles_title', action: 'backofficeCampaigns' },
      { path: '/backoffice/vouchers', key: 'backoffice.vouchers.title', action: 'lookupVoucherCode' },
      { path: '/backoffice/payments', key: 'backoffice.payments.title', action: 'paymentIssues' },
      { path: '/backoffice/store-orders', key: 'backoffice.store_orders.title', action: 'backofficeStoreOrders' },
      { path: '/backoffice/postcards', key: 'backoffice.postcards.title', action: 'backofficePostcardOrders' },
    ],
  },
  {
    key: 'console.nav.groups.catalogue',
    pages: [
      { path: '/backoffice/destinations', key: 'console.nav.destinations' },
      { path: '/backoffice/packages', key: 'console.nav.packages', action: 'consolePackages' },
      { path: '/backoffice/tags', key: 'console.nav.tags' },
    ],
  },
  {
    key: 'console.nav.groups.content',
    pages: [
      { path: '/backoffice/home', key: 'console.nav.home' },
      { path: '/backoffice/content', key: 'console.nav.content' },
    ],
  },
  {
    key: 'console.nav.groups.promotions',
    pages: [
      { path: '/backoffice/coupons', key: 'console.nav.coupons' },
      { path: '/backoffice/voucher-offers', key: 'console.nav.voucher_offers' },
      { path: '/backoffice/raffle-campaigns', key: 'console.nav.raffle_campaigns' },
      { path: '/backoffice/scratch-campaigns', key: 'console.nav.scratch_campaigns' },
    ],
  },
  {
    key: 'console.nav.groups.shop',
    pages: [
      { path: '/backoffice/store-design', key: 'console.nav.store_design' },
      { path: '/backoffice/products', key: 'console.nav.products' },
      { path: '/backoffice/collections', key: 'console.nav.collections' },
      { path: '/backoffice/postcard-templates', key: 'console.nav.postcard_templates' },
    ],
  },
  {
    key: 'console.nav.groups.admin',
    pages: [
      { path: '/backoffice/reports', key: 'console-reports.nav' },
      { path: '/backoffice/customers', key: 'console.nav.customers' },
      { path: '/backoffice/operators', key: 'console.nav.operators' },
      { path: '/backoffice/teams', key: 'console-teams.nav' },
      { path: '/backoffice/resellers', key: 'console.nav.resellers' },
      { path: '/backoffice/gift-cards', key: 'console.nav.gift_cards' },
      { path: '/backoffice/audit-log', key: 'console.nav.audit_log' },
    ],
  },
] as const satisfies readonly NavGroup[];

/**
 * The groups a person is shown, each with the pages they may open: all of them to an admin, daily work to a
 * moderator, the daily pages their team's permissions open to a member; none before the profile has come.
 */
export function groupsFor(access: ConsoleAccess | undefined): readonly NavGroup[] {
  if (!access) return [];
  const mayOpen = (group: NavGroup, page: NavPage) =>
    page.action ? mayCall(access, page.action, 'operator') : access.staff_role === 'admin';
  return navGroups
    .map((group): NavGroup => ({ ...group, pages: group.pages.filter((page) => mayOpen(group, page)) }))
    .filter((group) => group.pages.length > 0);
}

/** Pages that sit under another entry without sharing its address: a booking's attendees belong to Bookings. */
const belongsTo: Record<string, string> = { '/backoffice/attendees': '/backoffice/bookings' };

/**
 * The navigation entry of the page at `pathname`: the entry itself, or the one whose address it continues
 * (a package's availability is under Packages). The console's home is current only on its own address.
 */
export function currentEntry(pathname: string): string | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === consoleHome.path) return consoleHome.path;
  const entries = navGroups.flatMap((group) => group.pages.map((page) => page.path as string));
  const under = (entry: string) => path === entry || path.startsWith(`${entry}/`);
  const owner = Object.keys(belongsTo).find(under);
  if (owner) return belongsTo[owner];
  return entries.filter(under).sort((a, b) => b.length - a.length)[0];
}

/** localStorage key of the groups a person has folded, kept across visits. */
export const collapsedStorageKey = 'console_nav_collapsed';

/** The folded groups from their stored form (a JSON list of group keys); anything unreadable folds none. */
export function readCollapsed(stored: string | null): ReadonlySet<string> {
  if (!stored) return new Set();
  try {
    const value: unknown = JSON.parse(stored);
    return new Set(Array.isArray(value) ? value.filter((key): key is string => typeof key === 'string') : []);
  } catch {
    return new Set();
  }
}

/** The stored form after folding or unfolding `group`. */
export function toggleCollapsed(collapsed: ReadonlySet<string>, group: string): string {
  const next = new Set(collapsed);
  if (next.has(group)) next.delete(group);
  else next.add(group);
  return JSON.stringify([...next].sort());
}
