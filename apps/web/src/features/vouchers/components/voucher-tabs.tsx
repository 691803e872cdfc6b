import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { VoucherDetails } from '@portal/contract/vouchers';
import { RichText } from '../../../components/rich-text.tsx';
import { localized } from '../../../lib/localized.ts';

const tabs = ['about', 'terms'] as const;
type Tab = (typeof tabs)[number];

/**
 * The About and Terms tabs of a voucher (spec part 1 §2), as WAI-ARIA tabs: one tab stop, the arrow
 * keys, Home and End move between the two, and the selection follows the focus.
 */
export function VoucherTabs({ voucher }: { voucher: VoucherDetails }) {
  const { t } = useTranslation();
  const prefix = useId();
  const [selected, setSelected] = useState<Tab>('about');
  const listRef = useRef<HTMLDivElement>(null);
  const tabId = (tab: Tab) => `${prefix}-tab-${tab}`;
  const panelId = `${prefix}-panel`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.indexOf(selected);
    const next =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? tabs.length - 1
          : event.key === 'ArrowLeft' || event.key === 'ArrowRight'
            ? (index + 1) % tabs.length
            : null;
    if (next === null) return;
    event.preventDefault();
    const tab = tabs[next]!;
    setSelected(tab);
    listRef.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(tab))}`)?.focus();
  };

  const terms = localized(voucher, 'terms');
  return (
    <section className="voucher-tabs">
      <div className="tabs" role="tablist" aria-label={t('vouchers.tabs_label')} ref={listRef} onKeyDown={onKeyDown}>
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
            {t(`vouchers.${tab}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(selected)} className="tab-panel" tabIndex={0}>
        {selected === 'about' ? (
          <p>{localized(voucher, 'description')}</p>
        ) : terms ? (
          <RichText html={terms} />
        ) : (
          <p>{t('vouchers.no_terms')}</p>
        )}
      </div>
    </section>
  );
}
