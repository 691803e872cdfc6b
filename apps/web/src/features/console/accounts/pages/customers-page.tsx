import { formatDate } from '@portal/domain/date-format';
import type { CustomerSummary } from '@portal/contract/console-customers';
import { Link } from '../../../../components/link.tsx';
import { ConsoleList, listHeading, useStateListView } from '../../../../components/console-kit/console-list.tsx';
import { useDocumentTitle } from '../../../../lib/document-title.ts';
import { useTranslation } from '../../../../lib/i18n.ts';
import { useCustomers } from '../api/customers.ts';
import { AdminGate } from '../../shared/components/admin-gate.tsx';
import { ConsoleListSearch } from '../../shared/components/console-list-search.tsx';
import { CustomerName } from '../components/customer-name.tsx';

const path = '/backoffice/customers';
const customersPerPage = 25;

/**
 * /backoffice/customers (admins, decision 036): support staff find a traveller by e-mail, mobile or
 * name and open them. Personal data, so admins only.
 */
export function CustomersPage() {
  const { t } = useTranslation();
  const title = t('console-customers.list.title');
  useDocumentTitle(title);
  const { filters, show, showPage } = useStateListView([], 'customers-heading');
  const { q, page } = filters;
  const customers = useCustomers({ q, page, perPage: customersPerPage });

  return (
    <div className="page container backoffice console customers">
      <h1 className="page__title">{title}</h1>
      <p>{t('console-customers.list.explained')}</p>
      <AdminGate path={path} error={customers.error}>
        <div className="console-toolbar">
          <ConsoleListSearch label={t('console-customers.list.search')} q={q} onSearch={(typed) => show({ q: typed })} />
        </div>
        <ConsoleList
          headingId="customers-heading"
          heading={listHeading(t, 'console-customers.list', customers, q)}
          query={customers}
          page={page}
          perPage={customersPerPage}
          onPage={showPage}
          empty={t('console-customers.list.none')}
          listClassName="customer-cards"
          row={(customer) => <CustomerCard key={customer.id} customer={customer} />}
        />
      </AdminGate>
    </div>
  );
}

/** One traveller in the list: name (a link to them), e-mail, mobile and when they joined. */
function CustomerCard({ customer }: { customer: CustomerSummary }) {
  const { t } = useTranslation();
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
        <dd>{formatDate(customer.created_at)}</dd>
      </dl>
    </li>
  );
}
