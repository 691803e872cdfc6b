import type { Language } from '../../lib/language.ts';
import { localized } from '../../lib/localized.ts';
import type { PackageDetails } from '../../lib/package-details.ts';

export const infoTabIds = ['about', 'amenities', 'location', 'terms', 'additional_info', 'itinerary', 'gallery'] as const;
export type InfoTabId = (typeof infoTabIds)[number];

/** True when an HTML text has something to read once its tags and spaces are gone ("<p></p>" has not). */
export function hasText(html: string): boolean {
  return html.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '') !== '';
}

export function hasLocation(pkg: Pick<PackageDetails, 'lat' | 'lan'>): pkg is { lat: number; lan: number } {
  return typeof pkg.lat === 'number' && typeof pkg.lan === 'number';
}

/** The tabs of a package page, each only when its data exists (spec part 1 §2 Package page). */
export function infoTabsOf(pkg: PackageDetails, language: Language): InfoTabId[] {
  const present: Record<InfoTabId, boolean> = {
    about: hasText(localized(pkg, 'description', language)),
    amenities: pkg.amenities.length > 0,
    location: hasLocation(pkg),
    terms: hasText(localized(pkg, 'term_conditions', language)),
    additional_info: hasText(localized(pkg, 'additional_info', language)),
    itinerary: hasText(localized(pkg, 'itinerary', language)),
    gallery: pkg.mega_slider_images.length > 0,
  };
  return infoTabIds.filter((id) => present[id]);
}

/** The hero slider's pictures: the gallery (mega_slider_images), else the package picture. */
export function heroImages(pkg: Pick<PackageDetails, 'mega_slider_images' | 'img'>): string[] {
  if (pkg.mega_slider_images.length > 0) return pkg.mega_slider_images;
  return pkg.img ? [pkg.img] : [];
}

/** The photo after or before `index` in a gallery of `count`, going round at both ends. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}
