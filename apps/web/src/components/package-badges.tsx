import type { PackageCard } from '@portal/contract/catalog';
import { durationParts, packageBadges, shownRating, type PackageBadge } from '../lib/package-facts.ts';
import { StarRating } from './star-rating.tsx';
import { useTranslation } from '../lib/i18n.ts';

/** A duration in the current language: "1 h 30 min", "2 h", "45 min". */
export function useDurationText() {
  const { t } = useTranslation();
  return (minutes: number) => {
    const parts = durationParts(minutes);
    if (parts.hours === 0) return t('calendar.minutes', { minutes: parts.minutes });
    if (parts.minutes === 0) return t('calendar.hours', { hours: parts.hours });
    return t('calendar.hours_minutes', parts);
  };
}

function BadgeText({ badge }: { badge: PackageBadge }) {
  const { t } = useTranslation();
  const duration = useDurationText();
  switch (badge.kind) {
    case 'free_cancellation':
      return <>{t('calendar.free_cancellation')}</>;
    case 'instant_confirmation':
      return <>{t('calendar.instant_confirmation')}</>;
    case 'mobile_ticket':
      return <>{t('calendar.mobile_ticket')}</>;
    case 'duration':
      return (
        <>
          <span className="visually-hidden">{t('calendar.duration')}: </span>
          {duration(badge.minutes)}
        </>
      );
  }
}

/** The rating with its count, "★★★★½ 4.5 (12)", read as "Rated 4.5 out of 5 from 12 reviews". */
export function RatingWithCount({ pkg }: { pkg: Pick<PackageCard, 'rating' | 'review_count'> }) {
  const { t } = useTranslation();
  const shown = shownRating(pkg);
  if (!shown) return null;
  const label = shown.count === null ? undefined : t('calendar.rating', { rating: shown.rating, count: shown.count });
  return (
    <p className="package-rating">
      {label ? (
        <>
          <span aria-hidden="true">
            <StarRating value={shown.rating} /> <bdi>{shown.rating}</bdi> <bdi>({shown.count})</bdi>
          </span>
          <span className="visually-hidden">{label}</span>
        </>
      ) : (
        <StarRating value={shown.rating} />
      )}
    </p>
  );
}

/**
 * The badges of a package (decision 039): free cancellation from its policy, instant confirmation and mobile
 * ticket when it is booked here, its duration; on its card and its page.
 */
export function PackageBadges({
  pkg,
  className,
}: {
  pkg: Pick<PackageCard, 'redirect' | 'cancellation' | 'duration_minutes'>;
  className?: string;
}) {
  const badges = packageBadges(pkg);
  if (badges.length === 0) return null;
  return (
    <ul className={className ? `package-badges ${className}` : 'package-badges'}>
      {badges.map((badge) => (
        <li key={badge.kind} className={`package-badge package-badge--${badge.kind.replace('_', '-')}`}>
          <BadgeText badge={badge} />
        </li>
      ))}
    </ul>
  );
}
