import type { voucherCodeFilters, voucherOfferStates } from '@portal/contract/console-offers';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callAction, unwrap, type ActionFields } from '../../../../lib/api.ts';
import { useSignedIn } from '../../../../lib/session.ts';

/** Under the per-user 'accounts' key, so signing out drops it. */
const offersKey = ['accounts', 'console', 'voucher-offers'] as const;

export const voucherOffersPerPage = 20;
export const voucherCodesPerPage = 20;

export type VoucherOfferState = (typeof voucherOfferStates)[number];
export type VoucherCodeFilter = (typeof voucherCodeFilters)[number];
export type VoucherOfferFilters = { q: string; state: VoucherOfferState | null; page: number };

/** One page of voucher offers under `filters`, in the order visitors see them. */
export const voucherOffersQueryOptions = (filters: VoucherOfferFilters) =>
  queryOptions({
    queryKey: [...offersKey, 'list', filters] as const,
    queryFn: async ({ signal }) =>
      unwrap(
        await callAction(
          'consoleVoucherOffers',
          {
            ...(filters.q ? { q: filters.q } : {}),
            ...(filters.state ? { state: filters.state } : {}),
            page: filters.page,
            per_page: voucherOffersPerPage,
          },
          { auth: true, signal, quiet: true },
        ),
      ),
    retry: false,
  });

export function useVoucherOffers(filters: VoucherOfferFilters) {
  const signedIn = useSignedIn();
  return useQuery({ ...voucherOffersQueryOptions(filters), enabled: signedIn, placeholderData: keepPreviousData });
}

export function useVoucherOffer(id: number | null) {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: [...offersKey, 'one', id] as const,
    queryFn: async ({ signal }) =>
      unwrap(await callAction('consoleVoucherOffer', { id: id ?? 0 }, { auth: true, signal, quiet: true })).data,
    enabled: signedIn && id !== null,
    retry: false,
  });
}

/** Every destination, for the offer's destination select. */
export function useOfferDestinations() {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: [...offersKey, 'destinations'] as const,
    queryFn: async ({ signal }) =>
      unwrap(await callAction('offerDestinationChoices', {}, { auth: true, signal, quiet: true })).data,
    enabled: signedIn,
    retry: false,
  });
}

export type VoucherCodeQuery = { voucherId: number; redeemed: VoucherCodeFilter; q: string; page: number };

/** A page of an offer's issued codes, with its totals. */
export function useVoucherOfferCodes(query: VoucherCodeQuery) {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: [...offersKey, 'codes', query] as const,
    queryFn: async ({ signal }) =>
      unwrap(
        await callAction(
          'voucherOfferCodes',
          {
            voucher_id: query.voucherId,
            redeemed: query.redeemed,
            ...(query.q ? { q: query.q } : {}),
            page: query.page,
            per_page: voucherCodesPerPage,
          },
          { auth: true, signal, quiet: true },
        ),
      ),
    enabled: signedIn,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** Creates an offer (no id) or changes one; the form shows failures at its fields. */
export function useSaveVoucherOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ActionFields<'saveVoucherOffer'>) =>
      unwrap(await callAction('saveVoucherOffer', input, { auth: true, quiet: true })).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: offersKey }),
  });
}

/** Deletes an offer with no issued code; the page explains `in_use` itself. */
export function useDeleteVoucherOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => unwrap(await callAction('deleteVoucherOffer', { id }, { auth: true, quiet: true })),
    // marked stale, not read again here: the page of the deleted offer would only find it gone (a 404) and unmount
    // before it could say so and go back to the list, which reads itself afresh
    onSettled: () => queryClient.invalidateQueries({ queryKey: offersKey, refetchType: 'none' }),
  });
}
