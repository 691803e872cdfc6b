import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { callAction } from '../../../lib/api.ts';
import { clearSession, readToken } from '../../../lib/session.ts';
import { accountQueryKey } from './get-profile.ts';

/** How long sign-out waits for the reads already on their way before it revokes the token anyway. */
export const readsGraceMs = 3_000;

export type SignOutSteps = {
  readToken: () => string | null;
  clearSession: () => void;
  /** settles when the requests that already carry the token have their answers */
  readsSettled: () => Promise<void>;
  revoke: (token: string) => Promise<unknown>;
};

/**
 * Sign-out in an order that leaves no request behind it: the browser forgets the token first, so no new
 * request carries it; the reads already sent with it get their answers; only then is it revoked on the
 * server. Revoking first would let a read sent just before (a page's refetch on mount) arrive after the
 * revocation and come back 401. The outcome of the revocation does not matter to the visitor: an expired
 * token or a lost connection must not keep anyone signed in.
 */
export async function signOut(steps: SignOutSteps): Promise<void> {
  const token = steps.readToken();
  steps.clearSession();
  if (token === null) return;
  await steps.readsSettled();
  await steps.revoke(token);
}

/** Settles when the client has no query fetching, or after `graceMs`, whichever comes first. */
export function fetchesSettled(client: QueryClient, graceMs = readsGraceMs): Promise<void> {
  if (client.isFetching() === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const timer = setTimeout(done, graceMs);
    const unsubscribe = client.getQueryCache().subscribe(() => {
      if (client.isFetching() === 0) done();
    });
  });
}

export function logout(client: QueryClient): Promise<void> {
  return signOut({
    readToken,
    clearSession,
    readsSettled: () => fetchesSettled(client),
    revoke: (token) => callAction('logout', {}, { bearer: token, quiet: true, loginRedirect: false }),
  });
}

/** spec part 1 §4: logout clears the token and goes to /login (the caller navigates in onSettled). */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => logout(queryClient),
    onSettled: () => {
      clearSession();
      queryClient.removeQueries({ queryKey: accountQueryKey });
    },
  });
}
