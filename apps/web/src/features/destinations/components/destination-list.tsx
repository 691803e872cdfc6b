import type { Destination } from '@portal/contract/catalog';
import type { ReactNode } from 'react';
import { LoadError } from '../../../components/load-error.tsx';
import { errorMessageOf } from '../../../lib/api.ts';
import { useDestinations } from '../../../lib/destinations.ts';
import { DestinationCard } from './destination-card.tsx';
import { DestinationCardSkeleton } from './destination-card-skeleton.tsx';
import { ListItemPart } from '../../../components/after-first-screen.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

type DestinationListProps = {
  /** how many destinations to show at most; all when absent */
  limit?: number;
  /** picks and orders the destinations to show (the /seesharjah variant); all, as listed, when absent */
  select?: (destinations: Destination[]) => Destination[];
  /** how many skeleton cards to show while loading */
  placeholders: number;
  cardHeadingLevel: 2 | 3;
  /** lays out the <li> items: a carousel or a grid */
  renderList: (items: ReactNode) => ReactNode;
};

/**
 * Destinations as cards, with the three states of a load (spec part 1 §4): skeletons while loading (no
 * fixed 2-second wait, a recorded departure), an error with a retry, and 'No Packages Found' when empty.
 */
export function DestinationList({ limit, select, placeholders, cardHeadingLevel, renderList }: DestinationListProps) {
  const { t } = useTranslation();
  const query = useDestinations();

  if (query.isPending) {
    return (
      <>
        <p className="visually-hidden" role="status">
          {t('destinations.loading')}
        </p>
        {renderList(
          Array.from({ length: placeholders }, (_, i) => (
            <li key={i}>
              <DestinationCardSkeleton />
            </li>
          )),
        )}
      </>
    );
  }
  if (query.isError) {
    return (
      <LoadError
        message={t('destinations.load_failed')}
        detail={errorMessageOf(query.error)}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const chosen = select ? select(query.data) : query.data;
  const destinations: Destination[] = limit === undefined ? chosen : chosen.slice(0, limit);
  if (destinations.length === 0) return <p className="empty-state">{t('common.states.no_packages')}</p>;
  return renderList(
    destinations.map((destination, index) => (
      <li key={destination.id}>
        <ListItemPart kind="first-screen" index={index}>
          <DestinationCard destination={destination} eagerImage={index === 0} headingLevel={cardHeadingLevel} />
        </ListItemPart>
      </li>
    )),
  );
}
