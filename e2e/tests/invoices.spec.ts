import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { fixedPart, newUser, registerThroughApi, textsOf, type Language } from './accounts-support.ts';
import { expect, test } from './fixtures.ts';
import { operatorToken, signIn } from './sessions.ts';

/** Two small photos of "invoices" (24 × 16 PNG), different so the two uploads are different files. */
const photos = [
  'iVBORw0KGgoAAAANSUhEUgAAABgAAAAQCAIAAACDRijCAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAIElEQVQ4jWO4a2xMFcQwatDd0TC6O5qOjEeziDH56QAAiF7kkFsLO50AAAAASUVORK5CYII=',
  'iVBORw0KGgoAAAANSUhEUgAAABgAAAAQCAIAAACDRijCAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAIElEQVQ4jWMwXmVMFcQwapDxaBgZj6ajVaNZZBX56QAA+w6YEPyHPD8AAAAASUVORK5CYII=',
].map((base64, i) => ({ name: `invoice-${i + 1}.png`, mimeType: 'image/png', buffer: Buffer.from(base64, 'base64') }));

/** No serious or critical axe-core violation on the page as it is now (target-size on, as in accessibility.spec.ts). */
async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).options({ rules: { 'target-size': { enabled: true } } }).analyze();
  const found = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ rule: violation.id, nodes: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')) }));
  expect(found, JSON.stringify(found, null, 2)).toEqual([]);
}

for (const language of ['en', 'ae'] as const) {
  const t = textsOf(language);
  /** The plural text for 2 or 3 as the translator picks it: English "other", Arabic "two" and "few". */
  const counted = (key: string, count: 2 | 3) =>
    t(`${key}_${language === 'en' ? 'other' : count === 2 ? 'two' : 'few'}`).replace('{{count}}', String(count));

  test.describe(`invoices in ${language === 'en' ? 'English' : 'Arabic'}`, () => {
    test('a visitor reads the raffle rules and is asked to log in to upload or to see invoices', async ({ page, request }) => {
      await page.addInitScript((lang) => localStorage.setItem('user_language', lang), language);
      await page.goto('/upload');
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: t('invoices.upload.title') })).toBeVisible();

      // the rules come from the campaign's configuration on the server
      const campaign = (await (await request.get('/api?action=raffleCampaign')).json()).data as {
        prizes: number[];
        faq: { q: Record<Language, string> }[];
      };
      expect(campaign.prizes).toEqual([15_000, 10_000, 5_000]);
      const panel = main.getByRole('tabpanel');
      for (const prize of ['15,000', '10,000', '5,000'])
        await expect(panel.getByText(prize, { exact: false }).first()).toBeVisible();
      await main.getByRole('tab', { name: t('invoices.tabs.faq') }).click();
      await expect(panel.getByText(campaign.faq[0]!.q[language])).toBeVisible();

      await main.getByRole('link', { name: t('invoices.upload.login') }).click();
      await expect(page).toHaveURL(/\/login\?redirect_url=%2Fupload$/);

      await page.goto('/invoics');
      await expect(page.getByRole('main').getByRole('link', { name: t('invoices.list.login') })).toBeVisible();
    });

    test('a user uploads two invoices; an operator approves one for AED 175 and rejects the other; the user sees 3 raffle tickets and submits the rejected one again', async ({
      page,
      request,
      browser,
    }) => {
      test.slow();
      const token = await registerThroughApi(request, newUser(`invoices-${language}`), language);
      await signIn(page, token, language);

      await page.goto('/invoics');
      const main = page.getByRole('main');
      await expect(main.getByText(t('invoices.list.empty'))).toBeVisible();

      // upload two images at once, with previews
      await page.goto('/upload');
      await main.getByLabel(t('invoices.upload.choose')).setInputFiles(photos);
      await expect(main.getByRole('img', { name: fixedPart(t('invoices.upload.preview_alt')) })).toHaveCount(2);
      await expectAccessible(page);
      await main.getByRole('button', { name: counted('invoices.upload.submit', 2) }).click();
      const done = main.getByRole('status').filter({ has: page.locator('.upload-done__numbers') });
      await expect(done).toBeVisible();
      const numbers = await done.locator('bdi').allTextContents();
      expect(numbers).toHaveLength(2);
      const [toApprove, toReject] = numbers as [string, string];
      await main.getByRole('link', { name: t('invoices.upload.done') }).click();
      await expect(page).toHaveURL(/\/invoics$/);
      await expect(main.getByText(t('invoices.list.moderated'))).toBeVisible();
      const card = (number: string) => main.getByRole('listitem').filter({ has: page.getByRole('heading', { name: number }) });
      await expect(card(toApprove).getByText(t('invoices.status.0'))).toBeVisible();
      await expect(card(toReject).getByText(t('invoices.status.0'))).toBeVisible();

      // the operator reviews both on /backoffice/invoices
      const operatorContext = await browser.newContext({ baseURL: test.info().project.use.baseURL! });
      const operatorPage = await operatorContext.newPage();
      await signIn(operatorPage, await operatorToken(request, language), language);
      await operatorPage.goto('/backoffice/invoices');
      const office = operatorPage.getByRole('main');
      await office.getByRole('button', { name: new RegExp(toApprove) }).click();
      await office.getByLabel(t('backoffice.fields.vendor'), { exact: true }).fill('City Centre Al Zahia');
      await office.getByLabel(t('backoffice.fields.amount'), { exact: true }).fill('175');
      await office.getByRole('button', { name: t('backoffice.actions.approve') }).click();
      await expect(office.getByRole('button', { name: new RegExp(toApprove) })).toHaveCount(0);
      await office.getByRole('button', { name: new RegExp(toReject) }).click();
      await office.getByLabel(t('backoffice.fields.notes'), { exact: true }).fill('The photo is blurred');
      await office.getByRole('button', { name: t('backoffice.actions.reject') }).click();
      await expect(office.getByRole('button', { name: new RegExp(toReject) })).toHaveCount(0);
      await operatorContext.close();

      // the user sees the decisions
      await page.reload();
      await expect(card(toApprove).getByText(t('invoices.status.1'))).toBeVisible();
      await expect(card(toApprove).getByText('175', { exact: false })).toBeVisible();
      await expect(card(toReject).getByText(t('invoices.status.2'))).toBeVisible();
      await expect(card(toReject).getByText('The photo is blurred', { exact: false })).toBeVisible();
      await expect(main.getByText(t('invoices.list.moderated'))).toHaveCount(0);
      await expectAccessible(page);

      // 175 ÷ 50 → 3 raffle tickets, each with a barcode of its number
      await card(toApprove)
        .getByRole('link', { name: counted('invoices.list.tickets', 3) })
        .click();
      await expect(page).toHaveURL(/\/all-raffles\?invoice=\d+$/);
      const barcodes = main.locator('svg.barcode');
      await expect(barcodes).toHaveCount(3);
      for (const value of await barcodes.evaluateAll((svgs) => svgs.map((svg) => svg.getAttribute('data-value')))) {
        expect(value).toMatch(/^\d{9}$/);
      }
      await expect(main.getByText(toApprove).first()).toBeVisible();

      // the rejected invoice is submitted again with a new photo
      await page.goto('/invoics');
      await card(toReject)
        .getByRole('link', { name: new RegExp(t('invoices.list.submit_again')) })
        .click();
      await expect(page).toHaveURL(/\/upload\?invoice=\d+$/);
      await expect(main.getByRole('heading', { level: 1, name: t('invoices.upload.resubmit_title') })).toBeVisible();
      await expect(main.getByText('The photo is blurred', { exact: false })).toBeVisible();
      await main.getByLabel(t('invoices.upload.choose_one')).setInputFiles(photos[1]!);
      await main.getByRole('button', { name: t('invoices.upload.submit_again') }).click();
      await expect(main.getByRole('link', { name: t('invoices.upload.done') })).toBeVisible();
      await main.getByRole('link', { name: t('invoices.upload.done') }).click();
      await expect(card(toReject).getByText(t('invoices.status.0'))).toBeVisible();
      await expect(card(toApprove).getByText(t('invoices.status.1'))).toBeVisible();
    });
  });
}
