import type { APIRequestContext, Page } from '@playwright/test';
import { fixedPart, newUser, registerThroughApi, textsOf, type Language } from './accounts-support.ts';
import { expect, test } from './fixtures.ts';
import { operatorToken, signIn } from './sessions.ts';
import { expectAccessible } from './axe.ts';

/** Two small photos of "invoices" (24 × 16 PNG), different so the two uploads are different files. */
const photos = [
  'iVBORw0KGgoAAAANSUhEUgAAABgAAAAQCAIAAACDRijCAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAIElEQVQ4jWO4a2xMFcQwatDd0TC6O5qOjEeziDH56QAAiF7kkFsLO50AAAAASUVORK5CYII=',
  'iVBORw0KGgoAAAANSUhEUgAAABgAAAAQCAIAAACDRijCAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAIElEQVQ4jWMwXmVMFcQwapDxaBgZj6ajVaNZZBX56QAA+w6YEPyHPD8AAAAASUVORK5CYII=',
].map((base64, i) => ({ name: `invoice-${i + 1}.png`, mimeType: 'image/png', buffer: Buffer.from(base64, 'base64') }));

/** The plural text for 2 or 3 as the translator picks it: English "other", Arabic "two" and "few". */
function counted(language: Language, key: string, count: 2 | 3) {
  const t = textsOf(language);
  return t(`${key}_${language === 'en' ? 'other' : count === 2 ? 'two' : 'few'}`).replace('{{count}}', String(count));
}

/**
 * Opens and closes each invoice's "Show image", its photo seen. Until first opened, a closed card holds a hidden
 * loading placeholder (invoice-card.tsx shows it while the image's query is pending, as a query not yet enabled
 * is), which expectAccessible would wait for; once the photo is in, the closed card holds only the photo.
 */
async function lookAtEachPhoto(page: Page, t: (key: string) => string) {
  for (const card of await page.getByRole('main').getByRole('listitem').all()) {
    const summary = card.getByText(t('invoices.list.show_image'), { exact: true });
    await summary.click();
    await expect(card.getByRole('img')).toBeVisible();
    await summary.click();
    await expect(card.getByRole('img')).toBeHidden();
  }
}

/** Uploads the two photos as the user of `token` and answers the invoices' ids, in upload order. */
async function uploadThroughApi(request: APIRequestContext, token: string): Promise<number[]> {
  const form = new FormData();
  for (const photo of photos) form.append('filepond', new Blob([photo.buffer], { type: photo.mimeType }), photo.name);
  const response = await request.post('/api', {
    params: { action: 'uploadInvoice' },
    headers: { authorization: `Bearer ${token}` },
    multipart: form,
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: { id: number }[] }).data.map((invoice) => invoice.id);
}

/** An operator's decision on an invoice, through the API as the review page sends it. */
async function review(request: APIRequestContext, language: Language, form: Record<string, string>) {
  const response = await request.post('/api', {
    form: { action: 'reviewInvoice', ...form },
    headers: { authorization: `Bearer ${await operatorToken(request, language)}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/**
 * The moderation journey runs once, in English, and checks with axe the upload page with two photos chosen and
 * the list with an approved and a rejected invoice; the visitor's journey and those two pages' axe check run in
 * Arabic.
 */
test.describe('invoices in English', () => {
  const language = 'en' as const;
  const t = textsOf(language);

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
    await main.getByRole('button', { name: counted(language, 'invoices.upload.submit', 2) }).click();
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
    await lookAtEachPhoto(page, t);
    await expectAccessible(page);

    // 175 ÷ 50 → 3 raffle tickets, each with a barcode of its number
    await card(toApprove)
      .getByRole('link', { name: counted(language, 'invoices.list.tickets', 3) })
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

test.describe('invoices in Arabic', () => {
  const language = 'ae' as const;
  const t = textsOf(language);

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

  test('the upload page with two photos chosen and the list with an approved and a rejected invoice have no serious axe violation', async ({
    page,
    request,
  }) => {
    const token = await registerThroughApi(request, newUser(`invoices-axe-${language}`), language);
    const [approved, rejected] = (await uploadThroughApi(request, token)) as [number, number];
    await review(request, language, {
      invoice_id: String(approved),
      decision: 'approve',
      vendor_name: 'City Centre Al Zahia',
      amount: '175',
    });
    await review(request, language, { invoice_id: String(rejected), decision: 'reject', notes: 'The photo is blurred' });
    await signIn(page, token, language);

    await page.goto('/upload');
    const main = page.getByRole('main');
    await main.getByLabel(t('invoices.upload.choose')).setInputFiles(photos);
    await expect(main.getByRole('img', { name: fixedPart(t('invoices.upload.preview_alt')) })).toHaveCount(2);
    await expect(main.getByRole('button', { name: counted(language, 'invoices.upload.submit', 2) })).toBeVisible();
    await expectAccessible(page);

    await page.goto('/invoics');
    const approvedCard = main.getByRole('listitem').filter({ hasText: t('invoices.status.1') });
    await expect(approvedCard).toContainText('175');
    // 175 ÷ 50 → 3 raffle tickets, in the Arabic plural form for three
    await expect(approvedCard.getByRole('link', { name: counted(language, 'invoices.list.tickets', 3) })).toBeVisible();
    await expect(main.getByRole('listitem').filter({ hasText: t('invoices.status.2') })).toContainText('The photo is blurred');
    await lookAtEachPhoto(page, t);
    await expectAccessible(page);
  });
});
