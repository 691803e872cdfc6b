import type { HomeSettings, PackageCard, TagSection } from '@portal/contract/catalog';

/** spec part 1 §9: up to three tag sections, at most 6 packages each. */
export const maxTagSections = 3;
export const maxSectionPackages = 6;

/** A package belongs on this site's home page when it is enabled and its checkout list names the site. */
export function soldHere(pkg: PackageCard, siteName: string): boolean {
  return pkg.enable === 1 && pkg.checkout.includes(siteName);
}

/**
 * The tag sections the home page shows (spec part 1 §2 Home): at most three, each with at most six of
 * this site's enabled packages; a section left with no package is not shown. The server applies the same
 * rules; applying them here too keeps a stale or cached answer from showing another site's packages.
 */
export function homeTagSections(sections: readonly TagSection[], siteName: string): TagSection[] {
  return sections
    .slice(0, maxTagSections)
    .map((section) => ({
      ...section,
      packages: section.packages.filter((pkg) => soldHere(pkg, siteName)).slice(0, maxSectionPackages),
    }))
    .filter((section) => section.packages.length > 0);
}

export type GalleryItem = { image: string; link: string };

const galleryNumbers = [1, 2, 3, 4, 5] as const;

/** The five linked images of the settings' gallery (spec part 1 §3 Home settings), skipping empty slots. */
export function galleryItems(gallery: HomeSettings['gallary_images']): GalleryItem[] {
  return galleryNumbers
    .map((n) => ({ image: gallery[`image${n}`], link: gallery[`image${n}_link`] }))
    .filter((item) => item.image.trim() !== '');
}
