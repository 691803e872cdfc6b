import type { ConsoleSlide } from '@portal/contract/console-content';
import { useDocumentTitle } from '../../../../lib/document-title.ts';
import { useConsoleHomeSettings, useConsoleSlides } from '../api/home-settings.ts';
import { AdminGate } from '../../shared/components/admin-gate.tsx';
import { HomeSettingsForm } from '../components/home-settings-form.tsx';
import { SliderForm } from '../components/slider-form.tsx';
import { SliderList } from '../components/slider-list.tsx';
import { ViewOnSite } from '../../shared/components/view-on-site.tsx';
import { useInlineForm } from '../../shared/components/use-inline-form.ts';
import { useTranslation } from '../../../../lib/i18n.ts';

const path = '/backoffice/home';

/**
 * /backoffice/home (decision 035): the home banner's slides (add, change, reorder, delete) and the
 * home page settings. Visitors see each change at once.
 */
export function HomeSettingsPage() {
  const { t } = useTranslation();
  const title = t('console-content.home.title');
  useDocumentTitle(title);
  const slides = useConsoleSlides();
  const settings = useConsoleHomeSettings();
  const { editing, openForm, closeForm } = useInlineForm<ConsoleSlide>();

  return (
    <div className="page container backoffice">
      <h1 className="page__title">{title}</h1>
      <p>{t('console-content.home.explained')}</p>
      <AdminGate path={path} error={slides.error ?? settings.error}>
        <ViewOnSite record={{ kind: 'home' }} />
        <section className="content-section" aria-labelledby="slides-heading" aria-busy={slides.isPending}>
          <h2 id="slides-heading" className="review__heading">
            {t('console-content.slides.heading')}
          </h2>
          <button type="button" className="button content-section__new" onClick={() => openForm(null)}>
            {t('console-content.slides.new')}
          </button>
          {editing && <SliderForm key={editing.record?.id ?? 'new'} slide={editing.record} onClose={closeForm} />}
          {slides.isPending && <p role="status">{t('console-content.loading')}</p>}
          {slides.data && <SliderList slides={slides.data} onEdit={openForm} labelledBy="slides-heading" />}
        </section>
        <section className="content-section" aria-labelledby="home-settings-heading" aria-busy={settings.isPending}>
          <h2 id="home-settings-heading" className="review__heading">
            {t('console-content.home.settings_heading')}
          </h2>
          {settings.isPending && <p role="status">{t('console-content.loading')}</p>}
          {settings.data && <HomeSettingsForm settings={settings.data.data} tags={settings.data.tags} />}
        </section>
      </AdminGate>
    </div>
  );
}
