import { destinationStates } from '@portal/contract/console-destinations';
import { Link } from '../../../../components/link.tsx';
import { ConsoleList, listHeading, useStateListView } from '../../../../components/console-kit/console-list.tsx';
import { useDocumentTitle } from '../../../../lib/document-title.ts';
import { useConsoleDestinations } from '../api/destinations.ts';
import { AdminGate } from '../../shared/components/admin-gate.tsx';
import { ConsoleListSearch } from '../../shared/components/console-list-search.tsx';
import { DestinationRow } from '../components/destination-row.tsx';
import { StepFilter } from '../../shared/components/step-filter.tsx';
import { useTranslation } from '../../../../lib/i18n.ts';

const path = '/backoffice/destinations';
const destinationsPerPage = 25;

/**
 * /backoffice/destinations (decision 035): every destination by position, shown, hidden or disabled,
 * searched on the server in either language, with the way to a new one. The URL keeps the search, the
 * state and the page, so a reload or a link shows the same list.
 */
export function DestinationsPage() {
  const { t } = useTranslation();
  const title = t('console-destinations.list.title');
  useDocumentTitle(title);
  const { filters, show, showPage } = useStateListView(destinationStates, 'destinations-heading');
  const { q, state } = filters;
  const destinations = useConsoleDestinations({ ...filters, perPage: destinationsPerPage });

  return (
    <div className="page container backoffice console">
      <h1 className="page__title">{title}</h1>
      <p>{t('console-destinations.list.explained')}</p>
      <AdminGate path={path} error={destinations.error}>
        <div className="console-toolbar">
          <ConsoleListSearch label={t('console-destinations.list.search')} q={q} onSearch={(typed) => show({ q: typed })} />
          <Link className="button" to={`${path}/new`}>
            {t('console-destinations.list.new')}
          </Link>
        </div>
        <StepFilter
          name="destination-state"
          options={[null, ...destinationStates]}
          value={state}
          onChange={(next) => show({ state: next })}
          label={(option) => t(`console-destinations.states.${option ?? 'all'}`)}
        />
        <ConsoleList
          headingId="destinations-heading"
          heading={listHeading(t, 'console-destinations.list', destinations, q)}
          query={destinations}
          page={filters.page}
          perPage={destinationsPerPage}
          onPage={showPage}
          empty={t('console-destinations.list.none')}
          listClassName="destination-rows"
          row={(destination) => <DestinationRow key={destination.id} destination={destination} />}
          skeleton={<ListSkeleton />}
        />
      </AdminGate>
    </div>
  );
}

/** Three rows' worth of grey shapes while the destinations load. */
function ListSkeleton() {
  return (
    <div className="destination-rows skeleton" aria-hidden="true">
      {[0, 1, 2].map((i) => (
        <div key={i} className="destination-row">
          <div className="skeleton__block destination-row__image" />
          <div className="destination-row__body">
            <div className="skeleton__line skeleton__line--title" />
            <div className="skeleton__line" />
          </div>
        </div>
      ))}
    </div>
  );
}
