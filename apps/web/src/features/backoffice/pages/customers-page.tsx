import type { CustomerSummary } from '@portal/contract/console-customers';
import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '../../../components/link.tsx';
import { Pagination } from '../../../components/pagination.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { formatDubaiDate } from '../../../lib/format.ts';
import { useLanguage, useTranslation } from '../../../lib/i18n.ts';
import { pageNumberOf } from '../../../lib/search-params.ts';
import { useCustomers } from '../api/customers.ts';
import { AdminGate } from '../components/admin-gate.tsx';
import { ConsoleListSearch } from '../components/console-list-search.tsx';
import { CustomerName } from '../components/customer-name.tsx';

const path = '/backoffice/customers';
const customersPerPage = 25;

/**
 * /backoffice/customers (admins, issue 16 Deliver 6): support staff find a traveller by e-mail, mobile or
 * name and open them. Personal data, so admins only.
 */
export function CustomersPage() {
  const { t } = useTranslation();
  const title = t('console-customers.list.title');
  useDocumentTitle(title);
  const [search, setSearch] = useSearchParams();
  const q = search.get('q') ?? '';
  const page = pageNumberOf(search);
  const customers = useCustomers({ q, page, perPage: customersPerPage });
  const total = customers.data?.total ?? 0;
  const headingRef = useRef<HTMLHeadingElement>(null);
  // the paginator sits under the list: a new page takes the reader back to the heading
  const showPage = (next: number) => {
    setSearch({ ...(q ? { q } : {}), ...(next > 1 ? { page: String(next) } : {}) });
    headingRef.current?.focus();
  };
  const onSearch = (typed: string) => setSearch(typed ? { q: typed } : {}, { replace: true });

  return (
    <div className="page container backoffice console customers">
      <h1 className="page__title">{title}</h1>
      <p>{t('console-customers.list.explained')}</p>
      <AdminGate path={path} error={customers.error}>
        <div className="console-toolbar">
          <ConsoleListSearch label={t('console-customers.list.search')} q={q} onSearch={onSearch} />
        </div>
        <section aria-labelledby="customers-heading" aria-busy={customers.isFetching}>
          <h2 id="customers-heading" className="review__heading" ref={headingRef} tabIndex={-1}>
            {customers.isPending
              ? t('console-customers.list.loading')
              : q
                ? t('console-customers.list.found', { count: total, q })
                : t('console-customers.list.count', { count: total })}
          </h2>
          {customers.data?.data.length === 0 && <p className="empty-state">{t('console-customers.list.none')}</p>}
          {customers.data && customers.data.data.length > 0 && (
            <ul className="customer-cards">
              {customers.data.data.map((customer) => (
                <CustomerCard key={customer.id} customer={customer} />
              ))}
            </ul>
          )}
          {total > 0 && <Pagination page={page} perPage={customersPerPage} total={total} onPage={showPage} />}
        </section>
      </AdminGate>
    </div>
  );
}

/** One traveller in the list: name (a link to them), e-mail, mobile and when they joined. */
function CustomerCard({ customer }: { customer: CustomerSummary }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <li className="customer-card">
      <h3 className="customer-card__name">
        <Link to={`${path}/${customer.id}`}>
          <CustomerName customer={customer} />
        </Link>
      </h3>
      <dl className="customer-card__facts">
        {customer.email && (
          <>
            <dt>{t('console-customers.fields.email')}</dt>
            <dd>
              <bdi dir="ltr">{customer.email}</bdi>
            </dd>
          </>
        )}
        {customer.mobile && (
          <>
            <dt>{t('console-customers.fields.mobile')}</dt>
            <dd>
              <bdi dir="ltr">{customer.mobile}</bdi>
            </dd>
          </>
        )}
        <dt>{t('console-customers.fields.created_at')}</dt>
        <dd>{formatDubaiDate(customer.created_at, language)}</dd>
      </dl>
    </li>
  );
}
