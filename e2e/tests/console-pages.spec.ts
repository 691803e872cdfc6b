import type { APIRequestContext, Page } from '@playwright/test';
import { textsOf } from './accounts-support.ts';
import { expect, test } from './fixtures.ts';
import { operatorToken, signIn } from './sessions.ts';
import { expectAccessible, expectNoSidewaysScroll } from './store-support.ts';

/**
 * Every console page, as an admin sees it (issue 15 Checks and Deliver 9): no serious or critical axe
 * violation on a tablet, and no sideways scroll on a 390 px phone, in English and in Arabic. The pages of one
 * record open a demo package, destination and product.
 */

const listPages = [
  '/backoffice/invoices',
  '/backoffice/raffles',
  '/backoffice/vouchers',
  '/backoffice/payments',
  '/backoffice/store-orders',
  '/backoffice/postcards',
  '/backoffice/destinations',
  '/backoffice/destinations/new',
  '/backoffice/packages',
  '/backoffice/packages/new',
  '/backoffice/tags',
  '/backoffice/home',
  '/backoffice/content',
  '/backoffice/coupons',
  '/backoffice/coupons/new',
  '/backoffice/voucher-offers',
  '/backoffice/voucher-offers/new',
  '/backoffice/raffle-campaigns',
  '/backoffice/raffle-campaigns/new',
  '/backoffice/scratch-campaigns',
  '/backoffice/scratch-campaigns/new',
  '/backoffice/store-design',
  '/backoffice/products',
  '/backoffice/products/new',
  '/backoffice/collections',
  '/backoffice/postcard-templates',
  '/backoffice/operators',
  '/backoffice/audit-log',
];

/** The id of a demo record, read from the public answer visitors get. */
async function idOf(request: APIRequestContext, params: Record<string, string>): Promise<number> {
  const response = await request.get('/api', { params });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: { id: number } }).data.id;
}

/** The pages of one record: a demo package's three tabs and a demo destination. */
async function recordPages(request: APIRequestContext): Promise<string[]> {
  const packageId = await idOf(request, { action: 'packagesDetails', slug: 'mleiha-desert-safari' });
  const destinations = await request.get('/api', { params: { action: 'destinations' } });
  const destinationId = ((await destinations.json()) as { data: { id: number }[] }).data[0]!.id;
  return [
    `/backoffice/packages/${packageId}`,
    `/backoffice/packages/${packageId}/extras`,
    `/backoffice/packages/${packageId}/availability`,
    `/backoffice/destinations/${destinationId}`,
  ];
}

/** Screenshots at 390 and 1280 px for a person to look at, when SHOTS_DIR names a folder. */
async function lookAt(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  await page.screenshot({ path: `${dir}/${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${dir}/${name}-1280.png`, fullPage: true });
}

for (const language of ['en', 'ae'] as const) {
  test(`every console page in ${language === 'en' ? 'English' : 'Arabic'}: accessible on a tablet, no sideways scroll on a phone`, async ({
    page,
    request,
  }) => {
    // thirty-odd pages, each read twice with axe, on a shared machine
    test.setTimeout(360_000);
    const t = textsOf(language);
    // the map previews are OpenStreetMap's frames, which this machine cannot reach
    await page.route('https://www.openstreetmap.org/**', (route) => route.fulfill({ status: 204, body: '' }));
    await signIn(page, await operatorToken(request, language), language);
    const main = page.getByRole('main');
    for (const path of [...listPages, ...(await recordPages(request))]) {
      await test.step(path, async () => {
        await page.setViewportSize({ width: 820, height: 1180 });
        await page.goto(path);
        await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(main.getByText(t('console.admins_only'))).toHaveCount(0);
        await expectAccessible(page);
        await page.setViewportSize({ width: 390, height: 844 });
        await expectNoSidewaysScroll(page);
        await lookAt(page, `${language}${path.replaceAll('/', '-')}`);
      });
    }
  });
}
