import { bookingStatuses } from '@portal/contract/cancellation';
import { useTranslation } from '../../../../lib/i18n.ts';

/** The badge style of each booking status; an unknown status looks failed (spec part 2 §3: other = failed style). */
const badgeOf: Record<number, string> = {
  [bookingStatuses.pending]: 'pending',
  [bookingStatuses.confirmed]: 'confirmed',
  [bookingStatuses.failed]: 'failed',
  [bookingStatuses.cancelled]: 'cancelled',
  [bookingStatuses.refunded]: 'refunded',
};

/** A booking's status as a coloured badge with its name. */
export function BookingStatus({ status }: { status: number }) {
  const { t } = useTranslation();
  const badge = badgeOf[status] ?? 'failed';
  return (
    <span className={`status-badge status-badge--${badge}`}>{t(`console-bookings.status.${badgeOf[status] ? status : 2}`)}</span>
  );
}
