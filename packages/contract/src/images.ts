/**
 * The picture sizes the resizer makes (`/files/<path>?w=&h=`, spec part 1 §7): every box the web app and the
 * server's pages ask for, and nothing else, so the number of distinct encodes is bounded (decision
 * 024). A request for any other size is answered at the nearest of these. The web app asks only for its named
 * boxes (apps/web/src/lib/images.ts `pictures`), each of which its test finds here, byte for byte the server's
 * cache key.
 */
export const imageSizes: readonly { width: number; height: number }[] = [
  // spec part 1 §7 cards (card-image.tsx) at 1× and 2×
  { width: 380, height: 500 },
  { width: 760, height: 1000 },
  // spec part 1 §7 thumbnails (voucher-card, gallery-grid, photo-gallery thumbs)
  { width: 340, height: 200 },
  { width: 680, height: 400 },
  // the photo gallery's lightbox, 3:2
  { width: 600, height: 400 },
  { width: 1200, height: 800 },
  { width: 1800, height: 1200 },
  // package and destination heroes (package-hero, page-banner; server page-meta preloads)
  { width: 800, height: 300 },
  { width: 1200, height: 450 },
  { width: 1600, height: 600 },
  // the home banner on desktop and on phones (home-banner; server page-meta preloads)
  { width: 960, height: 400 },
  { width: 1440, height: 600 },
  { width: 1920, height: 800 },
  { width: 375, height: 500 },
  { width: 750, height: 1000 },
  // the spend-and-win strip on the home page
  { width: 600, height: 200 },
  { width: 1200, height: 400 },
  { width: 1800, height: 600 },
  // the store's product photo (product-gallery) at 1×, 2× and a phone's 3×
  { width: 400, height: 400 },
  { width: 800, height: 800 },
  { width: 1200, height: 1200 },
  // a product in the cart and in an order (cart-line, order-item), 4:5
  { width: 320, height: 400 },
  // an order's picture in the bookings list, the console's 4:3 thumbnails
  { width: 240, height: 180 },
  // logos, the store's highlights and product thumbnails, a scratch prize's logo
  { width: 160, height: 160 },
  // the console's 3:2 thumbnails and its home slides
  { width: 240, height: 160 },
  { width: 320, height: 120 },
  // og:image of every page (page-head.ts), the size link previews ask for
  { width: 1200, height: 630 },
];

/** The qualities a caller may ask for with `q`; the web app asks for none and gets the default. */
export const imageQualities: readonly number[] = [60, 78, 90];
export const defaultImageQuality = 78;

/** Boxes whose shapes differ by less than this (a log ratio, about 2 %) count as the same shape. */
const sameShape = 0.02;

const distance = (a: number, b: number) => Math.abs(Math.log(a / b));

function nearestBy<T>(items: readonly T[], cost: (item: T) => number): T {
  let best = items[0] as T;
  for (const item of items) if (cost(item) < cost(best)) best = item;
  return best;
}

/** The allowed box nearest to `width` × `height`: of the nearest shape (aspect ratio), so the crop keeps its proportions, then of the nearest width. */
export function nearestImageBox(width: number, height: number): { width: number; height: number } {
  const shape = (box: { width: number; height: number }) => distance(width / height, box.width / box.height);
  const bestShape = shape(nearestBy(imageSizes, shape));
  const candidates = imageSizes.filter((box) => shape(box) <= bestShape + sameShape);
  return nearestBy(candidates, (box) => distance(width, box.width));
}

/**
 * The allowed size nearest to a request: with both sides, nearestImageBox; with one side, the nearest allowed
 * width (or height) and the picture's own proportions; with none, the picture as it is.
 */
export function nearestImageSize(width?: number, height?: number): { width?: number; height?: number } {
  if (width !== undefined && height !== undefined) return nearestImageBox(width, height);
  if (width !== undefined) return { width: nearestBy(imageSizes, (box) => distance(width, box.width)).width };
  if (height !== undefined) return { height: nearestBy(imageSizes, (box) => distance(height, box.height)).height };
  return {};
}

/** The allowed quality nearest to `q`, the default when none is asked for. */
export function nearestImageQuality(q?: number): number {
  return q === undefined ? defaultImageQuality : nearestBy(imageQualities, (allowed) => Math.abs(allowed - q));
}

/**
 * The URL of an image field's path (spec part 1 §7: the path under the content path `files/`, e.g.
 * "destinations/al-noor-island.jpg"). The browser and the server's preloads build it with this one function,
 * so the browser reuses a preloaded answer.
 */
export function imageUrl(path: string): string {
  return `/files/${path.split('/').map(encodeURIComponent).join('/')}`;
}

/**
 * An image at a size, e.g. 380 × 500 for cards and 680 × 400 for thumbnails (spec part 1 §7), asked for at the
 * nearest allowed size: the size the server would answer anyway (decision 024).
 */
export function resizedImage(path: string, width: number, height: number): string {
  const size = nearestImageBox(width, height);
  return `${imageUrl(path)}?w=${size.width}&h=${size.height}`;
}

/** A srcset of the same crop at each width, keeping the aspect ratio of `width` × `height`, each allowed size once. */
export function resizedSrcSet(path: string, width: number, height: number, widths: readonly number[]): string {
  const entries = new Map<number, string>();
  for (const w of widths) {
    const size = nearestImageBox(w, Math.round((height * w) / width));
    entries.set(size.width, `${imageUrl(path)}?w=${size.width}&h=${size.height} ${size.width}w`);
  }
  return [...entries.values()].join(', ');
}
