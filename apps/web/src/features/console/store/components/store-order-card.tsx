import { formatDateTime } from '@portal/domain/date-format';
import type { BackofficeStoreOrder, FulfilmentStep } from '@portal/contract/store';
import { useId } from 'react';
import { formatAed } from '../../../../lib/format.ts';
import { useLanguage, useTranslation } from '../../../../lib/i18n.ts';
import type { Language } from '../../../../lib/language.ts';
import { localized } from '../../../../lib/localized.ts';

type StoreOrderCardProps = {
  order: BackofficeStoreOrder;
  /** true while a move of this order is on its way */
  busy: boolean;
  onMove: (order: BackofficeStoreOrder, step: Exclude<FulfilmentStep, 'pending'>) => void;
};

type OrderItem = BackofficeStoreOrder['items'][number];

/** An item's options as "Size: M, Colour: Red", with their Arabic labels on an Arabic page (English where they have none). */
function optionsText(item: OrderItem, language: Language): string {
  const options = (language === 'ae' ? item.arabic_variant_options : null) ?? item.variant_options ?? {};
  return Object.entries(options)
    .map(([name, value]) => `${name}: ${value}`)
    .join(language === 'ae' ? '، ' : ', ');
}

/** The step an order is at: its newest fulfilment step (a paid order starts pending). */
export function currentStepOf(order: BackofficeStoreOrder): FulfilmentStep {
  return order.fullfillment_status[0]?.step ?? 'pending';
}

/** One paid order as the person packing it needs it: who, where to, what, where it stands, and what comes next. */
export function StoreOrderCard({ order, busy, onMove }: StoreOrderCardProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const headingId = useId();
  const step = currentStepOf(order);
  const address = order.shipping_address;
  const moment = (iso: string) => formatDateTime(iso);
  const stepName = (s: FulfilmentStep) => t(`backoffice.store_orders.steps.${s}`);

  return (
    <li className="fulfilment-order">
      <article aria-labelledby={headingId}>
        <header className="fulfilment-order__head">
          <h2 id={headingId} className="fulfilment-order__number">
            <bdi dir="ltr">{order.order_number}</bdi>
          </h2>
          <span className={`fulfilment-step fulfilment-step--${step}`}>{stepName(step)}</span>
        </header>
        <dl className="review__facts">
          <dt>{t('backoffice.store_orders.ordered')}</dt>
          <dd>{moment(order.created_at)}</dd>
          <dt>{t('backoffice.store_orders.buyer')}</dt>
          <dd>
            {order.buyer.name} <bdi dir="ltr">{order.buyer.email ?? order.buyer.mobile ?? ''}</bdi>
          </dd>
          <dt>{t('backoffice.store_orders.ship_to')}</dt>
          <dd>
            <address className="fulfilment-order__address">
              {address.name}
              <br />
              {[address.address, address.landmark].filter(Boolean).join(', ')}
              <br />
              {[address.city, address.state, address.country].filter(Boolean).join(', ')}
              <br />
              <bdi dir="ltr">{address.phone}</bdi>
            </address>
          </dd>
          <dt>{t('backoffice.store_orders.total')}</dt>
          <dd>
            <bdi>{formatAed(order.total, language)}</bdi>
          </dd>
          {order.shipment && (
            <>
              <dt>{t('backoffice.store_orders.ship.carrier')}</dt>
              <dd className="fulfilment-order__carrier">
                <bdi>{order.shipment.carrier}</bdi>
              </dd>
              <dt>{t('backoffice.store_orders.ship.tracking_number')}</dt>
              <dd className="fulfilment-order__tracking">
                {order.shipment.tracking_url ? (
                  <a href={order.shipment.tracking_url} target="_blank" rel="noopener noreferrer">
                    <bdi dir="ltr">{order.shipment.tracking_number}</bdi>
                    <span className="visually-hidden"> {t('backoffice.store_orders.ship.new_tab')}</span>
                  </a>
                ) : (
                  <bdi dir="ltr">{order.shipment.tracking_number}</bdi>
                )}
              </dd>
            </>
          )}
        </dl>
        <h3 className="fulfilment-order__subheading">{t('backoffice.store_orders.items')}</h3>
        <ul className="fulfilment-order__items">
          {order.items.map((item, i) => (
            <li key={`${item.product_id}-${item.variant_id ?? 0}-${i}`}>
              <span className="fulfilment-order__qty">
                <bdi dir="ltr">{item.qty} ×</bdi>
              </span>{' '}
              {localized(item, 'title', language)}
              {item.variant_options && <span className="fulfilment-order__options"> ({optionsText(item, language)})</span>} ·{' '}
              <bdi>{formatAed(item.price, language)}</bdi>
            </li>
          ))}
        </ul>
        <h3 className="fulfilment-order__subheading">{t('backoffice.store_orders.history')}</h3>
        <ol className="fulfilment-order__history">
          {order.fullfillment_status.map((s, i) => (
            <li key={`${s.step}-${i}`}>
              <strong>{stepName(s.step)}</strong> · {moment(s.created_at)} ·{' '}
              {s.operator ? t('backoffice.store_orders.by', { name: s.operator.name }) : t('backoffice.store_orders.at_payment')}
              {s.note && <p className="fulfilment-order__note">{s.note}</p>}
            </li>
          ))}
        </ol>
        {order.next_steps.length > 0 && (
          <div className="review__actions fulfilment-order__actions">
            {order.next_steps.map((next, i) =>
              next === 'pending' ? null : (
                <button
                  // keyed by place, not step: after "Start processing" the same button becomes "Mark shipped" and keeps
                  // the keyboard focus; aria-disabled rather than disabled while busy, which would drop the focus
                  key={i}
                  type="button"
                  className={next === 'failed' ? 'button button--danger' : 'button'}
                  aria-disabled={busy}
                  onClick={() => {
                    if (!busy) onMove(order, next);
                  }}
                >
                  {t(`backoffice.store_orders.move.${next}`)}
                </button>
              ),
            )}
          </div>
        )}
      </article>
    </li>
  );
}
