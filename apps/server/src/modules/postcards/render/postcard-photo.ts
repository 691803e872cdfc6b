import { AppError } from '../../../http/errors.ts';
import { reencodeUploadedImage } from '../../../lib/uploaded-images.ts';

/**
 * The buyer's photo as the card uses it, judged by its content as invoice images are (decision 033: a print shop
 * prints nothing a browser merely claims): a JPEG, PNG or WebP of at most 25 megapixels, answered as a new
 * JPEG turned upright, with no metadata (no GPS position or camera data on a card sent through the post).
 * 2400 px a side is more than the photo window needs at 300 dpi (about 1400 × 780 px).
 */
export async function preparePostcardPhoto(data: Buffer): Promise<Buffer> {
  return reencodeUploadedImage(data, {
    field: 'image',
    maxSide: 2400,
    notImage: () => new AppError('postcard_photo_invalid', { fields: { image: 'not a JPEG, PNG or WebP image' } }),
  });
}
