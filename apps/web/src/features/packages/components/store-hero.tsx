import { storeSlug } from '@portal/contract/routes';
import { useId } from 'react';
import { Link } from '../../../components/link.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

/** The landing hero of the search and tag pages, with 'View Products' to the artisan store (spec part 1 §2). */
export function StoreHero() {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <aside className="store-hero" aria-labelledby={headingId}>
      <div>
        <h2 className="store-hero__heading" id={headingId}>
          {t('discovery.store_hero.heading')}
        </h2>
        <p className="store-hero__text">{t('discovery.store_hero.text')}</p>
      </div>
      <Link className="button button--on-dark" to={`/stores/${storeSlug}/products`}>
        {t('discovery.store_hero.link')}
      </Link>
    </aside>
  );
}
