import { Link } from '../../../../components/link.tsx';
import { ConsoleList, listHeading, useListView } from '../../../../components/console-kit/console-list.tsx';
import { useDocumentTitle } from '../../../../lib/document-title.ts';
import { useTranslation } from '../../../../lib/i18n.ts';
import { listSearchParams, pageNumberOf } from '../../../../lib/search-params.ts';
import { AdminGate } from '../../shared/components/admin-gate.tsx';
import { ConsoleListSearch } from '../../shared/components/console-list-search.tsx';
import '../../shared/console-styles.css';
import { resellersPerPage, useConsoleResellers, type ResellerFilters } from '../api/resellers.ts';
import { ResellerCard } from '../components/reseller-card.tsx';
import '../resellers.css';

const path = '/backoffice/resellers';
const readFilters = (search: URLSearchParams): ResellerFilters => ({ q: search.get('q') ?? '', page: pageNumberOf(search) });
const writeFilters = (filters: ResellerFilters) => listSearchParams({ ...filters, state: null });

/**
 * /backoffice/resellers (admins, decision 061): the OCTO resellers, newest first, searched by name or
 * e-mail, each with its commission, packages, bookings, status and when it was created.
 */
export function ResellersPage() {
  const { t } = useTranslation();
  const title = t('console-resellers.title');
  useDocumentTitle(title);
  const { filters, show, showPage } = useListView(readFilters, writeFilters, 'resellers-heading');
  const resellers = useConsoleResellers(filters);

  return (
    <div className="page container backoffice console">
      <h1 className="page__title">{title}</h1>
      <p>{t('console-resellers.explained')}</p>
      <AdminGate path={path} error={resellers.error}>
        <div className="console-toolbar">
          <ConsoleListSearch label={t('console-resellers.search')} q={filters.q} onSearch={(q) => show({ q })} />
          <Link className="button" to={`${path}/new`}>
            {t('console-resellers.new')}
          </Link>
        </div>
        <ConsoleList
          headingId="resellers-heading"
          heading={listHeading(t, 'console-resellers.list', resellers, filters.q)}
          query={resellers}
          page={filters.page}
          perPage={resellersPerPage}
          onPage={showPage}
          empty={t('console-resellers.none')}
          listClassName="offer-list"
          row={(reseller) => <ResellerCard key={reseller.id} reseller={reseller} />}
        />
      </AdminGate>
    </div>
  );
}
