import { formatMonthYear } from '@portal/domain/date-format';
import { formatAed } from '../../../../lib/format.ts';
import { useLanguage, useTranslation } from '../../../../lib/i18n.ts';
import { errorMessageOf } from '../../../../lib/api.ts';
import { useGiftCardLiability } from '../api/gift-cards.ts';

/**
 * What the portal owes on gift cards: the outstanding balance of live cards and how many, what expired, and a
 * table of the expired balance by month of expiry.
 */
export function GiftCardLiability() {
  const { t } = useTranslation();
  const language = useLanguage();
  const liability = useGiftCardLiability();
  const data = liability.data;
  return (
    <section className="offer-section gift-liability" aria-labelledby="gift-liability-heading" aria-busy={liability.isFetching}>
      <h2 id="gift-liability-heading" className="review__heading">
        {t('console-gift-cards.liability.heading')}
      </h2>
      {liability.error ? (
        <div className="form-error" role="alert">
          <p>{t('console-gift-cards.liability.problem', { reason: errorMessageOf(liability.error) })}</p>
          <button type="button" className="button" onClick={() => void liability.refetch()}>
            {t('console-gift-cards.retry')}
          </button>
        </div>
      ) : !data ? (
        <p role="status">{t('console-gift-cards.liability.loading')}</p>
      ) : (
        <>
          <dl className="gift-liability__figures">
            <div>
              <dt>{t('console-gift-cards.liability.outstanding')}</dt>
              <dd data-testid="gift-liability-outstanding">
                <bdi>{formatAed(data.outstanding, language)}</bdi>
              </dd>
            </div>
            <div>
              <dt>{t('console-gift-cards.liability.live_cards')}</dt>
              <dd>{data.live_cards}</dd>
            </div>
            <div>
              <dt>{t('console-gift-cards.liability.expired')}</dt>
              <dd>
                <bdi>{formatAed(data.expired, language)}</bdi>
              </dd>
            </div>
          </dl>
          {data.expired_by_month.length === 0 ? (
            <p className="empty-state">{t('console-gift-cards.liability.none_expired')}</p>
          ) : (
            <div className="offer-table-scroll" role="region" aria-labelledby="gift-expired-caption" tabIndex={0}>
              <table className="offer-table">
                <caption id="gift-expired-caption">{t('console-gift-cards.liability.by_month')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('console-gift-cards.liability.month')}</th>
                    <th scope="col">{t('console-gift-cards.liability.amount')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.expired_by_month.map((row) => (
                    <tr key={row.month}>
                      <th scope="row">{formatMonthYear(`${row.month}-01`, language)}</th>
                      <td>
                        <bdi>{formatAed(row.amount, language)}</bdi>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </section>
  );
}
