import { useId } from 'react';
import { Link } from '../../../components/link.tsx';
import { useIsAdmin } from '../api/operator-profile.ts';
import { useTranslation } from '../../../lib/i18n.ts';
// every console page draws this menu, so the console's styles load with the console's code, never on public pages
import '../../../styles/console-styles.css';

type NavPage = { path: string; key: string };
type NavGroup = { key: string; adminOnly: boolean; pages: readonly NavPage[] };

/**
 * The back office's pages in groups. Daily work is open to moderators; every other group is for admins
 * only (the server refuses moderators with 403), so moderators are not shown their links.
 */
const groups = [
  {
    key: 'console.nav.groups.daily',
    adminOnly: false,
    pages: [
      { path: '/backoffice/bookings', key: 'console.nav.bookings' },
      { path: '/backoffice/check-in', key: 'console.nav.check_in' },
      { path: '/backoffice/messages', key: 'console.nav.messages' },
      { path: '/backoffice/reviews', key: 'reviews.console.nav' },
      { path: '/backoffice/invoices', key: 'backoffice.invoices_title' },
      { path: '/backoffice/raffles', key: 'backoffice.raffles_title' },
      { path: '/backoffice/vouchers', key: 'backoffice.vouchers.title' },
      { path: '/backoffice/payments', key: 'backoffice.payments.title' },
      { path: '/backoffice/store-orders', key: 'backoffice.store_orders.title' },
      { path: '/backoffice/postcards', key: 'backoffice.postcards.title' },
    ],
  },
  {
    key: 'console.nav.groups.catalogue',
    adminOnly: true,
    pages: [
      { path: '/backoffice/destinations', key: 'console.nav.destinations' },
      { path: '/backoffice/packages', key: 'console.nav.packages' },
      { path: '/backoffice/tags', key: 'console.nav.tags' },
    ],
  },
  {
    key: 'console.nav.groups.content',
    adminOnly: true,
    pages: [
      { path: '/backoffice/home', key: 'console.nav.home' },
      { path: '/backoffice/content', key: 'console.nav.content' },
    ],
  },
  {
    key: 'console.nav.groups.promotions',
    adminOnly: true,
    pages: [
      { path: '/backoffice/coupons', key: 'console.nav.coupons' },
      { path: '/backoffice/voucher-offers', key: 'console.nav.voucher_offers' },
      { path: '/backoffice/raffle-campaigns', key: 'console.nav.raffle_campaigns' },
      { path: '/backoffice/scratch-campaigns', key: 'console.nav.scratch_campaigns' },
    ],
  },
  {
    key: 'console.nav.groups.shop',
    adminOnly: true,
    pages: [
      { path: '/backoffice/store-design', key: 'console.nav.store_design' },
      { path: '/backoffice/products', key: 'console.nav.products' },
      { path: '/backoffice/collections', key: 'console.nav.collections' },
      { path: '/backoffice/postcard-templates', key: 'console.nav.postcard_templates' },
    ],
  },
  {
    key: 'console.nav.groups.admin',
    adminOnly: true,
    pages: [
      { path: '/backoffice/customers', key: 'console.nav.customers' },
      { path: '/backoffice/operators', key: 'console.nav.operators' },
      { path: '/backoffice/audit-log', key: 'console.nav.audit_log' },
    ],
  },
] as const satisfies readonly NavGroup[];

type ConsolePath = (typeof groups)[number]['pages'][number]['path'];

/**
 * The back office's pages, grouped, the current one marked for screen readers (aria-current). A page
 * below a console page (a package's availability, say) passes the console page it belongs to.
 */
export function BackofficeNav({ current }: { current: ConsolePath }) {
  const { t } = useTranslation();
  const isAdmin = useIsAdmin();
  const id = useId();
  const shown = groups.filter((group) => isAdmin || !group.adminOnly);
  return (
    <nav className="backoffice__nav" aria-label={t('backoffice.nav')}>
      {shown.map((group) => (
        <div key={group.key} className="backoffice__nav-group" role="group" aria-labelledby={`${id}-${group.key}`}>
          <span id={`${id}-${group.key}`} className="backoffice__nav-heading">
            {t(group.key)}
          </span>
          <ul role="list">
            {group.pages.map((page) => (
              <li key={page.path}>
                <Link to={page.path} aria-current={page.path === current ? 'page' : undefined}>
                  {t(page.key)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
