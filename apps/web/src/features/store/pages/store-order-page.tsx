import { formatDate } from '@portal/domain/date-format';
import type { Shipment, StoreOrder } from '@portal/contract/store';
import { useId, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { LoadError } from '../../../components/load-error.tsx';
import { ActionError, errorMessageOf } from '../../../lib/api.ts';
import { formatAed } from '../../../lib/format.ts';
import { useLanguage, useTranslation } from '../../../lib/i18n.ts';
import { localized } from '../../../lib/localized.ts';
import { useStoreOrder } from '../api/checkout.ts';
import { AddressLines } from '../components/address-list.tsx';
import { OrderItem } from '../components/order-item.tsx';
import { useStepName } from '../components/order-card.tsx';
import { currentFulfilment, fulfilmentKind, storeOrderKind } from '../order-view.ts';
import { StoreAccountFrame } from '../components/store-frame.tsx';

function OrderSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="store-order__heading">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** "Carrier: Aramex · Tracking: AR1234", the number a link to the carrier's tracking page when there is one. */
function ShipmentFact({ shipment }: { shipment: Shipment }) {
  const { t } = useTranslation();
  const number = <bdi dir="ltr">{shipment.tracking_number}</bdi>;
  return (
    <div className="store-order__shipment">
      <dt>{t('cart.order.shipment')}</dt>
      <dd>
        <span>
          {t('cart.order.carrier')}: <bdi>{shipment.carrier}</bdi>
        </span>
        <span aria-hidden="true">·</span>
        <span>
          {t('cart.order.tracking')}:{' '}
          {shipment.tracking_url ? (
            <a href={shipment.tracking_url} target="_blank" rel="noopener noreferrer">
              {number}
              <span className="visually-hidden"> {t('cart.order.new_tab')}</span>
            </a>
          ) : (
            number
          )}
        </span>
      </dd>
    </div>
  );
}

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
          <dd>{formatDate(order.created_at)}</dd>
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
        {order.shipment && <ShipmentFact shipment={order.shipment} />}
      </dl>
      <OrderSection title={t('cart.order.items')}>
        <ul className="store-order__items">
          {order.items.map((item) => (
            <OrderItem key={`${item.product_id}:${item.variant_id ?? 0}`} item={item} />
          ))}
        </ul>
      </OrderSection>
      <OrderSection title={t('cart.order.address')}>
        <p className="store-order__address">
          <AddressLines address={address} phone={phone} />
        </p>
      </OrderSection>
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
  return (
    <StoreAccountFrame
      slug={slug}
      className="store-order-page"
      title={t('cart.order.title')}
      back={{ to: `/stores/${encodeURIComponent(slug)}/orders`, label: t('cart.order.back') }}
    >
      <OrderDetails orderNumber={params.order_number ?? ''} />
    </StoreAccountFrame>
  );
}
