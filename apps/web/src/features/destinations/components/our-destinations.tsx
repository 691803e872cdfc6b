import { useId } from 'react';
import { Link } from '../../../components/link.tsx';
import { Carousel } from '../../../components/carousel.tsx';
import { DestinationList } from './destination-list.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

/** spec part 1 §9: the home carousel shows the first 7 destinations. */
const homeDestinationCount = 7;

/** The home page's "Our Destinations" section (spec part 1 §2 Home). */
export function OurDestinations() {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="home-section" aria-labelledby={headingId}>
      <div className="section-head">
        <h2 className="section-head__title" id={headingId}>
          {t('destinations.heading')}
        </h2>
        <Link className="section-head__link" to="/view-all-destination">
          {t('destinations.see_all')}
        </Link>
      </div>
      <DestinationList
        limit={homeDestinationCount}
        placeholders={4}
        cardHeadingLevel={3}
        renderList={(items) => (
          <Carousel previousLabel={t('destinations.previous')} nextLabel={t('destinations.next')}>
            {items}
          </Carousel>
        )}
      />
    </section>
  );
}
