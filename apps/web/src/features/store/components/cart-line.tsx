import { useState } from 'react';
import { Link } from '../../../components/link.tsx';
import type { CartLine } from '../../../lib/cart.ts';
import { formatAed } from '../../../lib/format.ts';
import { useLanguage, useTranslation } from '../../../lib/i18n.ts';
import { pictures, pictureSrc } from '../../../lib/images.ts';
import { localized } from '../../../lib/localized.ts';
import { cutDescription, lineLimit, lineTotal } from '../cart-view.ts';
import { useOptionLabels } from '../use-option-labels.ts';

const thumb = pictures.productLine;

function LineImage({ path }: { path: string | undefined }) {
  const [failed, setFailed] = useState(false);
  if (!path || failed) return <div className="cart-line__image cart-line__image--missing" />;
  return (
    <img
      className="cart-line__image"
      width={thumb.width}
      height={thumb.height}
      alt=""
      loading="lazy"
      decoding="async"
      src={pictureSrc(path, thumb)}
      onError={() => setFailed(true)}
    />
  );
}

type CartLineItemProps = {
  slug: string;
  line: CartLine;
  /** why the server cannot sell this line as it is, in the current language */
  problem: string | null;
  onChange: (delta: number) => void;
  onRemove: () => void;
};

/**
 * One line of the cart (spec part 2 §2.6): picture, title, description cut to 140 characters, variant
 * options, unit price and line total, − and + and a remove button. + reads as unavailable at the stock
 * limit but stays pressable, so pressing it says why (spec part 2 §4: increase is refused at stock).
 */
export function CartLineItem({ slug, line, problem, onChange, onRemove }: CartLineItemProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const title = localized(line, 'title', language);
  const description = cutDescription(localized(line, 'product_description', language));
  const atLimit = line.qty >= lineLimit(line);
  const outOfStock = line.stock === 0;
  const options = useOptionLabels(line);
  return (
    <li className={outOfStock ? 'cart-line cart-line--unavailable' : 'cart-line'}>
      <LineImage path={line.images[0]} />
      <div className="cart-line__body">
        <h2 className="cart-line__title">
          <Link to={`/stores/${encodeURIComponent(slug)}/product_detail/${encodeURIComponent(line.product_slug)}`}>{title}</Link>
        </h2>
        {description && <p className="cart-line__description">{description}</p>}
        {options.length > 0 && (
          <dl className="cart-line__options">
            {options.map(([name, value]) => (
              <div key={name}>
                <dt>{name}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        )}
        <p className="cart-line__price">
          <span className="visually-hidden">{t('cart.line.unit_price')}: </span>
          <bdi>{formatAed(line.price, language)}</bdi>
        </p>
        {problem && (
          <p className="cart-line__problem" role="alert">
            {problem}
          </p>
        )}
      </div>
      <div className="cart-line__controls">
        <div className="cart-qty" role="group" aria-label={`${t('cart.line.quantity')}: ${title}`}>
          <button
            type="button"
            className="cart-qty__button"
            aria-label={t('cart.line.decrease', { title })}
            onClick={() => onChange(-1)}
          >
            −
          </button>
          <output className="cart-qty__value" aria-live="polite">
            {line.qty}
          </output>
          <button
            type="button"
            className="cart-qty__button"
            aria-label={t('cart.line.increase', { title })}
            aria-disabled={atLimit || undefined}
            onClick={() => onChange(1)}
          >
            +
          </button>
        </div>
        <p className="cart-line__total">
          <span className="visually-hidden">{t('cart.line.line_total')}: </span>
          <bdi>{formatAed(lineTotal(line), language)}</bdi>
        </p>
        <button
          type="button"
          className="link-button cart-line__remove"
          aria-label={t('cart.line.remove', { title })}
          onClick={onRemove}
        >
          {t('cart.line.remove_short')}
        </button>
      </div>
    </li>
  );
}
