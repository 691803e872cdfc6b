import { create } from 'qrcode';

/** White modules around the symbol that scanners need to find it (ISO/IEC 18004 asks for four). */
export const quietZone = 4;

export type QrShape = { size: number; path: string };

/**
 * The dark modules of a QR code of `text` as one SVG path, one rectangle per horizontal run
 * (`M{x} {y}h{run}v1h-{run}z`), offset by the quiet zone. Error correction M recovers a scratched
 * or creased print (about 15 percent of the symbol).
 */
export function qrShape(text: string): QrShape {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const size = modules.size;
  let path = '';
  for (let y = 0; y < size; y++) {
    let x = 0;
    while (x < size) {
      if (!modules.get(y, x)) {
        x++;
        continue;
      }
      const start = x;
      while (x < size && modules.get(y, x)) x++;
      const run = x - start;
      path += `M${start + quietZone} ${y + quietZone}h${run}v1h-${run}z`;
    }
  }
  return { size: size + 2 * quietZone, path };
}
