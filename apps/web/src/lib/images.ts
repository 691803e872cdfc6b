import { nearestImageBox } from '@portal/contract/images';

/**
 * Image fields carry the image's path under the content path `files/`, e.g. "destinations/al-noor-island.jpg"
 * (spec part 1 §7); the server answers `/files/<path>` and resizes on request with `?w=380&h=500`.
 * apps/server/src/http/page-meta.ts builds the same URLs for its preloads, character for character.
 */
export function imageUrl(path: string): string {
  return `/files/${path.split('/').map(encodeURIComponent).join('/')}`;
}

/**
 * An image at a size, e.g. 380 × 500 for cards and 680 × 400 for thumbnails (spec part 1 §7). The size is one
 * of the resizer's allowed sizes (packages/contract/src/images.ts): a size missing from that list is asked for
 * at the nearest allowed one, the size the server would answer anyway (decision 024).
 */
export function resizedImage(path: string, width: number, height: number): string {
  const size = nearestImageBox(width, height);
  return `${imageUrl(path)}?w=${size.width}&h=${size.height}`;
}

/** A srcset of the same crop at each width, keeping the aspect ratio of `width` × `height`. */
export function resizedSrcSet(path: string, width: number, height: number, widths: readonly number[]): string {
  const entries = new Map<number, string>();
  for (const w of widths) {
    const size = nearestImageBox(w, Math.round((height * w) / width));
    entries.set(size.width, `${imageUrl(path)}?w=${size.width}&h=${size.height} ${size.width}w`);
  }
  return [...entries.values()].join(', ');
}
