import { AppError } from '../../http/errors.ts';
import { getBuffer, keyUnder, type Storage } from '../../lib/storage/index.ts';
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
 * A stored invoice image as a data URL (the contract's answer, so read whole), from storage only: a stored path
 * that leads out of DATA_DIR's layout, or an object that is gone, answers invoice_not_found.
 */
export async function storedInvoiceImage(
  storage: Storage,
  invoice: { filePath: string; mimeType: string },
): Promise<{ data_url: string }> {
  const key = keyUnder('', invoice.filePath);
  if (!key) throw new AppError('invoice_not_found');
  const data = await getBuffer(storage, key).catch(() => null);
  if (!data) throw new AppError('invoice_not_found', { msg: 'The image of this invoice is missing' });
  return { data_url: `data:${invoice.mimeType};base64,${data.toString('base64')}` };
}
