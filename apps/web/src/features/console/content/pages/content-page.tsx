import type { SitePage } from '@portal/contract/site-content';
import { useState } from 'react';
import { useDocumentTitle } from '../../../../lib/document-title.ts';
import { useConsolePromotions, useConsoleSitePages, useConsoleSupportContact } from '../api/content.ts';
import { AdminGate } from '../../shared/components/admin-gate.tsx';
import { ContentPageForm } from '../components/content-page-form.tsx';
import { ContentPromotionForm } from '../components/content-promotion-form.tsx';
import { ContentSeeSharjah } from '../components/content-see-sharjah.tsx';
import { ContentSupportForm } from '../components/content-support-form.tsx';
import { StepFilter } from '../../shared/components/step-filter.tsx';
import { useTranslation } from '../../../../lib/i18n.ts';
import { ViewOnSite } from '../../shared/components/view-on-site.tsx';

const path = '/backoffice/content';

/**
 * /backoffice/content (decision 035): the About, Terms and Privacy texts, the codes the home strip
 * and /seesharjah advertise, and the /seesharjah destination list. Visitors see each change at once.
 */
export function ContentPage() {
  const { t } = useTranslation();
  const title = t('console-content.title');
  useDocumentTitle(title);
  const pages = useConsoleSitePages();
  const promotions = useConsolePromotions();
  const support = useConsoleSupportContact();
  const [shownPage, setShownPage] = useState<SitePage>('about');
  const page = pages.data?.find((p) => p.page === shownPage);

  return (
    <div className="page container backoffice">
      <h1 className="page__title">{title}</h1>
      <p>{t('console-content.explained')}</p>
      <AdminGate path={path} error={pages.error ?? promotions.error ?? support.error}>
        <section className="content-section" aria-labelledby="pages-heading" aria-busy={pages.isPending}>
          <h2 id="pages-heading" className="review__heading">
            {t('console-content.pages.heading')}
          </h2>
          <StepFilter<SitePage>
            name="site-page"
            options={['about', 'terms', 'privacy']}
            value={shownPage}
            onChange={(choice) => setShownPage(choice ?? 'about')}
            label={(choice) => t(`console-content.pages.${choice ?? 'about'}`)}
          />
          {pages.isPending && <p role="status">{t('console-content.loading')}</p>}
          {page && <ViewOnSite record={{ kind: 'site_page', page: page.page }} />}
          {page && <ContentPageForm key={page.page} page={page} />}
        </section>
        <section className="content-section" aria-labelledby="promotions-heading" aria-busy={promotions.isPending}>
          <h2 id="promotions-heading" className="review__heading">
            {t('console-content.promotions.heading')}
          </h2>
          {promotions.isPending && <p role="status">{t('console-content.loading')}</p>}
          {promotions.data && (
            <>
              <section aria-labelledby="promotion-home-heading">
                <h3 id="promotion-home-heading" className="content-section__subheading">
                  {t('console-content.promotions.home')}
                </h3>
                <ContentPromotionForm slot="home" promotion={promotions.data.data.home} />
              </section>
              <section aria-labelledby="promotion-see-sharjah-heading">
                <h3 id="promotion-see-sharjah-heading" className="content-section__subheading">
                  {t('console-content.promotions.see_sharjah')}
                </h3>
                <ContentPromotionForm slot="see_sharjah" promotion={promotions.data.data.see_sharjah} />
              </section>
            </>
          )}
        </section>
        <section className="content-section" aria-labelledby="support-heading" aria-busy={support.isPending}>
          <h2 id="support-heading" className="review__heading">
            {t('console-content.support.heading')}
          </h2>
          <p>{t('console-content.support.explained')}</p>
          {support.isPending && <p role="status">{t('console-content.loading')}</p>}
          {support.isSuccess && <ContentSupportForm contact={support.data} />}
        </section>
        <section className="content-section" aria-labelledby="see-sharjah-heading">
          <h2 id="see-sharjah-heading" className="review__heading">
            {t('console-content.see_sharjah.heading')}
          </h2>
          <p>{t('console-content.see_sharjah.explained')}</p>
          <ViewOnSite record={{ kind: 'site_page', page: 'seesharjah' }} />
          {promotions.data && (
            <ContentSeeSharjah
              chosenIds={promotions.data.data.see_sharjah_destination_ids}
              destinations={promotions.data.destinations}
            />
          )}
        </section>
      </AdminGate>
    </div>
  );
}
