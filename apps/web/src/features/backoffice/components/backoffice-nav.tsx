import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const pages = [
  { path: '/backoffice/invoices', key: 'backoffice.invoices_title' },
  { path: '/backoffice/raffles', key: 'backoffice.raffles_title' },
  { path: '/backoffice/vouchers', key: 'backoffice.vouchers.title' },
  { path: '/backoffice/payments', key: 'backoffice.payments.title' },
  { path: '/backoffice/store-orders', key: 'backoffice.store_orders.title' },
  { path: '/backoffice/postcards', key: 'backoffice.postcards.title' },
] as const;

/** The back office's pages, the current one marked for screen readers (aria-current). */
export function BackofficeNav({ current }: { current: (typeof pages)[number]['path'] }) {
  const { t } = useTranslation();
  return (
    <nav className="backoffice__nav" aria-label={t('backoffice.nav')}>
      {pages.map((page) => (
        <Link key={page.path} to={page.path} aria-current={page.path === current ? 'page' : undefined}>
          {t(page.key)}
        </Link>
      ))}
    </nav>
  );
}
