/** Images under /files are resized by the server on request: `?w=380&h=500` (spec part 1 §7). */
export function resizedImage(path: string, width: number, height: number): string {
  const separator = path.includes('?') ? '&' : '?';
  return `${path}${separator}w=${width}&h=${height}`;
}

/** A srcset of the same crop at each width, keeping the aspect ratio of `width` × `height`. */
export function resizedSrcSet(path: string, width: number, height: number, widths: readonly number[]): string {
  return widths.map((w) => `${resizedImage(path, w, Math.round((height * w) / width))} ${w}w`).join(', ');
}
