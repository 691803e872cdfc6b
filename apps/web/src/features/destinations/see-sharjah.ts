import type { Destination } from '@portal/contract/catalog';

/** spec part 2 §2.5 and §9: /seesharjah shows four named destinations and 20% off with SEESHARJAH. */
export const seeSharjahCode = 'SEESHARJAH';
export const seeSharjahSlugs = ['al-noor-island', 'mleiha-archaeological-centre', 'sharjah-aquarium', 'al-qasba'] as const;

/** The named destinations that are listed, in the order above; one that is hidden or gone is left out. */
export function seeSharjahDestinations(destinations: readonly Destination[]): Destination[] {
  return seeSharjahSlugs.flatMap((slug) => destinations.filter((d) => d.url_slug === slug));
}
