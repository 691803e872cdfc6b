import type { PackageDetails } from '../lib/package-details.ts';
import { localized } from '../lib/localized.ts';
import { includedItems } from '../lib/package-facts.ts';
import { PackageBadges, RatingWithCount } from './package-badges.tsx';
import { useTranslation } from '../lib/i18n.ts';

/**
 * The facts up front on a package page (decision 039): rating with its count, the badges, the meeting point
 * and what is included, each in the current language; a fact the package does not give is left out.
 */
export function PackageFacts({ pkg }: { pkg: PackageDetails }) {
  const { t } = useTranslation();
  const meetingPoint = localized(pkg, 'meeting_point').trim();
  const included = includedItems(localized(pkg, 'included'));
  return (
    <section className="package-facts" aria-label={t('calendar.facts_label')}>
      <RatingWithCount pkg={pkg} />
      <PackageBadges pkg={pkg} />
      {(meetingPoint || included.length > 0) && (
        <dl className="package-facts__list">
          {meetingPoint && (
            <div className="package-facts__item">
              <dt>{t('calendar.meeting_point')}</dt>
              <dd>{meetingPoint}</dd>
            </div>
          )}
          {included.length > 0 && (
            <div className="package-facts__item">
              <dt>{t('calendar.included')}</dt>
              <dd>
                <ul className="package-facts__included">
                  {included.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </dd>
            </div>
          )}
        </dl>
      )}
    </section>
  );
}
