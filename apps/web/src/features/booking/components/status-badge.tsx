import type { Booking } from '@portal/contract/bookings';
import { cardState } from '../booking-status.ts';
import { useTranslation } from '../../../lib/i18n.ts';

/**
 * The booking's status label (spec part 1 §2 "Order status icon": 0 pending, 1 success, other failed); a confirmed
 * ticket used at the gate reads "Checked in".
 */
export function StatusBadge({ booking }: { booking: Pick<Booking, 'status' | 'checked_in_at'> }) {
  const { t } = useTranslation();
  const state = cardState(booking);
  return <span className={`status-badge status-badge--${state}`}>{t(`booking.status.${state}`)}</span>;
}
