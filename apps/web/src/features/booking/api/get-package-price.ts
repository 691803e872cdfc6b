import { queryOptions, useQuery } from '@tanstack/react-query';
import { callAction, unwrap } from '../../../lib/api.ts';

export const packagePriceQueryOptions = (packageId: number, date: string) =>
  queryOptions({
    queryKey: ['accounts', 'booking', 'price', packageId, date],
    queryFn: async ({ signal }) =>
      unwrap(
        await callAction(
          'getPackagePrice',
          { id: packageId, date },
          // the running total falls back to the package's prices when this fails: no toast
          { auth: true, signal, quiet: true },
        ),
      ),
  });

/**
 * The ticket prices on the chosen date (spec part 1 §7 getPackagePrice, bearer). Visitors have no token,
 * so their running total uses the package's prices; the server prices the purchase either way.
 */
export function usePackagePrice(packageId: number, date: string | null, enabled: boolean) {
  return useQuery({ ...packagePriceQueryOptions(packageId, date ?? ''), enabled: enabled && date !== null });
}
