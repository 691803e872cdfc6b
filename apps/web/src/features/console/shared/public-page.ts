import { storeSlug } from '@portal/contract/routes';
import { calendarDateIn, dubaiTimestamp } from '@portal/domain/dates';
import type { Language } from '../../../lib/language.ts';

/** Why a record has no public page now; each has its sentence in console.view_on_site. */
export type NotOnSiteReason = 'unsaved' | 'switched_off' | 'hidden' | 'not_started' | 'ended';

/** The record's public page (a path of the route table), or why visitors cannot open it now. */
export type PublicPage = { path: string } | { path: null; reason: NotOnSiteReason };

/** A record of the console as far as its public page goes: the fields the public pages filter on. */
export type PublicRecord =
  | { kind: 'destination'; url_slug: string; enable: number; hide: number }
  | { kind: 'package'; url_slug: string; enable: number }
  | { kind: 'product'; slug: string; enable: number }
  | { kind: 'collection'; slug: string; is_profile: number }
  | { kind: 'raffle_campaign'; enable: number; starts_on: string; ends_on: string }
  | { kind: 'scratch_campaign'; enable: number; starts_at: string | null; ends_at: string | null }
  | { kind: 'voucher_offer'; url_slug: string; enable: number }
  | { kind: 'site_page'; page: 'about' | 'terms' | 'privacy' | 'seesharjah' }
  | { kind: 'home' }
  | { kind: 'store'; slug: string }
  | { kind: 'store_page'; store_slug: string; slug: string };

const sitePagePaths = { about: '/aboutus', terms: '/terms', privacy: '/privacy', seesharjah: '/seesharjah' } as const;

const segment = encodeURIComponent;
const off = (reason: NotOnSiteReason): PublicPage => ({ path: null, reason });

/**
 * Where visitors see a record, by the rules its public page applies (`now` for the campaigns' periods, read in
 * Asia/Dubai as the server does):
 * - a destination's page shows it while it is enabled and not hidden;
 * - a package's link opens while it is enabled (hidden only keeps it out of the lists, decision 020);
 * - a product while it is enabled, in the store's one slug of the public links;
 * - a voucher offer while it is enabled (past its expiry it still opens, saying it has expired);
 * - the raffle's upload page shows the enabled campaign whose days hold today, the scratch page the enabled
 *   one whose period holds now (an open end counts as open);
 * - collections, designers, the store, its pages and the site's texts are always shown.
 * A record not saved yet (no slug) has no page.
 */
export function publicPageOf(record: PublicRecord, now: Date): PublicPage {
  switch (record.kind) {
    case 'destination':
      if (!record.url_slug) return off('unsaved');
      if (!record.enable) return off('switched_off');
      return record.hide ? off('hidden') : { path: `/d/${segment(record.url_slug)}` };
    case 'package':
      if (!record.url_slug) return off('unsaved');
      return record.enable ? { path: `/p/${segment(record.url_slug)}` } : off('switched_off');
    case 'product':
      if (!record.slug) return off('unsaved');
      return record.enable ? { path: `/stores/${storeSlug}/product_detail/${segment(record.slug)}` } : off('switched_off');
    case 'collection':
      if (!record.slug) return off('unsaved');
      return { path: `/stores/${storeSlug}/${record.is_profile ? 'designers' : 'collections'}/${segment(record.slug)}` };
    case 'voucher_offer':
      if (!record.url_slug) return off('unsaved');
      return record.enable ? { path: `/v/${segment(record.url_slug)}` } : off('switched_off');
    case 'raffle_campaign': {
      if (!record.enable) return off('switched_off');
      const today = calendarDateIn(now);
      if (today < record.starts_on) return off('not_started');
      return today > record.ends_on ? off('ended') : { path: '/upload' };
    }
    case 'scratch_campaign': {
      if (!record.enable) return off('switched_off');
      const at = dubaiTimestamp(now);
      if (record.starts_at !== null && at < record.starts_at) return off('not_started');
      return record.ends_at !== null && at >= record.ends_at ? off('ended') : { path: '/scratch' };
    }
    case 'site_page':
      return { path: sitePagePaths[record.page] };
    case 'home':
      return { path: '/' };
    case 'store':
      return record.slug ? { path: `/stores/${segment(record.slug)}` } : off('unsaved');
    case 'store_page':
      if (!record.slug) return off('unsaved');
      return { path: `/stores/${segment(record.store_slug)}/pages/${segment(record.slug)}` };
  }
}

/**
 * The address to open: the public path with `?lang=` of the operator's language, which the site honours for
 * any visitor (it has no language prefixes), so the page opens as the operator reads the console.
 */
export function publicHrefOf(path: string, language: Language): string {
  return `${path}?lang=${language}`;
}
