import type { ConsoleRaffleCampaignSummary } from '@portal/contract/console-campaigns';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Pagination } from '../../../components/pagination.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { formatAed, formatDubaiDate } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { localized } from '../../../lib/localized.ts';
import { pageNumberOf } from '../../../lib/search-params.ts';
import { useRaffleCampaigns } from '../api/raffle-campaigns.ts';
import { AdminGate } from '../components/admin-gate.tsx';
import { BackofficeNav } from '../components/backoffice-nav.tsx';
import { CampaignSearchForm } from '../components/campaign-search-form.tsx';

const path = '/backoffice/raffle-campaigns';
const campaignsPerPage = 20;

/**
 * /backoffice/raffle-campaigns (admins, issue 15 Deliver 4): every spend-and-win campaign, enabled or not,
 * searched and paged by the server, with its entries and where its draw stands. Moderators commit and draw
 * on /backoffice/raffles; this page sets the rules.
 */
export function RaffleCampaignsPage() {
  const { t } = useTranslation();
  const title = t('console-campaigns.raffle.title');
  useDocumentTitle(title);
  const [search, setSearch] = useSearchParams();
  const q = search.get('q') ?? '';
  const page = pageNumberOf(search);
  const campaigns = useRaffleCampaigns({ q, page, perPage: campaignsPerPage });
  const total = campaigns.data?.total ?? 0;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const showPage = (next: number) => {
    setSearch({ ...(q ? { q } : {}), ...(next > 1 ? { page: String(next) } : {}) });
    headingRef.current?.focus();
  };

  return (
    <div className="page container backoffice console">
      <h1 className="page__title">{title}</h1>
      <BackofficeNav current={path} />
      <p>
        {t('console-campaigns.raffle.explained')} <Link to="/backoffice/raffles">{t('console-campaigns.raffle.draws_link')}</Link>
      </p>
      <AdminGate path={path} error={campaigns.error}>
        <div className="console-toolbar">
          <CampaignSearchForm
            label={t('console-campaigns.raffle.search')}
            q={q}
            onSearch={(typed) => setSearch(typed ? { q: typed } : {}, { replace: true })}
          />
          <Link className="button" to={`${path}/new`}>
            {t('console-campaigns.raffle.new')}
          </Link>
        </div>
        <section aria-labelledby="raffle-campaigns-heading" aria-busy={campaigns.isFetching}>
          <h2 id="raffle-campaigns-heading" className="review__heading" ref={headingRef} tabIndex={-1}>
            {campaigns.isPending
              ? t('console-campaigns.loading')
              : q
                ? t('console-campaigns.found', { count: total, q })
                : t('console-campaigns.count', { count: total })}
          </h2>
          {campaigns.data?.data.length === 0 && <p className="empty-state">{t('console-campaigns.none')}</p>}
          <ul className="campaign-cards">
            {campaigns.data?.data.map((campaign) => (
              <RaffleCampaignCard key={campaign.id} campaign={campaign} />
            ))}
          </ul>
          {total > 0 && <Pagination page={page} perPage={campaignsPerPage} total={total} onPage={showPage} />}
        </section>
      </AdminGate>
    </div>
  );
}

/** One campaign: both names, period, entry amount, prizes, entries and the state of its draw. */
function RaffleCampaignCard({ campaign }: { campaign: ConsoleRaffleCampaignSummary }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const name = localized(campaign, 'name', language);
  return (
    <li className={campaign.enable ? 'campaign-card' : 'campaign-card campaign-card--disabled'}>
      <h3 className="campaign-card__name">
        <span lang="en" dir="ltr">
          {campaign.name}
        </span>
      </h3>
      <p className="campaign-card__arabic-name" lang="ar" dir="rtl">
        {campaign.arabic_name}
      </p>
      <p className="campaign-card__badges">
        <span className={campaign.enable ? 'campaign-badge' : 'campaign-badge campaign-badge--off'}>
          {campaign.enable ? t('console-campaigns.enabled') : t('console-campaigns.disabled')}
        </span>
        {campaign.drawn_at ? (
          <span className="campaign-badge campaign-badge--fixed">{t('console-campaigns.raffle.drawn')}</span>
        ) : (
          campaign.committed && (
            <span className="campaign-badge campaign-badge--fixed">{t('console-campaigns.raffle.committed')}</span>
          )
        )}
      </p>
      <dl className="campaign-card__facts">
        <dt>{t('console-campaigns.fields.slug')}</dt>
        <dd>
          <bdi dir="ltr">{campaign.slug}</bdi>
        </dd>
        <dt>{t('console-campaigns.raffle.period')}</dt>
        <dd>
          {t('console-campaigns.raffle.period_value', {
            from: formatDubaiDate(campaign.starts_on, language),
            to: formatDubaiDate(campaign.ends_on, language),
          })}
        </dd>
        <dt>{t('console-campaigns.fields.draw_on')}</dt>
        <dd>{formatDubaiDate(campaign.draw_on, language)}</dd>
        <dt>{t('console-campaigns.fields.entry_amount')}</dt>
        <dd>
          <bdi dir="ltr">{formatAed(campaign.entry_amount, language)}</bdi>
        </dd>
        <dt>{t('console-campaigns.fields.prizes')}</dt>
        <dd>
          {campaign.prizes.map((prize, i) => (
            <bdi key={i} dir="ltr" className="campaign-card__prize">
              {formatAed(prize, language)}
            </bdi>
          ))}
        </dd>
        <dt>{t('console-campaigns.raffle.entries')}</dt>
        <dd>{t('console-campaigns.raffle.entries_value', { invoices: campaign.invoices, tickets: campaign.tickets })}</dd>
      </dl>
      <Link
        className="button button--plain campaign-card__edit"
        to={`/backoffice/raffle-campaigns/${campaign.id}`}
        aria-label={t('console-campaigns.edit_named', { name })}
      >
        {t('console-campaigns.edit')}
      </Link>
    </li>
  );
}
