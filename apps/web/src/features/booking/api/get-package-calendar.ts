import type { CalendarDay } from '@portal/contract/calendar';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callAction, unwrap } from '../../../lib/api.ts';

type Counts = { adults: number; children: number };

export const packageCalendarQueryOptions = (packageId: number, month: string, counts: Counts) =>
  queryOptions({
    queryKey: ['booking', 'calendar', packageId, month, counts.adults, counts.children],
    queryFn: async ({ signal }) =>
      unwrap(
        await callAction(
          'packageCalendar',
          { package_id: packageId, month, adults: counts.adults, children: counts.children },
          // a calendar without prices still lets the date be chosen by the package's rules: no toast
          { method: 'GET', signal, quiet: true },
        ),
      ).data,
    // the server keeps it as briefly (cacheSeconds) and drops it when a day sells out
    staleTime: 30_000,
  });

/**
 * One month of the package's calendar (decision 039): each day's prices, peak flag and whether it can be booked
 * for the travellers chosen. The days by date; nothing while it loads or when it failed.
 */
export function usePackageCalendar(packageId: number, month: string, counts: Counts) {
  const query = useQuery(packageCalendarQueryOptions(packageId, month, counts));
  const days = new Map<string, CalendarDay>((query.data ?? []).map((day) => [day.date, day]));
  return { days, isPending: query.isPending, isError: query.isError };
}
