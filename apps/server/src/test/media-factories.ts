import sharp from 'sharp';
import type { buildApp } from '../app.ts';
import { multipartBody } from './harness.ts';

// Test data of uploaded pictures (invoices, postcard photos, the console's images): pictures as people's
// phones and computers have them, and the console's upload as its form sends it.

/** A PNG of one colour; with `alpha` below 1 it is see-through. */
export const pngPicture = (width = 800, height = 600, alpha = 1) =>
  sharp({ create: { width, height, channels: 4, background: { r: 30, g: 120, b: 90, alpha } } })
    .png()
    .toBuffer();

/**
 * A phone camera's JPEG of one colour: EXIF orientation 6 (turn a quarter clockwise), the camera's make and
 * model, and the GPS position of Sharjah — all of which an upload must drop.
 */
export const phoneCameraJpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#c33' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'TestCam', Model: 'Pocket 1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '25/1 20/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '55/1 23/1 0/1' },
    })
    .toBuffer();

/** uploadConsoleImage as a browser's FormData sends it: the action, then the file in the field `image`. */
export function uploadConsoleImageCall(
  app: Awaited<ReturnType<typeof buildApp>>,
  token: string | undefined,
  file: { filename: string; data: Buffer; contentType?: string },
) {
  const { payload, contentType } = multipartBody([
    { name: 'action', value: 'uploadConsoleImage' },
    { name: 'image', filename: file.filename, contentType: file.contentType ?? 'image/jpeg', data: file.data },
  ]);
  return app.inject({
    method: 'POST',
    url: '/api',
    headers: { 'content-type': contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload,
  });
}

/** A picture uploaded through the console by an admin (`token`); answers its path under files/. */
export async function uploadedConsolePicture(
  app: Awaited<ReturnType<typeof buildApp>>,
  token: string,
  file: { filename: string; data: Buffer; contentType?: string },
): Promise<string> {
  const res = await uploadConsoleImageCall(app, token, file);
  if (res.statusCode !== 200) throw new Error(`uploadConsoleImage answered ${res.statusCode}: ${res.body}`);
  return (res.json() as { data: { path: string } }).data.path;
}
