import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Link } from '../../../components/link.tsx';
import { setCartQty, type CartLine } from '../../../lib/cart.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useSignedIn } from '../../../lib/session.ts';
import { askToSignIn } from '../../../lib/sign-in-sheet.ts';
import { showToast } from '../../../lib/toasts.ts';
import { changeQuantity, lineKey } from '../cart-view.ts';
import { CartLineItem } from '../components/cart-line.tsx';
import { CartClaims, CartSummary } from '../components/cart-summary.tsx';
import { useCartStock } from '../use-cart-stock.ts';
import { StoreFrame } from '../components/store-frame.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

/** spec part 2 §4, §9: after Continue, a 1-second delay precedes navigation. */
export const checkoutDelayMs = 1_000;

/** Continue after its 1-second pause (spec part 2 §4); the button shows it is busy meanwhile. */
function useDelayedNavigation() {
  const navigate = useNavigate();
  const [target, setTarget] = useState<string | null>(null);
  useEffect(() => {
    if (target === null) return;
    const timer = setTimeout(() => void navigate(target), checkoutDelayMs);
    return () => clearTimeout(timer);
  }, [target, navigate]);
  return { busy: target !== null, go: setTarget };
}

/** /stores/{slug}/cart (spec part 2 §2.6): the lines, their quantities checked against the server's stock, and the way to checkout. */
export function CartPage() {
  const { t } = useTranslation();
  const slug = useParams().slug ?? '';
  const signedIn = useSignedIn();
  const { lines, problems, checking } = useCartStock();
  const [warning, setWarning] = useState<string | null>(null);
  const continuing = useDelayedNavigation();
  const title = t('cart.title');
  useDocumentTitle(title);

  const change = (line: CartLine, delta: number) => {
    const next = changeQuantity(line, delta);
    setWarning(null);
    if (next.kind === 'refused') {
      showToast('error', t('errors.stock_limited'), { id: `stock-${lineKey(line)}` });
      return;
    }
    setCartQty(line, next.kind === 'removed' ? 0 : next.qty);
    if (next.kind === 'removed') showToast('success', t('cart.toast.removed'));
    else showToast('success', t('cart.toast.updated', { n: next.qty }));
  };

  const remove = (line: CartLine) => {
    setCartQty(line, 0);
    showToast('success', t('cart.toast.removed'));
  };

  const onContinue = () => {
    if (lines.length === 0) return setWarning(t('cart.summary.empty_warning'));
    if (problems.size > 0) return setWarning(t('cart.summary.fix_lines'));
    setWarning(null);
    const checkout = `/stores/${encodeURIComponent(slug)}/checkout-address`;
    // spec part 2 §6: signed out, the button reads Register; decision 073: registration (or sign-in) is a sheet
    // over the cart, and checkout follows
    if (!signedIn) return askToSignIn({ mode: 'register', onSignedIn: () => continuing.go(checkout) });
    continuing.go(checkout);
  };

  return (
    <StoreFrame slug={slug} className="cart-page">
      <h1 className="page__title">{title}</h1>
      <div className="cart-page__layout">
        {lines.length === 0 ? (
          <div className="empty-state cart-page__empty">
            <p>{t('cart.empty')}</p>
            <Link className="button" to={`/stores/${encodeURIComponent(slug)}/products`}>
              {t('cart.browse')}
            </Link>
          </div>
        ) : (
          <ul className="cart-lines" aria-busy={checking || undefined}>
            {lines.map((line) => (
              <CartLineItem
                key={lineKey(line)}
                slug={slug}
                line={line}
                problem={problems.get(lineKey(line)) ?? null}
                onChange={(delta) => change(line, delta)}
                onRemove={() => remove(line)}
              />
            ))}
          </ul>
        )}
        <CartSummary lines={lines}>
          {warning && (
            <p className="cart-summary__warning" role="alert">
              {warning}
            </p>
          )}
          <button
            type="button"
            className="button cart-summary__continue"
            aria-busy={continuing.busy || undefined}
            aria-disabled={continuing.busy || undefined}
            onClick={continuing.busy ? undefined : onContinue}
          >
            {continuing.busy && <span className="spinner" aria-hidden="true" />}
            {continuing.busy ? t('cart.summary.busy') : signedIn ? t('cart.summary.continue') : t('cart.summary.register')}
          </button>
          <p className="visually-hidden" role="status">
            {checking ? t('cart.summary.checking') : ''}
          </p>
        </CartSummary>
      </div>
      <CartClaims slug={slug} />
    </StoreFrame>
  );
}
