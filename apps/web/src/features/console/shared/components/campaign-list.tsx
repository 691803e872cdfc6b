import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from '../../../../components/link.tsx';
import { ConsoleList, listHeading, useStateListView } from '../../../../components/console-kit/console-list.tsx';
import { useDocumentTitle } from '../../../../lib/document-title.ts';
import { currentLanguage, useTranslation } from '../../../../lib/i18n.ts';
import { localized } from '../../../../lib/localized.ts';
import { AdminGate } from './admin-gate.tsx';
import { ConsoleListSearch } from './console-list-search.tsx';
import { BilingualName } from './bilingual-name.tsx';

type CampaignKind = 'raffle' | 'scratch';

/** The search and page a campaign list asks its server for. */
export type CampaignListView = { q: string; page: number; perPage: number };

/** What every campaign's summary has, whichever game it is. */
type CampaignSummary = { id: number; slug: string; name: string; arabic_name: string; enable: 0 | 1 };

const campaignsPerPage = 20;

const pathOf = (kind: CampaignKind) => `/backoffice/${kind}-campaigns` as const;

/**
 * The list page of a kind of campaign (admins, decision 035): every campaign, enabled or not, searched
 * (slug or a name) and paged by the server, its search and page kept in the address.
 */
export function CampaignListPage<Campaign extends CampaignSummary>({
  kind,
  explained,
  useCampaigns,
  card,
}: {
  kind: CampaignKind;
  /** the paragraph under the navigation */
  explained: ReactNode;
  useCampaigns: (view: CampaignListView) => UseQueryResult<{ data: Campaign[]; total: number }>;
  /** one campaign's `CampaignCard` */
  card: (campaign: Campaign) => ReactNode;
}) {
  const { t } = useTranslation();
  const path = pathOf(kind);
  const title = t(`console-campaigns.${kind}.title`);
  useDocumentTitle(title);
  const headingId = `${kind}-campaigns-heading`;
  const { filters, show, showPage } = useStateListView([], headingId);
  const { q, page } = filters;
  const campaigns = useCampaigns({ q, page, perPage: campaignsPerPage });

  return (
    <div className="page container backoffice console">
      <h1 className="page__title">{title}</h1>
      <p>{explained}</p>
      <AdminGate path={path} error={campaigns.error}>
        <div className="console-toolbar">
          <ConsoleListSearch label={t(`console-campaigns.${kind}.search`)} q={q} onSearch={(typed) => show({ q: typed })} />
          <Link className="button" to={`${path}/new`}>
            {t(`console-campaigns.${kind}.new`)}
          </Link>
        </div>
        <ConsoleList
          headingId={headingId}
          heading={listHeading(t, 'console-campaigns', campaigns, q)}
          query={campaigns}
          page={page}
          perPage={campaignsPerPage}
          onPage={showPage}
          empty={t('console-campaigns.none')}
          listClassName="campaign-cards"
          row={card}
        />
      </AdminGate>
    </div>
  );
}

/** One campaign of a list: both names, whether it is enabled, its slug, then the game's own badges and facts. */
export function CampaignCard({
  kind,
  campaign,
  badges,
  children,
}: {
  kind: CampaignKind;
  campaign: CampaignSummary;
  badges?: ReactNode;
  /** the `<dt>`/`<dd>` pairs after the slug */
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const name = localized(campaign, 'name', currentLanguage());
  return (
    <li className={campaign.enable ? 'campaign-card' : 'campaign-card campaign-card--disabled'}>
      <BilingualName
        as="h3"
        className="campaign-card__name"
        otherClassName="campaign-card__arabic-name"
        en={campaign.name}
        ae={campaign.arabic_name}
      />
      <p className="campaign-card__badges">
        <span className={campaign.enable ? 'campaign-badge' : 'campaign-badge campaign-badge--off'}>
          {campaign.enable ? t('console-campaigns.enabled') : t('console-campaigns.disabled')}
        </span>
        {badges}
      </p>
      <dl className="campaign-card__facts">
        <dt>{t('console-campaigns.fields.slug')}</dt>
        <dd>
          <bdi dir="ltr">{campaign.slug}</bdi>
        </dd>
        {children}
      </dl>
      <Link
        className="button button--plain campaign-card__edit"
        to={`${pathOf(kind)}/${campaign.id}`}
        aria-label={t('console-campaigns.edit_named', { name })}
      >
        {t('console-campaigns.edit')}
      </Link>
    </li>
  );
}
