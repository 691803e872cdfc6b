/**
 * The few cookies the specification keeps in the browser (part 2 §3: `jwt`, `ref`, `traffic_referral`).
 * Reading and the text of a Set-Cookie assignment are pure, so they are tested without a browser.
 */

/** The value of cookie `name` in a `document.cookie` string, decoded; null when absent or empty. */
export function cookieValue(cookie: string, name: string): string | null {
  for (const part of cookie.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue;
    const raw = part.slice(separator + 1).trim();
    if (!raw) return null;
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

export type CookieOptions = {
  /** seconds the cookie lives; 0 deletes it */
  maxAgeSeconds: number;
  /** add `Secure`, so the cookie only travels over https */
  secure: boolean;
};

/** The `document.cookie` assignment for a site-wide, SameSite=Lax cookie. */
export function cookieAssignment(name: string, value: string, { maxAgeSeconds, secure }: CookieOptions): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'path=/', `max-age=${Math.max(0, Math.floor(maxAgeSeconds))}`];
  parts.push('SameSite=Lax');
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

function onHttps(): boolean {
  return typeof location !== 'undefined' && location.protocol === 'https:';
}

export function readCookie(name: string): string | null {
  return typeof document === 'undefined' ? null : cookieValue(document.cookie, name);
}

export function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  if (typeof document === 'undefined') return;
  document.cookie = cookieAssignment(name, value, { maxAgeSeconds, secure: onHttps() });
}

export function deleteCookie(name: string): void {
  writeCookie(name, '', 0);
}
