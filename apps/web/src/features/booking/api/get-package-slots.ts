import { queryOptions, useQuery } from '@tanstack/react-query';
import { callAction, unwrap } from '../../../lib/api.ts';
import { slotAvailabilityOf } from '../package-rules.ts';

export const packageSlotsQueryOptions = (packageId: number, date: string | null) =>
  queryOptions({
    queryKey: ['booking', 'slots', packageId, date ?? 'any'],
    queryFn: async ({ signal }) =>
      unwrap(await callAction('packageSlots', date ? { id: packageId, date } : { id: packageId }, { signal })).data.map(
        slotAvailabilityOf,
      ),
    staleTime: 0,
  });

/** The package's slots with the tickets left on the chosen date (spec part 1 §7 packageSlots), as the rules read them. */
export function usePackageSlots(packageId: number, date: string | null, enabled: boolean) {
  return useQuery({ ...packageSlotsQueryOptions(packageId, date), enabled });
}
