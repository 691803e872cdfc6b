/**
 * Image fields carry the image's path under the content path `files/`, e.g. "destinations/al-noor-island.jpg"
 * (spec part 1 §7); the server answers `/files/<path>` and resizes on request with `?w=380&h=500`.
 * apps/server/src/http/page-meta.ts builds the same URLs for its preloads, character for character.
 */
export function imageUrl(path: string): string {
  return `/files/${path.split('/').map(encodeURIComponent).join('/')}`;
}

/** An image at a size, e.g. 380 × 500 for cards and 680 × 400 for thumbnails (spec part 1 §7). */
export function resizedImage(path: string, width: number, height: number): string {
  return `${imageUrl(path)}?w=${width}&h=${height}`;
}

/** A srcset of the same crop at each width, keeping the aspect ratio of `width` × `height`. */
export function resizedSrcSet(path: string, width: number, height: number, widths: readonly number[]): string {
  return widths.map((w) => `${resizedImage(path, w, Math.round((height * w) / width))} ${w}w`).join(', ');
}
