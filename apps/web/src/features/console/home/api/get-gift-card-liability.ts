import { useQuery } from '@tanstack/react-query';
import { callAction, unwrap } from '../../../../lib/api.ts';

/** The gift card liability (admins), under the key the gift cards page reads and refreshes too. */
export function useGiftCardOwed(enabled: boolean) {
  return useQuery({
    queryKey: ['accounts', 'console', 'gift-cards', 'liability'] as const,
    queryFn: async ({ signal }) => unwrap(await callAction('giftCardLiability', {}, { auth: true, signal, quiet: true })).data,
    enabled,
    retry: false,
  });
}
