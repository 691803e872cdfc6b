import { formatDateTime } from '@portal/domain/date-format';
import { useDocumentTitle } from '../../../../lib/document-title.ts';
import { formatAed } from '../../../../lib/format.ts';
import { currentLanguage, useTranslation } from '../../../../lib/i18n.ts';
import { usePaymentIssues } from '../api/payment-issues.ts';
import { OperatorGate } from '../../shared/components/operator-gate.tsx';

/**
 * /backoffice/payments: every payment that took money without confirming its purchase
 * (docs/decisions/021-late-payments.md), with its refund: done, still due (and why the provider refused
 * it), or left to the operator.
 */
export function PaymentIssuesPage() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const issues = usePaymentIssues();
  const title = t('backoffice.payments.title');
  useDocumentTitle(title);
  const moment = (iso: string) => formatDateTime(iso);

  return (
    <div className="page container backoffice">
      <h1 className="page__title">{title}</h1>
      <p>{t('backoffice.payments.explained')}</p>
      <OperatorGate path="/backoffice/payments" error={issues.error}>
        {issues.data?.length === 0 && <p>{t('backoffice.payments.none')}</p>}
        <ul className="campaigns" aria-busy={issues.isPending}>
          {issues.data?.map((p) => (
            <li key={p.id} className="campaign">
              <h2 className="campaign__name">
                <bdi dir="ltr">{p.purchase_number}</bdi> · {t(`backoffice.payments.issue.${p.issue}`)}
              </h2>
              <dl className="review__facts">
                <dt>{t('backoffice.payments.amount')}</dt>
                <dd>{formatAed(p.amount, language)}</dd>
                <dt>{t('backoffice.payments.paid')}</dt>
                <dd>{moment(p.updated_at ?? p.created_at)}</dd>
                <dt>{t('backoffice.payments.buyer')}</dt>
                <dd>
                  {p.buyer.name} <bdi dir="ltr">{p.buyer.email ?? p.buyer.mobile ?? ''}</bdi>
                </dd>
                {p.coupon && (
                  <>
                    <dt>{t('backoffice.payments.coupon')}</dt>
                    <dd>
                      <bdi dir="ltr">{p.coupon}</bdi>
                    </dd>
                  </>
                )}
                <dt>{t('backoffice.payments.provider')}</dt>
                <dd>
                  <code dir="ltr">
                    {p.provider} {p.provider_ref}
                  </code>
                </dd>
                <dt>{t('backoffice.payments.refund')}</dt>
                <dd>
                  {p.refund === 'refunded' && p.refunded_at
                    ? t('backoffice.payments.refunded', { time: moment(p.refunded_at) })
                    : p.refund === 'due'
                      ? t('backoffice.payments.refund_due')
                      : t('backoffice.payments.no_refund')}
                  {p.refund_ref && (
                    <>
                      {' '}
                      <code dir="ltr">{p.refund_ref}</code>
                    </>
                  )}
                  {p.refund === 'due' && p.refund_error && (
                    <>
                      {' '}
                      <span className="form-note" dir="ltr">
                        {p.refund_error}
                      </span>
                    </>
                  )}
                </dd>
              </dl>
            </li>
          ))}
        </ul>
      </OperatorGate>
    </div>
  );
}
