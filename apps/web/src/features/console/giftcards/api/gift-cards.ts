import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callAction, unwrap, type ActionFields } from '../../../../lib/api.ts';
import { useSignedIn } from '../../../../lib/session.ts';

/** Under the per-user 'accounts' key, so signing out drops it. */
const giftCardsKey = ['accounts', 'console', 'gift-cards'] as const;

export const giftCardsPerPage = 20;

export type GiftCardFilters = { q: string; page: number };

/** One page of cards found by last four, e-mail or purchase number, with the total the server counted. */
export function useConsoleGiftCards(filters: GiftCardFilters) {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: [...giftCardsKey, 'list', filters] as const,
    queryFn: async ({ signal }) =>
      unwrap(
        await callAction(
          'findGiftCards',
          { ...(filters.q ? { q: filters.q } : {}), page: filters.page, per_page: giftCardsPerPage },
          { auth: true, signal, quiet: true },
        ),
      ),
    enabled: signedIn,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** One card with its history. */
export function useConsoleGiftCard(id: number | null) {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: [...giftCardsKey, 'one', id] as const,
    queryFn: async ({ signal }) =>
      unwrap(await callAction('consoleGiftCard', { id: id ?? 0 }, { auth: true, signal, quiet: true })).data,
    enabled: signedIn && id !== null,
    retry: false,
  });
}

/** What the portal owes on cards: outstanding, live cards, expired in total and by month. */
export function useGiftCardLiability() {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: [...giftCardsKey, 'liability'] as const,
    queryFn: async ({ signal }) => unwrap(await callAction('giftCardLiability', {}, { auth: true, signal, quiet: true })).data,
    enabled: signedIn,
    retry: false,
  });
}

/** The amounts sold, their limits and the months a card is valid, as visitors are offered them. */
export function useGiftCardSettings() {
  return useQuery({
    queryKey: [...giftCardsKey, 'settings'] as const,
    queryFn: async ({ signal }) => unwrap(await callAction('giftCardSettings', {}, { signal, quiet: true })).data,
    retry: false,
  });
}

/** After a change, every gift card query is read again: the list, the card, the liability. */
function useInvalidateGiftCards() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: giftCardsKey });
}

/** Issues a card; the answer carries its code, shown once. */
export function useIssueGiftCard() {
  const onSettled = useInvalidateGiftCards();
  return useMutation({
    mutationFn: async (input: ActionFields<'issueGiftCard'>) =>
      unwrap(await callAction('issueGiftCard', input, { auth: true, quiet: true })).data,
    onSettled,
  });
}

export function useBlockGiftCard() {
  const onSettled = useInvalidateGiftCards();
  return useMutation({
    mutationFn: async (input: { id: number; blocked: 0 | 1 }) =>
      unwrap(await callAction('blockGiftCard', input, { auth: true, quiet: true })).data,
    onSettled,
  });
}

export function useAdjustGiftCard() {
  const onSettled = useInvalidateGiftCards();
  return useMutation({
    mutationFn: async (input: ActionFields<'adjustGiftCard'>) =>
      unwrap(await callAction('adjustGiftCard', input, { auth: true, quiet: true })).data,
    onSettled,
  });
}

export function useSaveGiftCardSettings() {
  const onSettled = useInvalidateGiftCards();
  return useMutation({
    mutationFn: async (input: ActionFields<'saveGiftCardSettings'>) =>
      unwrap(await callAction('saveGiftCardSettings', input, { auth: true, quiet: true })).data,
    onSettled,
  });
}
