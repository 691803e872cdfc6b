import type { ActionOutput } from '@portal/contract/action';
import type { listVouchersByDestinationAction } from '@portal/contract/vouchers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callAction, unwrap } from '../../../lib/api.ts';

export type DestinationVouchers = ActionOutput<typeof listVouchersByDestinationAction>;

/**
 * The unexpired vouchers of one destination by its slug, or of every destination when `slug` is null; an
 * unknown slug answers no vouchers and `destination` null.
 */
export async function getDestinationVouchers(slug: string | null, signal?: AbortSignal): Promise<DestinationVouchers> {
  const fields = slug === null ? {} : { slug };
  const result = unwrap(
    await callAction<DestinationVouchers>('listVoucherByDesitnation', fields, { method: 'GET', signal, quiet: true }),
  );
  return { destination: result.destination, data: result.data };
}

export const destinationVouchersQueryOptions = (slug: string | null) =>
  queryOptions({
    queryKey: ['vouchers', 'destination', slug ?? ''],
    queryFn: ({ signal }) => getDestinationVouchers(slug, signal),
  });

export function useDestinationVouchers(slug: string | null, enabled = true) {
  return useQuery({ ...destinationVouchersQueryOptions(slug), enabled });
}
