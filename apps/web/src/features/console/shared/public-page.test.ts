import { describe, expect, it } from 'vitest';
import { publicHrefOf, publicPageOf } from './public-page.ts';

// 10:00 in Dubai on Wednesday 25 November 2026 (06:00 UTC)
const now = new Date('2026-11-25T06:00:00Z');

describe('the public page of each kind of record', () => {
  it('a destination has /d/<slug> while enabled and shown; switched off or hidden it has none', () => {
    expect(publicPageOf({ kind: 'destination', url_slug: 'al-noor', enable: 1, hide: 0 }, now)).toEqual({ path: '/d/al-noor' });
    expect(publicPageOf({ kind: 'destination', url_slug: 'al-noor', enable: 0, hide: 0 }, now)).toEqual({
      path: null,
      reason: 'switched_off',
    });
    expect(publicPageOf({ kind: 'destination', url_slug: 'al-noor', enable: 1, hide: 1 }, now)).toEqual({
      path: null,
      reason: 'hidden',
    });
  });

  it('a package has /p/<slug> while enabled, hidden or not, and none when switched off or not saved yet', () => {
    expect(publicPageOf({ kind: 'package', url_slug: 'kayak-tour', enable: 1 }, now)).toEqual({ path: '/p/kayak-tour' });
    expect(publicPageOf({ kind: 'package', url_slug: 'kayak-tour', enable: 0 }, now)).toEqual({
      path: null,
      reason: 'switched_off',
    });
    expect(publicPageOf({ kind: 'package', url_slug: '', enable: 1 }, now)).toEqual({ path: null, reason: 'unsaved' });
  });

  it('a product, a collection and a designer live under the store slug of the public links', () => {
    expect(publicPageOf({ kind: 'product', slug: 'palm-basket', enable: 1 }, now)).toEqual({
      path: '/stores/gsharshop/product_detail/palm-basket',
    });
    expect(publicPageOf({ kind: 'product', slug: 'palm-basket', enable: 0 }, now)).toEqual({
      path: null,
      reason: 'switched_off',
    });
    expect(publicPageOf({ kind: 'collection', slug: 'weaving', is_profile: 0 }, now)).toEqual({
      path: '/stores/gsharshop/collections/weaving',
    });
    expect(publicPageOf({ kind: 'collection', slug: 'mariam', is_profile: 1 }, now)).toEqual({
      path: '/stores/gsharshop/designers/mariam',
    });
  });

  it('a voucher offer has /v/<slug> while enabled', () => {
    expect(publicPageOf({ kind: 'voucher_offer', url_slug: 'cafe-20', enable: 1 }, now)).toEqual({ path: '/v/cafe-20' });
    expect(publicPageOf({ kind: 'voucher_offer', url_slug: 'cafe-20', enable: 0 }, now)).toEqual({
      path: null,
      reason: 'switched_off',
    });
  });

  it('a raffle campaign is on /upload on the days of its period, Dubai days', () => {
    const raffle = { kind: 'raffle_campaign', enable: 1, starts_on: '2026-11-25', ends_on: '2026-12-31' } as const;
    expect(publicPageOf(raffle, now)).toEqual({ path: '/upload' });
    // 21:00 UTC on the 24th is already the 25th in Dubai
    expect(publicPageOf(raffle, new Date('2026-11-24T21:00:00Z'))).toEqual({ path: '/upload' });
    expect(publicPageOf(raffle, new Date('2026-11-24T19:59:00Z'))).toEqual({ path: null, reason: 'not_started' });
    expect(publicPageOf({ ...raffle, ends_on: '2026-11-24', starts_on: '2026-11-01' }, now)).toEqual({
      path: null,
      reason: 'ended',
    });
    expect(publicPageOf({ ...raffle, enable: 0 }, now)).toEqual({ path: null, reason: 'switched_off' });
  });

  it('a scratch campaign is on /scratch within its period, an open end counting as open', () => {
    const scratch = { kind: 'scratch_campaign', enable: 1, starts_at: '2026-11-25 09:00:00', ends_at: null } as const;
    expect(publicPageOf(scratch, now)).toEqual({ path: '/scratch' });
    expect(publicPageOf({ ...scratch, starts_at: '2026-11-25 10:30:00' }, now)).toEqual({ path: null, reason: 'not_started' });
    expect(publicPageOf({ ...scratch, ends_at: '2026-11-25 10:00:00' }, now)).toEqual({ path: null, reason: 'ended' });
    expect(publicPageOf({ ...scratch, starts_at: null }, now)).toEqual({ path: '/scratch' });
  });

  it('the site texts, the home page, the store and its pages are always shown', () => {
    expect(publicPageOf({ kind: 'site_page', page: 'about' }, now)).toEqual({ path: '/aboutus' });
    expect(publicPageOf({ kind: 'site_page', page: 'terms' }, now)).toEqual({ path: '/terms' });
    expect(publicPageOf({ kind: 'site_page', page: 'privacy' }, now)).toEqual({ path: '/privacy' });
    expect(publicPageOf({ kind: 'site_page', page: 'seesharjah' }, now)).toEqual({ path: '/seesharjah' });
    expect(publicPageOf({ kind: 'home' }, now)).toEqual({ path: '/' });
    expect(publicPageOf({ kind: 'store', slug: 'gsharshop' }, now)).toEqual({ path: '/stores/gsharshop' });
    expect(publicPageOf({ kind: 'store_page', store_slug: 'gsharshop', slug: 'shipping' }, now)).toEqual({
      path: '/stores/gsharshop/pages/shipping',
    });
  });

  it('escapes a slug as one path segment', () => {
    expect(publicPageOf({ kind: 'package', url_slug: 'a b/c', enable: 1 }, now)).toEqual({ path: '/p/a%20b%2Fc' });
  });
});

describe('publicHrefOf', () => {
  it('opens the page in the operator language', () => {
    expect(publicHrefOf('/p/kayak-tour', 'ae')).toBe('/p/kayak-tour?lang=ae');
    expect(publicHrefOf('/', 'en')).toBe('/?lang=en');
  });
});
