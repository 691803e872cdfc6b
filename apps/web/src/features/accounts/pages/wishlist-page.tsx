import { Link } from '../../../components/link.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { PackageCard, PackageCardSkeleton } from '../../../components/package-card.tsx';
import { RequireSignIn } from '../../../components/require-sign-in.tsx';
import { errorMessageOf } from '../../../lib/api.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useAccountWishlist } from '../../../lib/wishlist.ts';

function WishlistList() {
  const { t } = useTranslation();
  const wishlist = useAccountWishlist();
  if (wishlist.isPending) {
    return (
      <>
        <p className="visually-hidden" role="status">
          {t('accounts.wishlist.loading')}
        </p>
        <ul className="card-grid" aria-hidden="true">
          {[0, 1, 2].map((i) => (
            <li key={i}>
              <PackageCardSkeleton />
            </li>
          ))}
        </ul>
      </>
    );
  }
  if (wishlist.isError) {
    return (
      <LoadError
        message={t('accounts.wishlist.load_failed')}
        detail={errorMessageOf(wishlist.error)}
        onRetry={() => void wishlist.refetch()}
      />
    );
  }
  if (wishlist.data.length === 0) {
    return (
      <div className="empty-state" role="status">
        <p>{t('accounts.wishlist.empty')}</p>
        <Link className="button" to="/view-all-destination">
          {t('accounts.wishlist.browse')}
        </Link>
      </div>
    );
  }
  return (
    <ul className="card-grid">
      {wishlist.data.map((pkg) => (
        <li key={pkg.id}>
          <PackageCard pkg={pkg} headingLevel={2} />
        </li>
      ))}
    </ul>
  );
}

/** /wishlist (decision 063, our addition to the route table): the packages the traveller hearted, from My Account. */
export function WishlistPage() {
  const { t } = useTranslation();
  const title = t('accounts.wishlist.title');
  useDocumentTitle(title);
  return (
    <RequireSignIn>
      <div className="page container wishlist-page">
        <nav className="booking-page__back">
          <Link to="/settings">{t('accounts.wishlist.back')}</Link>
        </nav>
        <h1 className="page__title">{title}</h1>
        <p>{t('accounts.wishlist.intro')}</p>
        <WishlistList />
      </div>
    </RequireSignIn>
  );
}
