import { formatDate, formatDateTime } from '@portal/domain/date-format';
import type { VoucherRedemption } from '@portal/contract/backoffice';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { FormField } from '../../../../components/form-field.tsx';
import { ActionError, errorMessageOf } from '../../../../lib/api.ts';
import { useDocumentTitle } from '../../../../lib/document-title.ts';
import { formatAed } from '../../../../lib/format.ts';
import { useLanguage, useTranslation } from '../../../../lib/i18n.ts';
import { localized } from '../../../../lib/localized.ts';
import { useVoucherCodeAction } from '../api/voucher-redemption.ts';
import { OperatorGate } from '../../shared/components/operator-gate.tsx';

type Notice = { tone: 'success' | 'error'; text: string };

const failureOf = (error: unknown) => (error instanceof ActionError ? error.failure : null);

/**
 * /backoffice/vouchers: the counter. The code field keeps the focus, so a keyboard-emulating scanner can
 * scan one code after another (its Enter looks the code up); Redeem is a separate, deliberate press.
 */
export function VoucherRedemptionPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const title = t('backoffice.vouchers.title');
  useDocumentTitle(title);
  const lookup = useVoucherCodeAction('lookupVoucherCode');
  const redeem = useVoucherCodeAction('redeemVoucherCode');
  const [typed, setTyped] = useState('');
  const [found, setFound] = useState<VoucherRedemption | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  // the page has one job, take a code typed or scanned, so its field has the focus as the page opens; by a call,
  // not the autofocus attribute, which the browser ignores once anything else (the console's link) had the focus
  useEffect(() => input.current?.focus(), []);
  const foundHeading = useId();

  const moment = (iso: string) => formatDateTime(iso);
  const voucherName = (v: VoucherRedemption) => localized(v.voucher, 'name', language);

  /** What the operator needs to hear about a code just looked up. */
  const noticeOf = (v: VoucherRedemption): Notice =>
    v.redeemed_at
      ? { tone: 'error', text: t('backoffice.vouchers.already_redeemed', { time: moment(v.redeemed_at) }) }
      : v.voucher.expired
        ? { tone: 'error', text: t('errors.voucher_expired') }
        : { tone: 'success', text: t('backoffice.vouchers.valid', { voucher: voucherName(v) }) };

  const showFailure = (error: unknown) => {
    const failure = failureOf(error);
    const redeemedAt = failure?.code === 'voucher_code_redeemed' ? failure.params?.redeemed_at : undefined;
    if (typeof redeemedAt === 'string') {
      // another counter redeemed it since it was looked up here
      setFound((v) => (v ? { ...v, redeemed_at: redeemedAt } : v));
      setNotice({ tone: 'error', text: t('backoffice.vouchers.already_redeemed', { time: moment(redeemedAt) }) });
      return;
    }
    if (failure?.fields?.code) {
      setFieldError(t('backoffice.vouchers.code_format'));
      return;
    }
    setNotice({ tone: 'error', text: errorMessageOf(error) });
  };

  const lookUp = (event: FormEvent) => {
    event.preventDefault();
    setFound(null);
    setNotice(null);
    setFieldError(null);
    if (!typed.trim()) {
      setFieldError(t('backoffice.vouchers.code_required'));
      input.current?.focus();
      return;
    }
    lookup.mutate(typed, {
      onSuccess: (v) => {
        setFound(v);
        setNotice(noticeOf(v));
      },
      onError: showFailure,
    });
  };

  const redeemFound = (v: VoucherRedemption) => {
    setNotice(null);
    redeem.mutate(v.code, {
      onSuccess: (redeemed) => {
        setFound(redeemed);
        setNotice({ tone: 'success', text: t('backoffice.vouchers.redeemed', { voucher: voucherName(redeemed) }) });
        // ready for the next scan
        setTyped('');
        input.current?.focus();
      },
      onError: showFailure,
    });
  };

  const forbidden = [lookup.error, redeem.error].find((e) => failureOf(e)?.code === 'forbidden') ?? null;
  const redeemable = found !== null && !found.redeemed_at && !found.voucher.expired;

  return (
    <div className="page container backoffice">
      <h1 className="page__title">{title}</h1>
      <OperatorGate path="/backoffice/vouchers" error={forbidden}>
        <form className="redemption__form" onSubmit={lookUp} noValidate>
          <FormField label={t('backoffice.vouchers.code')} hint={t('backoffice.vouchers.code_hint')} error={fieldError}>
            {(control) => (
              <input
                {...control}
                ref={input}
                className="form-field__input redemption__code"
                value={typed}
                onChange={(e) => {
                  setTyped(e.target.value);
                  setFound(null);
                  setNotice(null);
                  setFieldError(null);
                }}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                enterKeyHint="search"
                maxLength={64}
                dir="ltr"
              />
            )}
          </FormField>
          <button type="submit" className="button" disabled={lookup.isPending}>
            {t('backoffice.vouchers.look_up')}
          </button>
        </form>
        <div role="status" className="redemption__status">
          {notice?.tone === 'success' && <p className="redemption__success">{notice.text}</p>}
        </div>
        {notice?.tone === 'error' && (
          <p className="form-error redemption__error" role="alert">
            {notice.text}
          </p>
        )}
        {found && (
          <section className="redemption__found" aria-labelledby={foundHeading}>
            <h2 id={foundHeading} className="review__heading">
              {voucherName(found)}
            </h2>
            <dl className="review__facts">
              <dt>{t('backoffice.vouchers.vendor')}</dt>
              <dd>{localized(found.voucher, 'vendor_name', language)}</dd>
              <dt>{t('backoffice.vouchers.amount')}</dt>
              <dd>
                <bdi>{formatAed(found.voucher.amount, language)}</bdi>
              </dd>
              <dt>{t('backoffice.vouchers.valid_through')}</dt>
              <dd>{formatDate(found.voucher.expiry_date)}</dd>
              <dt>{t('backoffice.vouchers.holder')}</dt>
              <dd>
                <bdi dir="ltr">{found.holder}</bdi>
              </dd>
              <dt>{t('backoffice.vouchers.code')}</dt>
              <dd>
                <bdi dir="ltr">{found.code}</bdi>
              </dd>
              <dt>{t('backoffice.vouchers.issued')}</dt>
              <dd>{moment(found.issued_at)}</dd>
              <dt>{t('backoffice.vouchers.state')}</dt>
              <dd>
                {found.redeemed_at
                  ? t('backoffice.vouchers.redeemed_on', { time: moment(found.redeemed_at) })
                  : found.voucher.expired
                    ? t('errors.voucher_expired')
                    : t('backoffice.vouchers.not_redeemed')}
              </dd>
            </dl>
            {redeemable && (
              <button type="button" className="button" disabled={redeem.isPending} onClick={() => redeemFound(found)}>
                {t('backoffice.vouchers.redeem')}
              </button>
            )}
          </section>
        )}
      </OperatorGate>
    </div>
  );
}
