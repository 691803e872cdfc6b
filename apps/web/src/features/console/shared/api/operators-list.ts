import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callAction, unwrap } from '../../../../lib/api.ts';
import { useSignedIn } from '../../../../lib/session.ts';

/** Under the per-user 'accounts' key, so signing out drops it. */
export const operatorsKey = ['accounts', 'console', 'operators'] as const;

export type OperatorsView = { q: string; page: number; perPage: number };

/** One page of the operators, admins first, with the total; `q` (name or e-mail) is matched by the server. */
export const operatorsQueryOptions = ({ q, page, perPage }: OperatorsView) =>
  queryOptions({
    queryKey: [...operatorsKey, q, page, perPage] as const,
    queryFn: async ({ signal }) =>
      unwrap(
        await callAction('listOperators', { ...(q ? { q } : {}), page, per_page: perPage }, { auth: true, signal, quiet: true }),
      ),
    retry: false,
  });

export function useOperators(view: OperatorsView) {
  const signedIn = useSignedIn();
  // the last answer stays on screen while a new search is read, so the list does not blink at each keystroke
  return useQuery({ ...operatorsQueryOptions(view), enabled: signedIn, placeholderData: keepPreviousData });
}
