import { queryOptions, useQuery } from '@tanstack/react-query';
import { callAction, unwrap } from './api.ts';
import { useSignedIn } from './session.ts';

/** Under the per-user 'accounts' key, so signing out (or in as someone else) drops it. */
export const operatorProfileKey = ['accounts', 'console', 'operator-profile'] as const;

/**
 * The signed-in operator and their staff role, read once a session: the console uses it only to choose which
 * links to show (the server checks the role on every action whatever the browser shows). A change of role made on the
 * operators page invalidates it.
 */
export const operatorProfileQueryOptions = () =>
  queryOptions({
    queryKey: operatorProfileKey,
    queryFn: async ({ signal }) => unwrap(await callAction('operatorProfile', {}, { auth: true, signal, quiet: true })).data,
    staleTime: Infinity,
    retry: false,
  });

export function useOperatorProfile() {
  const signedIn = useSignedIn();
  return useQuery({ ...operatorProfileQueryOptions(), enabled: signedIn });
}

/** True once the profile says admin; false while it loads, for moderators and for anyone who is not an operator. */
export function useIsAdmin(): boolean {
  return useOperatorProfile().data?.staff_role === 'admin';
}
