import { formatDate } from '@portal/domain/date-format';
import type { RaffleCampaign } from '@portal/contract/invoices';
import { useId, useState } from 'react';
import { RichText } from '../../../components/rich-text.tsx';
import { panelIdOf, TabList, tabIdOf } from '../../../components/tabs.tsx';
import { errorMessageOf } from '../../../lib/api.ts';
import { formatAed } from '../../../lib/format.ts';
import { currentLanguage, useTranslation } from '../../../lib/i18n.ts';
import type { Language } from '../../../lib/language.ts';
import { useRaffleCampaign } from '../api/get-raffle-campaign.ts';
import { campaignName, campaignText } from '../campaign-text.ts';

const tabs = ['about', 'terms', 'faq'] as const;
type Tab = (typeof tabs)[number];

/** The campaign's figures, from its configuration on the server (spec part 1 §9), never from the code. */
function CampaignFacts({ campaign, language }: { campaign: RaffleCampaign; language: Language }) {
  const { t } = useTranslation();
  const money = (amount: number) => <bdi>{formatAed(amount, language)}</bdi>;
  return (
    <dl className="campaign-facts">
      <div>
        <dt>{t('invoices.campaign.entry')}</dt>
        <dd>{money(campaign.entry_amount)}</dd>
      </div>
      <div>
        <dt>{t('invoices.campaign.prizes')}</dt>
        <dd>
          <ol className="campaign-facts__prizes">
            {campaign.prizes.map((prize, rank) => (
              <li key={rank}>{money(prize)}</li>
            ))}
          </ol>
        </dd>
      </div>
      <div>
        <dt>{t('invoices.campaign.period')}</dt>
        <dd>
          {t('invoices.campaign.period_value', {
            from: formatDate(campaign.starts_on),
            to: formatDate(campaign.ends_on),
          })}
        </dd>
      </div>
      <div>
        <dt>{t('invoices.campaign.draw')}</dt>
        <dd>{formatDate(campaign.draw_on)}</dd>
      </div>
      <div>
        <dt>{t('invoices.campaign.respond')}</dt>
        <dd>{t('invoices.campaign.respond_value', { count: campaign.respond_days })}</dd>
      </div>
      {campaign.one_prize_per_participant && (
        <div>
          <dt>{t('invoices.campaign.winners')}</dt>
          <dd>{t('invoices.campaign.one_prize')}</dd>
        </div>
      )}
    </dl>
  );
}

/** About, Terms and FAQ of the raffle (spec part 1 §2), as tabs: arrow keys move in the reading direction. */
export function CampaignTabs() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const campaign = useRaffleCampaign();
  const [selected, setSelected] = useState<Tab>('about');
  const prefix = useId();

  if (campaign.isPending) {
    return <div className="campaign-tabs skeleton skeleton__block" role="status" aria-label={t('invoices.campaign.loading')} />;
  }
  if (campaign.isError) {
    return (
      <p className="form-error" role="alert">
        {errorMessageOf(campaign.error)}
      </p>
    );
  }
  const data = campaign.data;
  const pick = (text: { en: string; ae: string }) => campaignText(text, language);

  return (
    <section className="campaign-tabs" aria-label={t('invoices.campaign.label')}>
      <TabList
        label={t('invoices.campaign.label')}
        idPrefix={prefix}
        tabs={tabs.map((id) => ({ id, label: t(`invoices.tabs.${id}`) }))}
        selected={selected}
        onSelect={setSelected}
      />
      <div role="tabpanel" id={panelIdOf(prefix)} aria-labelledby={tabIdOf(prefix, selected)} className="tab-panel" tabIndex={0}>
        {selected === 'about' && (
          <>
            <h2 className="campaign-tabs__name">{campaignName(data, language)}</h2>
            <CampaignFacts campaign={data} language={language} />
            <RichText html={pick(data.about)} />
          </>
        )}
        {selected === 'terms' && <RichText html={pick(data.terms)} />}
        {selected === 'faq' && (
          <dl className="campaign-faq">
            {data.faq.map((entry, i) => (
              <div key={i} className="campaign-faq__item">
                <dt>{pick(entry.q)}</dt>
                <dd>{pick(entry.a)}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </section>
  );
}
