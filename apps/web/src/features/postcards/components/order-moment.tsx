import { formatDateTime } from '@portal/domain/date-format';
import { orderDateTime } from '../order-view.ts';

/** An order's date and time as DD/MM/YYYY HH:MM, kept left to right inside Arabic text. */
export function OrderMoment({ timestamp }: { timestamp: string }) {
  return (
    <time dateTime={orderDateTime(timestamp)} dir="ltr">
      {formatDateTime(timestamp)}
    </time>
  );
}
