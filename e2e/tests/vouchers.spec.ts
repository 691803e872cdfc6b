import type { APIRequestContext, Page } from '@playwright/test';
import { create } from 'qrcode';
import { fixedPart, newUser, registerThroughApi, textsOf, type Language } from './accounts-support.ts';
import { expect, test } from './fixtures.ts';
import { signIn } from './sessions.ts';

async function visitIn(page: Page, language: Language) {
  await page.addInitScript((lang) => localStorage.setItem('user_language', lang), language);
}

type ApiVoucher = { id: number; name: string; arabic_name: string; url_slug: string; distance_km?: number };

async function voucherBySlug(request: APIRequestContext, slug: string): Promise<ApiVoucher> {
  const response = await request.get('/api', { params: { action: 'getVourcherDetails', slug } });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: ApiVoucher }).data;
}

/** The dark modules an SVG path of the page draws (`M{x} {y}h{run}v1h-{run}z` runs), without the 4-module quiet zone. */
function modulesDrawn(path: string): string[] {
  const cells: string[] = [];
  for (const [, x, y, run] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let i = 0; i < Number(run); i++) cells.push(`${Number(x) + i - 4},${Number(y) - 4}`);
  }
  return cells.sort();
}

/** The dark modules of the QR code of `text`, as any QR reader would expect them (error correction M). */
function modulesOf(text: string): string[] {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const cells: string[] = [];
  for (let y = 0; y < modules.size; y++) for (let x = 0; x < modules.size; x++) if (modules.get(y, x)) cells.push(`${x},${y}`);
  return cells.sort();
}

// a visitor standing on the Corniche of Sharjah, between Al Qasba and Al Majaz
const sharjahCorniche = { latitude: 25.33, longitude: 55.382 };

/** Each journey once: the nearby list's in English, the others in Arabic. */
const nameOf = (language: Language, v: { name: string; arabic_name: string }) => (language === 'ae' ? v.arabic_name : v.name);

test.describe('vouchers in Arabic', () => {
  const language = 'ae' as const;
  const t = textsOf(language);

  test('a visitor reads a voucher, its About and Terms, and is asked to log in for the QR code; signed in, sees the QR code of the code issued to them, the same after a reload', async ({
    page,
    request,
  }) => {
    const voucher = await voucherBySlug(request, 'butterfly-cafe-25');
    await visitIn(page, language);
    await page.goto('/v/butterfly-cafe-25');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: nameOf(language, voucher) })).toBeVisible();
    await expect(main.getByText(fixedPart(t('vouchers.expires')))).toBeVisible();
    await expect(main.locator('svg.voucher-qr__image')).toHaveCount(0);

    const terms = main.getByRole('tab', { name: t('vouchers.terms') });
    await terms.click();
    await expect(terms).toHaveAttribute('aria-selected', 'true');
    await expect(main.getByRole('tabpanel')).toContainText('قسيمة واحدة لكل شخص');
    // the keyboard moves back to About
    await page.keyboard.press('Home');
    await expect(main.getByRole('tab', { name: t('vouchers.about') })).toHaveAttribute('aria-selected', 'true');

    await main.getByRole('link', { name: t('common.sign_in_labels.login_to_get_qr') }).click();
    await expect(page).toHaveURL(/\/login\?redirect_url=%2Fv%2Fbutterfly-cafe-25$/);

    // signed in, on another voucher's page
    const token = await registerThroughApi(request, newUser(`voucher-${language}`), language);
    const qasba = await voucherBySlug(request, 'qasba-bites-15');
    await signIn(page, token, language);
    await page.goto('/voucher-details?slug=qasba-bites-15');
    await expect(main.getByRole('heading', { level: 1, name: nameOf(language, qasba) })).toBeVisible();
    const qr = main.getByRole('img', { name: fixedPart(t('vouchers.qr_label')) });
    await expect(qr).toBeVisible();

    const issued = await request.post('/api', {
      form: { action: 'getVoucherCode', id: String(qasba.id) },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(issued.ok(), await issued.text()).toBe(true);
    const { code } = ((await issued.json()) as { data: { code: string } }).data;
    await expect(main.locator('.voucher-qr__code')).toHaveText(code);
    // the picture is the QR code of that very code, module by module
    expect(modulesDrawn((await qr.locator('path').getAttribute('d'))!)).toEqual(modulesOf(code));

    await page.goto('/v/qasba-bites-15');
    await expect(main.locator('.voucher-qr__code')).toHaveText(code);
  });

  test.describe('with the location refused', () => {
    test.use({ permissions: [] });

    test('the destination dropdown goes to the chosen destination and to the nearby list, which explains that it needs the location permission', async ({
      page,
      context,
      request,
    }) => {
      await context.clearPermissions();
      const destinations = await request.get('/api', { params: { action: 'destinations' } });
      const qasba = (
        (await destinations.json()) as { data: { url_slug: string; name: string; arabic_name: string }[] }
      ).data.find((d) => d.url_slug === 'al-qasba')!;
      const listed = await request.get('/api', { params: { action: 'listVoucherByDesitnation', slug: 'al-qasba' } });
      const qasbaVouchers = ((await listed.json()) as { data: ApiVoucher[] }).data;

      await visitIn(page, language);
      await page.goto('/vouchers');
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: t('vouchers.title') })).toBeVisible();
      const filter = main.getByLabel(t('vouchers.filter_label'));
      await filter.selectOption({ label: nameOf(language, qasba) });
      await expect(page).toHaveURL(/\/vouchers\/al-qasba$/);
      await expect(main.getByRole('heading', { level: 1, name: nameOf(language, qasba) })).toBeVisible();
      await expect(main.locator('.voucher-card .card__title')).toHaveText(qasbaVouchers.map((v) => nameOf(language, v)));
      // the dropdown keeps the focus, so a keyboard user carries on from where they were
      await expect(main.getByLabel(t('vouchers.filter_label'))).toBeFocused();
      await expect(main.getByLabel(t('vouchers.filter_label'))).toHaveValue('al-qasba');

      await main.getByLabel(t('vouchers.filter_label')).selectOption({ label: t('vouchers.near_me') });
      await expect(page).toHaveURL(/\/vouchers\/location$/);
      await expect(main.getByRole('heading', { level: 1, name: t('vouchers.title_nearby') })).toBeVisible();
      // the location is refused: the list says why instead of showing vouchers
      await expect(main.getByRole('alert')).toContainText(t('vouchers.permission_error'));
      await expect(main.locator('.voucher-card')).toHaveCount(0);

      await main.getByLabel(t('vouchers.filter_label')).selectOption({ label: t('vouchers.all_destinations') });
      await expect(page).toHaveURL(/\/vouchers$/);
      await expect(main.locator('.voucher-card').first()).toBeVisible();
    });
  });
});

test.describe('vouchers in English', () => {
  const language = 'en' as const;
  const t = textsOf(language);

  test.describe('with the location allowed', () => {
    test.use({ geolocation: sharjahCorniche, permissions: ['geolocation'] });

    test('the nearby list shows the vouchers around the visitor, nearest first, with their distance', async ({
      page,
      request,
    }) => {
      const answer = await request.post('/api', {
        form: { action: 'listVourchers', lat: String(sharjahCorniche.latitude), lang: String(sharjahCorniche.longitude) },
      });
      const expected = ((await answer.json()) as { data: ApiVoucher[] }).data;
      expect(expected.length).toBeGreaterThan(2);

      await visitIn(page, language);
      await page.goto('/vouchers/location');
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: t('vouchers.title_nearby') })).toBeVisible();
      const titles = main.locator('.voucher-card .card__title');
      await expect(titles).toHaveText(expected.map((v) => nameOf(language, v)));
      const distances = (await main.locator('.voucher-card__distance').allTextContents()).map((text) =>
        Number(/\d+(?:\.\d+)?/.exec(text)![0]),
      );
      expect(distances).toEqual(expected.map((v) => v.distance_km));
      expect(distances).toEqual([...distances].sort((a, b) => a - b));

      await titles.first().getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`/v/${expected[0]!.url_slug}$`));
    });
  });
});
