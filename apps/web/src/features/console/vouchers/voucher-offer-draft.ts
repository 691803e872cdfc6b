import type { ConsoleVoucherOffer } from '@portal/contract/console-offers';
import { parseCalendarDate } from '@portal/domain/dates';
import { fieldsNamed } from '../../../components/console-kit/form-state.ts';
import { toLatinDigits } from '../../../lib/digits.ts';
import { parsePrice, parseWhole, priceText } from '../shared/typed-numbers.ts';

/** What the admin has typed for one voucher offer (spec part 1 §3 Voucher); the server checks it all again. */
export type VoucherOfferDraft = {
  name: string;
  arabic_name: string;
  vendor_name: string;
  vendor_arabic_name: string;
  amount: string;
  description: string;
  arabic_description: string;
  /** limited HTML */
  terms: string;
  arabic_terms: string;
  /** YYYY-MM-DD, as a date input gives it */
  expiry_date: string;
  img: string;
  url_slug: string;
  /** #rrggbb */
  bg_color: string;
  /** "" for none */
  destination_id: string;
  lat: string;
  lan: string;
  enable: boolean;
  top_offer: boolean;
  position: string;
};

export type VoucherOfferField = keyof VoucherOfferDraft;
/** The problems the form names, as keys of console-offers.problems. */
export type VoucherOfferProblem =
  | 'required'
  | 'amount_format'
  | 'date_format'
  | 'image_required'
  | 'slug_format'
  | 'colour_format'
  | 'latitude_range'
  | 'longitude_range'
  | 'whole_number';
export type VoucherOfferProblems = Partial<Record<VoucherOfferField, VoucherOfferProblem>>;

/** A new offer: enabled, white behind its card (the column's default), first in lists. */
export const emptyVoucherOfferDraft: VoucherOfferDraft = {
  name: '',
  arabic_name: '',
  vendor_name: '',
  vendor_arabic_name: '',
  amount: '',
  description: '',
  arabic_description: '',
  terms: '',
  arabic_terms: '',
  expiry_date: '',
  img: '',
  url_slug: '',
  bg_color: '#ffffff',
  destination_id: '',
  lat: '',
  lan: '',
  enable: true,
  top_offer: false,
  position: '0',
};

const slugPattern = /^[a-z0-9][a-z0-9-]*$/i;
const colourPattern = /^#[0-9a-f]{6}$/i;

/** A coordinate typed in Latin or Arabic-Indic digits, or null. */
export function parseCoordinate(text: string): number | null {
  const latin = toLatinDigits(text.trim()).replace('\u066B', '.');
  return /^-?\d{1,3}(\.\d{1,12})?$/.test(latin) ? Number(latin) : null;
}

const coordinateText = (value: number | null) => (value === null ? '' : String(value));

export function draftOfVoucherOffer(offer: ConsoleVoucherOffer): VoucherOfferDraft {
  return {
    name: offer.name,
    arabic_name: offer.arabic_name,
    vendor_name: offer.vendor_name,
    vendor_arabic_name: offer.vendor_arabic_name,
    amount: priceText(offer.amount),
    description: offer.description,
    arabic_description: offer.arabic_description,
    terms: offer.terms,
    arabic_terms: offer.arabic_terms,
    expiry_date: offer.expiry_date,
    img: offer.img,
    url_slug: offer.url_slug,
    bg_color: offer.bg_color,
    destination_id: offer.destination_id === null ? '' : String(offer.destination_id),
    lat: coordinateText(offer.lat),
    lan: coordinateText(offer.lan),
    enable: offer.enable === 1,
    top_offer: offer.top_offer === 1,
    position: String(offer.position),
  };
}

/** The problems of an optional coordinate within ±`limit` degrees. */
function coordinateProblem(text: string, limit: number, problem: VoucherOfferProblem): VoucherOfferProblem | null {
  if (!text.trim()) return null;
  const value = parseCoordinate(text);
  return value === null || Math.abs(value) > limit ? problem : null;
}

/** The problems to show before sending: what saveVoucherOffer's contract would refuse. */
export function voucherOfferProblems(draft: VoucherOfferDraft): VoucherOfferProblems {
  const problems: VoucherOfferProblems = {};
  for (const field of ['name', 'arabic_name', 'vendor_name', 'vendor_arabic_name'] as const) {
    if (!draft[field].trim()) problems[field] = 'required';
  }
  if (parsePrice(draft.amount) === null) problems.amount = 'amount_format';
  if (parseCalendarDate(draft.expiry_date) === null) problems.expiry_date = 'date_format';
  if (!draft.img) problems.img = 'image_required';
  if (!slugPattern.test(draft.url_slug.trim())) problems.url_slug = 'slug_format';
  if (!colourPattern.test(draft.bg_color.trim())) problems.bg_color = 'colour_format';
  const lat = coordinateProblem(draft.lat, 90, 'latitude_range');
  if (lat) problems.lat = lat;
  const lan = coordinateProblem(draft.lan, 180, 'longitude_range');
  if (lan) problems.lan = lan;
  if (parseWhole(draft.position) === null) problems.position = 'whole_number';
  return problems;
}

/** saveVoucherOffer's fields from a draft with no problems; `id` is absent for a new offer. */
export function voucherOfferInput(draft: VoucherOfferDraft, id: number | null) {
  const latin = (text: string) => toLatinDigits(text.trim()).replace('\u066B', '.');
  return {
    ...(id === null ? {} : { id }),
    name: draft.name.trim(),
    arabic_name: draft.arabic_name.trim(),
    vendor_name: draft.vendor_name.trim(),
    vendor_arabic_name: draft.vendor_arabic_name.trim(),
    amount: latin(draft.amount),
    description: draft.description.trim(),
    arabic_description: draft.arabic_description.trim(),
    terms: draft.terms.trim(),
    arabic_terms: draft.arabic_terms.trim(),
    expiry_date: draft.expiry_date,
    img: draft.img,
    url_slug: draft.url_slug.trim().toLowerCase(),
    bg_color: draft.bg_color.trim().toLowerCase(),
    destination_id: draft.destination_id,
    lat: latin(draft.lat),
    lan: latin(draft.lan),
    enable: draft.enable ? 1 : 0,
    top_offer: draft.top_offer ? 1 : 0,
    position: latin(draft.position),
  };
}

/** The form field a refused server field is shown at; the draft carries the server's names. */
export const voucherOfferFieldOf = fieldsNamed<VoucherOfferDraft>(Object.keys(emptyVoucherOfferDraft) as VoucherOfferField[]);

/** A refused field's text, as a key of console-offers.refused: a taken slug is said as such, others generically. */
export const voucherOfferRefusalKey = (reason: string): string => (reason.startsWith('slug_taken') ? 'slug_taken' : 'field');
