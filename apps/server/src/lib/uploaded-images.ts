import sharp from 'sharp';
import { AppError } from '../http/errors.ts';

export type UploadedImageType = 'image/jpeg' | 'image/png' | 'image/webp';

/** The type a file's first bytes declare; its name and the browser's declared type are never consulted. */
export function sniffImageType(data: Buffer): UploadedImageType | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg';
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'image/png';
  }
  if (data.length >= 12 && data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WEBP') {
    return 'image/webp';
  }
  return null;
}

const sharpFormats: Record<UploadedImageType, string> = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp' };

/**
 * A phone's photo is 12 megapixels; more than 25 is a decompression bomb rather than a photo (decision 024: a
 * file of 60 KB that unpacks to 50 megapixels cost seconds of CPU and hundreds of megabytes). Decision 024.
 */
export const maxUploadedMegapixels = 25;
const maxInputPixels = maxUploadedMegapixels * 1_000_000;

export type ReencodeRules = {
  /** the form field the image came in, named in the errors */
  field: string;
  /** the longest side kept, in pixels */
  maxSide: number;
  /** the error for a file that is not a JPEG, PNG or WebP image */
  notImage: () => AppError;
};

/**
 * Checks that `data` is a JPEG, PNG or WebP image by its content and decodes it, then answers a new JPEG
 * of it: turned upright by its EXIF orientation, at most `maxSide` a side, with no metadata at all (no
 * EXIF, GPS position, XMP or camera data; sharp keeps none unless asked). Its size in pixels is read from
 * its header and judged before any pixel is decoded.
 */
export async function reencodeUploadedImage(data: Buffer, rules: ReencodeRules): Promise<Buffer> {
  const type = sniffImageType(data);
  if (!type) throw rules.notImage();
  try {
    // the header alone: sharp's own limit would refuse a bomb here too, but as an unreadable image
    const metadata = await sharp(data, { limitInputPixels: false }).metadata();
    if (metadata.format !== sharpFormats[type]) throw rules.notImage();
    if (metadata.width * metadata.height > maxInputPixels) {
      throw new AppError('image_too_large', {
        params: { n: maxUploadedMegapixels },
        fields: { [rules.field]: `${metadata.width} × ${metadata.height} pixels` },
      });
    }
    return await sharp(data, { limitInputPixels: maxInputPixels, failOn: 'error' })
      .rotate()
      .resize({ width: rules.maxSide, height: rules.maxSide, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85 })
      .toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw rules.notImage();
  }
}
