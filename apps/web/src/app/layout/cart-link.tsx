import { storeSlug } from '@portal/contract/routes';
import { Link } from '../../components/link.tsx';
import { CartIcon } from '../../components/icons.tsx';
import { useCartCount } from '../../lib/cart.ts';
import { useTranslation } from '../../lib/i18n.ts';

/** The store cart badge, shown only while the stored cart has products (spec part 1 §1). */
export function CartLink() {
  const { t } = useTranslation();
  const count = useCartCount();
  if (count === 0) return null;
  return (
    <Link className="cart-link" to={`/stores/${storeSlug}/cart`} aria-label={t('common.nav.cart', { count })}>
      <CartIcon />
      <span className="cart-link__badge" aria-hidden="true">
        {count}
      </span>
    </Link>
  );
}
