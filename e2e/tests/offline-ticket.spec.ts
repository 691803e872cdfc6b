import type { APIRequestContext, Page } from '@playwright/test';
import { newUser, registerThroughApi, textsOf } from './accounts-support.ts';
import { bookAndPay, packageIdOf } from './after-sale-support.ts';
import { atPhoneAndDesktop, dubaiDatePlus } from './console-support.ts';
import { expect, test } from './fixtures.ts';
import { expectAccessible } from './axe.ts';
import { reopenIn, signInFirst } from './group-a-support.ts';

/**
 * Decision 038: "with the network cut (Playwright offline) an already seen ticket still opens". The
 * portal is installable (manifest, service worker), a ticket seen once opens offline with a saved-copy
 * notice, one never seen says it needs a connection, and signing out drops the saved tickets. The journey
 * runs in Arabic; the two offline pages are read by axe and measured at 390 px in English too.
 */

// the other journeys block service workers (playwright.config.ts); this one is about them
test.use({ serviceWorkers: 'allow' });

const packageSlug = 'butterfly-house-guided-tour';

async function slotOn(request: APIRequestContext, packageId: number, date: string): Promise<number> {
  const answer = await request.post('/api', { form: { action: 'packageSlots', id: packageId, date } });
  expect(answer.ok(), await answer.text()).toBe(true);
  const { data } = (await answer.json()) as { data: { id: number; adult_tickets: number | '' }[] };
  const slot = data.find((s) => s.adult_tickets !== '' && s.adult_tickets > 0);
  expect(slot, 'a slot with tickets left').toBeDefined();
  return slot!.id;
}

/** Waits until the service worker has saved the app and controls the page. */
async function serviceWorkerInControl(page: Page) {
  // as strings: the e2e project is typed without the DOM
  await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
  await page.waitForFunction('navigator.serviceWorker.controller !== null');
}

const language = 'ae';

test('a ticket seen once opens with the network cut, an unseen one asks for a connection (ae)', async ({
  page,
  request,
  context,
}) => {
  test.slow();
  const t = textsOf(language);
  const token = await registerThroughApi(request, newUser(`offline-${language}`), language);
  const packageId = await packageIdOf(request, packageSlug);
  const date = dubaiDatePlus(53);
  const seen = await bookAndPay(request, token, {
    package_id: packageId,
    adult_qty: 1,
    date,
    time_slot_id: await slotOn(request, packageId, date),
  });
  const unseen = await bookAndPay(request, token, {
    package_id: packageId,
    adult_qty: 1,
    date,
    time_slot_id: await slotOn(request, packageId, date),
  });

  // installable: the page names its manifest, which the server serves, and the worker registers
  await signInFirst(page, token, language);
  await page.goto(`/booking-details/${seen.orderNumber}`);
  const manifestPath = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = await request.get(manifestPath!);
  expect(manifest.headers()['content-type']).toContain('application/manifest+json');
  expect(await manifest.json()).toMatchObject({ display: 'standalone', start_url: '/' });
  const worker = await request.get('/sw.js');
  expect(worker.ok()).toBe(true);
  expect(worker.headers()['cache-control']).toBe('no-cache');
  await serviceWorkerInControl(page);

  // seen once online: the ticket and My Bookings
  await expect(page.getByText(seen.orderNumber, { exact: true })).toBeVisible();
  await expect(page.locator('img.qr-code')).toBeVisible();
  await page.goto('/order-history');
  await expect(page.getByRole('listitem').filter({ hasText: seen.orderNumber })).toBeVisible();

  await context.setOffline(true);
  await page.goto(`/booking-details/${seen.orderNumber}`);
  await expect(page.getByText(seen.orderNumber, { exact: true })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: t('offline.saved_copy_title') })).toBeVisible();
  await expect(page.locator('img.qr-code')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await atPhoneAndDesktop(page, `offline-ticket-${language}`);

  await page.goto('/order-history');
  await expect(page.getByRole('listitem').filter({ hasText: unseen.orderNumber })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: t('offline.saved_copy_title') })).toBeVisible();

  await page.goto(`/booking-details/${unseen.orderNumber}`);
  await expect(page.getByRole('alert').filter({ hasText: t('offline.needs_connection_title') })).toBeVisible();
  await expectAccessible(page);
  await atPhoneAndDesktop(page, `offline-unseen-${language}`);

  // the same two pages in English, still offline
  const en = textsOf('en');
  await reopenIn(page, 'en');
  await expect(page.getByRole('alert').filter({ hasText: en('offline.needs_connection_title') })).toBeVisible();
  await expectAccessible(page);
  await atPhoneAndDesktop(page, 'offline-unseen-en');
  await page.goto(`/booking-details/${seen.orderNumber}?lang=en`);
  await expect(page.getByRole('status').filter({ hasText: en('offline.saved_copy_title') })).toBeVisible();
  await expect(page.locator('img.qr-code')).toBeVisible();
  await atPhoneAndDesktop(page, 'offline-ticket-en');

  // back online, signing out drops the saved tickets with the session
  await context.setOffline(false);
  await page.goto('/settings');
  expect(await page.evaluate(() => localStorage.getItem('offline_tickets'))).not.toBeNull();
  await page.getByRole('button', { name: t('accounts.settings.logout') }).click();
  await expect(page).toHaveURL(/\/login/);
  expect(await page.evaluate(() => localStorage.getItem('offline_tickets'))).toBeNull();
});
