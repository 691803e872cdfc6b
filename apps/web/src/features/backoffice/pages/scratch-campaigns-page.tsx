import type { ConsoleScratchCampaignSummary } from '@portal/contract/console-campaigns';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Pagination } from '../../../components/pagination.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { formatDubaiMoment } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { localized } from '../../../lib/localized.ts';
import { pageNumberOf } from '../../../lib/search-params.ts';
import { useScratchCampaigns } from '../api/scratch-campaigns.ts';
import { AdminGate } from '../components/admin-gate.tsx';
import { BackofficeNav } from '../components/backoffice-nav.tsx';
import { CampaignSearchForm } from '../components/campaign-search-form.tsx';

const path = '/backoffice/scratch-campaigns';
const campaignsPerPage = 20;

/**
 * /backoffice/scratch-campaigns (admins, issue 15 Deliver 4): every scratch-and-win campaign, enabled or
 * not, searched and paged by the server, with its stock, prizes won and plays.
 */
export function ScratchCampaignsPage() {
  const { t } = useTranslation();
  const title = t('console-campaigns.scratch.title');
  useDocumentTitle(title);
  const [search, setSearch] = useSearchParams();
  const q = search.get('q') ?? '';
  const page = pageNumberOf(search);
  const campaigns = useScratchCampaigns({ q, page, perPage: campaignsPerPage });
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
      <p>{t('console-campaigns.scratch.explained')}</p>
      <AdminGate path={path} error={campaigns.error}>
        <div className="console-toolbar">
          <CampaignSearchForm
            label={t('console-campaigns.scratch.search')}
            q={q}
            onSearch={(typed) => setSearch(typed ? { q: typed } : {}, { replace: true })}
          />
          <Link className="button" to={`${path}/new`}>
            {t('console-campaigns.scratch.new')}
          </Link>
        </div>
        <section aria-labelledby="scratch-campaigns-heading" aria-busy={campaigns.isFetching}>
          <h2 id="scratch-campaigns-heading" className="review__heading" ref={headingRef} tabIndex={-1}>
            {campaigns.isPending
              ? t('console-campaigns.loading')
              : q
                ? t('console-campaigns.found', { count: total, q })
                : t('console-campaigns.count', { count: total })}
          </h2>
          {campaigns.data?.data.length === 0 && <p className="empty-state">{t('console-campaigns.none')}</p>}
          <ul className="campaign-cards">
            {campaigns.data?.data.map((campaign) => (
              <ScratchCampaignCard key={campaign.id} campaign={campaign} />
            ))}
          </ul>
          {total > 0 && <Pagination page={page} perPage={campaignsPerPage} total={total} onPage={showPage} />}
        </section>
      </AdminGate>
    </div>
  );
}

function ScratchCampaignCard({ campaign }: { campaign: ConsoleScratchCampaignSummary }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const name = localized(campaign, 'name', language);
  const moment = (value: string | null) => (value ? formatDubaiMoment(value, language) : t('console-campaigns.scratch.open'));
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
      </p>
      <dl className="campaign-card__facts">
        <dt>{t('console-campaigns.fields.slug')}</dt>
        <dd>
          <bdi dir="ltr">{campaign.slug}</bdi>
        </dd>
        <dt>{t('console-campaigns.fields.starts_at')}</dt>
        <dd>{moment(campaign.starts_at)}</dd>
        <dt>{t('console-campaigns.fields.ends_at')}</dt>
        <dd>{moment(campaign.ends_at)}</dd>
        <dt>{t('console-campaigns.scratch.stock')}</dt>
        <dd>{t('console-campaigns.scratch.stock_value', { stock: campaign.stock, won: campaign.won })}</dd>
        <dt>{t('console-campaigns.report.plays')}</dt>
        <dd>{campaign.plays}</dd>
      </dl>
      <Link
        className="button button--plain campaign-card__edit"
        to={`${path}/${campaign.id}`}
        aria-label={t('console-campaigns.edit_named', { name })}
      >
        {t('console-campaigns.edit')}
      </Link>
    </li>
  );
}
