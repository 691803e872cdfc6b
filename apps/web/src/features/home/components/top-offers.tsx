import { useId } from 'react';
import { VoucherCard } from '../../../components/voucher-card.tsx';
import { useHomeData } from '../api/get-home-data.ts';
import { useHomeSettings } from '../api/get-home-settings.ts';
import { useTranslation } from '../../../lib/i18n.ts';

/** The Top Offers voucher grid, shown when the setting display_vouchers is 1 (spec part 1 §2 Home). */
export function TopOffers() {
  const { t } = useTranslation();
  const headingId = useId();
  const settings = useHomeSettings();
  const homeData = useHomeData();
  const vouchers = homeData.data?.voucherData ?? [];
  if (settings.data?.display_vouchers !== 1 || vouchers.length === 0) return null;
  return (
    <section className="home-section" aria-labelledby={headingId}>
      <div className="section-head">
        <h2 className="section-head__title" id={headingId}>
          {t('home.offers.heading')}
        </h2>
      </div>
      <ul className="voucher-grid">
        {vouchers.map((voucher) => (
          <li key={voucher.id}>
            <VoucherCard voucher={voucher} headingLevel={3} expiryKey="home.offers.valid_till" />
          </li>
        ))}
      </ul>
    </section>
  );
}
