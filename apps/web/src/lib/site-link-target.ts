import { safeRedirectUrl } from './external-url.ts';

/**
 * What an operator-set link is: a path of this site (one leading / and no backslash, as the contract's
 * linkInput accepts), an absolute http(s) address shown as external, or anything else, which is no link.
 * "//evil.example" and "/\evil.example" are read by browsers as another host, so they are never in-site.
 */
export function siteLinkTarget(
  href: string,
): { kind: 'site'; to: string } | { kind: 'external'; href: string } | { kind: 'unsafe' } {
  const value = href.trim();
  if (/^\/([^\s/\\][^\s\\]*)?$/.test(value)) return { kind: 'site', to: value };
  const external = /^https?:\/\//i.test(value) ? safeRedirectUrl(value) : null;
  return external ? { kind: 'external', href: external } : { kind: 'unsafe' };
}
