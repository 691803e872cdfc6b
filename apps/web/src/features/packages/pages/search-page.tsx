import { useParams, useSearchParams } from 'react-router';
import { Link } from '../../../components/link.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { LoadMore } from '../../../components/load-more.tsx';
import { errorMessageOf } from '../../../lib/api.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { destinationIdOf, searchPath } from '../../../lib/search-path.ts';
import { useSearchPackages } from '../api/search-packages.ts';
import { PackageGrid, PackageGridSkeleton } from '../components/package-results.tsx';
import { SearchFilter } from '../components/search-filter.tsx';
import { StoreHero } from '../components/store-hero.tsx';
import { searchFiltersOf, searchFiltersQuery, type SearchFilters } from '../search-filters.ts';
import { useTranslation } from '../../../lib/i18n.ts';

/**
 * /s/{t}/{d}: the packages matching a term, in one destination or all (spec part 1 §2 Search), with the
 * filters and order of decision 028 in the query string.
 */
export function SearchPage() {
  const { t } = useTranslation();
  const params = useParams();
  const [searchParams] = useSearchParams();
  const term = (params.t ?? '').trim();
  const destinationId = destinationIdOf(params.d);
  const filters = searchFiltersOf(searchParams);
  const query = useSearchPackages(term, destinationId, filters);
  const packages = query.data?.pages.flatMap((page) => page.data);
  const didYouMean = query.data?.pages[0]?.did_you_mean;
  const heading = t('discovery.search.heading', { term });
  useDocumentTitle(`${t('discovery.search.title')}: ${term}`);
  return (
    <div className="page container">
      <h1 className="page__title">{heading}</h1>
      {/* keyed so that a new address resets the form to its term, destination and filters */}
      <SearchFilter
        key={`${term}/${destinationId}${searchFiltersQuery(filters)}`}
        term={term}
        destinationId={destinationId}
        filters={filters}
      />
      {term && query.isPending && <PackageGridSkeleton label={t('discovery.search.loading')} />}
      {query.isError && (
        <LoadError
          message={t('discovery.search.load_failed')}
          detail={errorMessageOf(query.error)}
          onRetry={() => void query.refetch()}
        />
      )}
      {packages && (
        <>
          {didYouMean !== undefined && (
            <DidYouMean
              term={term}
              suggestion={didYouMean}
              destinationId={destinationId}
              filters={filters}
              found={packages.length}
            />
          )}
          <p className="results-count" role="status">
            {t('discovery.search.count', { count: packages.length })}
          </p>
          <PackageGrid packages={packages} headingLevel={2} emptyText={t('search.no_results')} />
          <LoadMore
            hasNextPage={query.hasNextPage}
            isFetchingNextPage={query.isFetchingNextPage}
            fetchNextPage={query.fetchNextPage}
          />
        </>
      )}
      <StoreHero />
    </div>
  );
}

/** Nothing contained the term: the words the server searched for instead, as a link that searches them. */
function DidYouMean(props: { term: string; suggestion: string; destinationId: number; filters: SearchFilters; found: number }) {
  const { t } = useTranslation();
  const path = searchPath(props.suggestion, props.destinationId);
  if (!path) return null;
  return (
    <div className="did-you-mean">
      <p className="did-you-mean__none">{t('search.nothing_for', { term: props.term })}</p>
      <p className="did-you-mean__offer">
        {t('search.did_you_mean')}{' '}
        <Link className="did-you-mean__link" to={`${path}${searchFiltersQuery(props.filters)}`}>
          <bdi>{props.suggestion}</bdi>
        </Link>
        {t('search.question_mark')}
      </p>
      {props.found > 0 && <p className="did-you-mean__shown">{t('search.showing_instead', { term: props.suggestion })}</p>}
    </div>
  );
}
