import { newUser, registerThroughApi } from './accounts-support.ts';
import { expect, test } from './fixtures.ts';
import {
  browserToken,
  downloaded,
  expectImagesLoaded,
  fact,
  orderedPostcard,
  postcardMails,
  postcardOrder,
  postcardPhoto,
  postcardTexts,
  secondBrowser,
  signInOnLoginPage,
  templateName,
  templateNamed,
} from './postcard-support.ts';
import { operatorToken, signIn } from './sessions.ts';
import { expectNoSidewaysScroll } from './store-support.ts';

/** An Arabic message with a Latin run and digits in it: the server must shape it and set it right to left. */
const arabicMessage = 'تحية طيبة من الشارقة! زرنا Al Noor Island يوم 12 وكانت الرحلة رائعة، نراكم قريباً.';
const arabicAddress = 'فاطمة الكعبي، ص.ب 1234، الشارقة';

test.describe('postcards in English on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a visitor uploads a photo, is asked to log in, comes back to the card, writes in Arabic in X-Large, pays and follows the card to Posted', async ({
    browser,
    page,
    request,
    consoleErrors,
  }) => {
    // a sign-in, a server render at 300 dpi, a payment and an operator's two steps on a busy machine
    test.setTimeout(180_000);
    const language = 'en';
    const text = postcardTexts(language);
    const template = await templateNamed(request, 'Al Noor Island Frame');
    const buyer = newUser('postcard-en');
    await registerThroughApi(request, buyer, language);
    await page.addInitScript((lang) => localStorage.setItem('user_language', lang), language);
    const main = page.getByRole('main');

    // the list: the customisable template leads to its edit page
    await page.goto('/hos-postcards');
    const customised = main.getByRole('region', { name: text.customised });
    await customised.getByRole('link', { name: templateName(template, language), exact: true }).click();
    await expect(page).toHaveURL(`/hos-postcards/edit-my-card/${template.id}`);

    // a real photo through the upload dialog, shown over the template
    await main.getByRole('button', { name: text.uploadPhoto }).click();
    const dialog = page.getByRole('dialog', { name: text.uploadDialog });
    // a text file named .jpg (the browser types it by its name) is refused by its content
    const notAPhoto = { name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('Dear Layla, see you soon.\n') };
    await dialog.getByLabel(text.chooseImage).setInputFiles(notAPhoto);
    await expect(dialog.getByRole('alert')).toHaveText(text.unreadablePhoto);
    await dialog.getByLabel(text.chooseImage).setInputFiles(postcardPhoto);
    await expect(dialog).toBeHidden();
    await expect(main.locator('.card-front__photo')).toHaveAttribute('src', /^data:image\/jpeg;base64,/);
    await main.getByRole('button', { name: text.next, exact: true }).click();

    // the message page without a token: Login opens the Login Required prompt, whose Login leads to sign-in
    await expect(page).toHaveURL('/hos-postcards/message');
    await expect(main.getByRole('heading', { level: 1, name: text.messageTitle })).toBeVisible();
    await main.getByRole('button', { name: text.login, exact: true }).click();
    const prompt = page.getByRole('dialog', { name: text.loginRequired });
    await expect(prompt.getByRole('link', { name: text.loginRequiredSignUp })).toHaveAttribute('href', '/register');
    await prompt.getByRole('link', { name: text.loginRequiredLogin, exact: true }).click();
    await signInOnLoginPage(page, request, buyer, language);

    // back on the message page with the template and the photo kept
    await expect(page).toHaveURL('/hos-postcards/message');
    await expect(main.locator('.card-front__photo')).toHaveAttribute('src', /^data:image\/jpeg;base64,/);
    expect(await page.evaluate(() => localStorage.getItem('posCardId'))).toBe(String(template.id));

    // an Arabic message and address, Charlie, X-Large; the back preview sets them right to left
    await main.getByRole('textbox', { name: text.messageField }).fill(arabicMessage);
    await main.getByRole('textbox', { name: text.addressField }).fill(arabicAddress);
    await main.getByRole('button', { name: text.selectFont }).click();
    await page.getByRole('option', { name: 'Charlie' }).click();
    // a list left open closes when the visitor clicks elsewhere
    await main.getByRole('button', { name: text.selectSize }).click();
    await expect(page.getByRole('listbox')).toBeVisible();
    await main.getByRole('heading', { level: 1 }).click();
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await main.getByRole('button', { name: text.selectSize }).click();
    await page.getByRole('option', { name: text.xLarge }).click();
    await expect(main.getByRole('button', { name: `${text.sizeLabel}: ${text.xLarge}` })).toBeVisible();
    await expect(main.locator('.card-back').getByText(arabicMessage)).toHaveCSS('direction', 'rtl');
    await expect(main.locator('.card-back').getByText(arabicAddress)).toHaveCSS('direction', 'rtl');

    // Submit → the sandbox payment page → Pay → the card's details
    await main.getByRole('button', { name: text.submit(template.price) }).click();
    await expect(page).toHaveURL(/\/pay\/sandbox\//);
    await page.getByRole('button', { name: /^Pay/ }).click();
    await expect(page).toHaveURL(/\/hos-postcards\/order-details\/[^/?]+\?success=1$/);
    const orderNumber = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);

    // the server has what the buyer chose, and charged the template's price
    const token = await browserToken(page);
    const order = await postcardOrder(request, token, orderNumber);
    expect(order).toMatchObject({ message: arabicMessage, address: arabicAddress, font: 'Charlie', size: '150%' });
    expect(order.amount).toBe(template.price);

    // the details: paid, both faces loaded, and the print-ready PDF and PNG download
    await expect(main.getByText(orderNumber)).toBeVisible();
    await expect(fact(main, text.frameName)).toHaveText(templateName(template, language));
    await expect(fact(main, text.price)).toContainText(String(template.price));
    await expect(fact(main, text.status)).toHaveText(text.step('received'));
    await expectImagesLoaded(main.getByRole('img', { name: new RegExp(`^(${text.frontAlt}|${text.backAlt})$`) }), 2);
    const pdf = await downloaded(page, () => main.getByRole('button', { name: text.downloadPdf }).click());
    expect(pdf).toMatchObject({ name: `postcard-${orderNumber}.pdf`, head: expect.stringMatching(/^%PDF/) });
    const front = await downloaded(page, () => main.getByRole('button', { name: text.downloadFront }).click());
    expect(front).toMatchObject({ name: `postcard-${orderNumber}-front.png`, head: expect.stringMatching(/^\x89PNG/) });

    // the account menu's Postcard Orders: the history, with its way back, lists the card as a link to its details
    await page.goto('/settings');
    await main.getByRole('link', { name: text.accountPostcardOrders, exact: true }).click();
    await expect(main.getByRole('heading', { level: 1, name: text.historyTitle })).toBeVisible();
    await expect(main.getByRole('link', { name: text.historyBack })).toHaveAttribute('href', '/settings');
    const entry = main.getByRole('link', { name: new RegExp(orderNumber) });
    await expect(entry).toHaveAttribute('href', `/hos-postcards/order-details/${encodeURIComponent(orderNumber)}`);
    await expect(entry).toContainText(text.step('received'));

    // one confirmation e-mail, with the card attached
    await expect.poll(() => postcardMails(request, buyer.email, orderNumber)).toHaveLength(1);
    const [confirmation] = await postcardMails(request, buyer.email, orderNumber);
    expect(confirmation).toMatchObject({ kind: 'confirmed', language });
    expect(confirmation!.attachments).toContain('application/pdf');

    // an operator, at a desk of their own, marks it printed, then posted
    const desk = await secondBrowser(browser);
    const operator = await desk.newPage();
    await signIn(operator, await operatorToken(request, language), language);
    await operator.goto('/backoffice/postcards');
    const card = operator.getByRole('main').getByRole('listitem').filter({ hasText: orderNumber });
    await card.getByRole('button', { name: text.markPrinted }).click();
    await expect(operator.getByText(text.moved(orderNumber, 'printed'))).toBeVisible();
    await card.getByRole('button', { name: text.markPosted }).click();
    await expect(operator.getByText(text.moved(orderNumber, 'posted'))).toBeVisible();
    await desk.close();

    // the buyer sees Posted, and has an e-mail for each step
    await main.getByRole('link', { name: new RegExp(orderNumber) }).click();
    await expect(fact(main, text.status)).toHaveText(text.step('posted'));
    await expect
      .poll(async () => (await postcardMails(request, buyer.email, orderNumber)).map((mail) => [mail.kind, mail.language]))
      .toEqual([
        ['confirmed', language],
        ['printed', language],
        ['posted', language],
      ]);
    expect(consoleErrors).toEqual([]);
  });

  test('a declined payment comes back to Payment not completed, and the history lists the card as Failed, not as a link', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const language = 'en';
    const text = postcardTexts(language);
    const template = await templateNamed(request, 'Khor Fakkan Bay');
    const token = await registerThroughApi(request, newUser('postcard-declined-en'), language);
    const { orderNumber, paymentPage } = await orderedPostcard(request, token, {
      template,
      message: 'See you in the summer!',
      address: 'Noor Saleh, 5 Harbour Road, Muscat',
    });
    await signIn(page, token, language);
    const main = page.getByRole('main');

    await page.goto(paymentPage);
    await page.getByRole('button', { name: /^Decline/ }).click();
    await expect(page).toHaveURL(`/hos-postcards/order-details/${orderNumber}?success=0`);
    await expect(main.getByText(text.paymentFailed)).toBeVisible();

    await page.goto('/hos-postcards/order-history');
    const entry = main.getByRole('listitem').filter({ hasText: orderNumber });
    await expect(entry).toContainText(text.failed);
    await expect(entry.getByRole('link')).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('a ready-made postcard in Arabic on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a signed-in user picks a Heart of Sharjah card, writes a message, pays and finds it in the history', async ({
    page,
    request,
    consoleErrors,
  }) => {
    test.setTimeout(120_000);
    const language = 'ae';
    const text = postcardTexts(language);
    const template = await templateNamed(request, 'Souq Al Arsah');
    const token = await registerThroughApi(request, newUser('postcard-ae'), language);
    await signIn(page, token, language);
    const main = page.getByRole('main');

    // the ready-made card goes straight to the message page, with no photo
    await page.goto('/hos-postcards');
    await expect(main.getByRole('region', { name: text.readyMade })).toBeVisible();
    await expectNoSidewaysScroll(page);
    const readyMade = main.getByRole('region', { name: text.readyMade });
    await readyMade.getByRole('link', { name: templateName(template, language), exact: true }).click();
    await expect(page).toHaveURL('/hos-postcards/message');
    expect(await page.evaluate(() => [localStorage.getItem('posCardId'), localStorage.getItem('postImage')])).toEqual([
      String(template.id),
      '',
    ]);

    await expect(main.getByRole('heading', { level: 1, name: text.messageTitle })).toBeVisible();
    await main.getByRole('textbox', { name: text.messageField }).fill('سلامٌ من سوق العرصة، أجمل ذكرى من الشارقة.');
    await main.getByRole('textbox', { name: text.addressField }).fill('Mr Omar Haddad, 14 Rue Lafayette, Paris');

    // the font and the size by keyboard: a letter jumps to Lauren, arrows move, Enter chooses, Escape closes
    await main.getByRole('button', { name: text.selectFont }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('listbox')).toBeFocused();
    await page.keyboard.press('l');
    await page.keyboard.press('Enter');
    const font = main.getByRole('button', { name: `${text.fontLabel}: Lauren` });
    await expect(font).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await expect(font).toBeFocused();
    await main.getByRole('button', { name: text.selectSize }).focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(main.getByRole('button', { name: `${text.sizeLabel}: ${text.large}` })).toBeFocused();
    await expectNoSidewaysScroll(page);
    await main.getByRole('button', { name: text.submit(template.price) }).click();

    await expect(page).toHaveURL(/\/pay\/sandbox\//);
    await page.getByRole('button', { name: /^Pay/ }).click();
    await expect(page).toHaveURL(/\/hos-postcards\/order-details\/[^/?]+\?success=1$/);
    const orderNumber = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
    await expect(fact(main, text.status)).toHaveText(text.step('received'));
    await expectImagesLoaded(main.getByRole('img', { name: new RegExp(`^(${text.frontAlt}|${text.backAlt})$`) }), 2);
    await expectNoSidewaysScroll(page);
    expect(await postcardOrder(request, token, orderNumber)).toMatchObject({
      font: 'Lauren',
      size: '135%',
      amount: template.price,
    });

    await page.goto('/hos-postcards/order-history');
    await expect(main.getByRole('heading', { level: 1, name: text.historyTitle })).toBeVisible();
    const entry = main.getByRole('link', { name: new RegExp(orderNumber) });
    await expect(entry).toContainText(templateName(template, language));
    await expect(entry).toContainText(text.step('received'));
    await expectNoSidewaysScroll(page);
    expect(consoleErrors).toEqual([]);
  });
});
