import { formatDateTime } from '@portal/domain/date-format';
import { voucherCodeFilters } from '@portal/contract/console-offers';
import { useState } from 'react';
import { Link } from '../../../../components/link.tsx';
import { LoadError } from '../../../../components/load-error.tsx';
import { Pagination } from '../../../../components/pagination.tsx';
import { errorMessageOf } from '../../../../lib/api.ts';
import { useTranslation } from '../../../../lib/i18n.ts';
import { useVoucherOfferCodes, voucherCodesPerPage, type VoucherCodeFilter } from '../api/voucher-offers.ts';
import { ConsoleListSearch } from '../../shared/components/console-list-search.tsx';
import { StepFilter } from '../../shared/components/step-filter.tsx';

/**
 * The codes users were issued for one offer: who holds each, when it was issued and when it was redeemed at
 * the counter, filtered redeemed or not and searched by code or e-mail, a page at a time.
 */
export function VoucherOfferCodes({ voucherId }: { voucherId: number }) {
  const { t } = useTranslation();
  const [redeemed, setRedeemed] = useState<VoucherCodeFilter>('all');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const codes = useVoucherOfferCodes({ voucherId, redeemed, q, page });

  return (
    <section id="codes" className="offer-section" aria-labelledby="offer-codes-heading">
      <h2 id="offer-codes-heading" className="review__heading" tabIndex={-1}>
        {t('console-offers.codes.title')}
      </h2>
      <p>
        {codes.data ? t('console-offers.codes.totals', { issued: codes.data.issued, redeemed: codes.data.redeemed }) : '…'}{' '}
        <Link to="/backoffice/vouchers">{t('console-offers.offers.counter_link')}</Link>
      </p>
      <div className="console-toolbar">
        <ConsoleListSearch
          label={t('console-offers.codes.search')}
          q={q}
          onSearch={(typed) => {
            setQ(typed);
            setPage(1);
          }}
          dir="ltr"
        />
      </div>
      <StepFilter<VoucherCodeFilter>
        name="offer-codes-filter"
        options={voucherCodeFilters}
        value={redeemed}
        onChange={(filter) => {
          setRedeemed(filter ?? 'all');
          setPage(1);
        }}
        label={(filter) => t(`console-offers.codes.filter_${filter ?? 'all'}`)}
      />
      {codes.error && <LoadError message={errorMessageOf(codes.error)} onRetry={() => void codes.refetch()} />}
      {codes.data?.total === 0 && <p className="empty-state">{t('console-offers.codes.none')}</p>}
      {codes.data && codes.data.total > 0 && (
        <>
          <div
            className="offer-table-scroll"
            role="region"
            aria-labelledby="offer-codes-heading"
            tabIndex={0}
            aria-busy={codes.isFetching}
          >
            <table className="offer-table">
              <thead>
                <tr>
                  <th scope="col">{t('console-offers.codes.code')}</th>
                  <th scope="col">{t('console-offers.codes.holder')}</th>
                  <th scope="col">{t('console-offers.codes.issued_at')}</th>
                  <th scope="col">{t('console-offers.codes.redeemed_at')}</th>
                </tr>
              </thead>
              <tbody>
                {codes.data.data.map((code) => (
                  <tr key={code.code}>
                    <td>
                      <bdi dir="ltr" className="offer-code">
                        {code.code}
                      </bdi>
                    </td>
                    <td>
                      {code.user.name && <span className="offer-table__name">{code.user.name}</span>}
                      <bdi dir="ltr">{code.user.email ?? code.user.mobile ?? `#${code.user.id}`}</bdi>
                    </td>
                    <td>
                      <bdi>{formatDateTime(code.issued_at)}</bdi>
                    </td>
                    <td>
                      {code.redeemed_at ? <bdi>{formatDateTime(code.redeemed_at)}</bdi> : t('console-offers.codes.not_redeemed')}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination page={page} perPage={voucherCodesPerPage} total={codes.data.total} onPage={setPage} />
        </>
      )}
    </section>
  );
}
