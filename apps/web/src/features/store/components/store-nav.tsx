import { NavLink } from 'react-router';
import { useCartCount } from '../../../lib/cart.ts';
import { useTranslation } from '../../../lib/i18n.ts';

const sections = [
  { key: 'home', path: '' },
  { key: 'products', path: '/products' },
  { key: 'collections', path: '/collections' },
  { key: 'designers', path: '/designers' },
  { key: 'about', path: '/pages/about' },
  { key: 'contact', path: '/pages/contact' },
] as const;

/**
 * The store's own navigation under the site header (spec part 2 §2.1 store routes): home, products,
 * collections, designers, about, contact and the cart with its line count. On a phone the row scrolls
 * sideways inside itself; the page does not.
 */
export function StoreNav({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const count = useCartCount();
  const base = `/stores/${encodeURIComponent(slug)}`;
  return (
    <nav className="store-nav" aria-label={t('store.nav.label')}>
      <ul className="store-nav__list container">
        {sections.map(({ key, path }) => (
          <li key={key}>
            <NavLink className="store-nav__link" to={`${base}${path}`} end>
              {t(`store.nav.${key}`)}
            </NavLink>
          </li>
        ))}
        <li className="store-nav__cart">
          <NavLink className="store-nav__link" to={`${base}/cart`} end>
            {t('store.nav.cart')}
            {count > 0 && (
              <span className="store-nav__count">
                <span className="visually-hidden">: </span>
                {count}
              </span>
            )}
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
