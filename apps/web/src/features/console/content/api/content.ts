import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ActionFields } from '../../../../lib/api.ts';
import { useSignedIn } from '../../../../lib/session.ts';
import { adminCall } from './home-settings.ts';

/** Under the per-user 'accounts' key, so signing out drops them. */
const sitePagesKey = ['accounts', 'console', 'site-pages'] as const;
const promotionsKey = ['accounts', 'console', 'promotions'] as const;
const supportContactKey = ['accounts', 'console', 'support-contact'] as const;

export const consoleSupportContactQueryOptions = () =>
  queryOptions({
    queryKey: supportContactKey,
    queryFn: async ({ signal }) => (await adminCall('consoleSupportContact', {}, signal)).data,
    retry: false,
  });

/** The support contact tickets and e-mails show (decision 063); null until it is set. */
export function useConsoleSupportContact() {
  return useQuery({ ...consoleSupportContactQueryOptions(), enabled: useSignedIn() });
}

export function useSaveSupportContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ActionFields<'saveSupportContact'>) => (await adminCall('saveSupportContact', input)).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: supportContactKey }),
  });
}

export const consoleSitePagesQueryOptions = () =>
  queryOptions({
    queryKey: sitePagesKey,
    queryFn: async ({ signal }) => (await adminCall('consoleSitePages', {}, signal)).data,
    retry: false,
  });

/** The About, Terms and Privacy texts in both languages. */
export function useConsoleSitePages() {
  return useQuery({ ...consoleSitePagesQueryOptions(), enabled: useSignedIn() });
}

export function useSaveSitePage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ActionFields<'saveSitePage'>) => (await adminCall('saveSitePage', input)).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sitePagesKey }),
  });
}

export const consolePromotionsQueryOptions = () =>
  queryOptions({
    queryKey: promotionsKey,
    queryFn: ({ signal }) => adminCall('consolePromotions', {}, signal),
    retry: false,
  });

/** The advertised codes with their coupons' state, the /seesharjah list and every destination to choose from. */
export function useConsolePromotions() {
  return useQuery({ ...consolePromotionsQueryOptions(), enabled: useSignedIn() });
}

function usePromotionsMutation<Input, Output>(run: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: run, onSettled: () => queryClient.invalidateQueries({ queryKey: promotionsKey }) });
}

export const useSavePromotion = () =>
  usePromotionsMutation(async (input: ActionFields<'savePromotion'>) => (await adminCall('savePromotion', input)).data);

export const useSaveSeeSharjahDestinations = () =>
  usePromotionsMutation(
    async (ids: number[]) =>
      (
        await adminCall('saveSeeSharjahDestinations', {
          destination_ids: JSON.stringify(ids),
        })
      ).data,
  );
