import type { Page } from '@playwright/test';
import { newUser, registerThroughApi, type Language } from './accounts-support.ts';
import { expect, test } from './fixtures.ts';
import {
  paidPostcard,
  postcardPhoto,
  postcardTemplates,
  postcardTexts,
  secondBrowser,
  templateName,
  type Template,
} from './postcard-support.ts';
import { operatorToken, signIn } from './sessions.ts';
import { expectAccessible, expectNoSidewaysScroll } from './store-support.ts';

/**
 * Every postcard page (issue 14, Checks) in English and Arabic, on a desktop and on a 390 px phone: no
 * serious or critical axe violation (target sizes included, as accessibility.spec.ts checks) and, on the
 * phone, no sideways scroll.
 */

/** The page is in `language`, has its main heading and has finished loading; then axe, and on a phone the width. */
async function checkPage(page: Page, language: Language, phone: boolean) {
  await expect(page.locator('html')).toHaveAttribute('dir', language === 'ae' ? 'rtl' : 'ltr');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page);
  if (phone) await expectNoSidewaysScroll(page);
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
  for (const phone of [false, true]) {
    test.describe(`the postcard pages in ${language === 'en' ? 'English' : 'Arabic'} on a ${phone ? '390 px phone' : 'desktop'}`, () => {
      test.use({ viewport: phone ? { width: 390, height: 844 } : { width: 1280, height: 900 } });

      test('the list, about, contact, edit and message pages, their dialogs and the font list are accessible', async ({
        page,
        request,
        consoleErrors,
      }) => {
        test.setTimeout(90_000);
        const text = postcardTexts(language);
        const templates = await postcardTemplates(request);
        const custom = templates.find((t) => t.customisable === '1')!;
        await page.addInitScript((lang) => localStorage.setItem('user_language', lang), language);

        await test.step('the list', async () => {
          await page.goto('/hos-postcards');
          await expect(page.getByRole('main').getByRole('region', { name: text.readyMade })).toBeVisible();
          await checkPage(page, language, phone);
        });
        for (const path of ['/hos-postcards-about', '/hos-postcards-contact']) {
          await test.step(path, async () => {
            await page.goto(path);
            await checkPage(page, language, phone);
          });
        }
        await test.step('the edit page, with a photo, and its upload dialog', async () => {
          await page.evaluate((draft) => {
            for (const [key, value] of Object.entries(draft)) localStorage.setItem(key, value);
          }, draftOf(custom));
          await page.goto(`/hos-postcards/edit-my-card/${custom.id}`);
          const main = page.getByRole('main');
          await expect(main.getByRole('link', { name: templateName(custom, language) })).toHaveAttribute('aria-current', 'page');
          await expect(main.locator('.card-front__photo')).toBeVisible();
          await checkPage(page, language, phone);
          await main.getByRole('button', { name: text.replacePhoto }).click();
          await expect(page.getByRole('dialog', { name: text.uploadDialog })).toBeVisible();
          await expectAccessible(page);
        });
        await test.step('the message page of a visitor, with the Login Required prompt', async () => {
          await page.goto('/hos-postcards/message');
          await page.getByRole('main').getByRole('button', { name: text.login, exact: true }).click();
          await expect(page.getByRole('dialog', { name: text.loginRequired })).toBeVisible();
          await expectAccessible(page);
        });
        await test.step('the message page, signed in, with the font list open', async () => {
          const token = await registerThroughApi(request, newUser(`postcard-pages-${language}`), language);
          await signIn(page, token, language);
          await page.goto('/hos-postcards/message');
          const main = page.getByRole('main');
          await expect(main.getByRole('button', { name: text.submit(custom.price) })).toBeVisible();
          await checkPage(page, language, phone);
          await main.getByRole('button', { name: text.selectFont }).click();
          await expect(page.getByRole('listbox')).toBeVisible();
          await expectAccessible(page);
        });
        expect(consoleErrors).toEqual([]);
      });

      test('the history, the details of a paid card and the print queue are accessible', async ({
        page,
        browser,
        request,
        consoleErrors,
      }) => {
        test.setTimeout(90_000);
        const text = postcardTexts(language);
        const template = (await postcardTemplates(request)).find((t) => t.customisable === '1')!;
        const token = await registerThroughApi(request, newUser(`postcard-orders-${language}`), language);
        const orderNumber = await paidPostcard(request, token, {
          template,
          message: 'Wish you were here! تمنيت لو كنت هنا',
          address: 'Sara Ali, 22 Baker Street, London',
          font: 'Lauren',
          size: '135%',
        });
        await signIn(page, token, language);
        const main = page.getByRole('main');

        await test.step('the history', async () => {
          await page.goto('/hos-postcards/order-history');
          await expect(main.getByRole('link', { name: new RegExp(orderNumber) })).toBeVisible();
          await checkPage(page, language, phone);
        });
        await test.step('the details', async () => {
          await page.goto(`/hos-postcards/order-details/${encodeURIComponent(orderNumber)}`);
          await expect(main.getByRole('img', { name: text.backAlt })).toBeVisible();
          await checkPage(page, language, phone);
        });
        await test.step('the print queue', async () => {
          const desk = await secondBrowser(browser, page.viewportSize()!);
          const operator = await desk.newPage();
          await signIn(operator, await operatorToken(request, language), language);
          await operator.goto('/backoffice/postcards');
          const card = operator.getByRole('main').getByRole('listitem').filter({ hasText: orderNumber });
          await expect(card.getByRole('button', { name: text.markPrinted })).toBeVisible();
          await checkPage(operator, language, phone);
          await desk.close();
        });
        expect(consoleErrors).toEqual([]);
      });
    });
  }
}
