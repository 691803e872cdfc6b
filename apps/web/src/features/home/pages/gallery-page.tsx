import { LoadError } from '../../../components/load-error.tsx';
import { errorMessageOf } from '../../../lib/api.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useHomeSettings } from '../api/get-home-settings.ts';
import { GalleryGrid } from '../components/gallery-grid.tsx';
import { galleryItems } from '../home-sections.ts';
import { useTranslation } from '../../../lib/i18n.ts';

/** /gallery: the five pictures of the home settings, each a link opening in a new tab (spec part 2 §2.4). */
export function GalleryPage() {
  const { t } = useTranslation();
  const title = t('home.gallery.title');
  useDocumentTitle(title);
  const settings = useHomeSettings();
  return (
    <div className="page container">
      <h1 className="page__title">{title}</h1>
      <p className="page__intro">{t('home.gallery.intro')}</p>
      {settings.isPending && (
        <p className="page-loading" role="status">
          <span className="visually-hidden">{t('home.gallery.loading')}</span>
        </p>
      )}
      {settings.isError && (
        <LoadError
          message={t('home.load_failed')}
          detail={errorMessageOf(settings.error)}
          onRetry={() => void settings.refetch()}
        />
      )}
      {settings.data && <GalleryGrid items={galleryItems(settings.data.gallary_images)} labelKey="home.gallery.image" newTab />}
    </div>
  );
}
