import { formatDate } from '@portal/domain/date-format';
import type { PackageDetails } from '../../../lib/package-details.ts';
import type { PricedBooking } from '@portal/domain/booking/index';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { CancelPolicyNote } from '../../../components/cancel-policy-note.tsx';
import { couponEffect, type CouponTerms } from '../../../lib/coupon-note.ts';
import { ModalDialog } from '../../../components/modal-dialog.tsx';
import { GiftCardField, type AppliedGiftCard } from '../../../components/gift-card-field.tsx';
import { formatAed } from '../../../lib/format.ts';
import { useLanguage, useTranslation } from '../../../lib/i18n.ts';
import { localized } from '../../../lib/localized.ts';
import type { Selection } from '../flow-state.ts';
import { nameIn } from '../names.ts';
import { filsToAed } from '../package-rules.ts';

/**
 * A coupon the server accepted for this selection, with its figures in AED, what it takes off (its cap),
 * and how many of the traveller's own unpaid checkouts with it booking cancels (decision 039).
 */
export type AppliedCoupon = {
  code: string;
  subTotal: number;
  discount: number;
  total: number;
  terms: CouponTerms;
  replacesCheckouts: number;
};

type SummarySheetProps = {
  open: boolean;
  onClose: () => void;
  pkg: PackageDetails;
  selection: Selection;
  priced: PricedBooking;
  coupon: AppliedCoupon | null;
  /** false: the overall limits would be exceeded (spec part 1 §5), Book Now gives way to the notice */
  available: boolean;
  signedIn: boolean;
  busy: boolean;
  /** a purchase exists for this selection (Book Now succeeded): only then is its payment pending */
  purchased: boolean;
  onPromo: () => void;
  /** the gift card that pays all or part of it (docs/decisions/068), and the server's refusal of it */
  giftCard: AppliedGiftCard | null;
  giftCardError: string | null;
  onGiftCard: (card: AppliedGiftCard | null) => void;
  onBook: () => void;
  onSignIn: () => void;
};

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="summary__line">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The booking summary bottom sheet, in the order spec part 1 §2 lists its parts. */
export function SummarySheet(props: SummarySheetProps) {
  const { open, onClose, pkg, selection, priced, coupon, available, signedIn, busy } = props;
  const { t } = useTranslation();
  const language = useLanguage();
  const headingId = useId();
  const aed = (amount: number) => <bdi>{formatAed(amount, language)}</bdi>;
  const fils = (amount: number) => aed(filsToAed(amount));
  const { lines } = priced;
  const effect = coupon ? couponEffect(coupon.terms, t, language) : null;
  return (
    <ModalDialog open={open} onClose={onClose} labelledBy={headingId} closeLabel={t('booking.summary.close')} className="sheet">
      <h2 className="modal__title" id={headingId}>
        {localized(pkg, 'package_name', language)}
      </h2>
      {props.purchased && <p className="summary__status">{t('booking.summary.payment_pending')}</p>}
      <dl className="summary">
        <Line label={t('booking.summary.total')}>
          {coupon ? (
            <>
              <s className="summary__struck">{aed(coupon.subTotal)}</s>{' '}
              {/* a coupon that takes the whole total: Book Now confirms without a payment (docs/decisions/016) */}
              <strong className="summary__total">{coupon.total === 0 ? t('booking.summary.free') : aed(coupon.total)}</strong>
            </>
          ) : (
            <strong className="summary__total">{fils(priced.subtotal)}</strong>
          )}
        </Line>
        {coupon && (
          <Line label={t('booking.summary.discount')}>
            <bdi dir="ltr" className="summary__code">
              {coupon.code}
            </bdi>{' '}
            −{aed(coupon.discount)}
            {effect && <span className="summary__effect">{effect}</span>}
            {coupon.replacesCheckouts > 0 && (
              <span className="summary__effect">{t('pending-checkout.replaces', { count: coupon.replacesCheckouts })}</span>
            )}
          </Line>
        )}
        {selection.date && <Line label={t('booking.summary.date')}>{formatDate(selection.date)}</Line>}
        {selection.timeSlotName && (
          <Line label={t('booking.summary.time')}>
            <bdi>{selection.timeSlotName}</bdi>
          </Line>
        )}
        {lines.options.length > 0 ? (
          <Line label={t('booking.summary.options')}>
            <ul className="summary__list">
              {lines.options.map((option) => {
                const full = pkg.option_list?.options.find((o) => o.id === option.id);
                return (
                  <li key={option.id}>
                    {nameIn(language, option.label, full?.arabic_label)}
                    {full?.date && (
                      <>
                        {' '}
                        · <time dateTime={full.date}>{formatDate(full.date)}</time>
                      </>
                    )}{' '}
                    · {fils(option.priceFils)}
                  </li>
                );
              })}
            </ul>
          </Line>
        ) : (
          <Line label={t('booking.summary.tickets')}>
            {t('booking.history.adults', { count: priced.adults })} · {t('booking.history.children', { count: priced.children })}
          </Line>
        )}
        {lines.subPackages.length > 0 && (
          <Line label={t('booking.summary.sub_packages')}>
            <ul className="summary__list">
              {lines.subPackages.map((sub) => (
                <li key={sub.id}>
                  {nameIn(language, sub.packageName, pkg.sub_packages.find((s) => s.id === sub.id)?.arabic_name)}:{' '}
                  {t('booking.history.adults', { count: sub.adults })} · {t('booking.history.children', { count: sub.children })}{' '}
                  · {fils(sub.amountFils)}
                </li>
              ))}
            </ul>
          </Line>
        )}
        {lines.transport && (
          <Line label={t('booking.summary.transport')}>
            {t('booking.summary.people', { count: lines.transport.people })} ·{' '}
            {nameIn(language, lines.transport.name, pkg.transport.find((tr) => tr.id === lines.transport?.id)?.arabic_name)} ·{' '}
            {t(`booking.flow.transport.${lines.transport.type}`)} · {fils(lines.transport.amountFils)}
          </Line>
        )}
        {lines.meals.length > 0 && (
          <Line label={t('booking.summary.meals')}>
            <ul className="summary__list">
              {lines.meals.map((meal) => (
                <li key={meal.id}>
                  {nameIn(language, meal.mealName, pkg.meals.find((m) => m.id === meal.id)?.arabic_name)} × {meal.qty} ·{' '}
                  {fils(meal.amountFils)}
                </li>
              ))}
            </ul>
          </Line>
        )}
      </dl>
      <CancelPolicyNote policy={pkg.cancellation} className="summary__policy" />
      {signedIn && available && (
        <GiftCardField
          total={coupon ? coupon.total : filsToAed(priced.subtotal)}
          applied={props.giftCard}
          error={props.giftCardError}
          disabled={busy}
          onApply={props.onGiftCard}
          onRemove={() => props.onGiftCard(null)}
        />
      )}
      <div className="summary__actions">
        <button type="button" className="button button--quiet" onClick={props.onPromo}>
          {coupon ? t('booking.summary.change_promo') : t('booking.summary.promo')}
        </button>
        {!available ? (
          <p className="booking-alert" role="alert">
            {t('errors.quantity_not_available')}
          </p>
        ) : signedIn ? (
          <button type="button" className="button summary__book" onClick={props.onBook} disabled={busy} aria-busy={busy}>
            {busy ? t('booking.summary.booking') : t('booking.summary.book_now')}
          </button>
        ) : (
          <button type="button" className="button summary__book" onClick={props.onSignIn}>
            {t('booking.summary.login_to_book')}
          </button>
        )}
      </div>
    </ModalDialog>
  );
}

type CouponSheetProps = {
  open: boolean;
  onClose: () => void;
  signedIn: boolean;
  initialCode: string;
  busy: boolean;
  /** the refusal to show; the sheet hides it after 2 seconds (spec part 1 §4 Coupon) */
  error: string | null;
  onApply: (code: string) => void;
  onRemove: (() => void) | null;
  /** a visitor asks to sign up first: the sheet opens over this one, which then offers the code's field */
  onSignIn: () => void;
};

/** The coupon sheet (spec part 1 §2): a code and Apply, or 'Signup to Apply Coupon' for a visitor. */
export function CouponSheet(props: CouponSheetProps) {
  const { open, onClose, signedIn, initialCode, busy, error } = props;
  const { t } = useTranslation();
  const headingId = useId();
  const inputId = useId();
  const [code, setCode] = useState(initialCode);
  const [shownFor, setShownFor] = useState(initialCode);
  // a new code from the package's note replaces what was typed
  if (shownFor !== initialCode) {
    setShownFor(initialCode);
    setCode(initialCode);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() && !busy) props.onApply(code.trim());
  };
  return (
    <ModalDialog open={open} onClose={onClose} labelledBy={headingId} closeLabel={t('booking.coupon.close')} className="sheet">
      <h2 className="modal__title" id={headingId}>
        {t('booking.coupon.title')}
      </h2>
      {signedIn ? (
        <form className="coupon-form" onSubmit={submit}>
          <label className="form-field__label" htmlFor={inputId}>
            {t('booking.coupon.label')}
          </label>
          <div className="coupon-form__row">
            <input
              id={inputId}
              className="form-field__input coupon-form__input"
              dir="ltr"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={40}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${inputId}-error` : undefined}
            />
            <button type="submit" className="button" disabled={busy || !code.trim()} aria-busy={busy}>
              {t('booking.coupon.apply')}
            </button>
          </div>
          {error && (
            <p className="booking-alert" role="alert" id={`${inputId}-error`}>
              {error}
            </p>
          )}
          {props.onRemove && (
            <button type="button" className="link-button" onClick={props.onRemove}>
              {t('booking.coupon.remove')}
            </button>
          )}
        </form>
      ) : (
        <button type="button" className="button" onClick={props.onSignIn}>
          {t('booking.coupon.sign_up')}
        </button>
      )}
    </ModalDialog>
  );
}
