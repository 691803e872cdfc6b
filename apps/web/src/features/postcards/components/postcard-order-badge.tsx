import type { PostcardOrder } from '@portal/contract/postcards';
import { postcardOrderKind } from '../order-view.ts';
import { useTranslation } from '../../../lib/i18n.ts';

/**
 * The order's badge (spec part 2 §2.7, as the store's §2.6): gray 'Pending' for status 0, green with its
 * processing step (Received, Printed, Posted; a paid card starts received) for status 1, red 'Failed' otherwise.
 */
export function PostcardOrderBadge({ order }: { order: Pick<PostcardOrder, 'status' | 'processing_status'> }) {
  const { t } = useTranslation();
  const kind = postcardOrderKind(order.status);
  const text =
    kind === 'success'
      ? t(`postcard-orders.steps.${order.processing_status || 'received'}`, { defaultValue: order.processing_status })
      : t(`postcard-orders.badge.${kind}`);
  return <span className={`order-badge order-badge--${kind}`}>{text}</span>;
}
