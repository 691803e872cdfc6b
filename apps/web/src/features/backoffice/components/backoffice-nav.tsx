import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useIsAdmin } from '../api/operator-profile.ts';

const pages = [
  { path: '/backoffice/invoices', key: 'backoffice.invoices_title' },
  { path: '/backoffice/raffles', key: 'backoffice.raffles_title' },
  { path: '/backoffice/vouchers', key: 'backoffice.vouchers.title' },
  { path: '/backoffice/payments', key: 'backoffice.payments.title' },
  { path: '/backoffice/store-orders', key: 'backoffice.store_orders.title' },
  { path: '/backoffice/postcards', key: 'backoffice.postcards.title' },
] as const;

/** Pages only admins may use (the server refuses moderators with 403); moderators are not shown their links. */
const adminPages = [
  { path: '/backoffice/postcard-templates', key: 'console.nav.postcard_templates' },
  { path: '/backoffice/operators', key: 'console.nav.operators' },
  { path: '/backoffice/audit-log', key: 'console.nav.audit_log' },
] as const;

type ConsolePath = (typeof pages)[number]['path'] | (typeof adminPages)[number]['path'];

/** The back office's pages, the admin ones for admins only, the current one marked for screen readers (aria-current). */
export function BackofficeNav({ current }: { current: ConsolePath }) {
  const { t } = useTranslation();
  const isAdmin = useIsAdmin();
  const shown = isAdmin ? [...pages, ...adminPages] : pages;
  return (
    <nav className="backoffice__nav" aria-label={t('backoffice.nav')}>
      {shown.map((page) => (
        <Link key={page.path} to={page.path} aria-current={page.path === current ? 'page' : undefined}>
          {t(page.key)}
        </Link>
      ))}
    </nav>
  );
}
