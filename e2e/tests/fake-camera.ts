import fs from 'node:fs';
import type { Browser, BrowserType, Page } from '@playwright/test';
import QRCode from 'qrcode';
import { test } from './fixtures.ts';

/** The fake camera's picture: 640 × 480, as a webcam's. */
const width = 640;
const height = 480;
/** pixels per QR module, so the code fills about half the picture with a wide white quiet zone around it */
const moduleSize = 8;
/** Chromium loops the file; a few identical frames are enough */
const frames = 5;

/**
 * A Y4M video (YUV 4:2:0) showing the QR code of `text` dark on white, for Chromium's
 * `--use-file-for-fake-video-capture`. The code's modules come from `qrcode` (the library the ticket page
 * draws its QR code with); they are written into the luma plane, and both chroma planes are 128 (grey).
 */
export function qrVideo(text: string, file: string): string {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const side = modules.size * moduleSize;
  const left = Math.floor((width - side) / 2);
  const top = Math.floor((height - side) / 2);
  const luma = Buffer.alloc(width * height, 255);
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (!modules.get(row, column)) continue;
      for (let y = 0; y < moduleSize; y += 1) {
        const start = (top + row * moduleSize + y) * width + left + column * moduleSize;
        luma.fill(16, start, start + moduleSize);
      }
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2), 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  fs.writeFileSync(file, Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]));
  return file;
}

/**
 * A separate Chromium (the gate's phone) whose camera films `video`: the journeys' own executable and
 * flags, plus Chromium's fake media stream, with the camera permission granted without asking.
 */
export function browserFilming(browserType: BrowserType, video: string): Promise<Browser> {
  const launch = test.info().project.use.launchOptions ?? {};
  return browserType.launch({
    ...launch,
    args: [
      ...(launch.args ?? []),
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
}

/** The console errors of a page the fixture does not watch (another browser's), but for those allowed. */
export function consoleErrorsOf(page: Page, allowed: RegExp[] = []): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' || allowed.some((re) => re.test(message.text()))) return;
    errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}
