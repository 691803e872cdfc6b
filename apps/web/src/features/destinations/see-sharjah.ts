import type { Destination } from '@portal/contract/catalog';

/**
 * spec part 2 §2.5: /seesharjah lists the destinations operators chose, in their order (decision 035: the
 * list is theirs now, four named ones at first). One that is hidden, disabled or gone is left out.
 */
export function seeSharjahDestinations(destinations: readonly Destination[], chosenIds: readonly number[]): Destination[] {
  return chosenIds.flatMap((id) => destinations.filter((d) => d.id === id));
}
