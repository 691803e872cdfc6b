import { create } from 'qrcode';
import { describe, expect, it } from 'vitest';
import { qrShape, quietZone } from './qr-path.ts';

/** The dark modules a path draws, read back from its runs. */
function darkCells(path: string): Set<string> {
  const cells = new Set<string>();
  for (const [, x, y, run] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let i = 0; i < Number(run); i++) cells.add(`${Number(x) + i - quietZone},${Number(y) - quietZone}`);
  }
  return cells;
}

describe('qrShape', () => {
  it('draws exactly the dark modules of the QR code of the text, inside a quiet zone', () => {
    const text = 'K7QM-4XZP-9HTR';
    const { size, path } = qrShape(text);
    const { modules } = create(text, { errorCorrectionLevel: 'M' });
    expect(size).toBe(modules.size + 2 * quietZone);
    const expected = new Set<string>();
    for (let y = 0; y < modules.size; y++)
      for (let x = 0; x < modules.size; x++) if (modules.get(y, x)) expected.add(`${x},${y}`);
    expect(darkCells(path)).toEqual(expected);
  });

  it('gives different shapes for different codes', () => {
    expect(qrShape('AAAA-AAAA-AAAA').path).not.toBe(qrShape('AAAA-AAAA-AAAB').path);
  });
});
