import type { ActionOutput } from '@portal/contract/action';
import type {
  backofficeCampaignsAction,
  backofficeInvoiceImageAction,
  backofficeInvoicesAction,
  commitRaffleAction,
  drawRaffleAction,
  reviewInvoiceAction,
} from '@portal/contract/backoffice';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callAction, unwrap } from '../../../lib/api.ts';
import { useSignedIn } from '../../../lib/session.ts';

/** Under the per-user 'accounts' key, so signing out drops it. */
const backofficeKey = ['accounts', 'backoffice'] as const;
const invoicesKey = [...backofficeKey, 'invoices'] as const;
const campaignsKey = [...backofficeKey, 'campaigns'] as const;

export type ReviewStatus = 0 | 1 | 2 | 3;

export function useReviewQueue(status: ReviewStatus) {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: [...invoicesKey, status],
    queryFn: async ({ signal }) =>
      unwrap(
        await callAction<ActionOutput<typeof backofficeInvoicesAction>>(
          'backofficeInvoices',
          { status },
          { auth: true, signal, quiet: true },
        ),
      ).data,
    enabled: signedIn,
    retry: false,
  });
}

export const invoiceImageQueryOptions = (invoiceId: number) =>
  queryOptions({
    queryKey: [...invoicesKey, 'image', invoiceId],
    queryFn: async ({ signal }) =>
      unwrap(
        await callAction<ActionOutput<typeof backofficeInvoiceImageAction>>(
          'backofficeInvoiceImage',
          { invoice_id: invoiceId },
          { auth: true, signal },
        ),
      ).data_url,
    staleTime: Infinity,
  });

export function useInvoiceImage(invoiceId: number) {
  return useQuery(invoiceImageQueryOptions(invoiceId));
}

/** The fields of reviewInvoice as the form sends them (the contract's input, with ids as numbers). */
export type ReviewInput =
  | { invoice_id: number; decision: 'approve'; vendor_name: string; amount: string; destination_id?: number; notes?: string }
  | { invoice_id: number; decision: 'reject' | 'resubmit'; notes: string };

/** The form shows the failures (field errors under the fields), so the request layer stays quiet. */
export function useReviewInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ReviewInput) =>
      unwrap(await callAction<ActionOutput<typeof reviewInvoiceAction>>('reviewInvoice', input, { auth: true, quiet: true })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: backofficeKey }),
  });
}

export function useCampaigns() {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: campaignsKey,
    queryFn: async ({ signal }) =>
      unwrap(
        await callAction<ActionOutput<typeof backofficeCampaignsAction>>(
          'backofficeCampaigns',
          {},
          { auth: true, signal, quiet: true },
        ),
      ).data,
    enabled: signedIn,
    retry: false,
  });
}

/** Publishes a campaign's commitment or draws it; the request layer shows a failure as a toast. */
export function useDrawStep(action: 'commitRaffle' | 'drawRaffle') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (campaignId: number) =>
      unwrap(
        await callAction<ActionOutput<typeof commitRaffleAction | typeof drawRaffleAction>>(
          action,
          { campaign_id: campaignId },
          { auth: true },
        ),
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignsKey }),
  });
}
