import type { ActionOutput } from '@portal/contract/action';
import type { listVouchersByDestinationAction } from '@portal/contract/vouchers';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callAction, unwrap } from '../../../lib/api.ts';
import { firstPage, nextPage, pageFields } from '../../../lib/pages.ts';

export type DestinationVouchers = ActionOutput<typeof listVouchersByDestinationAction>;

/**
 * One page of the unexpired vouchers of one destination by its slug, or of every destination when `slug`
 * is null; an unknown slug answers no vouchers and `destination` null.
 */
export async function getDestinationVouchers(
  slug: string | null,
  page: number,
  signal?: AbortSignal,
): Promise<DestinationVouchers> {
  const fields = { ...(slug === null ? {} : { slug }), ...pageFields(page) };
  const result = unwrap(await callAction('listVoucherByDesitnation', fields, { method: 'GET', signal, quiet: true }));
  return { destination: result.destination, data: result.data, has_more: result.has_more };
}

export const destinationVouchersQueryOptions = (slug: string | null) =>
  infiniteQueryOptions({
    queryKey: ['vouchers', 'destination', slug ?? ''],
    queryFn: ({ signal, pageParam }) => getDestinationVouchers(slug, pageParam, signal),
    initialPageParam: firstPage,
    getNextPageParam: nextPage,
  });

export function useDestinationVouchers(slug: string | null, enabled = true) {
  return useInfiniteQuery({ ...destinationVouchersQueryOptions(slug), enabled });
}
