import type { StoreOrder } from '@portal/contract/store';
import { useState } from 'react';
import { formatAed } from '../../../lib/format.ts';
import { useLanguage, useTranslation } from '../../../lib/i18n.ts';
import { pictures, pictureSrc } from '../../../lib/images.ts';
import { localized } from '../../../lib/localized.ts';

type Item = StoreOrder['items'][number];

function ItemImage({ path }: { path: string }) {
  const [failed, setFailed] = useState(false);
  if (!path || failed) return <div className="order-item__image order-item__image--missing" />;
  return (
    <img
      className="order-item__image"
      width={pictures.productLine.width}
      height={pictures.productLine.height}
      alt=""
      loading="lazy"
      decoding="async"
      src={pictureSrc(path, pictures.productLine)}
      onError={() => setFailed(true)}
    />
  );
}

/** One item of a store order: picture, title, options, quantity and the unit price paid. */
export function OrderItem({ item }: { item: Item }) {
  const { t } = useTranslation();
  const language = useLanguage();
  // the server labels an order's options in Arabic itself (arabic_variant_options): no product to fetch per item
  const labelled = language === 'ae' ? (item.arabic_variant_options ?? item.variant_options) : item.variant_options;
  const options = Object.entries(labelled ?? {});
  return (
    <li className="order-item">
      <ItemImage path={item.image} />
      <div className="order-item__body">
        <p className="order-item__title">{localized(item, 'title', language)}</p>
        {options.length > 0 && (
          <p className="order-item__options">{options.map(([name, value]) => `${name}: ${value}`).join(' · ')}</p>
        )}
        <p className="order-item__qty">
          {t('cart.order.qty', { count: item.qty })} · <bdi>{formatAed(item.price, language)}</bdi>
        </p>
      </div>
    </li>
  );
}
