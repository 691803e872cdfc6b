import jsQR from 'jsqr';

/** The longest side a camera frame is scaled to before decoding: a ticket held up to the camera stays readable. */
export const frameSide = 800;

/** The size to decode a `width` × `height` camera frame at: at most `frameSide` on its longer side. */
export function decodeSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, frameSide / Math.max(width, height));
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

/**
 * The text of the QR code in one frame (RGBA pixels, as a canvas gives them), or null when it shows none.
 * A ticket is printed or shown dark on light, so inverted codes are not searched for (half the work).
 */
export function readQrCode(pixels: Uint8ClampedArray, width: number, height: number): string | null {
  const code = jsQR(pixels, width, height, { inversionAttempts: 'dontInvert' });
  return code && code.data !== '' ? code.data : null;
}
