import { destinationStates, type DestinationState } from '@portal/contract/console-destinations';
import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '../../../components/link.tsx';
import { Pagination } from '../../../components/pagination.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { listSearchParams, pageNumberOf } from '../../../lib/search-params.ts';
import { useConsoleDestinations } from '../api/destinations.ts';
import { AdminGate } from '../components/admin-gate.tsx';
import { ConsoleListSearch } from '../components/console-list-search.tsx';
import { DestinationRow } from '../components/destination-row.tsx';
import { StepFilter } from '../components/step-filter.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

const path = '/backoffice/destinations';
const destinationsPerPage = 25;

const stateOfSearch = (value: string | null): DestinationState | null =>
  destinationStates.find((state) => state === value) ?? null;

/**
 * /backoffice/destinations (issue 15 Deliver 1): every destination by position, shown, hidden or disabled,
 * searched on the server in either language, with the way to a new one. The URL keeps the search, the
 * state and the page, so a reload or a link shows the same list.
 */
export function DestinationsPage() {
  const { t } = useTranslation();
  const title = t('console-destinations.list.title');
  useDocumentTitle(title);
  const [search, setSearch] = useSearchParams();
  const q = search.get('q') ?? '';
  const state = stateOfSearch(search.get('state'));
  const page = pageNumberOf(search);
  const destinations = useConsoleDestinations({ q, state, page, perPage: destinationsPerPage });
  const total = destinations.data?.total ?? 0;
  const headingRef = useRef<HTMLHeadingElement>(null);

  const show = (next: { q?: string; state?: DestinationState | null; page?: number }) => {
    const view = { q, state, page: 1, ...next };
    setSearch(listSearchParams(view));
  };
  // a new page starts at its top: the paginator sits under the list, so the reader is taken back to the heading
  const showPage = (next: number) => {
    show({ page: next });
    headingRef.current?.focus();
  };

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
        <section aria-labelledby="destinations-heading" aria-busy={destinations.isFetching}>
          <h2 id="destinations-heading" className="review__heading" ref={headingRef} tabIndex={-1}>
            {destinations.isPending
              ? t('console-destinations.list.loading')
              : q
                ? t('console-destinations.list.found', { count: total, q })
                : t('console-destinations.list.count', { count: total })}
          </h2>
          {destinations.isPending && <ListSkeleton />}
          {destinations.data?.data.length === 0 && <p className="empty-state">{t('console-destinations.list.none')}</p>}
          {destinations.data && destinations.data.data.length > 0 && (
            <ul className="destination-rows">
              {destinations.data.data.map((destination) => (
                <DestinationRow key={destination.id} destination={destination} />
              ))}
            </ul>
          )}
          {total > 0 && <Pagination page={page} perPage={destinationsPerPage} total={total} onPage={showPage} />}
        </section>
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
