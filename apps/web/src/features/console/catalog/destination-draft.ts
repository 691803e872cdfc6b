import type { ConsoleDestination } from '@portal/contract/console-destinations';
import { slugOf } from '@portal/domain/slug';
import { fieldsNamed } from '../../../components/console-kit/form-state.ts';
import { toLatinDigits } from '../../../lib/digits.ts';
import { parseCoordinate } from '../../../lib/map-position.ts';

/** What the admin has typed for one destination; the server checks it all again. */
export type DestinationDraft = {
  name: string;
  arabic_name: string;
  url_slug: string;
  description: string;
  arabic_description: string;
  hover_text: string;
  arabic_hover_text: string;
  featured_image: string;
  img: string;
  hide: boolean;
  enable: boolean;
  /** "" puts a new destination last */
  position: string;
  lat: string;
  lan: string;
};

export type DestinationField = keyof DestinationDraft;
/** The problems the form names, as keys of console-destinations.problems. */
export type DestinationProblem =
  | 'name_required'
  | 'arabic_name_required'
  | 'slug_format'
  | 'slug_required'
  | 'position_format'
  | 'lat_format'
  | 'lan_format'
  | 'lat_missing'
  | 'lan_missing';
export type DestinationProblems = Partial<Record<DestinationField, DestinationProblem>>;

/** A new destination is enabled and shown, last in order, without a map position. */
export const emptyDestinationDraft: DestinationDraft = {
  name: '',
  arabic_name: '',
  url_slug: '',
  description: '',
  arabic_description: '',
  hover_text: '',
  arabic_hover_text: '',
  featured_image: '',
  img: '',
  hide: false,
  enable: true,
  position: '',
  lat: '',
  lan: '',
};

export function draftOfDestination(destination: ConsoleDestination): DestinationDraft {
  return {
    name: destination.name,
    arabic_name: destination.arabic_name,
    url_slug: destination.url_slug,
    description: destination.description,
    arabic_description: destination.arabic_description,
    hover_text: destination.hover_text,
    arabic_hover_text: destination.arabic_hover_text,
    featured_image: destination.featured_image,
    img: destination.img,
    hide: destination.hide === 1,
    enable: destination.enable === 1,
    position: String(destination.position),
    lat: destination.lat === null ? '' : String(destination.lat),
    lan: destination.lan === null ? '' : String(destination.lan),
  };
}

/** saveDestination's slug rule (packages/contract/src/console-destinations.ts). */
const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** The slug the server will store: the one typed (lower-cased), else the one made from the English name. */
export function slugToSave(draft: Pick<DestinationDraft, 'url_slug' | 'name'>): string {
  const typed = draft.url_slug.trim().toLowerCase();
  return typed || slugOf(draft.name);
}

const positionOf = (text: string): number | null => {
  const latin = toLatinDigits(text.trim());
  return /^\d{1,7}$/.test(latin) && Number(latin) <= 1_000_000 ? Number(latin) : null;
};

/** The map position's problems: each coordinate readable and in range, and both or neither. */
function mapProblems(draft: DestinationDraft): DestinationProblems {
  const problems: DestinationProblems = {};
  const [latTyped, lanTyped] = [draft.lat.trim() !== '', draft.lan.trim() !== ''];
  if (latTyped && parseCoordinate(draft.lat, 90) === null) problems.lat = 'lat_format';
  if (lanTyped && parseCoordinate(draft.lan, 180) === null) problems.lan = 'lan_format';
  if (latTyped && !lanTyped) problems.lan = 'lan_missing';
  if (lanTyped && !latTyped) problems.lat = 'lat_missing';
  return problems;
}

/** The problems to show before sending: both names, a usable slug, a whole position and a readable map position. */
export function destinationProblems(draft: DestinationDraft): DestinationProblems {
  const problems: DestinationProblems = {};
  if (!draft.name.trim()) problems.name = 'name_required';
  if (!draft.arabic_name.trim()) problems.arabic_name = 'arabic_name_required';
  const slug = slugToSave(draft);
  if (draft.url_slug.trim() && !slugPattern.test(slug)) problems.url_slug = 'slug_format';
  else if (draft.name.trim() && !slug) problems.url_slug = 'slug_required';
  if (draft.position.trim() && positionOf(draft.position) === null) problems.position = 'position_format';
  return { ...problems, ...mapProblems(draft) };
}

/** saveDestination's fields from a draft with no problems; `id` is absent for a new destination. */
export function destinationInput(draft: DestinationDraft, id: number | null) {
  const position = positionOf(draft.position);
  return {
    ...(id === null ? {} : { id }),
    name: draft.name.trim(),
    arabic_name: draft.arabic_name.trim(),
    url_slug: draft.url_slug.trim().toLowerCase(),
    description: draft.description.trim(),
    arabic_description: draft.arabic_description.trim(),
    hover_text: draft.hover_text.trim(),
    arabic_hover_text: draft.arabic_hover_text.trim(),
    featured_image: draft.featured_image,
    img: draft.img,
    hide: draft.hide ? 1 : 0,
    enable: draft.enable ? 1 : 0,
    ...(position === null ? {} : { position }),
    lat: parseCoordinate(draft.lat, 90) ?? '',
    lan: parseCoordinate(draft.lan, 180) ?? '',
  };
}

const draftFields = Object.keys(emptyDestinationDraft) as DestinationField[];

/** The form field a refused server field is shown at; the draft carries the server's names. */
export const destinationFieldOf = fieldsNamed<DestinationDraft>(draftFields);
