import { useTranslation } from 'react-i18next';
import { OurDestinations } from '../../features/destinations/components/our-destinations.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';

/**
 * The home page (spec part 1 §2 Home), one section per feature. Sections still to come, in the
 * specification's order: banner, promo strip, Our Destinations, spend-and-win, tag sections, Top Offers,
 * About, Popular Activities.
 */
export function HomePage() {
  const { t } = useTranslation();
  useDocumentTitle();
  return (
    <div className="home container">
      <h1 className="visually-hidden">{t('home.heading')}</h1>
      <OurDestinations />
    </div>
  );
}
