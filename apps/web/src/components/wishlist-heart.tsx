import { useTranslation } from '../lib/i18n.ts';
import { useWishlisted } from '../lib/wishlist.ts';
import { HeartIcon } from './icons.tsx';

type WishlistHeartProps = {
  packageId: number;
  /** the package's name in the reader's language, for the button's label */
  name: string;
  /** `card`: an icon button over a card's picture; `page`: the icon with its words, on the package page */
  variant: 'card' | 'page';
};

/**
 * The wishlist toggle (decision 063): its name stays the same and its pressed state (a filled heart) says
 * whether the package is on the list, as a toggle button should.
 */
export function WishlistHeart({ packageId, name, variant }: WishlistHeartProps) {
  const { t } = useTranslation();
  const { on, busy, toggle } = useWishlisted(packageId);
  return (
    <button
      type="button"
      className={`wishlist-heart wishlist-heart--${variant}${on ? ' wishlist-heart--on' : ''}`}
      aria-pressed={on}
      aria-busy={busy || undefined}
      aria-label={variant === 'card' ? t('discovery.wishlist.save_named', { name }) : undefined}
      onClick={toggle}
    >
      <HeartIcon className="wishlist-heart__icon" />
      {variant === 'page' && <span>{t('discovery.wishlist.save')}</span>}
    </button>
  );
}
