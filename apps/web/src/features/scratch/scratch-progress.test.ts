import { describe, expect, it } from 'vitest';
import { isRevealed, scratchedShare } from './scratch-progress.ts';

/** n RGBA pixels, the first `clear` of them scratched off (alpha 0), the rest opaque. */
function card(n: number, clear: number): Uint8ClampedArray {
  const rgba = new Uint8ClampedArray(n * 4);
  for (let p = 0; p < n; p++) rgba[p * 4 + 3] = p < clear ? 0 : 255;
  return rgba;
}

describe('scratchedShare', () => {
  it('reads an untouched card as 0 and a fully scratched one as 1', () => {
    expect(scratchedShare(card(400, 0))).toBe(0);
    expect(scratchedShare(card(400, 400))).toBe(1);
  });

  it('measures the share of scratched pixels, sampling every step-th pixel', () => {
    expect(scratchedShare(card(400, 100), 1)).toBe(0.25);
    expect(scratchedShare(card(400, 200), 4)).toBe(0.5);
  });

  it('treats half-transparent edges of a stroke by their alpha', () => {
    const rgba = card(2, 0);
    rgba[3] = 127;
    rgba[7] = 128;
    expect(scratchedShare(rgba, 1)).toBe(0.5);
  });

  it('answers 0 for an empty canvas', () => {
    expect(scratchedShare(new Uint8ClampedArray(0))).toBe(0);
  });
});

describe('isRevealed', () => {
  it('reveals only past 65 percent', () => {
    expect(isRevealed(0.65)).toBe(false);
    expect(isRevealed(0.66)).toBe(true);
  });
});
