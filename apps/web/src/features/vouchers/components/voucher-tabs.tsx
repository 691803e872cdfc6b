import { useId, useState } from 'react';
import type { VoucherDetails } from '@portal/contract/vouchers';
import { RichText } from '../../../components/rich-text.tsx';
import { panelIdOf, TabList, tabIdOf } from '../../../components/tabs.tsx';
import { localized } from '../../../lib/localized.ts';
import { useTranslation } from '../../../lib/i18n.ts';

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

  const terms = localized(voucher, 'terms');
  return (
    <section className="voucher-tabs">
      <TabList
        label={t('vouchers.tabs_label')}
        idPrefix={prefix}
        tabs={tabs.map((id) => ({ id, label: t(`vouchers.${id}`) }))}
        selected={selected}
        onSelect={setSelected}
      />
      <div role="tabpanel" id={panelIdOf(prefix)} aria-labelledby={tabIdOf(prefix, selected)} className="tab-panel" tabIndex={0}>
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
