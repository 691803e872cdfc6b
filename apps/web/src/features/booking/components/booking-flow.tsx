import { formatDate } from '@portal/domain/date-format';
import type { PackageDetails } from '../../../lib/package-details.ts';
import {
  enabledSteps,
  isBookableDate,
  isEventCompletelyBooked,
  maxBookableDate,
  minBookableDate,
  priceBooking,
  selectionCounts,
  stepFailure,
  stepProgress,
  ticketPrices,
  withinOverallLimits,
  type BookingFailure,
  type BookingSelection,
  type SlotAvailability,
  type StepId,
} from '@portal/domain/booking/index';
import { useEffect, useId, useMemo, useReducer, useRef, useState } from 'react';
import { ActionError, errorMessageOf } from '../../../lib/api.ts';
import { track } from '../../../lib/analytics.ts';
import { formatAed } from '../../../lib/format.ts';
import { useLanguage, useTranslation } from '../../../lib/i18n.ts';
import { useSignedIn } from '../../../lib/session.ts';
import { askToSignIn } from '../../../lib/sign-in-sheet.ts';
import { siteName } from '../../../lib/site.ts';
import { showToast } from '../../../lib/toasts.ts';
import { useBookAndPay } from '../api/create-purchase.ts';
import { useDateAvailability } from '../api/get-date-availability.ts';
import { usePackagePrice } from '../api/get-package-price.ts';
import { usePackageSlots } from '../api/get-package-slots.ts';
import { useValidateCoupon } from '../api/validate-coupon.ts';
import { changeCounter, flowReducer, initialSelection, type FlowState } from '../flow-state.ts';
import { bookingCatalogOf, bookingPackageOf, filsToAed, toFils } from '../package-rules.ts';
import { purchaseItemOf, purchaseItemsOf } from '../purchase-items.ts';
import { clearResume, clearStoredFlow, readResume, readStoredFlow, storeFlow } from '../stored-flow.ts';
import { DateCalendar } from './date-calendar.tsx';
import { StepBar } from './step-bar.tsx';
import { MealsStep, OptionsStep, SubPackagesStep, TimeStep, TransportStep, UserStep } from './step-panels.tsx';
import { CouponSheet, SummarySheet, type AppliedCoupon } from './summary-sheet.tsx';
import { giftCardRefusal, type AppliedGiftCard } from '../../../components/gift-card-field.tsx';
import { AfterFirstScreen } from '../../../components/after-first-screen.tsx';

/** spec part 1 §4 and §9: the browser goes to the payment link 500 ms after the payment is initiated. */
const paymentRedirectMs = 500;
/** spec part 1 §4 and §9: the coupon error banner disappears after 2 seconds. */
const couponErrorMs = 2_000;

/** A note's coupon handed over by the package page; `seq` tells two clicks on the same note apart. */
export type NoteCoupon = { code: string; seq: number };

/** The first number in a server message, for the {{n}} of a translated rule ('Select Adult - Minimum 2'). */
const numberIn = (text: string) => /\d+(?:\.\d+)?/.exec(text)?.[0] ?? '';

/**
 * The booking flow on /p/{slug} (spec part 1 §2 "Booking flow on the package page", §4, §5): the
 * package's enabled steps with a step bar, Next / Submit, the summary and coupon sheets, and Book Now →
 * createPurchase → initiatePayment → the payment link. Every rule is packages/domain's; the server
 * prices the purchase again and is the truth.
 */
export function BookingFlow({ pkg, noteCoupon }: { pkg: PackageDetails; noteCoupon: NoteCoupon | null }) {
  const { t, i18n } = useTranslation();
  const language = useLanguage();
  const signedIn = useSignedIn();
  const headingId = useId();
  const stepTitleId = useId();
  const rules = useMemo(() => bookingPackageOf(pkg), [pkg]);
  const steps = useMemo(() => enabledSteps(rules), [rules]);
  const lastStep = steps.length - 1;
  const fresh = () => initialSelection(pkg);
  const [state, dispatch] = useReducer(
    flowReducer,
    null,
    (): FlowState => readStoredFlow(pkg.id, steps.length) ?? { step: 0, selection: initialSelection(pkg) },
  );
  const { selection } = state;
  const stepId = steps[state.step] ?? steps[0]!;
  const [alert, setAlert] = useState<string | null>(null);
  // back from signing in with Book Now or the coupon in mind: the summary opens again
  const [summaryOpen, setSummaryOpen] = useState(() => signedIn && readResume(pkg.id));
  const [couponOpen, setCouponOpen] = useState(false);
  const [coupon, setCoupon] = useState<AppliedCoupon | null>(null);
  const [couponCode, setCouponCode] = useState('');
  const [couponError, setCouponError] = useState<string | null>(null);
  const [giftCard, setGiftCard] = useState<AppliedGiftCard | null>(null);
  const [giftCardError, setGiftCardError] = useState<string | null>(null);
  const [now] = useState(() => new Date());

  // the selection survives a reload and the round trip through sign-in (spec part 1 §2)
  useEffect(() => storeFlow(pkg.id, state), [pkg.id, state]);
  useEffect(() => clearResume(pkg.id), [pkg.id]);

  const counts = selectionCounts(rules, selection);
  const dateOn = pkg.enable_date_picker === 1;
  const timeOn = pkg.enable_time_picker === 1;
  const dateAvailability = useDateAvailability(pkg.id, selection.date, dateOn);
  const slots = usePackageSlots(pkg.id, dateOn ? selection.date : null, timeOn && (!dateOn || selection.date !== null));
  const price = usePackagePrice(pkg.id, selection.date, signedIn && dateOn && !rules.optionList);
  const priceByDate = price.data
    ? {
        adultPriceFils: toFils(price.data.adult_price),
        childPriceFils: toFils(price.data.child_price),
        peakPrice: price.data.peak_price,
      }
    : null;
  const catalog = bookingCatalogOf(pkg, priceByDate);
  const domainSelection: BookingSelection = selection;
  const priced = priceBooking(rules, domainSelection, catalog);
  const availability = {
    date: dateAvailability.data ?? null,
    slots: slots.data,
  };

  // spec part 1 §7 getPackagePrice: 'Peak Pricing applied' once per chosen date
  const peakShownFor = useRef<string | null>(null);
  useEffect(() => {
    if (price.data?.peak_price === 1 && selection.date && peakShownFor.current !== selection.date) {
      peakShownFor.current = selection.date;
      showToast('success', t('booking.flow.peak'), { id: 'peak-pricing' });
    }
  }, [price.data, selection.date, t]);

  // the note box's coupon goes into the coupon sheet (spec part 1 §2 Package page)
  const lastNote = useRef<number | null>(null);
  useEffect(() => {
    if (!noteCoupon || lastNote.current === noteCoupon.seq) return;
    lastNote.current = noteCoupon.seq;
    setCouponCode(noteCoupon.code);
    setCouponOpen(true);
  }, [noteCoupon]);

  // spec part 1 §4: the coupon error banner goes after 2 seconds
  useEffect(() => {
    if (!couponError) return;
    const timer = setTimeout(() => setCouponError(null), couponErrorMs);
    return () => clearTimeout(timer);
  }, [couponError]);

  // spec part 1 §5: 'Add {n} Amount more to apply this coupon.' counts dirhams; the rules count fils
  const failureText = (failure: BookingFailure) =>
    t(`errors.${failure.code}`, {
      n: failure.code === 'coupon_min_cart' && failure.n !== undefined ? filsToAed(failure.n) : failure.n,
    });

  // a changed selection prices differently: a coupon checked against the old one no longer holds
  const change = (action: Parameters<typeof dispatch>[0]) => {
    setAlert(null);
    setCoupon(null);
    dispatch(action);
  };

  const onCounter = (kind: 'adult' | 'child', delta: 1 | -1) => {
    const next = changeCounter(rules, selection, kind, delta);
    if (next.failure) {
      setAlert(failureText(next.failure));
      return;
    }
    change({ type: 'counts', adults: next.adults, children: next.children });
  };

  const context = { catalog, availability };
  const waiting =
    (stepId === 'date' && selection.date !== null && dateAvailability.isFetching) || (stepId === 'time' && slots.isFetching);

  const next = () => {
    if (waiting) return;
    const failure = stepFailure(stepId, rules, domainSelection, context, now);
    if (failure) {
      setAlert(failureText(failure));
      return;
    }
    setAlert(null);
    if (state.step < lastStep) dispatch({ type: 'next', lastStep });
    else setSummaryOpen(true);
  };

  // decision 073: a visitor signs in or registers in a sheet over the page, and the purchase goes on
  const goSignIn = () => askToSignIn({ onSignedIn: bookNow });

  const resetFlow = () => {
    setCoupon(null);
    setCouponCode('');
    setSummaryOpen(false);
    setCouponOpen(false);
    setAlert(null);
    clearStoredFlow(pkg.id);
    dispatch({ type: 'reset', selection: fresh() });
  };

  const item = purchaseItemOf(pkg, rules, selection);
  const validate = useValidateCoupon();
  const applyCoupon = (code: string) => {
    setCouponError(null);
    validate.mutate(purchaseItemsOf(item, code, siteName), {
      onSuccess: (check) => {
        if (check.status === 1) {
          setCoupon({
            code: check.coupon,
            subTotal: check.sub_total,
            discount: check.discount,
            total: check.total,
            terms: check,
            replacesCheckouts: check.replaces_checkouts ?? 0,
          });
          setCouponCode(check.coupon);
          setCouponOpen(false);
          showToast('success', t('booking.coupon.added'), { id: 'coupon-added' });
          return;
        }
        setCoupon(null);
        const key = `errors.${check.code ?? ''}`;
        setCouponError(
          check.code === 'coupon_min_cart' && check.amount_short !== null
            ? t(key, { n: check.amount_short })
            : check.code && i18n.exists(key)
              ? t(key, { n: numberIn(check.msg) })
              : check.msg,
        );
      },
      onError: (error) => setCouponError(errorMessageOf(error)),
    });
  };

  const book = useBookAndPay(siteName);
  const bookNow = () => {
    if (book.isPending) return;
    setGiftCardError(null);
    book.mutate(
      { items: purchaseItemsOf(item, coupon?.code ?? null, siteName), giftCardCode: giftCard?.code },
      {
        onSuccess: ({ purchase, payment }) => {
          clearStoredFlow(pkg.id);
          track('InitiateCheckout', {
            content_ids: [pkg.id],
            content_name: pkg.package_name,
            value: purchase.total,
            currency: 'AED',
            num_items: counts.adults + counts.children,
          });
          setTimeout(() => window.location.assign(payment.payment_link), paymentRedirectMs);
        },
        onError: (error) => {
          // the card was refused (docs/decisions/068): its field says why, and the summary stays open to try again
          const refusal = giftCardRefusal(error);
          if (refusal) return setGiftCardError(refusal);
          // spec part 1 §4: the server's message in a toast, and the flow starts again from the first step
          const failure = error instanceof ActionError ? error.failure : null;
          const key = failure ? `errors.${failure.code}` : '';
          const text = failure && i18n.exists(key) ? t(key, { n: numberIn(failure.msg) }) : errorMessageOf(error);
          showToast('error', text, { id: 'purchase-failed' });
          resetFlow();
        },
      },
    );
  };

  const stepValue = (step: StepId): string => {
    if (step === 'date') return selection.date ? formatDate(selection.date) : '—';
    if (step === 'time') return selection.timeSlotName ?? '—';
    return formatAed(filsToAed(priced.stepAmounts[step] ?? 0), language);
  };

  const onSlot = (slot: SlotAvailability) => change({ type: 'slot', id: slot.id, name: slot.timeSlot });
  const prices = ticketPrices(rules, priceByDate);
  const min = minBookableDate(rules, now);
  const max = maxBookableDate(rules, now);
  const soldOut = isEventCompletelyBooked(rules, now);

  return (
    <section className="booking" aria-labelledby={headingId}>
      <h2 className="booking__title" id={headingId}>
        {t('booking.flow.title')}
      </h2>
      <StepBar
        steps={steps}
        current={state.step}
        valueOf={stepValue}
        progress={stepProgress(steps, stepId)}
        onJump={(index) => {
          setAlert(null);
          dispatch({ type: 'go', step: index });
        }}
      />
      <div className="booking-step">
        <h3 className="booking-step__title" id={stepTitleId}>
          {t(`booking.flow.titles.${stepId}`)}
        </h3>
        {stepId === 'user' && <UserStep rules={rules} prices={prices} selection={selection} onCounter={onCounter} />}
        {stepId === 'options' && (
          <OptionsStep
            rules={rules}
            selection={selection}
            onToggle={(id) => rules.optionList && change({ type: 'option', list: rules.optionList, id })}
          />
        )}
        {stepId === 'date' &&
          (soldOut || max === null ? (
            <p className="booking-alert" role="alert">
              {t('errors.date_sold_out')}
            </p>
          ) : (
            <DateCalendar
              value={selection.date}
              min={min}
              max={max}
              isBookable={(date) => isBookableDate(rules, date, now)}
              onSelect={(date) => change({ type: 'date', date })}
              labelledBy={stepTitleId}
              packageId={pkg.id}
              counts={counts}
              showPrices={!rules.optionList}
            />
          ))}
        {stepId === 'time' && (
          <TimeStep slots={slots.data} counts={counts} selection={selection} loading={slots.isPending} onSelect={onSlot} />
        )}
        {stepId === 'sub_packages' && (
          <SubPackagesStep
            pkg={pkg}
            catalog={catalog}
            selection={selection}
            onChange={(id, adults, children) => change({ type: 'sub_package', id, adults, children })}
          />
        )}
        {stepId === 'transports' && (
          <TransportStep
            pkg={pkg}
            catalog={catalog}
            selection={selection}
            onChange={(choice) => change({ type: 'transport', choice })}
          />
        )}
        {stepId === 'meals' && (
          <MealsStep
            pkg={pkg}
            catalog={catalog}
            selection={selection}
            onChange={(id, qty) => change({ type: 'meal', id, qty })}
          />
        )}
        {alert && (
          <p className="booking-alert" role="alert">
            {alert}
          </p>
        )}
      </div>
      <div className="booking__footer">
        <p className="booking__running">
          {t('booking.flow.running_total')} <strong>{formatAed(filsToAed(priced.subtotal), language)}</strong>
        </p>
        <button type="button" className="button booking__next" onClick={next} aria-busy={waiting} disabled={waiting}>
          {state.step < lastStep ? t('booking.flow.next') : signedIn ? t('booking.flow.submit') : t('booking.flow.next')}
        </button>
      </div>
      {/* closed until asked for: while the app starts they render after the steps, in a task of their own */}
      <AfterFirstScreen>
        <SummarySheet
          open={summaryOpen}
          onClose={() => setSummaryOpen(false)}
          pkg={pkg}
          selection={selection}
          priced={priced}
          coupon={coupon}
          available={withinOverallLimits(rules, counts)}
          signedIn={signedIn}
          busy={book.isPending || book.isSuccess}
          purchased={book.isSuccess}
          onPromo={() => setCouponOpen(true)}
          giftCard={giftCard}
          giftCardError={giftCardError}
          onGiftCard={(card) => {
            setGiftCard(card);
            setGiftCardError(null);
          }}
          onBook={bookNow}
          onSignIn={goSignIn}
        />
        <CouponSheet
          open={couponOpen}
          onClose={() => setCouponOpen(false)}
          signedIn={signedIn}
          initialCode={couponCode}
          busy={validate.isPending}
          error={couponError}
          onApply={applyCoupon}
          onRemove={coupon ? () => setCoupon(null) : null}
          onSignIn={() => askToSignIn({ mode: 'register', onSignedIn: () => undefined })}
        />
      </AfterFirstScreen>
    </section>
  );
}
