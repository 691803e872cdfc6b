import type { ActionOutput } from '@portal/contract/action';
import type { packagesAction } from '@portal/contract/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callAction, unwrap } from '../../../lib/api.ts';

type PackagesOutput = ActionOutput<typeof packagesAction>;
export type DestinationPackages = PackagesOutput;

/**
 * A destination with its visible packages, by position. The page shows its own not-found and error
 * states, so the request layer raises no toast.
 */
export async function getDestinationPackages(slug: string, signal?: AbortSignal): Promise<DestinationPackages> {
  const result = unwrap(await callAction('packages', { slug }, { method: 'GET', signal, quiet: true }));
  return { destination: result.destination, data: result.data };
}

export const destinationPackagesQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['packages', slug],
    queryFn: ({ signal }) => getDestinationPackages(slug, signal),
  });

export function useDestinationPackages(slug: string) {
  return useQuery(destinationPackagesQueryOptions(slug));
}
