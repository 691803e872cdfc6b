import fs from 'node:fs/promises';
import path from 'node:path';
import type { invoiceImageTypes } from '@portal/contract/invoices';
import sharp from 'sharp';
import { AppError } from '../../http/errors.ts';

type ImageType = (typeof invoiceImageTypes)[number];

/** The type a file's first bytes declare; its name and the browser's declared type are never consulted. */
export function sniffImageType(data: Buffer): ImageType | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg';
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'image/png';
  }
  if (data.length >= 12 && data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WEBP') {
    return 'image/webp';
  }
  return null;
}

const sharpFormats: Record<ImageType, string> = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp' };

/**
 * A phone's photo is 12 megapixels; more than 25 is a decompression bomb rather than a receipt (issue 11: a
 * file of 60 KB that unpacks to 50 megapixels cost seconds of CPU and hundreds of megabytes). 2560 px a side
 * keeps a long receipt readable. Decision 024.
 */
export const maxInvoiceMegapixels = 25;
const maxInputPixels = maxInvoiceMegapixels * 1_000_000;
const maxSide = 2560;

/**
 * Checks that `data` is a JPEG, PNG or WebP image by its content and decodes it, then answers a new JPEG
 * of it: turned upright by its EXIF orientation, at most 2560 px a side, with no metadata at all (no
 * EXIF, GPS position, XMP or camera data; sharp keeps none unless asked). `index` names the file in errors.
 * Its size in pixels is read from its header and judged before any pixel is decoded.
 */
export async function reencodeInvoiceImage(data: Buffer, index: number): Promise<Buffer> {
  const field = `filepond.${index}`;
  const refuse = () => new AppError('invoice_not_image', { fields: { [field]: 'not a JPEG, PNG or WebP image' } });
  const type = sniffImageType(data);
  if (!type) throw refuse();
  try {
    // the header alone: sharp's own limit would refuse a bomb here too, but as an unreadable image
    const metadata = await sharp(data, { limitInputPixels: false }).metadata();
    if (metadata.format !== sharpFormats[type]) throw refuse();
    if (metadata.width * metadata.height > maxInputPixels) {
      throw new AppError('image_too_large', {
        params: { n: maxInvoiceMegapixels },
        fields: { [field]: `${metadata.width} × ${metadata.height} pixels` },
      });
    }
    return await sharp(data, { limitInputPixels: maxInputPixels, failOn: 'error' })
      .rotate()
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85 })
      .toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw refuse();
  }
}

/**
 * A stored invoice image as a data URL, read from under DATA_DIR only: a stored path that leads
 * elsewhere, or a file that is gone, answers invoice_not_found.
 */
export async function storedInvoiceImage(
  dataDir: string,
  invoice: { filePath: string; mimeType: string },
): Promise<{ data_url: string }> {
  const root = path.resolve(dataDir);
  const file = path.resolve(root, invoice.filePath);
  if (!file.startsWith(root + path.sep)) throw new AppError('invoice_not_found');
  const data = await fs.readFile(file).catch(() => null);
  if (!data) throw new AppError('invoice_not_found', { msg: 'The image of this invoice is missing' });
  return { data_url: `data:${invoice.mimeType};base64,${data.toString('base64')}` };
}
