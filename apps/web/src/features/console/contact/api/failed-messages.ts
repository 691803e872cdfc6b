import type { MessageKind } from '@portal/contract/console-messages';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callAction, unwrap } from '../../../../lib/api.ts';
import { useSignedIn } from '../../../../lib/session.ts';

/** Under the per-user 'accounts' key, so signing out drops it. */
const failedMessagesKey = ['accounts', 'console', 'failed-messages'] as const;

export type FailedMessagesView = { channel: 'email' | 'sms' | null; kind: MessageKind | null; page: number; perPage: number };

/** One page of the e-mails and SMS not delivered (given up, or retried after an error), newest first. */
export const failedMessagesQueryOptions = ({ channel, kind, page, perPage }: FailedMessagesView) =>
  queryOptions({
    queryKey: [...failedMessagesKey, channel, kind, page, perPage] as const,
    queryFn: async ({ signal }) =>
      unwrap(
        await callAction(
          'consoleFailedMessages',
          { ...(channel ? { channel } : {}), ...(kind ? { kind } : {}), page, per_page: perPage },
          { auth: true, signal, quiet: true },
        ),
      ),
    retry: false,
  });

export function useFailedMessages(view: FailedMessagesView) {
  const signedIn = useSignedIn();
  return useQuery({ ...failedMessagesQueryOptions(view), enabled: signedIn, placeholderData: keepPreviousData });
}

/** Makes a failed message due again; the list is read again, where it no longer shows until it fails anew. */
export function useResendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => unwrap(await callAction('resendMessage', { id }, { auth: true, quiet: true })).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: failedMessagesKey }),
  });
}
