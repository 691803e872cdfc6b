import { queryOptions, useQuery } from '@tanstack/react-query';
import { callAction, unwrap } from '../../../lib/api.ts';
import { parsePackageDetails, type PackageDetails } from '../../../lib/package-details.ts';

/**
 * One package with everything its page shows, its spec-form fields read into lists and weekday numbers;
 * unknown slugs answer 404 `package_not_found`.
 */
export async function getPackageDetails(slug: string, signal?: AbortSignal): Promise<PackageDetails> {
  const answer = unwrap(await callAction('packagesDetails', { slug }, { method: 'GET', signal, quiet: true }));
  return parsePackageDetails(answer.data);
}

export const packageDetailsQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['package', slug],
    queryFn: ({ signal }) => getPackageDetails(slug, signal),
  });

export function usePackageDetails(slug: string) {
  return useQuery(packageDetailsQueryOptions(slug));
}
