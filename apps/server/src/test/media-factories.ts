import sharp from 'sharp';
import type { buildApp } from '../app.ts';
import { multipartBody } from './harness.ts';

// Test data of the console's pictures (issue 15 Deliver 6): pictures as an operator's computer has them,
// and the upload as the console's form sends it.

/** A PNG of one colour; with `alpha` below 1 it is see-through. */
export const pngPicture = (width = 800, height = 600, alpha = 1) =>
  sharp({ create: { width, height, channels: 4, background: { r: 30, g: 120, b: 90, alpha } } })
    .png()
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
