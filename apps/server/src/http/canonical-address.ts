/** The names this machine answers to on its loopback interface. */
const loopbackNames = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Where a page asked for at another loopback name of the portal's own address belongs: the same path at
 * PUBLIC_URL, or null to serve it. A browser keeps the sign-in and the cart per origin, so a visitor on
 * http://127.0.0.1:3000 of a portal whose PUBLIC_URL is http://localhost:3000 would come back from the payment
 * page (which returns to PUBLIC_URL) signed out with an empty cart; sent to the one address first, they cannot.
 * Only loopback names of the same port are moved: a public PUBLIC_URL reached by an address (a health check, a
 * proxy) is served as asked.
 */
export function canonicalPageUrl(publicUrl: string, hostHeader: string | undefined, requestUrl: string): string | null {
  if (!hostHeader) return null;
  const own = new URL(publicUrl);
  let asked: URL;
  try {
    asked = new URL(`${own.protocol}//${hostHeader}`);
  } catch {
    return null;
  }
  if (!loopbackNames.has(own.hostname) || !loopbackNames.has(asked.hostname)) return null;
  if (asked.hostname === own.hostname || asked.port !== own.port) return null;
  return new URL(requestUrl, own.origin).toString();
}
