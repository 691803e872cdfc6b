import { postcardPrint, type FaceBox } from '@portal/domain/postcard';

/** A box on the printed face in whole pixels. */
export type PixelBox = { left: number; top: number; width: number; height: number };

export const faceWidth = postcardPrint.width;
export const faceHeight = postcardPrint.height;

/** A layout box (fractions of the face, packages/domain/src/postcard.ts) on the 300 dpi face. */
export function toPixels(box: FaceBox): PixelBox {
  return {
    left: Math.round(box.left * faceWidth),
    top: Math.round(box.top * faceHeight),
    width: Math.round(box.width * faceWidth),
    height: Math.round(box.height * faceHeight),
  };
}
