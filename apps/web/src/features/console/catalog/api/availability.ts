import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callAction, unwrap, type ActionFields } from '../../../../lib/api.ts';
import { useSignedIn } from '../../../../lib/session.ts';
import { forgetConsolePackage } from './packages.ts';

/** Under the per-user 'accounts' key, so signing out drops it; one entry per package and month. */
const availabilityKey = (packageId: number) => ['accounts', 'console', 'availability', packageId] as const;

/** One package's availability for the month calendar (YYYY-MM). */
export const packageAvailabilityQueryOptions = (packageId: number, month: string) =>
  queryOptions({
    queryKey: [...availabilityKey(packageId), month],
    queryFn: async ({ signal }) =>
      unwrap(await callAction('consolePackageAvailability', { id: packageId, month }, { auth: true, signal, quiet: true })),
    retry: false,
  });

export function usePackageAvailability(packageId: number, month: string) {
  const signedIn = useSignedIn();
  // the month shown stays while the next one loads, so the grid does not jump
  return useQuery({ ...packageAvailabilityQueryOptions(packageId, month), enabled: signedIn, placeholderData: keepPreviousData });
}

/** The actions that change a package's availability. */
type AvailabilityChange =
  | 'saveTimeSlot'
  | 'moveTimeSlot'
  | 'deleteTimeSlot'
  | 'saveDateTickets'
  | 'setDatesClosed'
  | 'saveDatePrices'
  | 'removeDatePrices';

/**
 * One of the availability changes of a package. Forms and dialogs show failures themselves (the numbers of a
 * capacity_below_taken at the field), so the request layer stays quiet; every month of the package is read
 * again whatever happened, since a purchase or another admin may have changed it.
 */
export function useAvailabilityChange<Name extends AvailabilityChange>(packageId: number, action: Name) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ActionFields<Name>) => unwrap(await callAction(action, input, { auth: true, quiet: true })),
    onSettled: () => {
      // the Details tab's set-up check counts the enabled slots: it reads them afresh
      forgetConsolePackage(queryClient, packageId);
      return queryClient.invalidateQueries({ queryKey: availabilityKey(packageId) });
    },
  });
}
