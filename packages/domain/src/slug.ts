/** The longest slug the contract's slugInput takes. */
export const maxSlugLength = 200;

/**
 * The web-address slug made from a name when an operator leaves the slug empty: lower-case Latin letters
 * and digits joined by single dashes, accents dropped ("Al Qasba – Café" → "al-qasba-cafe"). Letters of
 * other scripts have no such spelling: a name without Latin letters or digits gives "", and the slug must
 * then be typed.
 */
export function slugOf(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, maxSlugLength)
    .replace(/^-+|-+$/g, '');
}
