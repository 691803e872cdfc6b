/**
 * A redirect address from the catalogue, if it is safe to send the browser to: absolute http(s) only,
 * so a bad entry can never become a `javascript:` link. Null otherwise.
 */
export function safeRedirectUrl(value: string): string | null {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
