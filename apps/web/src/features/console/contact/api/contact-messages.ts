import type { ContactMessageState } from '@portal/contract/console-messages';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callAction, unwrap } from '../../../../lib/api.ts';
import { useSignedIn } from '../../../../lib/session.ts';

/** Under the per-user 'accounts' key, so signing out drops it. */
const contactMessagesKey = ['accounts', 'console', 'contact-messages'] as const;

export type ContactMessagesView = { q: string; state: ContactMessageState; page: number; perPage: number };

/** One page of the contact-form messages, newest first, with the total; `q` is matched by the server. */
export const contactMessagesQueryOptions = ({ q, state, page, perPage }: ContactMessagesView) =>
  queryOptions({
    queryKey: [...contactMessagesKey, q, state, page, perPage] as const,
    queryFn: async ({ signal }) =>
      unwrap(
        await callAction(
          'consoleContactMessages',
          { ...(q ? { q } : {}), state, page, per_page: perPage },
          { auth: true, signal, quiet: true },
        ),
      ),
    retry: false,
  });

export function useContactMessages(view: ContactMessagesView) {
  const signedIn = useSignedIn();
  // the last page stays on screen while the next is read, so the list does not blink
  return useQuery({ ...contactMessagesQueryOptions(view), enabled: signedIn, placeholderData: keepPreviousData });
}

/** Marks a message answered (or open again); the lists are read again, since it moves between the filters. */
export function useMarkContactMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, handled }: { id: number; handled: 0 | 1 }) =>
      unwrap(await callAction('markContactMessage', { id, handled }, { auth: true, quiet: true })).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: contactMessagesKey }),
  });
}
