import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Link } from '../../../components/link.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { ModalDialog } from '../../../components/modal-dialog.tsx';
import { ActionError, errorMessageOf } from '../../../lib/api.ts';
import { clearCart } from '../../../lib/cart.ts';
import { useStoreOrders, useStorePurchaseStatus } from '../api/checkout.ts';
import { checkoutPath, returnOutcome, type CheckoutReturn } from '../checkout-return.ts';
import { storeOrderPath } from '../order-view.ts';
import { useTranslation } from '../../../lib/i18n.ts';

function storePaths(slug: string) {
  const store = `/stores/${encodeURIComponent(slug)}`;
  return { products: `${store}/products`, orders: `${store}/orders` };
}

/** spec part 2 §2.6: the overlay 'Your order is successful!' with Track Order and Continue Shopping. */
function SuccessOverlay({ slug, purchaseNumber }: { slug: string; purchaseNumber: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const paths = storePaths(slug);
  const orders = useStoreOrders();
  const order = orders.data?.find((o) => o.purchase_number === purchaseNumber);
  return (
    <ModalDialog
      open
      onClose={() => void navigate(paths.products)}
      labelledBy="order-success-title"
      closeLabel={t('cart.checkout.close')}
      className="order-success"
    >
      <div className="order-success__mark" aria-hidden="true">
        ✓
      </div>
      <h2 id="order-success-title" className="order-success__title">
        {t('cart.outcome.success_title')}
      </h2>
      <p>{t('cart.outcome.success_text')}</p>
      <div className="order-success__actions">
        <Link className="button" to={order ? storeOrderPath(slug, order.order_number) : paths.orders}>
          {t('cart.outcome.track')}
        </Link>
        <Link className="button order-success__secondary" to={paths.products}>
          {t('cart.outcome.continue_shopping')}
        </Link>
      </div>
    </ModalDialog>
  );
}

/**
 * The checkout page on the buyer's way back from the payment page (`?order=&success=`): the purchase's
 * status is asked until the provider's confirmation lands; paid, the cart is emptied and the success
 * overlay opens with nothing of the checkout beneath it (`children`, the checkout form, is not drawn);
 * declined, cancelled or expired, the cart stays and the buyer may try again.
 */
export function OrderOutcome({ slug, back, children }: { slug: string; back: CheckoutReturn; children: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { status, polling } = useStorePurchaseStatus(back.purchaseNumber);
  const outcome = returnOutcome(back, status.data?.status, status.isPending || polling);

  useEffect(() => {
    if (outcome === 'success') clearCart();
  }, [outcome]);

  if (status.isError) {
    const missing = status.error instanceof ActionError && [400, 404].includes(status.error.failure.status);
    return (
      <>
        {missing ? (
          <div className="form-note" role="alert">
            {t('cart.outcome.not_found')}
          </div>
        ) : (
          <LoadError
            message={t('cart.outcome.status_failed')}
            detail={errorMessageOf(status.error)}
            onRetry={() => void status.refetch()}
          />
        )}
        {children}
      </>
    );
  }
  if (outcome === 'success') return <SuccessOverlay slug={slug} purchaseNumber={back.purchaseNumber} />;
  if (outcome === 'waiting') {
    return (
      <>
        <p className="order-outcome order-outcome--waiting" role="status" aria-busy="true">
          <span className="spinner" aria-hidden="true" /> {t('cart.outcome.waiting')}
        </p>
        {children}
      </>
    );
  }
  const failed = outcome === 'failed';
  return (
    <>
      <section className={`order-outcome order-outcome--${outcome}`} role="alert" aria-labelledby="order-outcome-title">
        <h2 id="order-outcome-title" className="order-outcome__title">
          {t(failed ? 'cart.outcome.failed_title' : 'cart.outcome.unconfirmed_title')}
        </h2>
        <p>{t(failed ? 'cart.outcome.failed_text' : 'cart.outcome.unconfirmed_text')}</p>
        {failed ? (
          <button type="button" className="link-button" onClick={() => void navigate(checkoutPath(slug), { replace: true })}>
            {t('cart.outcome.try_again')}
          </button>
        ) : (
          <Link to={storePaths(slug).orders}>{t('cart.outcome.view_orders')}</Link>
        )}
      </section>
      {children}
    </>
  );
}
