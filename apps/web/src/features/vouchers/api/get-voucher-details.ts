import type { VoucherDetails } from '@portal/contract/vouchers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callAction, unwrap } from '../../../lib/api.ts';

/** Which voucher a page shows: /v/{slug}, or /voucher-details?slug= or ?id= (spec part 2 §2.1). */
export type VoucherRef = { slug: string } | { id: number };

/** The voucher with its terms. The page shows its own not-found state, so the request layer raises no toast. */
export async function getVoucherDetails(ref: VoucherRef, signal?: AbortSignal): Promise<VoucherDetails> {
  const fields = 'slug' in ref ? { slug: ref.slug } : { id: ref.id };
  return unwrap(await callAction('getVourcherDetails', fields, { method: 'GET', signal, quiet: true })).data;
}

export const voucherDetailsQueryOptions = (ref: VoucherRef) =>
  queryOptions({
    queryKey: ['vouchers', 'details', 'slug' in ref ? `slug:${ref.slug}` : `id:${ref.id}`],
    queryFn: ({ signal }) => getVoucherDetails(ref, signal),
  });

export function useVoucherDetails(ref: VoucherRef | null) {
  return useQuery({ ...voucherDetailsQueryOptions(ref ?? { id: 0 }), enabled: ref !== null });
}
