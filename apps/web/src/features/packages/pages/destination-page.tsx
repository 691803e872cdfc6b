import { useEffect, useId, useState } from 'react';
import { useParams } from 'react-router';
import { FirstScreenPart } from '../../../components/after-first-screen.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { NotFoundState } from '../../../components/not-found-state.tsx';
import { panelIdOf, TabList, tabIdOf } from '../../../components/tabs.tsx';
import { track } from '../../../lib/analytics.ts';
import { errorMessageOf } from '../../../lib/api.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { localized } from '../../../lib/localized.ts';
import { useDestinationPackages, type DestinationPackages } from '../api/get-destination-packages.ts';
import { Breadcrumb } from '../components/breadcrumb.tsx';
import { PackageGrid, PackageGridSkeleton } from '../components/package-results.tsx';
import { PageBanner } from '../components/page-banner.tsx';
import { isNotFound } from '../not-found.ts';
import { audienceTabs, emptyStateOf, packagesForTab, type AudienceTab } from '../package-lists.ts';
import { useTranslation } from '../../../lib/i18n.ts';

function DestinationView({ result }: { result: DestinationPackages }) {
  const { t } = useTranslation();
  const tabsId = useId();
  const headingId = useId();
  const [tab, setTab] = useState<AudienceTab>('all');
  const { destination, data: packages } = result;
  const name = localized(destination, 'name');

  // spec part 1 §2: a ViewContent event with the destination name and the product ids, once per destination
  const productIds = packages.map((pkg) => pkg.id).join(',');
  useEffect(() => {
    track('ViewContent', {
      content_type: 'destination',
      content_name: destination.name,
      content_ids: productIds ? productIds.split(',').map(Number) : [],
    });
  }, [destination.name, productIds]);

  const shown = packagesForTab(packages, tab);
  const empty = emptyStateOf(packages.length, shown.length);
  const hoverText = localized(destination, 'hover_text');
  return (
    <>
      {/* the server-written first screen, drawn part by part as the app starts */}
      <FirstScreenPart>
        <PageBanner image={destination.featured_image || destination.img}>
          {hoverText && <p className="page-banner__kicker">{hoverText}</p>}
          <h1 className="page-banner__title">{name}</h1>
          <p className="page-banner__intro">{localized(destination, 'description')}</p>
        </PageBanner>
      </FirstScreenPart>
      <FirstScreenPart>
        <div className="page container">
          <Breadcrumb current={name} />
          <section aria-labelledby={headingId}>
            <h2 className="section-head__title" id={headingId}>
              {t('discovery.destination.packages_heading')}
            </h2>
            {empty === 'coming_soon' ? (
              <div className="empty-state">
                <p className="empty-state__title">{t('discovery.destination.coming_soon')}</p>
                <p>{t('discovery.destination.coming_soon_text')}</p>
              </div>
            ) : (
              <>
                <TabList
                  label={t('discovery.destination.tabs_label')}
                  idPrefix={tabsId}
                  tabs={audienceTabs.map((id) => ({ id, label: t(`discovery.destination.tabs.${id}`) }))}
                  selected={tab}
                  onSelect={setTab}
                  className="audience-tabs"
                />
                <div role="tabpanel" id={panelIdOf(tabsId)} aria-labelledby={tabIdOf(tabsId, tab)} className="tab-panel">
                  <PackageGrid packages={shown} headingLevel={3} />
                </div>
              </>
            )}
          </section>
        </div>
      </FirstScreenPart>
    </>
  );
}

/** /d/{url_slug}: a destination's banner, breadcrumb, audience tabs and package cards (spec part 1 §2). */
export function DestinationPage() {
  const { t } = useTranslation();
  const slug = useParams().url_slug ?? '';
  const query = useDestinationPackages(slug);
  const notFound = query.isError && isNotFound(query.error);
  // spec part 1 §2: the page title is the destination name
  useDocumentTitle(
    query.data
      ? localized(query.data.destination, 'name')
      : notFound
        ? t('discovery.destination.not_found_title')
        : query.isError
          ? t('discovery.destination.load_failed')
          : t('pages.loading'),
  );

  if (query.isPending) {
    return (
      <div className="page container">
        <PackageGridSkeleton label={t('discovery.destination.loading')} count={4} />
      </div>
    );
  }
  if (query.isError) {
    if (notFound) {
      return (
        <NotFoundState
          title={t('discovery.destination.not_found_title')}
          text={t('discovery.destination.not_found_text')}
          linkTo="/view-all-destination"
          linkText={t('discovery.destination.all_destinations')}
        />
      );
    }
    return (
      <div className="page container">
        <LoadError
          message={t('discovery.destination.load_failed')}
          detail={errorMessageOf(query.error)}
          onRetry={() => void query.refetch()}
        />
      </div>
    );
  }
  return <DestinationView result={query.data} />;
}
