import { queryOptions, useQuery } from '@tanstack/react-query';
import { callAction, unwrap } from '../../../lib/api.ts';
import { dateRemainingOf } from '../package-rules.ts';

/** spec part 1 §7: dateAvailabilityCheck takes the date as MM/DD/YYYY. */
export function usDate(date: string): string {
  return `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`;
}

export const dateAvailabilityQueryOptions = (packageId: number, date: string) =>
  queryOptions({
    queryKey: ['booking', 'date-availability', packageId, date],
    queryFn: async ({ signal }) =>
      dateRemainingOf(unwrap(await callAction('dateAvailabilityCheck', { id: packageId, date: usDate(date) }, { signal }))),
    // tickets move with every booking: always asked again when the date is chosen again
    staleTime: 0,
  });

/** Tickets left on the chosen date, as the rules read them (null = unlimited); asks only once a date is chosen. */
export function useDateAvailability(packageId: number, date: string | null, enabled: boolean) {
  return useQuery({ ...dateAvailabilityQueryOptions(packageId, date ?? ''), enabled: enabled && date !== null });
}
