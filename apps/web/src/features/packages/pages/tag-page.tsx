import { useParams } from 'react-router';
import { LoadError } from '../../../components/load-error.tsx';
import { LoadMore } from '../../../components/load-more.tsx';
import { errorMessageOf } from '../../../lib/api.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { localized } from '../../../lib/localized.ts';
import { useTagPackages } from '../api/get-tag-packages.ts';
import { PackageGrid, PackageGridSkeleton } from '../components/package-results.tsx';
import { StoreHero } from '../components/store-hero.tsx';
import { byPosition } from '../package-lists.ts';
import { useTranslation } from '../../../lib/i18n.ts';

/**
 * /t/{slug}: the packages carrying a tag, by position, under the tag's name (spec part 1 §2). A tag with
 * no packages, or one the server does not know (`tag` null), says 'No Packages Found'.
 */
export function TagPage() {
  const { t } = useTranslation();
  const slug = useParams().slug ?? '';
  const query = useTagPackages(slug);
  const tag = query.data?.pages[0]?.tag;
  const packages = query.data?.pages.flatMap((page) => page.data);
  const name = tag ? localized(tag, 'name') : query.data ? t('pages.tag.title') : null;
  useDocumentTitle(name ?? (query.isError ? t('discovery.tag.load_failed') : t('pages.loading')));

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
      {packages && (
        <>
          <PackageGrid packages={byPosition(packages)} headingLevel={2} />
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
