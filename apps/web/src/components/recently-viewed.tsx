import { useId } from 'react';
import { useLanguage, useTranslation } from '../lib/i18n.ts';
import { localized } from '../lib/localized.ts';
import { useRecentlyViewed } from '../lib/recently-viewed.ts';
import { CardImage } from './card-image.tsx';
import { Link } from './link.tsx';

/**
 * "Recently viewed" (decision 063): the last packages this browser opened, newest first, without the one on
 * screen (`exceptId`); nothing at all while there are none.
 */
export function RecentlyViewed({ exceptId }: { exceptId?: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const headingId = useId();
  const recent = useRecentlyViewed(exceptId);
  if (recent.length === 0) return null;
  return (
    <section className="home-section recently-viewed" aria-labelledby={headingId}>
      <div className="section-head">
        <h2 className="section-head__title" id={headingId}>
          {t('discovery.recently_viewed.heading')}
        </h2>
      </div>
      <ul className="recently-viewed__list">
        {recent.map((pkg) => (
          <li key={pkg.id} className="recently-viewed__item">
            <CardImage path={pkg.img} alt="" eager={false} />
            <Link className="recently-viewed__link" to={`/p/${encodeURIComponent(pkg.url_slug)}`}>
              {localized(pkg, 'package_name', language)}
            </Link>
            <span className="recently-viewed__destination">{localized(pkg, 'destination_name', language)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
