import { useMutation } from '@tanstack/react-query';
import { callAction, unwrap } from '../../../../lib/api.ts';

/**
 * Looks a code up or redeems it, as typed (the server tolerates case, spaces and dashes). Both are
 * mutations: a lookup is asked for at the counter, never cached, and its answer is only good until the
 * next scan. The page shows the failures itself, so the request layer stays quiet.
 */
export function useVoucherCodeAction(action: 'lookupVoucherCode' | 'redeemVoucherCode') {
  return useMutation({
    mutationFn: async (code: string) => unwrap(await callAction(action, { code }, { auth: true, quiet: true })).data,
  });
}
