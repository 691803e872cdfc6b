import type { Voucher } from '@portal/contract/catalog';
import { VoucherCard } from '../../../components/voucher-card.tsx';
import { useLanguage, useTranslation } from '../../../lib/i18n.ts';
import { formatKm } from '../distance.ts';

/** A voucher in a list: the shared card with the vendor, the expiry and, nearby, the distance. */
export function VoucherListCard({ voucher, distanceKm }: { voucher: Voucher; distanceKm?: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <VoucherCard voucher={voucher} headingLevel={2} expiryKey="vouchers.expires" showVendor>
      {distanceKm !== undefined && (
        <p className="voucher-card__distance">{t('vouchers.distance', { distance: formatKm(distanceKm, language) })}</p>
      )}
    </VoucherCard>
  );
}

/** Placeholders shown exactly while a list loads (decision 005: no fixed two-second wait). */
export function VoucherGridSkeleton({ label }: { label: string }) {
  return (
    <ul className="voucher-grid" aria-busy="true" aria-label={label}>
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <li key={i} className="card skeleton" aria-hidden="true">
          <div className="skeleton__block voucher-card__media" />
          <div className="card__body">
            <div className="skeleton__line skeleton__line--title" />
            <div className="skeleton__line skeleton__line--short" />
            <div className="skeleton__line" />
          </div>
        </li>
      ))}
    </ul>
  );
}
