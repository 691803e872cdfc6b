import { createHash } from 'node:crypto';
import path from 'node:path';
import { defaultImageQuality } from '@portal/contract/images';
import sharp from 'sharp';

export type ImageFormat = 'webp' | 'avif' | 'jpeg' | 'png';

/** One resized form of a picture, at an allowed size and quality (decision 024). */
export type ImageVariant = { width?: number; height?: number; quality: number; format: ImageFormat };

/**
 * Encoder settings per format. AVIF at sharp's default effort took over 20 s of CPU for one banner: it is made
 * at the lowest effort, about the cost of WebP, and at a quality scaled so the default 78 becomes sharp's AVIF
 * default 50, which looks alike.
 */
function encoderOptions(format: ImageFormat, quality: number) {
  return format === 'avif' ? { quality: Math.round((quality * 50) / defaultImageQuality), effort: 0 } : { quality };
}

/**
 * Where the resizer's disk cache keeps a variant of the picture `relative` (its normalized path under files/,
 * so the spellings of one path — `a.jpg`, `x%2f..%2fa.jpg` … — make one encode) at `version` (storage's: the
 * disk's mtime in milliseconds, S3's ETag). The demo seed writes the first screens' variants here too
 * (db/seed/draw-images.ts).
 */
export function variantFile(cacheDir: string, relative: string, version: number | string, variant: ImageVariant): string {
  const { width: w, height: h, quality, format } = variant;
  const key = createHash('sha1')
    .update(`${relative}|${version}|${w ?? ''}x${h ?? ''}|${quality}|${format}`)
    .digest('hex');
  return path.join(cacheDir, key.slice(0, 2), `${key}.${format}`);
}

/** The variant's bytes: the picture (a file or its bytes) turned upright, cropped to the box and encoded. */
export function encodeVariant(source: string | Buffer, variant: ImageVariant): Promise<Buffer> {
  return sharp(source)
    .rotate()
    .resize({ width: variant.width, height: variant.height, fit: 'cover' })
    .toFormat(variant.format, encoderOptions(variant.format, variant.quality))
    .toBuffer();
}
