import fs from 'node:fs/promises';
import path from 'node:path';
import { AppError } from '../../http/errors.ts';
import { reencodeUploadedImage } from '../../lib/uploaded-images.ts';

/**
 * Checks that `data` is a JPEG, PNG or WebP image by its content and answers it re-encoded as a JPEG
 * (upright, no metadata, at most 25 megapixels; lib/uploaded-images.ts), at most 2560 px a side so that a long
 * receipt stays readable (decision 024). `index` names the file in errors.
 */
export async function reencodeInvoiceImage(data: Buffer, index: number): Promise<Buffer> {
  const field = `filepond.${index}`;
  return reencodeUploadedImage(data, {
    field,
    maxSide: 2560,
    notImage: () => new AppError('invoice_not_image', { fields: { [field]: 'not a JPEG, PNG or WebP image' } }),
  });
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
