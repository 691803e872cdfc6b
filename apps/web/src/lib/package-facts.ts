import type { PackageCard } from '@portal/contract/catalog';

/** The badges a package earns (decision 039 "badges and facts up front"), in the order they are shown. */
export type PackageBadge =
  | { kind: 'free_cancellation'; hours: number }
  | { kind: 'instant_confirmation' }
  | { kind: 'mobile_ticket' }
  | { kind: 'duration'; minutes: number };

/**
 * The badges of a package: free cancellation when its policy (decision 036) gives it, instant confirmation and
 * a mobile ticket when it is booked here (a paid booking is confirmed at once and its ticket is a QR code
 * page), and its duration when said. A redirect package is booked elsewhere: only its duration.
 */
export function packageBadges(pkg: Pick<PackageCard, 'redirect' | 'cancellation' | 'duration_minutes'>): PackageBadge[] {
  const badges: PackageBadge[] = [];
  const bookedHere = pkg.redirect !== 1;
  if (bookedHere && pkg.cancellation?.policy === 'free')
    badges.push({ kind: 'free_cancellation', hours: pkg.cancellation.free_hours });
  if (bookedHere) badges.push({ kind: 'instant_confirmation' }, { kind: 'mobile_ticket' });
  if (pkg.duration_minutes) badges.push({ kind: 'duration', minutes: pkg.duration_minutes });
  return badges;
}

/** Minutes as whole hours and the minutes left: 90 → { hours: 1, minutes: 30 }. */
export function durationParts(minutes: number): { hours: number; minutes: number } {
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}

/** What is included, one item per line as the console types it: blank lines and spaces around dropped. */
export function includedItems(text: string | undefined): string[] {
  return (text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

/** The rating to show with its count: none without a rating, or when the server says no review made it. */
export function shownRating(pkg: Pick<PackageCard, 'rating' | 'review_count'>): { rating: number; count: number | null } | null {
  if (pkg.rating === null || pkg.review_count === 0) return null;
  return { rating: pkg.rating, count: pkg.review_count ?? null };
}
