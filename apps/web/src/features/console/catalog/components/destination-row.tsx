import type { ConsoleDestinationRow } from '@portal/contract/console-destinations';
import { Link } from '../../../../components/link.tsx';
import { pictures, pictureSrc } from '../../../../lib/images.ts';
import { localized } from '../../../../lib/localized.ts';
import { useTranslation } from '../../../../lib/i18n.ts';
import { BilingualName } from '../../shared/components/bilingual-name.tsx';

/** A destination's state as visitors meet it: shown, hidden from the lists (its page still opens), or disabled. */
export function stateOf(destination: Pick<ConsoleDestinationRow, 'hide' | 'enable'>): 'shown' | 'hidden' | 'disabled' {
  if (destination.enable === 0) return 'disabled';
  return destination.hide === 1 ? 'hidden' : 'shown';
}

/** One destination of the console list: its picture, both names, address, position, state and packages, with Edit. */
export function DestinationRow({ destination }: { destination: ConsoleDestinationRow }) {
  const { t } = useTranslation();
  const name = localized(destination, 'name');
  const state = stateOf(destination);
  return (
    <li className={`destination-row destination-row--${state}`}>
      {destination.img ? (
        <img className="destination-row__image" alt="" loading="lazy" src={pictureSrc(destination.img, pictures.orderPicture)} />
      ) : (
        <span className="destination-row__image destination-row__image--none" aria-hidden="true" />
      )}
      <div className="destination-row__body">
        <BilingualName
          as="h3"
          className="destination-row__name"
          otherClassName="destination-row__arabic-name"
          en={destination.name}
          ae={destination.arabic_name}
        />
        <p className="destination-row__address">
          <bdi dir="ltr">/d/{destination.url_slug}</bdi>
        </p>
        <dl className="destination-row__facts">
          <dt>{t('console-destinations.list.position')}</dt>
          <dd>{destination.position}</dd>
          <dt>{t('console-destinations.list.packages')}</dt>
          <dd>{destination.packages}</dd>
        </dl>
      </div>
      <div className="destination-row__side">
        <span className={`state-badge state-badge--${state}`}>{t(`console-destinations.states.${state}`)}</span>
        <Link
          className="button button--plain"
          to={`/backoffice/destinations/${destination.id}`}
          aria-label={t('console-destinations.list.edit_named', { name })}
        >
          {t('console-destinations.list.edit')}
        </Link>
      </div>
    </li>
  );
}
