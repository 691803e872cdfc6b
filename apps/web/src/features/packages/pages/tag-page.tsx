import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LoadError } from '../../../components/load-error.tsx';
import { NotFoundState } from '../../../components/not-found-state.tsx';
import { errorMessageOf } from '../../../lib/api.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { localized } from '../../../lib/localized.ts';
import { useTagPackages } from '../api/get-tag-packages.ts';
import { PackageGrid, PackageGridSkeleton } from '../components/package-results.tsx';
import { StoreHero } from '../components/store-hero.tsx';
import { isNotFound } from '../not-found.ts';
import { byPosition } from '../package-lists.ts';

/** /t/{slug}: the packages carrying a tag, by position, under the tag's name (spec part 1 §2). */
export function TagPage() {
  const { t } = useTranslation();
  const slug = useParams().slug ?? '';
  const query = useTagPackages(slug);
  const notFound = query.isError && isNotFound(query.error);
  const name = query.data ? localized(query.data.tag, 'name') : null;
  useDocumentTitle(
    name ?? (notFound ? t('discovery.tag.not_found_title') : query.isError ? t('discovery.tag.load_failed') : t('pages.loading')),
  );

  if (notFound) {
    return (
      <NotFoundState
        title={t('discovery.tag.not_found_title')}
        text={t('discovery.tag.not_found_text')}
        linkTo="/view-all-destination"
        linkText={t('discovery.destination.all_destinations')}
      />
    );
  }
  return (
    <div className="page container">
      {name && <h1 className="page__title">{name}</h1>}
      {query.isPending && <PackageGridSkeleton label={t('discovery.tag.loading')} />}
      {query.isError && (
        <LoadError
          message={t('discovery.tag.load_failed')}
          detail={errorMessageOf(query.error)}
          onRetry={() => void query.refetch()}
        />
      )}
      {query.data && <PackageGrid packages={byPosition(query.data.data)} headingLevel={2} />}
      <StoreHero />
    </div>
  );
}
