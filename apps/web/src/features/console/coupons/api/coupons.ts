import type { CouponState } from '@portal/contract/console-offers';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { saveCsv } from '../../../../lib/save-csv.ts';
import { callAction, unwrap, type ActionFields } from '../../../../lib/api.ts';
import { useSignedIn } from '../../../../lib/session.ts';

/** Under the per-user 'accounts' key, so signing out drops it. */
const couponsKey = ['accounts', 'console', 'coupons'] as const;

export const couponsPerPage = 20;
export const couponUsagePerPage = 20;

export type CouponFilters = { q: string; state: CouponState | null; page: number };

/** One page of coupons under `filters`, with the total the server counted. */
export const consoleCouponsQueryOptions = (filters: CouponFilters) =>
  queryOptions({
    queryKey: [...couponsKey, 'list', filters] as const,
    queryFn: async ({ signal }) =>
      unwrap(
        await callAction(
          'consoleCoupons',
          {
            ...(filters.q ? { q: filters.q } : {}),
            ...(filters.state ? { state: filters.state } : {}),
            page: filters.page,
            per_page: couponsPerPage,
          },
          { auth: true, signal, quiet: true },
        ),
      ),
    retry: false,
  });

export function useConsoleCoupons(filters: CouponFilters) {
  const signedIn = useSignedIn();
  // the page on screen stays while the next one is read, so paging does not collapse the list to a skeleton
  return useQuery({ ...consoleCouponsQueryOptions(filters), enabled: signedIn, placeholderData: keepPreviousData });
}

export function useConsoleCoupon(id: number | null) {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: [...couponsKey, 'one', id] as const,
    queryFn: async ({ signal }) =>
      unwrap(await callAction('consoleCoupon', { id: id ?? 0 }, { auth: true, signal, quiet: true })).data,
    enabled: signedIn && id !== null,
    retry: false,
  });
}

/** Packages whose name holds `q`, for the coupon's package list. */
export function useCouponPackageChoices(q: string) {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: [...couponsKey, 'package-choices', q] as const,
    queryFn: async ({ signal }) =>
      unwrap(
        await callAction('couponPackageChoices', q ? { q } : {}, {
          auth: true,
          signal,
          quiet: true,
        }),
      ).data,
    enabled: signedIn,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** A page of a coupon's redemptions with its totals. */
export function useCouponUsage(id: number, page: number) {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: [...couponsKey, 'usage', id, page] as const,
    queryFn: async ({ signal }) =>
      unwrap(await callAction('couponUsage', { id, page, per_page: couponUsagePerPage }, { auth: true, signal, quiet: true })),
    enabled: signedIn,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** Asks the server for the whole report as CSV and hands it to the browser as a download. */
export function useDownloadCouponUsage() {
  return useMutation({
    mutationFn: async (id: number) => {
      const { filename, csv } = unwrap(await callAction('couponUsageCsv', { id }, { auth: true, quiet: true }));
      saveCsv(filename, csv);
    },
  });
}

/**
 * Creates a coupon (no id) or changes one. The form shows failures at its fields, so the request layer stays
 * quiet; every coupon query is read again whatever happened, since another admin may have changed it.
 */
export function useSaveCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ActionFields<'saveCoupon'>) =>
      unwrap(await callAction('saveCoupon', input, { auth: true, quiet: true })).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: couponsKey }),
  });
}

/** Deletes a coupon nobody used; the page explains `in_use` itself. */
export function useDeleteCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => unwrap(await callAction('deleteCoupon', { id }, { auth: true, quiet: true })),
    // marked stale, not read again here: the page of the deleted coupon would only find it gone (a 404) and unmount
    // before it could say so and go back to the list, which reads itself afresh
    onSettled: () => queryClient.invalidateQueries({ queryKey: couponsKey, refetchType: 'none' }),
  });
}
