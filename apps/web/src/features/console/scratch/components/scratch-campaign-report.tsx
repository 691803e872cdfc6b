import { formatDate, formatDateTime } from '@portal/domain/date-format';
import { useRef, useState } from 'react';
import { Pagination } from '../../../../components/pagination.tsx';
import { errorMessageOf } from '../../../../lib/api.ts';
import { currentLanguage, useTranslation } from '../../../../lib/i18n.ts';
import { localized } from '../../../../lib/localized.ts';
import { showToast } from '../../../../lib/toasts.ts';
import { downloadPlaysCsv, useScratchPlaysReport } from '../api/scratch-campaigns.ts';

const playsPerPage = 20;

/**
 * The plays report: plays and wins per day, each prize's wins and what is left, and the plays themselves,
 * newest first and paged by the server, with every play downloadable as CSV.
 */
export function ScratchCampaignReport({ campaignId }: { campaignId: number }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const [page, setPage] = useState(1);
  const report = useScratchPlaysReport(campaignId, page, playsPerPage);
  const [downloading, setDownloading] = useState(false);
  const playsHeading = useRef<HTMLHeadingElement>(null);
  const data = report.data?.data;

  const download = () => {
    setDownloading(true);
    downloadPlaysCsv(campaignId)
      .catch((error: unknown) => showToast('error', errorMessageOf(error)))
      .finally(() => setDownloading(false));
  };

  return (
    <section className="campaign-report" aria-labelledby="scratch-report-heading" aria-busy={report.isFetching}>
      <div className="campaign-report__head">
        <h2 id="scratch-report-heading" className="review__heading">
          {t('console-campaigns.report.heading')}
        </h2>
        <button type="button" className="button button--plain" onClick={download} disabled={downloading} aria-busy={downloading}>
          {t('console-campaigns.report.download')}
        </button>
      </div>
      {report.error && <p className="console-alert">{errorMessageOf(report.error)}</p>}
      {report.isPending && <p>{t('console-campaigns.loading')}</p>}
      {data && (
        <>
          <div className="campaign-report__tables">
            <div className="campaign-table-scroll" tabIndex={0} role="region" aria-labelledby="scratch-days-caption">
              <table className="campaign-table">
                <caption id="scratch-days-caption">{t('console-campaigns.report.per_day')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('console-campaigns.report.day')}</th>
                    <th scope="col">{t('console-campaigns.report.plays')}</th>
                    <th scope="col">{t('console-campaigns.report.wins')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.days.length === 0 && (
                    <tr>
                      <td colSpan={3}>{t('console-campaigns.report.no_plays')}</td>
                    </tr>
                  )}
                  {data.days.map((day) => (
                    <tr key={day.day}>
                      <th scope="row">{formatDate(day.day)}</th>
                      <td>{day.plays}</td>
                      <td>{day.wins}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <div className="campaign-table-scroll" tabIndex={0} role="region" aria-labelledby="scratch-prizes-caption">
              <table className="campaign-table">
                <caption id="scratch-prizes-caption">{t('console-campaigns.report.per_prize')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('console-campaigns.report.prize')}</th>
                    <th scope="col">{t('console-campaigns.scratch.won')}</th>
                    <th scope="col">{t('console-campaigns.scratch.remaining')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.prizes.map((prize) => (
                    <tr key={prize.id}>
                      <th scope="row">{localized(prize, 'name', language)}</th>
                      <td>{prize.won}</td>
                      <td>{prize.remaining}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </div>
          <h3 className="campaign-report__plays-heading" ref={playsHeading} tabIndex={-1}>
            {t('console-campaigns.report.recent', { count: report.data?.total ?? 0 })}
          </h3>
          <ul className="campaign-plays">
            {data.plays.map((play) => (
              <li key={play.id} className="campaign-play">
                <span className="campaign-play__when">{formatDateTime(play.played_at)}</span>
                <span className="campaign-play__who">
                  {play.player || t('console-campaigns.report.no_name')}
                  {play.email && (
                    <>
                      {' '}
                      <bdi dir="ltr" className="campaign-play__email">
                        {play.email}
                      </bdi>
                    </>
                  )}
                </span>
                <span className="campaign-play__prize">
                  {play.prize === null ? (
                    t('console-campaigns.report.no_prize')
                  ) : (
                    <>
                      {language === 'ae' ? play.arabic_prize : play.prize} <bdi dir="ltr">{play.code}</bdi>
                    </>
                  )}
                </span>
              </li>
            ))}
          </ul>
          {(report.data?.total ?? 0) > 0 && (
            <Pagination
              page={page}
              perPage={playsPerPage}
              total={report.data?.total ?? 0}
              onPage={(next) => {
                setPage(next);
                playsHeading.current?.focus();
              }}
            />
          )}
        </>
      )}
    </section>
  );
}
