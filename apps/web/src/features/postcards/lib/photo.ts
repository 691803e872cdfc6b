/**
 * The buyer's photo, made ready in the browser: turned upright by its EXIF orientation and downscaled, so
 * the draft stays small enough for the browser's storage and the upload is quick. 2400 px a side is more
 * than the printed photo window needs (about 1400 × 780 px at 300 dpi, packages/domain/src/postcard.ts).
 * The server checks and re-encodes the photo again: nothing here is trusted for print.
 */
export const maxPhotoSide = 2400;
const jpegQuality = 0.9;

/** The size a width × height picture is drawn at: unchanged when it fits in maxSide, otherwise scaled down to fit, proportions kept. */
export function fitWithin(width: number, height: number, maxSide = maxPhotoSide): { width: number; height: number } {
  const longest = Math.max(width, height);
  if (longest <= maxSide) return { width, height };
  const scale = maxSide / longest;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** Why a file could not be made into a photo. */
export class PhotoError extends Error {
  readonly reason: 'not_image' | 'unreadable';

  constructor(reason: 'not_image' | 'unreadable') {
    super(reason);
    this.name = 'PhotoError';
    this.reason = reason;
  }
}

/** A file the browser says is something else than a picture (an empty type is left to the decoder to judge). */
export function isNotImage(file: Pick<File, 'type'>): boolean {
  return file.type !== '' && !file.type.startsWith('image/');
}

/** The photo as a JPEG data URL, upright and at most maxPhotoSide a side; a PhotoError when it is not a picture the browser can read. */
export async function preparePhoto(file: File): Promise<string> {
  if (isNotImage(file)) throw new PhotoError('not_image');
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new PhotoError('unreadable');
  }
  try {
    const size = fitWithin(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) throw new PhotoError('unreadable');
    // JPEG has no transparency: a transparent PNG turns white, as on paper, not black
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, size.width, size.height);
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    return canvas.toDataURL('image/jpeg', jpegQuality);
  } finally {
    bitmap.close();
  }
}
