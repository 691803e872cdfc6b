import type { Destination } from '@portal/contract/catalog';
import { useId } from 'react';
import { Link } from '../../../components/link.tsx';
import { CardImage } from '../../../components/card-image.tsx';
import { localized } from '../../../lib/localized.ts';
import { useTranslation } from '../../../lib/i18n.ts';

type DestinationCardProps = {
  destination: Destination;
  eagerImage: boolean;
  /** the name's heading level: one below the heading of the list the card sits in */
  headingLevel: 2 | 3;
};

/** spec part 1 §2: image, name, description and a See Packages link to /d/{url_slug}. */
export function DestinationCard({ destination, eagerImage, headingLevel }: DestinationCardProps) {
  const { t } = useTranslation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const nameId = useId();
  const name = localized(destination, 'name');
  return (
    <article className="card destination-card">
      <CardImage path={destination.img || destination.featured_image} alt={name} eager={eagerImage} />
      <div className="card__body">
        <Heading className="card__title" id={nameId}>
          {name}
        </Heading>
        <p className="card__text">{localized(destination, 'description')}</p>
        <Link className="button card__action" to={`/d/${encodeURIComponent(destination.url_slug)}`} aria-describedby={nameId}>
          {t('destinations.see_packages')}
        </Link>
      </div>
    </article>
  );
}
