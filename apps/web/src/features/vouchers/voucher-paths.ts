/** spec part 1 §2: the list slug that means "near the device's position" rather than a destination. */
export const locationSlug = 'location';

/** /vouchers for every destination, /vouchers/{slug} for one (or /vouchers/location). */
export function vouchersPath(slug: string | null): string {
  return slug ? `/vouchers/${encodeURIComponent(slug)}` : '/vouchers';
}

/**
 * The voucher a /voucher-details address names: `?slug=` or else a positive whole `?id=`; null when it
 * names none, so the page shows its not-found state instead of asking the server.
 */
export function voucherRefOf(search: URLSearchParams): { slug: string } | { id: number } | null {
  const slug = search.get('slug')?.trim();
  if (slug && /^[a-z0-9][a-z0-9-]*$/i.test(slug) && slug.length <= 200) return { slug };
  const id = search.get('id')?.trim() ?? '';
  if (/^[1-9]\d{0,9}$/.test(id) && Number(id) <= 2_147_483_647) return { id: Number(id) };
  return null;
}
