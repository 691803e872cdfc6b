import { useFavourite } from '../api/favourites.ts';
import { useTranslation } from '../../../lib/i18n.ts';

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        d="M12 20.5s-7.5-4.6-9.2-9.3C1.7 8 3.8 4.5 7.3 4.5c2 0 3.5 1.1 4.7 2.7 1.2-1.6 2.7-2.7 4.7-2.7 3.5 0 5.6 3.5 4.5 6.7-1.7 4.7-9.2 9.3-9.2 9.3z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The favourite heart of a product (spec part 2 §2.6, §4 Favourite toggle): a toggle button, pressed when
 * the product is among the signed-in user's favourites. Signed out, there is no heart (spec part 2 §6).
 */
export function FavouriteButton({ productId, title, className }: { productId: number; title: string; className?: string }) {
  const { t } = useTranslation();
  const { signedIn, isFavourite, toggle } = useFavourite(productId);
  if (!signedIn) return null;
  return (
    <button
      type="button"
      className={className ? `favourite-button ${className}` : 'favourite-button'}
      aria-pressed={isFavourite}
      aria-label={t('store.favourite.label', { title })}
      title={t(isFavourite ? 'store.favourite.remove' : 'store.favourite.add')}
      onClick={toggle}
    >
      <HeartIcon filled={isFavourite} />
    </button>
  );
}
