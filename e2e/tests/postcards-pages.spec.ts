import type { Page } from '@playwright/test';
import { newUser, registerThroughApi, type Language } from './accounts-support.ts';
import { expect, test } from './fixtures.ts';
import {
  paidPostcard,
  postcardPhoto,
  postcardTemplates,
  postcardTexts,
  templateName,
  type Template,
} from './postcard-support.ts';
import { operatorToken } from './sessions.ts';
import { expectNoSidewaysScroll } from './store-support.ts';
import { expectAccessible } from './axe.ts';

/**
 * Every postcard page (docs/decisions/033-postcards.md) in English and Arabic on a 390 px phone: no serious or critical axe
 * violation (target sizes included, as accessibility.spec.ts checks) and no sideways scroll; the pages (not their
 * dialogs, which are the same sheet at every width) are read by axe at 1280 px too.
 */

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 800 };

/**
 * The page is in `language`, has its main heading and has finished loading; then axe and the width on the phone,
 * and axe once more at 1280 px (the list's hero thumbnails, the wider grids), back on the phone after.
 */
async function checkPage(page: Page, language: Language) {
  await expect(page.locator('html')).toHaveAttribute('dir', language === 'ae' ? 'rtl' : 'ltr');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);
  await page.setViewportSize(desktop);
  await expectAccessible(page);
  await page.setViewportSize(phone);
}

/** A draft as the edit page leaves it (apps/web/src/features/postcards/lib/draft.ts), with the buyer's photo. */
function draftOf(template: Template) {
  return {
    postCard: template.image,
    posCardId: String(template.id),
    postCardPrice: String(template.price),
    postImage: `data:image/jpeg;base64,${postcardPhoto.buffer.toString('base64')}`,
    postCardMessage: 'Greetings from Sharjah — تحية من الشارقة',
    postCardAddress: 'Layla Hassan, PO Box 1234, Dubai',
  };
}

for (const language of ['en', 'ae'] as const) {
  test.describe(`the postcard pages in ${language === 'en' ? 'English' : 'Arabic'} on a 390 px phone`, () => {
    test.use({ viewport: phone });

    test('the list, about, contact, edit and message pages, their dialogs, the font list, the history, the details of a paid card and the print queue are accessible', async ({
      page,
      request,
      consoleErrors,
    }) => {
      // ten axe runs and a postcard rendered and paid on a busy machine
      test.setTimeout(180_000);
      const text = postcardTexts(language);
      const templates = await postcardTemplates(request);
      const custom = templates.find((t) => t.customisable === '1')!;
      const token = await registerThroughApi(request, newUser(`postcard-pages-${language}`), language);
      const orderNumber = await paidPostcard(request, token, {
        template: custom,
        message: 'Wish you were here! تمنيت لو كنت هنا',
        address: 'Sara Ali, 22 Baker Street, London',
        font: 'Lauren',
        size: '135%',
      });
      await page.addInitScript((lang) => localStorage.setItem('user_language', lang), language);
      const main = page.getByRole('main');

      await test.step('the list', async () => {
        await page.goto('/hos-postcards');
        await expect(main.getByRole('region', { name: text.readyMade })).toBeVisible();
        await checkPage(page, language);
      });
      for (const path of ['/hos-postcards-about', '/hos-postcards-contact']) {
        await test.step(path, async () => {
          await page.goto(path);
          await checkPage(page, language);
        });
      }
      await test.step('the edit page, with a photo, and its upload dialog', async () => {
        await page.evaluate((draft) => {
          for (const [key, value] of Object.entries(draft)) localStorage.setItem(key, value);
        }, draftOf(custom));
        await page.goto(`/hos-postcards/edit-my-card/${custom.id}`);
        await expect(main.getByRole('link', { name: templateName(custom, language) })).toHaveAttribute('aria-current', 'page');
        await expect(main.locator('.card-front__photo')).toBeVisible();
        await checkPage(page, language);
        await main.getByRole('button', { name: text.replacePhoto }).click();
        await expect(page.getByRole('dialog', { name: text.uploadDialog })).toBeVisible();
        await expectAccessible(page);
      });
      await test.step('the message page of a visitor, with the Login Required prompt', async () => {
        await page.goto('/hos-postcards/message');
        await main.getByRole('button', { name: text.login, exact: true }).click();
        await expect(page.getByRole('dialog', { name: text.loginRequired })).toBeVisible();
        await expectAccessible(page);
      });
      await test.step('the message page, signed in, with the font list open', async () => {
        // signed in on the page already open (the way signIn leaves the session, without its trip to the home page)
        await page.context().addCookies([{ name: 'jwt', value: token, url: test.info().project.use.baseURL! }]);
        await page.evaluate(() => localStorage.setItem('loggedIn', 'success'));
        await page.goto('/hos-postcards/message');
        await expect(main.getByRole('button', { name: text.submit(custom.price) })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('dir', language === 'ae' ? 'rtl' : 'ltr');
        await expectNoSidewaysScroll(page);
        // the list is not modal: one axe run reads it and the page around it
        await main.getByRole('button', { name: text.selectFont }).click();
        await expect(page.getByRole('listbox')).toBeVisible();
        await expectAccessible(page);
      });
      await test.step('the history', async () => {
        await page.goto('/hos-postcards/order-history');
        await expect(main.getByRole('link', { name: new RegExp(orderNumber) })).toBeVisible();
        await checkPage(page, language);
      });
      await test.step('the details', async () => {
        await page.goto(`/hos-postcards/order-details/${encodeURIComponent(orderNumber)}`);
        await expect(main.getByRole('img', { name: text.backAlt })).toBeVisible();
        await checkPage(page, language);
      });
      await test.step('the print queue', async () => {
        // the operator's session in place of the buyer's
        const operator = await operatorToken(request, language);
        await page.context().addCookies([{ name: 'jwt', value: operator, url: test.info().project.use.baseURL! }]);
        await page.goto('/backoffice/postcards');
        const card = main.getByRole('listitem').filter({ hasText: orderNumber });
        await expect(card.getByRole('button', { name: text.markPrinted })).toBeVisible();
        await checkPage(page, language);
      });
      expect(consoleErrors).toEqual([]);
    });
  });
}
