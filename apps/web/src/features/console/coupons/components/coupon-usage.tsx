import { formatDateTime } from '@portal/domain/date-format';
import type { ConsoleCoupon } from '@portal/contract/console-offers';
import { useState } from 'react';
import { LoadError } from '../../../../components/load-error.tsx';
import { Pagination } from '../../../../components/pagination.tsx';
import { errorMessageOf } from '../../../../lib/api.ts';
import { formatAed } from '../../../../lib/format.ts';
import { currentLanguage, useTranslation } from '../../../../lib/i18n.ts';
import { showToast } from '../../../../lib/toasts.ts';
import { couponUsagePerPage, useCouponUsage, useDownloadCouponUsage } from '../api/coupons.ts';

/**
 * A coupon's usage report: its totals (money from paid purchases only), every redemption with its purchase
 * and buyer a page at a time, and the whole report as a CSV download.
 */
export function CouponUsage({ coupon }: { coupon: ConsoleCoupon }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const [page, setPage] = useState(1);
  const usage = useCouponUsage(coupon.id, page);
  const download = useDownloadCouponUsage();
  const aed = (amount: number) => <bdi dir="ltr">{formatAed(amount, language)}</bdi>;

  const downloadCsv = () => download.mutate(coupon.id, { onError: (error) => showToast('error', errorMessageOf(error)) });

  return (
    <section id="usage" className="offer-section" aria-labelledby="coupon-usage-heading">
      <h2 id="coupon-usage-heading" className="review__heading" tabIndex={-1}>
        {t('console-offers.usage.title')}
      </h2>
      {usage.error ? (
        <LoadError message={errorMessageOf(usage.error)} onRetry={() => void usage.refetch()} />
      ) : (
        <>
          <dl className="offer-totals" aria-busy={usage.isPending}>
            <div>
              <dt>{t('console-offers.usage.redemptions')}</dt>
              <dd>{usage.data?.totals.redemptions ?? '…'}</dd>
            </div>
            <div>
              <dt>{t('console-offers.usage.paid_uses')}</dt>
              <dd>{usage.data?.totals.paid_uses ?? '…'}</dd>
            </div>
            <div>
              <dt>{t('console-offers.usage.discount_given')}</dt>
              <dd>{usage.data ? aed(usage.data.totals.discount_given) : '…'}</dd>
            </div>
            <div>
              <dt>{t('console-offers.usage.revenue')}</dt>
              <dd>{usage.data ? aed(usage.data.totals.revenue) : '…'}</dd>
            </div>
          </dl>
          <p className="form-field__hint">{t('console-offers.usage.explained')}</p>
          <button
            type="button"
            className="button button--plain"
            onClick={downloadCsv}
            disabled={download.isPending || usage.data?.total === 0}
          >
            {t('console-offers.usage.download')}
          </button>
          {usage.data?.total === 0 && <p className="empty-state">{t('console-offers.usage.none')}</p>}
          {usage.data && usage.data.total > 0 && (
            <>
              <div className="offer-table-scroll" role="region" aria-labelledby="coupon-usage-heading" tabIndex={0}>
                <table className="offer-table">
                  <thead>
                    <tr>
                      <th scope="col">{t('console-offers.usage.date')}</th>
                      <th scope="col">{t('console-offers.usage.purchase')}</th>
                      <th scope="col">{t('console-offers.usage.buyer')}</th>
                      <th scope="col">{t('console-offers.usage.discount')}</th>
                      <th scope="col">{t('console-offers.usage.total')}</th>
                      <th scope="col">{t('console-offers.usage.status')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {usage.data.data.map((row) => (
                      <tr key={row.purchase_number}>
                        <td>
                          <bdi>{formatDateTime(row.created_at)}</bdi>
                        </td>
                        <td>
                          <bdi dir="ltr" className="offer-code">
                            {row.purchase_number}
                          </bdi>
                        </td>
                        <td>
                          {row.buyer_name && <span className="offer-table__name">{row.buyer_name}</span>}
                          {row.buyer_email && <bdi dir="ltr">{row.buyer_email}</bdi>}
                        </td>
                        <td>{aed(row.discount)}</td>
                        <td>{aed(row.total)}</td>
                        <td>{t(`console-offers.purchase_status.${row.status}`)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <Pagination page={page} perPage={couponUsagePerPage} total={usage.data.total} onPage={setPage} />
            </>
          )}
        </>
      )}
    </section>
  );
}
