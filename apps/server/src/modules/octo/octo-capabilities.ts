import { imageUrl } from '@portal/contract/images';

/**
 * The OCTO capabilities beyond the core (docs/decisions/061): `octo/pricing` (retail and net prices in fils)
 * and `octo/content` (titles, descriptions, inclusions, meeting point, media in English or Arabic). Each is
 * on only when the reseller names it in `Octo-Capabilities`; the fields follow `@octocloud/types` 2.
 */
export const octoPricing = 'octo/pricing';
export const octoContent = 'octo/content';
/** POST/GET/DELETE /webhooks and signed booking events (docs/decisions/071); it changes no answer's fields */
export const octoWebhooksCapability = 'octo/webhooks';
export const supportedCapabilities: readonly string[] = [octoPricing, octoContent, octoWebhooksCapability];

/** What one call asked for beyond the core, and what its answers are shaped with. */
export type Extras = {
  pricing: boolean;
  content: boolean;
  language: 'en' | 'ar';
  commissionPercent: number;
  publicUrl: string;
};

/** The core only: no prices, no content. */
export const coreOnly: Extras = { pricing: false, content: false, language: 'en', commissionPercent: 0, publicUrl: '' };

/** The capabilities a request names, in its order, trimmed; unknown ones are kept here and ignored by `extrasOf`. */
export const requestedCapabilities = (header: string | string[] | undefined): string[] =>
  (Array.isArray(header) ? header.join(',') : String(header ?? ''))
    .split(',')
    .map((c) => c.trim())
    .filter(Boolean);

/** Arabic when the first language of Accept-Language is Arabic (`ar`, `ar-AE`, …), else English. */
export function languageOf(acceptLanguage: string | undefined): 'en' | 'ar' {
  const first = String(acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim().toLowerCase(), q: q === undefined ? 1 : Number(q) };
    })
    .filter((l) => l.tag && l.q > 0)
    .sort((a, b) => b.q - a.q)[0];
  return first && (first.tag === 'ar' || first.tag.startsWith('ar-')) ? 'ar' : 'en';
}

export function extrasOf(
  capabilities: readonly string[],
  acceptLanguage: string | undefined,
  commissionPercent: number,
  publicUrl: string,
): Extras {
  return {
    pricing: capabilities.includes(octoPricing),
    content: capabilities.includes(octoContent),
    language: languageOf(acceptLanguage),
    commissionPercent,
    publicUrl: publicUrl.replace(/\/$/, ''),
  };
}

/** OCTO's Pricing: integers in fils (AED has two decimals), no taxes itemised. */
export type Pricing = {
  original: number;
  retail: number;
  net: number | null;
  currency: 'AED';
  currencyPrecision: 2;
  includedTaxes: [];
};

/**
 * The price of one unit: retail is what the portal charges; net is retail less the reseller's commission,
 * the commission rounded half up to whole fils per unit (so a total's net is the sum of its units' nets).
 */
export function unitPrice(retailFils: number, commissionPercent: number): Pricing {
  const commission = Math.round((retailFils * commissionPercent) / 100);
  return {
    original: retailFils,
    retail: retailFils,
    net: retailFils - commission,
    currency: 'AED',
    currencyPrecision: 2,
    includedTaxes: [],
  };
}

/** The sum of unit prices (a booking's or an availability's total). */
export function sumPrices(prices: readonly Pricing[]): Pricing {
  return prices.reduce<Pricing>(
    (sum, p) => ({
      ...sum,
      original: sum.original + p.original,
      retail: sum.retail + p.retail,
      net: (sum.net ?? 0) + (p.net ?? 0),
    }),
    unitPrice(0, 0),
  );
}

/** Plain text of an HTML field (the catalogue's descriptions are edited as rich text). */
export function plainText(html: string): string {
  return (
    html
      .replace(/<(br|\/p|\/li|\/div|\/h\d)\s*\/?>/gi, '\n')
      // inline tags (b, a, span) sit inside words and sentences: they leave nothing
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .replace(/&amp;/g, '&')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/[ \t]+/g, ' ')
      .replace(/\s*\n\s*/g, '\n')
      .trim()
  );
}

/** The first sentence-sized part of a text, at most 160 characters. */
export function shortText(text: string, max = 160): string | null {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (!flat) return null;
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
}

/** An absolute URL of an image field's path under PUBLIC_URL (image fields carry a path under files/). */
export const absoluteImage = (extras: Extras, path: string) =>
  /^https?:\/\//i.test(path) ? path : `${extras.publicUrl}${imageUrl(path.replace(/^\/+/, ''))}`;

const mediaType = (path: string) => (/\.png(\?|$)/i.test(path) ? 'image/png' : 'image/jpeg');

/** OCTO media: the package's card image as COVER, its slider images as GALLERY. */
export function mediaOf(extras: Extras, cover: string, gallery: readonly string[], title: string) {
  const one = (path: string, rel: 'COVER' | 'GALLERY') => ({
    src: absoluteImage(extras, path),
    type: mediaType(path),
    rel,
    title,
    caption: null,
    copyright: null,
  });
  return [...(cover ? [one(cover, 'COVER')] : []), ...gallery.filter(Boolean).map((g) => one(g, 'GALLERY'))];
}
