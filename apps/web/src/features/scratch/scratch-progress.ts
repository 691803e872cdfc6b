/** spec part 2 §2.3, §9: the prize is revealed once more than 65 percent of the card is scratched. */
export const revealThreshold = 0.65;

/**
 * The share of the card already scratched off, from the canvas's RGBA pixels: a pixel counts as
 * scratched when its alpha is below half. Every `step`-th pixel is sampled, which is plenty for a
 * card of a few hundred pixels and keeps each pointer move cheap.
 */
export function scratchedShare(rgba: ArrayLike<number>, step = 4): number {
  const pixels = Math.floor(rgba.length / 4);
  if (pixels === 0) return 0;
  let sampled = 0;
  let clear = 0;
  for (let p = 0; p < pixels; p += step) {
    sampled += 1;
    if ((rgba[p * 4 + 3] ?? 255) < 128) clear += 1;
  }
  return clear / sampled;
}

export const isRevealed = (share: number) => share > revealThreshold;
