import type { RaffleCampaign } from '@portal/contract/invoices';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { RichText } from '../../../components/rich-text.tsx';
import { errorMessageOf } from '../../../lib/api.ts';
import { formatAed } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { intlLocaleOf, type Language } from '../../../lib/language.ts';
import { useRaffleCampaign } from '../api/get-raffle-campaign.ts';

const tabs = ['about', 'terms', 'faq'] as const;
type Tab = (typeof tabs)[number];

const longDate = (date: string, language: Language) =>
  new Intl.DateTimeFormat(intlLocaleOf(language), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));

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
            from: longDate(campaign.starts_on, language),
            to: longDate(campaign.ends_on, language),
          })}
        </dd>
      </div>
      <div>
        <dt>{t('invoices.campaign.draw')}</dt>
        <dd>{longDate(campaign.draw_on, language)}</dd>
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
  const listRef = useRef<HTMLDivElement>(null);
  const prefix = useId();
  const tabId = (tab: Tab) => `${prefix}-tab-${tab}`;
  const panelId = `${prefix}-panel`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const rtl = listRef.current ? getComputedStyle(listRef.current).direction === 'rtl' : false;
    const current = tabs.indexOf(selected);
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
    let next: number | null = null;
    if (event.key === forward) next = (current + 1) % tabs.length;
    else if (event.key === backward) next = (current - 1 + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    if (next === null) return;
    event.preventDefault();
    const tab = tabs[next]!;
    setSelected(tab);
    document.getElementById(tabId(tab))?.focus();
  };

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
  const pick = (text: { en: string; ae: string }) => (language === 'ae' && text.ae ? text.ae : text.en);

  return (
    <section className="campaign-tabs" aria-label={t('invoices.campaign.label')}>
      <div className="tabs" role="tablist" aria-label={t('invoices.campaign.label')} ref={listRef} onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab}
            type="button"
            role="tab"
            className="tabs__tab"
            id={tabId(tab)}
            aria-selected={tab === selected}
            aria-controls={panelId}
            tabIndex={tab === selected ? 0 : -1}
            onClick={() => setSelected(tab)}
          >
            {t(`invoices.tabs.${tab}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(selected)} className="tab-panel" tabIndex={0}>
        {selected === 'about' && (
          <>
            <h2 className="campaign-tabs__name">{language === 'ae' ? data.arabic_name : data.name}</h2>
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
