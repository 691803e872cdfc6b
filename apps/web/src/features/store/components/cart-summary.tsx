import type { ReactNode } from 'react';
import type { CartLine } from '../../../lib/cart.ts';
import { formatAed } from '../../../lib/format.ts';
import { useLanguage, useTranslation } from '../../../lib/i18n.ts';
import { useStoreDesign } from '../api/catalog.ts';
import { cartNoteLines, cartTotal, cartUnits } from '../cart-view.ts';

/**
 * The cart's figures: shipping and tax shown as included (spec part 2 §2.6) and the total; with
 * `subtotal`, the items and subtotal first.
 */
export function CartFigures({ lines, subtotal = false }: { lines: readonly CartLine[]; subtotal?: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const total = formatAed(cartTotal(lines), language);
  return (
    <dl className="cart-summary__rows">
      {subtotal && (
        <div>
          <dt>{t('cart.summary.subtotal')}</dt>
          <dd>
            <span className="cart-summary__units">{t('cart.summary.items', { count: cartUnits(lines) })}</span> <bdi>{total}</bdi>
          </dd>
        </div>
      )}
      <div>
        <dt>{t('cart.summary.shipping')}</dt>
        <dd>{t('cart.summary.shipping_included')}</dd>
      </div>
      <div>
        <dt>{t('cart.summary.tax')}</dt>
        <dd>{t('cart.summary.tax_included')}</dd>
      </div>
      <div className="cart-summary__total">
        <dt>{t('cart.summary.total')}</dt>
        <dd>
          <bdi>{total}</bdi>
        </dd>
      </div>
    </dl>
  );
}

/** The cart page's summary: its figures, then `children`, the page's main button and its messages. */
export function CartSummary({ lines, children }: { lines: readonly CartLine[]; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className="cart-summary" aria-labelledby="cart-summary-title">
      <h2 className="cart-summary__title" id="cart-summary-title">
        {t('cart.summary.title')}
      </h2>
      <CartFigures lines={lines} subtotal />
      {children}
    </section>
  );
}

/**
 * The footer's claims (spec part 2 §2.6): the store's own cart note, written by its operators in both
 * languages, one claim a line; nothing while the store loads or when the note is empty.
 */
export function CartClaims({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const design = useStoreDesign(slug);
  // the reader's language only: an empty note in it means none, not the other language's
  const note = language === 'ae' ? design.data?.arabic_cart_note : design.data?.cart_note;
  const claims = cartNoteLines(note);
  if (claims.length === 0) return null;
  return (
    <ul className="cart-claims" aria-label={t('cart.claims.label')}>
      {claims.map((claim, index) => (
        <li key={`${index}-${claim}`}>{claim}</li>
      ))}
    </ul>
  );
}
