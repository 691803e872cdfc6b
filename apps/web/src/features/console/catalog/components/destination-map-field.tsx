import { useEffect, useId, useState } from 'react';
import { ExternalIcon } from '../../../../components/icons.tsx';
import { TextField } from '../../../../components/text-field.tsx';
import {
  osmEmbedUrl,
  osmPageUrl,
  parseCoordinate,
  positionFromMapLink,
  sharjahCentre,
  type MapPosition,
} from '../../../../lib/map-position.ts';
import { useTranslation } from '../../../../lib/i18n.ts';

type DestinationMapFieldProps = {
  lat: string;
  lan: string;
  errors: { lat?: string | undefined; lan?: string | undefined };
  onChange: (position: { lat: string; lan: string }) => void;
};

/** How long typing pauses before the map preview follows, so it does not reload at every keystroke. */
const previewDelayMs = 600;

/** Degrees around the marker the preview shows: a town and its surroundings, enough to see a wrong pin. */
const previewSpan = 0.02;

/** The position both fields hold, or null while either is empty or unreadable. */
function typedPosition(lat: string, lan: string): MapPosition | null {
  const [latitude, longitude] = [parseCoordinate(lat, 90), parseCoordinate(lan, 180)];
  return latitude === null || longitude === null ? null : { lat: latitude, lan: longitude };
}

/** The typed position once typing pauses. */
function useSettledPosition(lat: string, lan: string): MapPosition | null {
  const [settled, setSettled] = useState(() => typedPosition(lat, lan));
  useEffect(() => {
    const timer = setTimeout(() => setSettled(typedPosition(lat, lan)), previewDelayMs);
    return () => clearTimeout(timer);
  }, [lat, lan]);
  return settled;
}

/**
 * A destination's map position (spec part 1 §3 Destination lat / lan). There is no tile server of our own
 * and the console must work without one, so the place is found on openstreetmap.org in a new tab and
 * brought back by typing it or pasting the map's link; an OpenStreetMap embed, the same map visitors see on
 * a package page, shows where the typed position points.
 */
export function DestinationMapField({ lat, lan, errors, onChange }: DestinationMapFieldProps) {
  const { t } = useTranslation();
  const legendId = useId();
  const [link, setLink] = useState('');
  const [linkError, setLinkError] = useState<string | null>(null);
  const preview = useSettledPosition(lat, lan);
  const current = typedPosition(lat, lan);

  const readLink = () => {
    const found = positionFromMapLink(link);
    if (!found) {
      setLinkError(t('console-destinations.map.link_unreadable'));
      return;
    }
    setLinkError(null);
    setLink('');
    onChange({ lat: String(found.lat), lan: String(found.lan) });
  };

  return (
    <fieldset className="destination-form__section destination-map" aria-labelledby={legendId}>
      <legend className="destination-form__legend" id={legendId}>
        {t('console-destinations.map.legend')}
      </legend>
      <p className="form-field__hint">{t('console-destinations.map.explained')}</p>
      <div className="console-form__pair">
        <TextField
          label={t('console-destinations.map.lat')}
          hint={t('console-destinations.map.lat_hint')}
          error={errors.lat}
          value={lat}
          inputMode="decimal"
          dir="ltr"
          autoComplete="off"
          onChange={(event) => onChange({ lat: event.target.value, lan })}
        />
        <TextField
          label={t('console-destinations.map.lan')}
          hint={t('console-destinations.map.lan_hint')}
          error={errors.lan}
          value={lan}
          inputMode="decimal"
          dir="ltr"
          autoComplete="off"
          onChange={(event) => onChange({ lat, lan: event.target.value })}
        />
      </div>
      <div className="destination-map__link">
        <TextField
          label={t('console-destinations.map.link')}
          hint={t('console-destinations.map.link_hint')}
          error={linkError}
          value={link}
          type="url"
          dir="ltr"
          autoComplete="off"
          onChange={(event) => {
            setLink(event.target.value);
            setLinkError(null);
          }}
          onKeyDown={(event) => {
            // Enter here reads the link instead of saving the whole form
            if (event.key === 'Enter') {
              event.preventDefault();
              readLink();
            }
          }}
        />
        <button type="button" className="button button--plain" onClick={readLink} disabled={!link.trim()}>
          {t('console-destinations.map.use_link')}
        </button>
      </div>
      <div className="destination-map__actions">
        <a
          className="destination-map__open"
          href={current ? osmPageUrl(current) : osmPageUrl(sharjahCentre, 11, false)}
          target="_blank"
          rel="noopener noreferrer"
        >
          {current ? t('console-destinations.map.open_here') : t('console-destinations.map.open')}
          <span className="visually-hidden"> {t('common.nav.new_tab')}</span>
          <ExternalIcon />
        </a>
        {(lat || lan) && (
          <button type="button" className="link-button" onClick={() => onChange({ lat: '', lan: '' })}>
            {t('console-destinations.map.clear')}
          </button>
        )}
      </div>
      {preview ? (
        <iframe
          className="destination-map__preview"
          src={osmEmbedUrl(preview, previewSpan)}
          title={t('console-destinations.map.preview_title', { lat: preview.lat, lan: preview.lan })}
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <p className="destination-map__empty">{t('console-destinations.map.no_position')}</p>
      )}
    </fieldset>
  );
}
