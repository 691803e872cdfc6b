import type { PackageCard as PackageCardData } from '@portal/contract/catalog';
import { PackageCard, PackageCardSkeleton } from '../../../components/package-card.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { ListItemPart } from '../../../components/after-first-screen.tsx';

/** Skeleton cards while packages load, with a status for screen readers. */
export function PackageGridSkeleton({ label, count = 6 }: { label: string; count?: number }) {
  return (
    <>
      <p className="visually-hidden" role="status">
        {label}
      </p>
      <ul className="card-grid">
        {Array.from({ length: count }, (_, i) => (
          <li key={i}>
            <PackageCardSkeleton />
          </li>
        ))}
      </ul>
    </>
  );
}

type PackageGridProps = {
  packages: readonly PackageCardData[];
  headingLevel: 2 | 3;
  /** what to say when there are none; 'No Packages Found' by default */
  emptyText?: string;
};

/** Package cards in a grid (destination, search and tag pages), or the empty message. */
export function PackageGrid({ packages, headingLevel, emptyText }: PackageGridProps) {
  const { t } = useTranslation();
  if (packages.length === 0) return <p className="empty-state">{emptyText ?? t('common.states.no_packages')}</p>;
  return (
    <ul className="card-grid">
      {packages.map((pkg, index) => (
        <li key={pkg.id}>
          <ListItemPart kind="first-screen" index={index}>
            <PackageCard pkg={pkg} headingLevel={headingLevel} eagerImage={index < 2} />
          </ListItemPart>
        </li>
      ))}
    </ul>
  );
}
