import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { Link } from '../../../components/link.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { RequireSignIn } from '../../../components/require-sign-in.tsx';
import { ActionError, errorMessageOf } from '../../../lib/api.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useAddresses, useBuyAndPay } from '../api/checkout.ts';
import { cartTotal, storePurchaseItems } from '../cart-view.ts';
import { readCheckoutReturn } from '../checkout-return.ts';
import { AddressForm } from '../components/address-form.tsx';
import { AddressList } from '../components/address-list.tsx';
import { CartReview } from '../components/cart-review.tsx';
import { OrderOutcome } from '../components/order-outcome.tsx';
import { useCartStock } from '../use-cart-stock.ts';
import { StoreFrame } from '../components/store-frame.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { GiftCardField, giftCardRefusal, type AppliedGiftCard } from '../../../components/gift-card-field.tsx';

/** Failures of createPurchase that mean the cart's stock moved: the stock check runs again so the cart shows it. */
const stockCodes = new Set(['stock_limited', 'out_of_stock', 'variant_required', 'product_not_found']);

/** What Submit may ask for before it goes on: the text keys of its warnings. */
type Warning = 'cart.summary.empty_warning' | 'cart.checkout.choose_address' | 'cart.summary.fix_lines';

/** The saved addresses with the add form, and which one the order ships to (the newest unless chosen). */
function DeliveryAddress({ selected, onSelect }: { selected: number | null; onSelect: (id: number) => void }) {
  const { t } = useTranslation();
  const addresses = useAddresses();
  const [adding, setAdding] = useState(false);
  if (addresses.isPending) {
    return (
      <div className="skeleton address-list--loading" aria-busy="true" aria-label={t('cart.checkout.addresses_loading')}>
        <div className="skeleton__line skeleton__line--title" />
        <div className="skeleton__line" />
      </div>
    );
  }
  if (addresses.isError) {
    return (
      <LoadError
        message={t('cart.checkout.addresses_failed')}
        detail={errorMessageOf(addresses.error)}
        onRetry={() => void addresses.refetch()}
      />
    );
  }
  const none = addresses.data.length === 0;
  return (
    <>
      {none ? (
        <p className="checkout__note">{t('cart.checkout.no_addresses')}</p>
      ) : (
        <AddressList addresses={addresses.data} selected={selected} onSelect={onSelect} />
      )}
      {none || adding ? (
        <AddressForm
          onSaved={(address) => {
            onSelect(address.id);
            setAdding(false);
          }}
          onCancel={none ? undefined : () => setAdding(false)}
        />
      ) : (
        <button type="button" className="link-button" onClick={() => setAdding(true)}>
          + {t('cart.checkout.add_address')}
        </button>
      )}
    </>
  );
}

function Checkout({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const { lines, problems, recheck } = useCartStock();
  const addresses = useAddresses();
  const [chosen, setChosen] = useState<number | null>(null);
  const [warning, setWarning] = useState<Warning | null>(null);
  const pay = useBuyAndPay();
  // the payment page is opening: the button stays busy until the browser has left
  const [leaving, setLeaving] = useState(false);
  const [giftCard, setGiftCard] = useState<AppliedGiftCard | null>(null);
  const [giftCardError, setGiftCardError] = useState<string | null>(null);
  const list = addresses.data ?? [];
  const selected = list.some((a) => a.id === chosen) ? chosen : (list[0]?.id ?? null);
  const busy = pay.isPending || leaving;

  const submit = () => {
    if (busy) return;
    if (lines.length === 0) return setWarning('cart.summary.empty_warning');
    if (selected === null) return setWarning('cart.checkout.choose_address');
    if (problems.size > 0) return setWarning('cart.summary.fix_lines');
    setWarning(null);
    setGiftCardError(null);
    pay.mutate(
      { items: storePurchaseItems(lines, selected), giftCardCode: giftCard?.code },
      {
        onSuccess: ({ paymentLink }) => {
          setLeaving(true);
          window.location.assign(paymentLink);
        },
        onError: (error) => {
          setGiftCardError(giftCardRefusal(error));
          if (error instanceof ActionError && stockCodes.has(error.failure.code)) void recheck();
        },
      },
    );
  };

  const stockMoved = pay.error instanceof ActionError && stockCodes.has(pay.error.failure.code);
  // asking for an address is answered once one is chosen or saved (or the saved list comes back with one)
  const shownWarning = warning === 'cart.checkout.choose_address' && selected !== null ? null : warning;
  return (
    <div className="checkout">
      <section className="checkout__addresses" aria-labelledby="checkout-addresses-title">
        <h2 id="checkout-addresses-title" className="checkout__heading">
          {t('cart.checkout.addresses')}
        </h2>
        <DeliveryAddress
          selected={selected}
          onSelect={(id) => {
            setChosen(id);
            setWarning((shown) => (shown === 'cart.checkout.choose_address' ? null : shown));
          }}
        />
      </section>
      <div className="checkout__side">
        {lines.length === 0 ? (
          <p className="empty-state">{t('cart.checkout.empty_cart')}</p>
        ) : (
          <CartReview lines={lines} problems={problems} />
        )}
        {lines.length > 0 && (
          <GiftCardField
            total={cartTotal(lines)}
            applied={giftCard}
            error={giftCardError}
            disabled={busy}
            onApply={(card) => {
              setGiftCard(card);
              setGiftCardError(null);
            }}
            onRemove={() => setGiftCard(null)}
          />
        )}
        {(shownWarning || (pay.isError && !giftCardError)) && (
          <div className="checkout__alert" role="alert">
            <p>{shownWarning ? t(shownWarning) : errorMessageOf(pay.error)}</p>
            {!shownWarning && stockMoved && <p>{t('cart.checkout.stock_refreshed')}</p>}
          </div>
        )}
        <button
          type="button"
          className="button checkout__pay"
          aria-busy={busy || undefined}
          aria-disabled={busy || undefined}
          onClick={submit}
        >
          {busy && <span className="spinner" aria-hidden="true" />}
          {busy ? t('cart.checkout.paying') : t('cart.checkout.pay')}
        </button>
        <Link className="checkout__back" to={`/stores/${encodeURIComponent(slug)}/cart`}>
          {t('cart.checkout.back_to_cart')}
        </Link>
      </div>
    </div>
  );
}

/**
 * /stores/{slug}/checkout-address (spec part 2 §2.6, §4, §5): the delivery address, the order summary
 * and Submit, which creates the purchase and goes to the payment page; the provider sends the buyer
 * back here with `?order=&success=` for the outcome.
 */
export function CheckoutAddressPage() {
  const { t } = useTranslation();
  const slug = useParams().slug ?? '';
  const [query] = useSearchParams();
  const back = readCheckoutReturn(query);
  const title = t('cart.checkout.title');
  useDocumentTitle(title);
  return (
    <RequireSignIn>
      <StoreFrame slug={slug} className="checkout-page">
        <h1 className="page__title">{title}</h1>
        {back ? (
          <OrderOutcome key={back.purchaseNumber} slug={slug} back={back}>
            <Checkout slug={slug} />
          </OrderOutcome>
        ) : (
          <Checkout slug={slug} />
        )}
      </StoreFrame>
    </RequireSignIn>
  );
}
