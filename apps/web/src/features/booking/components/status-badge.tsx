import { bookingStatusKind } from '../booking-status.ts';
import { useTranslation } from '../../../lib/i18n.ts';

/** The booking's status label (spec part 1 §2 "Order status icon": 0 pending, 1 success, other failed). */
export function StatusBadge({ status }: { status: number }) {
  const { t } = useTranslation();
  const kind = bookingStatusKind(status);
  return <span className={`status-badge status-badge--${kind}`}>{t(`booking.status.${kind}`)}</span>;
}
