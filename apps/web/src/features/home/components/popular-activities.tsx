import { useId } from 'react';
import { useHomeSettings } from '../api/get-home-settings.ts';
import { galleryItems } from '../home-sections.ts';
import { GalleryGrid } from './gallery-grid.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

/** The Popular Activities gallery of five linked pictures, shown when display_top_experience is 1. */
export function PopularActivities() {
  const { t } = useTranslation();
  const headingId = useId();
  const settings = useHomeSettings();
  if (settings.data?.display_top_experience !== 1) return null;
  const items = galleryItems(settings.data.gallary_images);
  if (items.length === 0) return null;
  return (
    <section className="home-section" aria-labelledby={headingId}>
      <div className="section-head">
        <h2 className="section-head__title" id={headingId}>
          {t('home.activities.heading')}
        </h2>
      </div>
      <GalleryGrid items={items} labelKey="home.activities.image" newTab={false} />
    </section>
  );
}
