import type { StoreOrder } from '@portal/contract/store';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ChevronIcon } from '../../../components/icons.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { RequireSignIn } from '../../../components/require-sign-in.tsx';
import { ActionError, errorMessageOf } from '../../../lib/api.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { formatAed, formatDubaiDate } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { localized } from '../../../lib/localized.ts';
import { useStoreOrder } from '../api/checkout.ts';
import { AddressLines } from '../components/address-list.tsx';
import { OrderItem } from '../components/order-item.tsx';
import { useStepName } from '../components/order-card.tsx';
import { currentFulfilment, fulfilmentKind, storeOrderKind } from '../order-view.ts';
import { StoreFrame } from '../components/store-frame.tsx';

function Details({ order }: { order: StoreOrder }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const stepName = useStepName();
  const step = currentFulfilment(order);
  const { phone, ...address } = order.shipping_address;
  const fulfilment = step ? fulfilmentKind(step.status_id) : null;
  return (
    <div className="store-order">
      <dl className="store-order__facts">
        <div>
          <dt>{t('cart.order.number')}</dt>
          <dd>
            <bdi dir="ltr">{order.order_number}</bdi>
          </dd>
        </div>
        <div>
          <dt>{t('cart.order.date')}</dt>
          <dd>{formatDubaiDate(order.created_at, language)}</dd>
        </div>
        <div>
          <dt>{t('cart.order.total')}</dt>
          <dd>
            <bdi>{formatAed(order.total, language)}</bdi>
          </dd>
        </div>
        <div>
          <dt>{t('cart.order.vendor')}</dt>
          <dd>{localized(order, 'vendor_name', language)}</dd>
        </div>
        <div>
          <dt>{t('cart.order.payment')}</dt>
          <dd>
            <span className={`order-badge order-badge--${storeOrderKind(order.status)}`}>
              {t(`cart.order.status.${storeOrderKind(order.status)}`)}
            </span>
          </dd>
        </div>
        {step && fulfilment && (
          <div>
            <dt>{t('cart.order.fulfilment')}</dt>
            <dd>
              <span className={`order-badge order-badge--${fulfilment}`}>{t(`cart.order.status.${fulfilment}`)}</span>
              {/* the step (processing, shipped …) says more than the status only while the order is on its way */}
              {stepName(step.step, step.status_name) !== t(`cart.order.status.${fulfilment}`) && (
                <span className="store-order__step">{stepName(step.step, step.status_name)}</span>
              )}
              {step.note && <span className="store-order__note">{step.note}</span>}
            </dd>
          </div>
        )}
      </dl>
      <section aria-labelledby="store-order-items">
        <h2 id="store-order-items" className="store-order__heading">
          {t('cart.order.items')}
        </h2>
        <ul className="store-order__items">
          {order.items.map((item) => (
            <OrderItem key={`${item.product_id}:${item.variant_id ?? 0}`} item={item} />
          ))}
        </ul>
      </section>
      <section aria-labelledby="store-order-address">
        <h2 id="store-order-address" className="store-order__heading">
          {t('cart.order.address')}
        </h2>
        <p className="store-order__address">
          <AddressLines address={address} phone={phone} />
        </p>
      </section>
    </div>
  );
}

function OrderDetails({ orderNumber }: { orderNumber: string }) {
  const { t } = useTranslation();
  const order = useStoreOrder(orderNumber);
  if (order.isPending) {
    return (
      <div className="store-order skeleton" aria-busy="true" aria-label={t('cart.order.loading')}>
        <div className="skeleton__line skeleton__line--title" />
        <div className="skeleton__line" />
        <div className="skeleton__line skeleton__line--short" />
      </div>
    );
  }
  const missing =
    (order.isError && order.error instanceof ActionError && [400, 404].includes(order.error.failure.status)) ||
    (order.isSuccess && order.data.length === 0);
  if (missing) return <p className="empty-state">{t('cart.order.not_found')}</p>;
  if (order.isError) {
    return (
      <LoadError
        message={t('cart.order.load_failed')}
        detail={errorMessageOf(order.error)}
        onRetry={() => void order.refetch()}
      />
    );
  }
  return <Details order={order.data[0]!} />;
}

/** /stores/{slug}/orders/{order_number}: one of the user's store orders (spec part 2 §2.6 Store order details). */
export function StoreOrderPage() {
  const { t } = useTranslation();
  const params = useParams();
  const slug = params.slug ?? '';
  const orderNumber = params.order_number ?? '';
  const title = t('cart.order.title');
  useDocumentTitle(title);
  return (
    <RequireSignIn>
      <StoreFrame slug={slug} className="store-order-page">
        <p className="store-back">
          <Link to={`/stores/${encodeURIComponent(slug)}/orders`}>
            <ChevronIcon className="store-back__arrow" aria-hidden="true" />
            {t('cart.order.back')}
          </Link>
        </p>
        <h1 className="page__title">{title}</h1>
        <OrderDetails orderNumber={orderNumber} />
      </StoreFrame>
    </RequireSignIn>
  );
}
