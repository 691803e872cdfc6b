import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callAction } from '../../../lib/api.ts';
import { clearSession } from '../../../lib/session.ts';
import { accountQueryKey } from './get-profile.ts';

/**
 * Revokes the session on the server. Its outcome does not matter to the visitor: an expired token or a
 * lost connection must not keep anyone signed in, so the session is cleared in the browser either way.
 */
export async function logout(): Promise<void> {
  await callAction('logout', {}, { auth: true, quiet: true, loginRedirect: false });
}

/** spec part 1 §4: logout clears the token and goes to /login (the caller navigates in onSettled). */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      clearSession();
      queryClient.removeQueries({ queryKey: accountQueryKey });
    },
  });
}
