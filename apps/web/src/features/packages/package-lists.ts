import type { PackageCard } from '@portal/contract/catalog';

/** spec part 1 §9: the destination page's tabs; each but All is a tag slug carried in a package's `tags`. */
export const audienceTabs = ['all', 'couples', 'friends', 'family', 'kids'] as const;
export type AudienceTab = (typeof audienceTabs)[number];

export function packagesForTab<P extends Pick<PackageCard, 'tags'>>(packages: readonly P[], tab: AudienceTab): P[] {
  return tab === 'all' ? [...packages] : packages.filter((pkg) => pkg.tags.includes(tab));
}

/**
 * What an empty destination page says (spec part 1 §2): 'Coming Soon ...' when the destination has no
 * packages at all, 'No Packages Found' when it has some but none in the chosen tab; null when not empty.
 */
export function emptyStateOf(allCount: number, shownCount: number): 'coming_soon' | 'no_packages' | null {
  if (allCount === 0) return 'coming_soon';
  return shownCount === 0 ? 'no_packages' : null;
}

/** spec part 1 §2: tag pages list packages by position. */
export function byPosition<P extends Pick<PackageCard, 'position' | 'id'>>(packages: readonly P[]): P[] {
  return [...packages].sort((a, b) => a.position - b.position || a.id - b.id);
}
