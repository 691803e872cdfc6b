import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../http/errors.ts';
import { preparePostcardPhoto } from './postcard-photo.ts';
import { phoneCameraJpeg } from '../../../test/media-factories.ts';

async function refusal(data: Buffer): Promise<AppError> {
  const error: unknown = await preparePostcardPhoto(data).then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof AppError)) throw new Error(`expected a refusal, got ${String(error)}`);
  return error;
}

describe("the buyer's photo", () => {
  it('is judged by its content: a text file named x.jpg is refused, naming the image field', async () => {
    const error = await refusal(Buffer.from('Greetings from Sharjah — this is no JPEG\n'));
    expect(error.code).toBe('postcard_photo_invalid');
    expect(error.status).toBe(415);
    expect(Object.keys(error.fields ?? {})).toEqual(['image']);
  });

  it('is refused as too large by its header alone when it has more than 25 megapixels', async () => {
    const bomb = await sharp({ create: { width: 6000, height: 5000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    // cut short: decoding it would fail as not an image, so only its header can have refused it as too large
    const error = await refusal(bomb.subarray(0, 4096));
    expect(error.code).toBe('image_too_large');
    expect(error.fields).toEqual({ image: '6000 × 5000 pixels' });
  });

  it('comes out upright, at most 2400 px a side, as a JPEG with no EXIF, GPS position or camera data', async () => {
    const withGps = await phoneCameraJpeg(3000, 1000);
    expect((await sharp(withGps).metadata()).exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true); // the GPS IFD pointer

    const prepared = await preparePostcardPhoto(withGps);
    const kept = await sharp(prepared).metadata();
    expect(kept.format).toBe('jpeg');
    expect(kept.exif).toBeUndefined();
    expect(kept.xmp).toBeUndefined();
    expect(kept.orientation).toBeUndefined();
    // orientation 6 turns the 3000 × 1000 picture a quarter: upright it is 1000 × 3000, then fitted into 2400
    expect([kept.width, kept.height]).toEqual([800, 2400]);
    expect(prepared.includes(Buffer.from('TestCam'))).toBe(false);
  });
});
