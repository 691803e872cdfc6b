import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { signInPath, useSignedIn } from '../lib/session.ts';

/**
 * A page only a signed-in user can use: a visitor is sent to /login, which brings them back here
 * afterwards (spec part 1 §2, §6). Signing out in another tab sends this one to /login the same way.
 */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const signedIn = useSignedIn();
  const { pathname, search } = useLocation();
  if (!signedIn) return <Navigate replace to={signInPath(`${pathname}${search}`)} />;
  return children;
}
