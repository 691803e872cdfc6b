import { cookieValue, writeCookie } from './cookies.ts';

/**
 * Referral attribution (spec part 2 §3 and §9): a `ref` query parameter is kept in the `ref` cookie and
 * the site the visitor came from in `traffic_referral`, both for 4 days; sign-up and purchases send them.
 */
export const referralCookieName = 'ref';
export const trafficReferralCookieName = 'traffic_referral';
/** spec part 2 §9: the referral cookie expires after 4 days */
export const referralLifetimeSeconds = 4 * 24 * 60 * 60;
/** the contract accepts at most 200 characters for either field */
const maxLength = 200;

export type ReferralCookies = { ref?: string; traffic_referral?: string };

function siteOf(host: string): string {
  return host.toLowerCase().replace(/^www\./, '');
}

/**
 * The cookies a page load should set: `ref` from the query, `traffic_referral` from document.referrer
 * when the visitor came from another site (a link inside this site is not a referral).
 */
export function referralFromVisit(visit: { search: string; referrer: string; host: string }): ReferralCookies {
  const cookies: ReferralCookies = {};
  const ref = new URLSearchParams(visit.search).get('ref')?.trim();
  if (ref) cookies.ref = ref.slice(0, maxLength);
  if (visit.referrer) {
    try {
      const referrer = new URL(visit.referrer);
      const web = referrer.protocol === 'https:' || referrer.protocol === 'http:';
      if (web && siteOf(referrer.host) !== siteOf(visit.host)) cookies.traffic_referral = visit.referrer.slice(0, maxLength);
    } catch {
      // an unreadable referrer is no attribution
    }
  }
  return cookies;
}

/** Runs once at start-up (main.tsx). */
export function captureReferral(): void {
  const cookies = referralFromVisit({
    search: window.location.search,
    referrer: document.referrer,
    host: window.location.host,
  });
  if (cookies.ref) writeCookie(referralCookieName, cookies.ref, referralLifetimeSeconds);
  if (cookies.traffic_referral) writeCookie(trafficReferralCookieName, cookies.traffic_referral, referralLifetimeSeconds);
}

export type ReferralFields = { referral?: string; traffic_referral?: string };

/** The attribution in a `document.cookie` string, as the wire fields of sendOtp and createPurchase (spec part 1 §7). */
export function referralFields(cookie: string): ReferralFields {
  const fields: ReferralFields = {};
  const referral = cookieValue(cookie, referralCookieName)?.trim();
  const traffic = cookieValue(cookie, trafficReferralCookieName)?.trim();
  if (referral) fields.referral = referral.slice(0, maxLength);
  if (traffic) fields.traffic_referral = traffic.slice(0, maxLength);
  return fields;
}

export function readReferral(): ReferralFields {
  return typeof document === 'undefined' ? {} : referralFields(document.cookie);
}
