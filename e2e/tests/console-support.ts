import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expectNoSidewaysScroll } from './store-support.ts';

/** A number typed as an Arabic keyboard types it (Arabic-Indic digits). */
export const arabicDigits = (text: string) => text.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));

/** A calendar date `days` after today in Dubai (UTC+4, no daylight saving), as YYYY-MM-DD. */
export function dubaiDatePlus(days: number): string {
  return new Date(Date.now() + 4 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

/** Eight random base-36 characters that make a record's name or code unique in the run, without a clock. */
export function uniqueSuffix(): string {
  return BigInt(`0x${randomBytes(6).toString('hex')}`)
    .toString(36)
    .padStart(8, '0')
    .slice(-8);
}

/**
 * Waits for the page's answer to `action` (the app posts actions to /api as a form): start it before the click
 * that sends it. A confirmation toast is no proof, since an earlier save's may still be on screen.
 */
export function actionAnswered(page: Page, action: string) {
  return page.waitForResponse(
    (response) =>
      response.url().endsWith('/api') &&
      response.request().method() === 'POST' &&
      new URLSearchParams(response.request().postData() ?? '').get('action') === action,
  );
}

/** A whole-page screenshot for a person to look at, named by what it shows, when SHOTS_DIR names a folder. */
export async function shoot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

/**
 * The page at a phone's and a desktop's width with no sideways scroll (and a screenshot of each, see `shoot`),
 * then back at the console journeys' tablet size.
 */
export async function atPhoneAndDesktop(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await expectNoSidewaysScroll(page);
    await shoot(page, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 820, height: 1180 });
}
