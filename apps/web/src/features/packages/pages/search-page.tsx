import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LoadError } from '../../../components/load-error.tsx';
import { LoadMore } from '../../../components/load-more.tsx';
import { errorMessageOf } from '../../../lib/api.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { destinationIdOf } from '../../../lib/search-path.ts';
import { useSearchPackages } from '../api/search-packages.ts';
import { PackageGrid, PackageGridSkeleton } from '../components/package-results.tsx';
import { SearchFilter } from '../components/search-filter.tsx';
import { StoreHero } from '../components/store-hero.tsx';

/** /s/{t}/{d}: the packages matching a term, in one destination or all (spec part 1 §2 Search). */
export function SearchPage() {
  const { t } = useTranslation();
  const params = useParams();
  const term = (params.t ?? '').trim();
  const destinationId = destinationIdOf(params.d);
  const query = useSearchPackages(term, destinationId);
  const packages = query.data?.pages.flatMap((page) => page.data);
  const heading = t('discovery.search.heading', { term });
  useDocumentTitle(`${t('discovery.search.title')}: ${term}`);
  return (
    <div className="page container">
      <h1 className="page__title">{heading}</h1>
      {/* keyed so that a new address resets the form to its term and destination */}
      <SearchFilter key={`${term}/${destinationId}`} term={term} destinationId={destinationId} />
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
          <p className="results-count" role="status">
            {t('discovery.search.count', { count: packages.length })}
          </p>
          <PackageGrid packages={packages} headingLevel={2} />
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
