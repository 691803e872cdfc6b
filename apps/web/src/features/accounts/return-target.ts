import { isSignInPath } from '../../lib/session.ts';

/**
 * A path of this site to go to, or null. Only a path starting with a single "/" qualifies: "//host",
 * "/\host", absolute URLs and anything with control characters could leave the site (open redirect).
 * The sign-in pages themselves are refused, so sign-in never loops back to itself.
 */
export function sameSitePath(candidate: string | null | undefined): string | null {
  if (!candidate) return null;
  const path = candidate.trim();
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001F\u007F\\]/.test(path)) return null;
  if (isSignInPath(path)) return null;
  return path;
}

/** spec part 1 §2: after sign-in go to redirect_url if present, else to the last visited path, else home. */
export function chooseReturnPath(redirectUrl: string | null, visitedPath: string | null): string {
  return sameSitePath(redirectUrl) ?? sameSitePath(visitedPath) ?? '/';
}
