import { toLatinDigits } from './digits.ts';

/**
 * Map positions typed or pasted in the console (decision 035): there is no tile server of our own, so
 * the operator finds the place on openstreetmap.org (or Google Maps) in a new tab and brings the position
 * back by typing it or pasting the map's link; an OpenStreetMap embed shows where it points.
 */

export type MapPosition = { lat: number; lan: number };

/** Sharjah city, where the map opens when nothing is chosen yet. */
export const sharjahCentre: MapPosition = { lat: 25.3463, lan: 55.4209 };

const number = String.raw`-?\d{1,3}(?:\.\d+)?`;

/**
 * A coordinate typed in a field, within ±`limit` degrees, or null. Arabic-Indic digits, the Arabic decimal
 * separator (٫) and the minus sign (−) read as their Latin forms, since Arabic keyboards type them.
 */
export function parseCoordinate(text: string, limit: 90 | 180): number | null {
  const latin = toLatinDigits(text.trim()).replace('\u066B', '.').replace('\u2212', '-');
  if (!new RegExp(`^${number}$`).test(latin)) return null;
  const value = Number(latin);
  return Math.abs(value) <= limit ? value : null;
}

const inRange = (lat: number, lan: number): MapPosition | null =>
  Math.abs(lat) <= 90 && Math.abs(lan) <= 180 ? { lat, lan } : null;

/**
 * The ways a map's link or a copied position carries one, most precise first: Google's place pin
 * (!3d…!4d…), a marker or a searched point (mlat/mlon, lat/lon, q=, query=, ll=), the view's centre
 * (OpenStreetMap's #map=zoom/lat/lon, Google's @lat,lon,zoom) and a bare "lat, lon".
 */
const linkPatterns: RegExp[] = [
  new RegExp(`!3d(${number})!4d(${number})`),
  new RegExp(`[?&]mlat=(${number})&mlon=(${number})`),
  new RegExp(`[?&]lat=(${number})&lon=(${number})`),
  new RegExp(`[?&](?:q|query|ll)=(${number}),\\s*(${number})`),
  new RegExp(`#map=\\d{1,2}/(${number})/(${number})`),
  new RegExp(`@(${number}),(${number})`),
  new RegExp(`^\\s*(${number})\\s*[,،]\\s*(${number})\\s*$`),
];

/** The position a pasted map link (or "25.3463, 55.4209", in either digits) points at, or null when it carries none. */
export function positionFromMapLink(text: string): MapPosition | null {
  const latin = toLatinDigits(text)
    .replace(/%2C/gi, ',')
    .replace(/\u066B/g, '.');
  for (const pattern of linkPatterns) {
    const match = pattern.exec(latin);
    if (match) return inRange(Number(match[1]), Number(match[2]));
  }
  return null;
}

const coordinate = (value: number) => value.toFixed(5);

/** The OpenStreetMap embed of a position with its marker, `span` degrees around it (the CSP allows its frames). */
export function osmEmbedUrl({ lat, lan }: MapPosition, span = 0.01): string {
  const bbox = [lan - span, lat - span, lan + span, lat + span].map(coordinate).join(',');
  const params = new URLSearchParams({ bbox, layer: 'mapnik', marker: `${coordinate(lat)},${coordinate(lan)}` });
  return `https://www.openstreetmap.org/export/embed.html?${params}`;
}

/** The same place on openstreetmap.org, for a larger map in a new tab; with `marker` false, the view alone. */
export function osmPageUrl({ lat, lan }: MapPosition, zoom = 15, marker = true): string {
  const pin = marker ? `?mlat=${coordinate(lat)}&mlon=${coordinate(lan)}` : '';
  return `https://www.openstreetmap.org/${pin}#map=${zoom}/${coordinate(lat)}/${coordinate(lan)}`;
}
