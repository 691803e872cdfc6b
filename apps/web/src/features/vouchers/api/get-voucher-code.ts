import type { VoucherCode } from '@portal/contract/vouchers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callAction, unwrap } from '../../../lib/api.ts';
import { useSignedIn } from '../../../lib/session.ts';

/** Kept with the other per-user queries ('accounts'), so signing out drops it. */
export const voucherCodeQueryOptions = (voucherId: number) =>
  queryOptions({
    queryKey: ['accounts', 'voucher-code', voucherId],
    queryFn: async ({ signal }): Promise<VoucherCode> =>
      unwrap(await callAction('getVoucherCode', { id: voucherId }, { auth: true, signal, quiet: true })).data,
    // the code stays the same, but redeemed_at changes when the vendor redeems it at the counter: the
    // page asks again when it is opened or the holder comes back to it, and then shows it redeemed
    staleTime: 0,
    refetchOnWindowFocus: true,
    retry: false,
  });

/** The signed-in user's code of a voucher, asked only for a signed-in user and a voucher that has not expired. */
export function useVoucherCode(voucherId: number | null) {
  const signedIn = useSignedIn();
  return useQuery({ ...voucherCodeQueryOptions(voucherId ?? 0), enabled: signedIn && voucherId !== null });
}
