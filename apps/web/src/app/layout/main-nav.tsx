import { NavLink, useLocation } from 'react-router';
import { ExternalIcon } from '../../components/icons.tsx';
import { diningUrl } from '../../lib/site.ts';
import { navItemsFor } from './nav-items.ts';
import { useTranslation } from '../../lib/i18n.ts';

/** HOME, DESTINATIONS, ABOUT, CONTACT and the external DINING link (spec part 1 §2 "Header and footer"). */
export function MainNav({ className }: { className: string }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <nav className={className} aria-label={t('common.nav.label')}>
      <ul className="main-nav__list">
        {navItemsFor(pathname).map((item) => (
          <li key={item.key}>
            <NavLink className="main-nav__link" to={item.to} end={item.to === '/'}>
              {t(`common.nav.${item.key}`)}
            </NavLink>
          </li>
        ))}
        <li>
          <a className="main-nav__link" href={diningUrl} target="_blank" rel="noopener noreferrer">
            {t('common.nav.dining')}
            <span className="visually-hidden"> {t('common.nav.new_tab')}</span>
            <ExternalIcon className="main-nav__external" />
          </a>
        </li>
      </ul>
    </nav>
  );
}
